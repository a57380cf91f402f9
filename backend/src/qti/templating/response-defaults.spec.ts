import { instantiateItem } from './instantiate';
import { templateItem } from './testing';
import { scoreItem } from '../scoring';
import { readFacts } from '../scoring/session-facts';

/** The default (B) is where the interaction starts, not an answer: a candidate who never answers has a NULL response. */
const HEAD = `
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
    <defaultValue><value>B</value></defaultValue>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <outcomeDeclaration identifier="STARTED_AT" cardinality="single" baseType="identifier"/>`;
const BODY = `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
  <simpleChoice identifier="A">A</simpleChoice><simpleChoice identifier="B">B</simpleChoice><simpleChoice identifier="C">C</simpleChoice>
</choiceInteraction>`;
const RULES = `<responseProcessing>
  <responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
    <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseIf></responseCondition>
  <setOutcomeValue identifier="STARTED_AT"><default identifier="RESPONSE"/></setOutcomeValue>
</responseProcessing>`;

describe('response defaults', () => {
  const { model, sink } = templateItem(HEAD, BODY, RULES);

  it('are read from the declaration and checked against the interaction', () => {
    expect(sink.errors).toEqual([]);
    expect(model.scoring.responses[0].defaultValue).toEqual(['B']);
    const bad = templateItem(HEAD.replace('<defaultValue><value>B</value>', '<defaultValue><value>Z</value>'), BODY, RULES);
    expect(bad.sink.errors.map((e) => [e.code, e.params?.where])).toEqual([['item.valueNotAChoice', 'defaultValue']]);
  });

  it('default on a response gives its declared default', () => {
    expect(scoreItem(model.scoring, { RESPONSE: 'A' }).outcomes.STARTED_AT).toEqual({ cardinality: 'single', baseType: 'identifier', value: 'B' });
  });

  it('leave an unanswered response NULL: no credit for the default the candidate never chose', () => {
    const unanswered = scoreItem(model.scoring, {});
    expect(unanswered.score).toBe(0);
    expect(readFacts(unanswered.outcomes).responded).toBe(false);
  });

  it('count an answer equal to the default as responded: the player starts every response empty', () => {
    const same = scoreItem(model.scoring, { RESPONSE: 'B' });
    expect(same.score).toBe(1);
    expect(readFacts(same.outcomes).responded).toBe(true);
  });

  it('setDefaultValue on a response replaces the declared default in the instance', () => {
    const templated = templateItem(
      `${HEAD}<templateDeclaration identifier="START" cardinality="single" baseType="identifier"/>
       <templateProcessing><setDefaultValue identifier="RESPONSE"><baseValue baseType="identifier">C</baseValue></setDefaultValue></templateProcessing>`,
      BODY,
      RULES,
    );
    expect(templated.sink.errors).toEqual([]);
    const instance = instantiateItem(templated.model, 1, 'T1');
    expect(instance.scoring.responses[0].defaultValue).toEqual(['C']);
    expect(scoreItem(instance.scoring, { RESPONSE: 'A' }).outcomes.STARTED_AT).toMatchObject({ value: 'C' });
  });
});
