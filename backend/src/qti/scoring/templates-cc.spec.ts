import { readFacts, SESSION_FACTS } from './session-facts';
import { scoreItem } from './score-item';
import { templateOf } from '../processing';
import { base, expr, model, set, SCORE, variable, when } from './spec-fixtures';
import type { OutcomeDeclaration, ResponseDeclaration, ScoringModel, StandardTemplate } from '../types';

const choice: ResponseDeclaration = {
  identifier: 'RESPONSE',
  cardinality: 'single',
  baseType: 'identifier',
  correctResponse: ['B'],
  mapping: {
    defaultValue: 0,
    entries: [
      { mapKey: 'B', mappedValue: 3 },
      { mapKey: 'C', mappedValue: 1 },
    ],
  },
};
const outcome = (identifier: string, baseType: 'float' | 'identifier', defaultValue?: string): OutcomeDeclaration => ({
  identifier,
  cardinality: 'single',
  baseType,
  ...(defaultValue ? { defaultValue: [defaultValue] } : {}),
});
const cc = (template: StandardTemplate, extra: OutcomeDeclaration[] = []): ScoringModel =>
  model({ responses: [choice], outcomes: [SCORE, ...extra], processing: { template, rules: [] } });
const run = (m: ScoringModel, response?: string) => {
  const r = scoreItem(m, response === undefined ? {} : { RESPONSE: response });
  const value = (id: string) => (r.outcomes[id] as { value?: unknown } | null)?.value ?? null;
  return { score: r.score, maxScore: r.maxScore, FEEDBACK: value('FEEDBACK'), FEEDBACKBASIC: value('FEEDBACKBASIC') };
};

describe('template URIs', () => {
  it('name the same template under the 2.1, 2.2 and 3.0 locations, the 3.0 short name, and the Common Cartridge names', () => {
    expect(templateOf('http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct')).toBe('match_correct');
    expect(templateOf('http://www.imsglobal.org/question/qti_v2p2/rptemplates/map_response.xml')).toBe('map_response');
    expect(templateOf('https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response_point.xml')).toBe('map_response_point');
    expect(templateOf('match_correct')).toBe('match_correct');
    expect(templateOf('http://www.imsglobal.org/question/qti_v2p1/rptemplates/CC2_match_basic.xml')).toBe('CC2_match_basic');
    expect(templateOf('rptemplates/CC2_map_response.xml')).toBe('CC2_map_response');
    expect(templateOf('https://example.org/rptemplates/other.xml')).toBeUndefined();
  });
});

describe('Common Cartridge templates', () => {
  it('CC2_match: 1 or 0 like match_correct, and FEEDBACKBASIC says which', () => {
    const m = cc('CC2_match', [outcome('FEEDBACKBASIC', 'identifier'), outcome('MAXSCORE', 'float', '5')]);
    expect(run(m, 'B')).toMatchObject({ score: 1, FEEDBACKBASIC: 'correct' });
    expect(run(m, 'C')).toMatchObject({ score: 0, FEEDBACKBASIC: 'incorrect' });
    expect(run(m)).toMatchObject({ score: 0, FEEDBACKBASIC: 'incorrect' });
  });

  it('CC2_match_basic: a right answer scores MAXSCORE; a wrong one leaves SCORE at its default', () => {
    const m = cc('CC2_match_basic', [outcome('FEEDBACKBASIC', 'identifier'), outcome('MAXSCORE', 'float', '5')]);
    expect(run(m, 'B')).toMatchObject({ score: 5, maxScore: 5, FEEDBACKBASIC: 'correct' });
    expect(run(m, 'C')).toMatchObject({ score: 0, FEEDBACKBASIC: 'incorrect' });
  });

  it('CC2_match_basic without MAXSCORE or FEEDBACKBASIC still scores 1 or 0', () => {
    expect(run(cc('CC2_match_basic'), 'B')).toMatchObject({ score: 1, maxScore: 1 });
    expect(run(cc('CC2_match_basic'), 'A')).toMatchObject({ score: 0 });
  });

  it('CC2_map_response: the mapped score, FEEDBACK correct only at MAXSCORE', () => {
    const m = cc('CC2_map_response', [outcome('FEEDBACK', 'identifier'), outcome('MAXSCORE', 'float', '3')]);
    expect(run(m, 'B')).toMatchObject({ score: 3, FEEDBACK: 'correct' });
    expect(run(m, 'C')).toMatchObject({ score: 1, FEEDBACK: 'incorrect' });
    expect(run(m)).toMatchObject({ score: 0, FEEDBACK: 'incorrect' });
    expect(run(cc('CC2_map_response'), 'B')).toMatchObject({ score: 3, maxScore: 3 });
  });
});

describe('completionStatus and the session facts', () => {
  it('completionStatus is "unknown" while response processing runs, and the item may set it', () => {
    const plain = model({ responses: [choice] });
    expect(scoreItem(plain, {}).outcomes.completionStatus).toEqual({ cardinality: 'single', baseType: 'identifier', value: 'unknown' });
    const setting = model({
      responses: [choice],
      processing: {
        rules: [
          when(
            { condition: expr('isNull', {}, variable('RESPONSE')), rules: [set('completionStatus', base('identifier', 'incomplete'))] },
            { rules: [set('completionStatus', base('identifier', 'completed'))] },
          ),
        ],
      },
    });
    expect(scoreItem(setting, { RESPONSE: 'A' }).outcomes.completionStatus).toMatchObject({ value: 'completed' });
    expect(scoreItem(setting, {}).outcomes.completionStatus).toMatchObject({ value: 'incomplete' });
  });

  it('records responded and correct (every keyed response matches) with the outcomes', () => {
    const two = model({ responses: [choice, { identifier: 'OTHER', cardinality: 'multiple', baseType: 'identifier', correctResponse: ['X', 'Y'] }] });
    const facts = (r: Record<string, string | string[]>) => readFacts(scoreItem(two, r).outcomes);
    expect(facts({})).toMatchObject({ responded: false, correct: false });
    expect(facts({ RESPONSE: 'B' })).toMatchObject({ responded: true, correct: false });
    expect(facts({ RESPONSE: 'B', OTHER: ['Y', 'X'] })).toMatchObject({ responded: true, correct: true });
    const unkeyed = model({ responses: [{ identifier: 'ESSAY', cardinality: 'single', baseType: 'string' }] });
    expect(readFacts(scoreItem(unkeyed, { ESSAY: 'text' }).outcomes)).toMatchObject({ responded: true, correct: null });
    expect(Object.keys(scoreItem(unkeyed, {}).outcomes)).toContain(SESSION_FACTS);
  });
});

describe('session facts of a flawed item', () => {
  it('a correct response that does not parse leaves correctness unknown instead of failing the scoring', () => {
    const flawed = model({ responses: [{ identifier: 'N', cardinality: 'single', baseType: 'integer', correctResponse: ['seven'] }] });
    expect(readFacts(scoreItem(flawed, { N: '7' }).outcomes)).toMatchObject({ responded: true, correct: null });
  });
});
