import { PortalValidationException } from '../common/validation';
import { templateItem } from '../qti/templating/testing';
import { assertResponseShape } from './response-shape';
import { sessionItem } from './session-items';
import type { ContentItem } from '../practice-tests/test-content.service';

const contentOf = (...items: ContentItem[]) => ({ items: new Map(items.map((i) => [i.uin, i])) });
const asContent = (uin: string, head: string, body: string): ContentItem => {
  const { model } = templateItem(head, body);
  return { uin, calculator: 0, strandName: 'S', strandPosition: 0, delivery: model.delivery, scoring: model.scoring };
};

const PLAIN = asContent(
  'PLAIN',
  '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>',
  '<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="a">A</simpleChoice></choiceInteraction>',
);
const CLONED = asContent(
  'CLONED',
  `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>
   <templateDeclaration identifier="HIDE" cardinality="single" baseType="identifier"/>
   <templateProcessing><setTemplateValue identifier="HIDE"><random><multiple><baseValue baseType="identifier">a</baseValue><baseValue baseType="identifier">b</baseValue></multiple></random></setTemplateValue></templateProcessing>`,
  `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
     <simpleChoice identifier="a" templateIdentifier="HIDE" showHide="hide">A</simpleChoice><simpleChoice identifier="b" templateIdentifier="HIDE" showHide="hide">B</simpleChoice>
   </choiceInteraction>`,
);

describe('sessionItem', () => {
  it('hands out the shared item when it has no templates', () => {
    expect(sessionItem(contentOf(PLAIN), 1, 'PLAIN')).toBe(PLAIN);
    expect(sessionItem(contentOf(PLAIN), 1, 'NOPE')).toBeUndefined();
  });

  it('gives one instance per session seed, the same on every call', () => {
    const content = contentOf(CLONED);
    const first = sessionItem(content, 5, 'CLONED')!;
    expect(first).not.toBe(CLONED);
    expect(sessionItem(content, '5', 'CLONED')).toBe(first);
    expect(first.scoring.templateValues?.HIDE).toBeTruthy();
  });

  it('saves only answers the instance shows: the choice template processing hid is refused', () => {
    for (const seed of [1, 2, 3, 4]) {
      const item = sessionItem(contentOf(CLONED), seed, 'CLONED')!;
      const hidden = (item.scoring.templateValues!.HIDE as { value: string }).value;
      const shown = hidden === 'a' ? 'b' : 'a';
      expect(() => assertResponseShape(item, { RESPONSE: shown })).not.toThrow();
      expect(() => assertResponseShape(item, { RESPONSE: hidden })).toThrow(PortalValidationException);
    }
  });
});
