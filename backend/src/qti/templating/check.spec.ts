import { templateItem } from './testing';

const codes = (sink: { errors: { code: string; params?: Record<string, unknown>; line?: number }[] }) =>
  sink.errors.map((e) => [e.code, e.params?.identifier ?? e.params?.name ?? '']);

describe('importing template processing', () => {
  it('refuses rules and body elements that name undeclared variables, naming each', () => {
    const { sink } = templateItem(
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>
       <templateDeclaration identifier="A" cardinality="single" baseType="integer"/>
       <templateProcessing>
         <setTemplateValue identifier="B"><randomInteger max="3"/></setTemplateValue>
         <setCorrectResponse identifier="ANSWER"><variable identifier="A"/></setCorrectResponse>
         <setTemplateValue identifier="A"><randomInteger min="{LOW}" max="9"/></setTemplateValue>
       </templateProcessing>`,
      `<p><printedVariable identifier="C"/><templateInline templateIdentifier="D" identifier="x">x</templateInline></p>`,
    );
    expect(codes(sink)).toEqual([
      ['item.undeclaredVariable', 'B'],
      ['item.undeclaredVariable', 'ANSWER'],
      ['item.undeclaredVariable', 'LOW'],
      ['item.undeclaredVariable', 'C'],
      ['item.undeclaredVariable', 'D'],
    ]);
  });

  it('refuses template processing that cannot run, saying why', () => {
    const { sink } = templateItem(
      `<templateDeclaration identifier="A" cardinality="single" baseType="integer"/>
       <templateProcessing><setTemplateValue identifier="A"><baseValue baseType="string">seven</baseValue></setTemplateValue></templateProcessing>`,
      '<p><printedVariable identifier="A"/></p>',
    );
    expect(sink.errors).toEqual([expect.objectContaining({ code: 'item.templateFailed', file: 'items/t1.xml' })]);
    expect(sink.errors[0].message).toContain('A is integer but was given a string value');
  });

  it('refuses an unknown template rule by name', () => {
    const { sink } = templateItem(
      `<templateDeclaration identifier="A" cardinality="single" baseType="integer"/>
       <templateProcessing><setOutcomeValue identifier="A"><baseValue baseType="integer">1</baseValue></setOutcomeValue></templateProcessing>`,
      '<p>x</p>',
    );
    expect(codes(sink)).toEqual([['item.unsupportedElement', 'setOutcomeValue']]);
  });
});
