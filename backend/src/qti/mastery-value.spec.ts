import { readOutcomeDeclaration } from './declarations';
import { parseXml } from './xml/parse-xml';

describe('an outcome declaration’s masteryValue', () => {
  it('is read with the normal maximum it is measured against', () => {
    const decl = readOutcomeDeclaration(
      parseXml('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="40" masteryValue="30"/>'),
    );
    expect(decl).toMatchObject({ identifier: 'SCORE', normalMaximum: 40, masteryValue: 30 });
  });

  it('is left out when absent or not a number', () => {
    expect(readOutcomeDeclaration(parseXml('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>')).masteryValue).toBeUndefined();
    expect(
      readOutcomeDeclaration(parseXml('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" masteryValue="high"/>')).masteryValue,
    ).toBeUndefined();
  });
});
