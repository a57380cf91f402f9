import { IssueSink } from './issues';
import { ITEM_RULES, RuleReader, TEST_RULES, templateOf } from './processing';
import { parseXml } from './xml/parse-xml';
import { normalizeQti3 } from './xml/qti-names';

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

describe('rule reader', () => {
  const read = (xml: string, check = ITEM_RULES) => {
    const sink = new IssueSink();
    const rules = new RuleReader('items/q.xml', sink, check).rules(normalizeQti3(parseXml(xml)));
    return { rules, issues: sink.errors.map((i) => [i.file, i.code, i.line, i.params?.name ?? i.params?.class ?? i.params?.pattern]) };
  };

  it('reads a fragment as its rules in place, exit included', () => {
    const { rules, issues } = read(`<responseProcessing>
      <responseProcessingFragment><exitResponse/></responseProcessingFragment>
    </responseProcessing>`);
    expect(issues).toEqual([]);
    expect(rules).toEqual([{ kind: 'responseCondition', branches: [{ rules: [{ kind: 'exitResponse' }] }] }]);
  });

  it('reads the QTI 3.0 duration comparisons by their 2.x names', () => {
    const { rules, issues } = read(`<qti-response-processing>
      <qti-set-outcome-value identifier="FAST"><qti-duration-lt><qti-variable identifier="LIMIT"/><qti-base-value base-type="duration">60</qti-base-value></qti-duration-lt></qti-set-outcome-value>
      <qti-set-outcome-value identifier="SLOW"><qti-duration-gte><qti-variable identifier="LIMIT"/><qti-base-value base-type="duration">60</qti-base-value></qti-duration-gte></qti-set-outcome-value>
    </qti-response-processing>`);
    expect(issues).toEqual([]);
    expect(rules.map((r) => (r.kind === 'setOutcomeValue' ? r.expression.name : r.kind))).toEqual(['durationLT', 'durationGTE']);
  });

  it('refuses reading the built-in duration, which the portal does not measure, by file and line', () => {
    const item = read(`<responseProcessing>
      <setOutcomeValue identifier="FAST"><durationLT><variable identifier="duration"/><baseValue baseType="duration">60</baseValue></durationLT></setOutcomeValue>
    </responseProcessing>`);
    expect(item.issues).toEqual([['items/q.xml', 'item.readsDuration', 2, undefined]]);
    const test = read(
      `<outcomeProcessing>
        <setOutcomeValue identifier="T"><variable identifier="Q1.duration"/></setOutcomeValue>
        <setOutcomeValue identifier="U"><variable identifier="Q1.SCORE"/></setOutcomeValue>
      </outcomeProcessing>`,
      TEST_RULES,
    );
    expect(test.issues).toEqual([['items/q.xml', 'test.readsDuration', 2, undefined]]);
  });

  it('refuses customOperator, a malformed fixed pattern and test-level expressions in an item, each by file and line', () => {
    const { issues } = read(`<responseProcessing>
      <setOutcomeValue identifier="A"><customOperator class="org.example.Op"/></setOutcomeValue>
      <setOutcomeValue identifier="B"><patternMatch pattern="(ab"><variable identifier="R"/></patternMatch></setOutcomeValue>
      <setOutcomeValue identifier="C"><patternMatch pattern="{PAT}"><variable identifier="R"/></patternMatch></setOutcomeValue>
      <setOutcomeValue identifier="D"><numberCorrect/></setOutcomeValue>
    </responseProcessing>`);
    expect(issues).toEqual([
      ['items/q.xml', 'item.customOperator', 2, 'org.example.Op'],
      ['items/q.xml', 'item.badPattern', 3, '(ab'],
      ['items/q.xml', 'item.unsupportedOperator', 5, 'numberCorrect'],
    ]);
  });

  it('lets a test use the test-level expressions and outcomeProcessingFragment', () => {
    const { issues } = read(
      `<outcomeProcessing><outcomeProcessingFragment>
        <setOutcomeValue identifier="N"><numberResponded includeCategory="core"/></setOutcomeValue>
      </outcomeProcessingFragment></outcomeProcessing>`,
      TEST_RULES,
    );
    expect(issues).toEqual([]);
  });
});
