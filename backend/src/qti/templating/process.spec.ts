import { evaluate } from '../scoring/expressions';
import type { ScoringContext } from '../scoring/context';
import { scoreItem } from '../scoring';
import type { Expression, QtiValue } from '../types';
import { instantiateItem } from './instantiate';
import { itemSeed, MAX_TEMPLATE_ATTEMPTS, runTemplateProcessing } from './process';
import { fixedStream, templateItem } from './testing';

const ctxWith = (random: () => number, values: Record<string, QtiValue> = {}): ScoringContext => ({
  responseDecls: new Map(),
  outcomeDecls: new Map(),
  responses: new Map(),
  outcomes: new Map(),
  resolveVariable: (id) => values[id],
  random,
});
const expr = (name: string, attrs: Record<string, string>, children: Expression[] = []): Expression => ({ name, attrs, children });
const single = (value: QtiValue) => (value && value.cardinality === 'single' ? value.value : value);

describe('random expressions', () => {
  it('randomInteger picks min + k·step with k drawn over the values that fit below max', () => {
    // 1, 4, 7, 10: four values; 0.5 × 4 = 2 → the third, 7
    expect(single(evaluate(expr('randomInteger', { min: '1', max: '10', step: '3' }), ctxWith(fixedStream(0.5))))).toBe(7);
    // the draw just below 1 is the last value; max 11 still gives 10 (11 is not on the step)
    expect(single(evaluate(expr('randomInteger', { min: '1', max: '11', step: '3' }), ctxWith(fixedStream(0.999))))).toBe(10);
    // min defaults to 0 and step to 1: 0..4, 0.2 × 5 = 1
    expect(single(evaluate(expr('randomInteger', { max: '4' }), ctxWith(fixedStream(0.2))))).toBe(1);
  });

  it('reads min and max from template variables written {NAME} or NAME', () => {
    const ctx = ctxWith(fixedStream(0), { LOW: { cardinality: 'single', baseType: 'integer', value: 5 } });
    expect(single(evaluate(expr('randomInteger', { min: '{LOW}', max: '9' }), ctx))).toBe(5);
    expect(single(evaluate(expr('randomInteger', { min: 'LOW', max: '9' }), ctx))).toBe(5);
  });

  it('randomFloat scales the draw into [min, max]; random picks from a container', () => {
    expect(single(evaluate(expr('randomFloat', { min: '2', max: '4' }), ctxWith(fixedStream(0.25))))).toBe(2.5);
    const list = expr(
      'multiple',
      {},
      ['a', 'b', 'c'].map((t) => ({ ...expr('baseValue', { baseType: 'identifier' }), text: t })),
    );
    expect(single(evaluate(expr('random', {}, [list]), ctxWith(fixedStream(0.7))))).toBe('c');
  });

  it('an empty range, or one beyond exact integers, is NULL, not an error', () => {
    expect(evaluate(expr('randomInteger', { min: '5', max: '2' }), ctxWith(fixedStream(0.5)))).toBeNull();
    expect(evaluate(expr('randomInteger', { min: '0', max: '1e20' }), ctxWith(fixedStream(0.5)))).toBeNull();
    expect(evaluate(expr('randomFloat', { min: '-1e308', max: '1e308' }), ctxWith(fixedStream(0.5)))).toBeNull();
  });
});

const ADDITION = `
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <templateDeclaration identifier="A" cardinality="single" baseType="integer" mathVariable="true"/>
  <templateDeclaration identifier="B" cardinality="single" baseType="integer"/>
  <templateDeclaration identifier="SUM" cardinality="single" baseType="integer"><defaultValue><value>0</value></defaultValue></templateDeclaration>
  <templateProcessing>
    <setTemplateValue identifier="A"><randomInteger min="2" max="9"/></setTemplateValue>
    <setTemplateValue identifier="B"><randomInteger min="2" max="9"/></setTemplateValue>
    <templateConstraint><not><equal toleranceMode="exact"><variable identifier="A"/><variable identifier="B"/></equal></not></templateConstraint>
    <setTemplateValue identifier="SUM"><sum><variable identifier="A"/><variable identifier="B"/></sum></setTemplateValue>
    <setCorrectResponse identifier="RESPONSE"><variable identifier="SUM"/></setCorrectResponse>
  </templateProcessing>`;
const ADDITION_BODY = `<p>Add <printedVariable identifier="A"/> and <printedVariable identifier="B"/>: <m:math><m:mi>A</m:mi><m:mo>+</m:mo><m:mi>x</m:mi></m:math></p>
  <textEntryInteraction responseIdentifier="RESPONSE"/>`;
const MATCH_CORRECT = '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>';

describe('template processing', () => {
  const { model, sink } = templateItem(ADDITION, ADDITION_BODY, MATCH_CORRECT);

  it('imports an item with template declarations and processing', () => {
    expect(sink.errors).toEqual([]);
    expect(model.scoring.templates?.declarations.map((d) => d.identifier)).toEqual(['A', 'B', 'SUM']);
  });

  it('a fixed seed gives fixed values, and the constraint retries until A ≠ B', () => {
    const seed = itemSeed(42, 'T1');
    const first = runTemplateProcessing(model.scoring.templates!, model.scoring, seed);
    expect(runTemplateProcessing(model.scoring.templates!, model.scoring, seed)).toEqual(first);
    const a = single(first.values.A) as number;
    const b = single(first.values.B) as number;
    expect(a).not.toBe(b);
    expect(single(first.values.SUM)).toBe(a + b);
    expect(single(first.correct.RESPONSE)).toBe(a + b);
  });

  it('works a retry out by hand: equal draws run processing again', () => {
    // randomInteger 2..9 has 8 values: 0.5 → 6 and 0.5 → 6 fail the constraint; 0 → 2 and 0.99 → 9 pass
    const templates = model.scoring.templates!;
    const seeded = runTemplateProcessing(templates, model.scoring, fixedStream(0.5, 0.5, 0, 0.99));
    expect(seeded.attempts).toBe(2);
    expect([single(seeded.values.A), single(seeded.values.B), single(seeded.values.SUM)]).toEqual([2, 9, 11]);
  });

  it(`gives up after ${MAX_TEMPLATE_ATTEMPTS} runs: the defaults stand and processing goes on after the constraint`, () => {
    const always = runTemplateProcessing(model.scoring.templates!, model.scoring, fixedStream(0.5));
    expect(always.attempts).toBe(MAX_TEMPLATE_ATTEMPTS);
    // A and B have no default (NULL); SUM is then the sum of NULLs, which is NULL
    expect([always.values.A, always.values.B]).toEqual([null, null]);
    expect(always.values.SUM).toBeNull();
  });

  it('scores with the correct response template processing set: full marks for A + B, none otherwise', () => {
    const instance = instantiateItem(model, 7, 'T1');
    const sum = String(single(instance.scoring.templateValues!.SUM));
    expect(instance.scoring.responses[0].correctResponse).toEqual([sum]);
    expect(scoreItem(instance.scoring, { RESPONSE: sum }).score).toBe(1);
    expect(scoreItem(instance.scoring, { RESPONSE: String(Number(sum) + 1) }).score).toBe(0);
    // another session draws its own numbers, and its own correct response
    const seeds = [1, 2, 3, 4, 5].map((s) => instantiateItem(model, s, 'T1').scoring.templateValues!.SUM);
    expect(new Set(seeds.map((v) => single(v))).size).toBeGreaterThan(1);
  });

  it('renders printed values and math variables, and leaves no template node or value unprinted', () => {
    const instance = instantiateItem(model, 7, 'T1');
    const { A, B } = instance.scoring.templateValues!;
    const json = JSON.stringify(instance.delivery.body);
    expect(json).toContain(`"children":["${single(A)}"]}," and ",{"tag":"span","attrs":{"class":"qti-printed-variable"},"children":["${single(B)}"]`);
    expect(json).toContain(`{"tag":"mn","attrs":{},"children":["${single(A)}"]}`);
    expect(json).toContain('{"tag":"mi","attrs":{},"children":["x"]}');
    expect(json).not.toMatch(/printedVariable|templateIdentifier|SUM/);
    expect(json).not.toContain(`"${single(instance.scoring.templateValues!.SUM)}"`);
  });
});

describe('template rules worked by hand', () => {
  const { model, sink } = templateItem(
    `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>
     <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
     <outcomeDeclaration identifier="BONUS" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>
     <templateDeclaration identifier="N" cardinality="single" baseType="integer"/>
     <templateDeclaration identifier="SIZE" cardinality="single" baseType="identifier"><defaultValue><value>unset</value></defaultValue></templateDeclaration>
     <templateDeclaration identifier="AFTER" cardinality="single" baseType="boolean"><defaultValue><value>false</value></defaultValue></templateDeclaration>
     <templateProcessing>
       <setTemplateValue identifier="N"><randomInteger min="1" max="3"/></setTemplateValue>
       <templateCondition>
         <templateIf><equal toleranceMode="exact"><variable identifier="N"/><baseValue baseType="integer">1</baseValue></equal>
           <setTemplateValue identifier="SIZE"><baseValue baseType="identifier">small</baseValue></setTemplateValue>
           <exitTemplate/>
         </templateIf>
         <templateElseIf><equal toleranceMode="exact"><variable identifier="N"/><baseValue baseType="integer">2</baseValue></equal>
           <setTemplateValue identifier="SIZE"><baseValue baseType="identifier">middle</baseValue></setTemplateValue>
         </templateElseIf>
         <templateElse>
           <setTemplateValue identifier="SIZE"><baseValue baseType="identifier">large</baseValue></setTemplateValue>
           <setDefaultValue identifier="BONUS"><baseValue baseType="float">0.5</baseValue></setDefaultValue>
         </templateElse>
       </templateCondition>
       <setTemplateValue identifier="AFTER"><baseValue baseType="boolean">true</baseValue></setTemplateValue>
       <setCorrectResponse identifier="RESPONSE"><variable identifier="N"/></setCorrectResponse>
     </templateProcessing>`,
    '<p><printedVariable identifier="N"/></p><textEntryInteraction responseIdentifier="RESPONSE"/>',
    `<responseProcessing>
       <setOutcomeValue identifier="SCORE"><variable identifier="BONUS"/></setOutcomeValue>
       <responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
         <setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/><baseValue baseType="float">1</baseValue></sum></setOutcomeValue>
       </responseIf></responseCondition>
     </responseProcessing>`,
  );
  // randomInteger 1..3 has three values: a draw of 0 gives 1, 0.5 gives 2, 0.9 gives 3
  const run = (draw: number) => runTemplateProcessing(model.scoring.templates!, model.scoring, fixedStream(draw));
  const plain = (values: Record<string, QtiValue>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, single(v)]));

  it('templateIf runs its rules and exitTemplate ends processing there: nothing after it is set', () => {
    expect(sink.errors).toEqual([]);
    const r = run(0);
    expect(plain(r.values)).toEqual({ N: 1, SIZE: 'small', AFTER: false });
    expect(r.correct).toEqual({});
  });

  it('templateElseIf and templateElse: the first branch that holds; setDefaultValue changes an outcome default', () => {
    const middle = run(0.5);
    expect(plain(middle.values)).toEqual({ N: 2, SIZE: 'middle', AFTER: true });
    expect([single(middle.correct.RESPONSE), middle.defaults]).toEqual([2, {}]);
    const large = run(0.9);
    expect(plain(large.values)).toEqual({ N: 3, SIZE: 'large', AFTER: true });
    expect(single(large.defaults.BONUS)).toBe(0.5);
  });

  it('response processing starts from the default template processing set', () => {
    // find a session seed drawing N = 3, then one drawing N = 2
    const bySize = new Map<string, ReturnType<typeof instantiateItem>>();
    for (let seed = 1; bySize.size < 2 && seed < 200; seed++) {
      const instance = instantiateItem(model, seed, 'T1');
      const size = String(single(instance.scoring.templateValues!.SIZE));
      if (size === 'large' || size === 'middle') bySize.set(size, instance);
    }
    expect(scoreItem(bySize.get('large')!.scoring, { RESPONSE: '3' }).score).toBe(1.5);
    expect(scoreItem(bySize.get('middle')!.scoring, { RESPONSE: '2' }).score).toBe(1);
  });
});
