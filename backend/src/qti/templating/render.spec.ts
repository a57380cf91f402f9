import { scoreItem } from '../scoring';
import type { BodyNode, QtiValue } from '../types';
import { instantiateItem, printOutcomes } from './instantiate';
import { printValue } from './printed';
import { printf } from './printf';
import { templateItem } from './testing';

const text = (nodes: BodyNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : 'children' in n ? text(n.children) : '')).join('');

describe('printf, as printedVariable formats', () => {
  it.each([
    ['%5.1f', 3.14159, '  3.1'],
    ['%-6d|', 42, '42    |'],
    ['%+d', 7, '+7'],
    ['%05d', -42, '-0042'],
    ['%x / %X / %#o', 255, 'ff / FF / 0377'],
    ['%.2e', 12500, '1.25e+04'],
    ['%g', 0.0001234, '0.0001234'],
    ['%g', 123456789, '1.23457e+08'],
    ['%.3s', 'apples', 'app'],
    ['%d%%', 40, '40%'],
  ])('%s of %p is "%s"', (format, value, expected) => {
    expect(printf(format, value)).toBe(expected);
  });
});

describe('printValue', () => {
  const record: QtiValue = {
    cardinality: 'record',
    value: { x: { cardinality: 'single', baseType: 'integer', value: 3 }, y: { cardinality: 'single', baseType: 'integer', value: 4 } },
  };
  it('prints a record field, or every field with the mapping indicator and delimiter', () => {
    expect(printValue(record, { field: 'y' })).toEqual(['4']);
    expect(printValue(record, {})).toEqual(['x=3;y=4']);
    expect(printValue(record, { mappingIndicator: ': ', delimiter: ', ' })).toEqual(['x: 3, y: 4']);
  });
  it('prints an integer in another base, a container by index (negative from the end), NULL as nothing', () => {
    expect(printValue({ cardinality: 'single', baseType: 'integer', value: 255 }, { base: 16 })).toEqual(['ff']);
    const list: QtiValue = { cardinality: 'ordered', baseType: 'integer', value: [4, 8, 15] };
    expect(printValue(list, { index: -1 })).toEqual(['15']);
    expect(printValue(list, { index: 9 })).toEqual(['']);
    expect(printValue(null, {})).toEqual(['']);
  });
  it('prints a float without a format as it is, not rounded to 6 figures or in exponent form', () => {
    const float = (value: number): QtiValue => ({ cardinality: 'single', baseType: 'float', value });
    expect(printValue(float(12345.67), {})).toEqual(['12345.67']);
    expect(printValue(float(1234567), {})).toEqual(['1234567']);
    expect(printValue(float(0.1), {})).toEqual(['0.1']);
    expect(printValue(float(-2.5), {})).toEqual(['-2.5']);
    expect(printValue(float(12345.67), { format: '%.1f' })).toEqual(['12345.7']);
  });
});

describe('feedback of a cloned item', () => {
  const { model, sink } = templateItem(
    `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>
     <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
     <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
     <templateDeclaration identifier="PICK" cardinality="single" baseType="identifier"/>
     <templateProcessing>
       <setTemplateValue identifier="PICK"><random><multiple><baseValue baseType="identifier">left</baseValue><baseValue baseType="identifier">right</baseValue></multiple></random></setTemplateValue>
       <setCorrectResponse identifier="RESPONSE"><variable identifier="PICK"/></setCorrectResponse>
     </templateProcessing>`,
    `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
       <simpleChoice identifier="left">Left</simpleChoice><simpleChoice identifier="right">Right</simpleChoice>
       <simpleChoice identifier="never" templateIdentifier="PICK" showHide="show">Never shown</simpleChoice>
     </choiceInteraction>`,
    `<responseProcessing>
       <responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
         <setOutcomeValue identifier="SCORE"><baseValue baseType="float">2</baseValue></setOutcomeValue></responseIf></responseCondition>
       <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">DONE</baseValue></setOutcomeValue>
     </responseProcessing>
     <modalFeedback outcomeIdentifier="FEEDBACK" identifier="DONE" showHide="show">You scored <printedVariable identifier="SCORE" format="%.0f"/>;
       <templateInline templateIdentifier="PICK" identifier="left">left</templateInline><templateInline templateIdentifier="PICK" identifier="right">right</templateInline> was the side.</modalFeedback>`,
  );

  it('shows the side drawn, prints the score response processing gave, and hides a choice its variable does not name', () => {
    expect(sink.errors).toEqual([]);
    const instance = instantiateItem(model, 11, 'T1');
    const side = (instance.scoring.templateValues!.PICK as { value: string }).value;
    const choices = (instance.delivery.body.find((n) => typeof n === 'object' && 'interaction' in n) as { choices: { identifier: string }[] }).choices;
    expect(choices.map((c) => c.identifier)).toEqual(['left', 'right']);
    expect(JSON.stringify(choices)).not.toContain('template');
    const scored = scoreItem(instance.scoring, { RESPONSE: side });
    expect(scored.score).toBe(2);
    const feedback = instance.delivery.feedback[0].content;
    expect(text(printOutcomes(feedback, scored.outcomes)).replace(/\s+/g, ' ')).toBe(`You scored 2; ${side} was the side.`);
  });
});

describe('formats an author cannot abuse', () => {
  it('holds width and precision to sane bounds instead of building huge strings or throwing', () => {
    expect(printf('%999999999d', 1)).toHaveLength(100);
    expect(printf('%.500f', 1)).toBe(`1.${'0'.repeat(20)}`);
    expect(printf('%.500g', 1 / 3)).toBe('0.33333333333333331483');
  });
});

describe('gaps and hot texts as template choices', () => {
  it('drops a hidden hot text from the text and the choices, and keeps a shown one without its template attributes', () => {
    const { model, sink } = templateItem(
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>
       <templateDeclaration identifier="WORD" cardinality="single" baseType="identifier"><defaultValue><value>h1</value></defaultValue></templateDeclaration>`,
      `<hottextInteraction responseIdentifier="RESPONSE" maxChoices="1"><p>Pick
         <hottext identifier="h1" templateIdentifier="WORD" showHide="show">one</hottext> or
         <hottext identifier="h2" templateIdentifier="WORD" showHide="show">two</hottext>.</p></hottextInteraction>`,
    );
    expect(sink.errors).toEqual([]);
    const instance = instantiateItem(model, 1, 'T1');
    const interaction = instance.delivery.body.find((n) => typeof n === 'object' && 'interaction' in n) as {
      choices: { identifier: string }[];
      content: BodyNode[];
    };
    expect(interaction.choices.map((c) => c.identifier)).toEqual(['h1']);
    expect(text(interaction.content).replace(/\s+/g, ' ')).toBe('Pick one or .');
    expect(JSON.stringify(instance.delivery.body)).not.toMatch(/templateIdentifier|showHide|WORD/);
  });
});
