import { templateOf } from './processing';

describe('standard response processing templates', () => {
  it.each([
    ['http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct', 'match_correct'],
    ['http://www.imsglobal.org/question/qti_v2p2/rptemplates/map_response', 'map_response'],
    ['https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response_point.xml', 'map_response_point'],
    ['rptemplates/match_correct.xml', 'match_correct'],
    ['https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/cc2_match.xml', undefined],
  ])('%s → %s', (uri, expected) => {
    expect(templateOf(uri)).toBe(expected);
  });
});
