import { templateItem } from '../qti/templating/testing';
import { DeliveryMode } from './entities/test-session.entity';
import type { LoadedSession } from './session-store.service';
import type { ContentItem } from '../practice-tests/test-content.service';
import { itemView } from './views';

const asContent = (head: string, body: string, tail = ''): ContentItem => {
  const { model } = templateItem(head, body, tail);
  return { uin: 'T1', calculator: 0, strandName: 'S', strandPosition: 0, delivery: model.delivery, scoring: model.scoring };
};

/** Just what itemView reads of a session: one item on the route, nothing answered yet. */
const loadedWith = (item: ContentItem) =>
  ({
    content: { items: new Map([[item.uin, item]]), stimuli: new Map() },
    rows: new Map(),
    route: { items: [{ uin: item.uin, navigationMode: 'nonlinear' }], complete: true },
    session: { seed: 7, mode: DeliveryMode.LearnAsYouGo },
  }) as unknown as LoadedSession;

const SLIDER = '<sliderInteraction responseIdentifier="RESPONSE" lowerBound="0" upperBound="10" step="1"/>';

describe('itemView', () => {
  it('gives the player each declared default but no correct response, and no answer', () => {
    const item = asContent(
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer">
         <defaultValue><value>4</value></defaultValue><correctResponse><value>7</value></correctResponse>
         <mapping defaultValue="0"><mapEntry mapKey="7" mappedValue="1"/></mapping></responseDeclaration>`,
      SLIDER,
    );
    const view = itemView(loadedWith(item), 0);
    expect(view.item.responseDefaults).toEqual({ RESPONSE: ['4'] });
    expect(view.response).toEqual({});
    expect(JSON.stringify(view)).not.toMatch(/correctResponse|mapping|"7"/i);
  });

  it('gives the default template processing set for this session, and none when nothing is declared', () => {
    const set = asContent(
      `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"><defaultValue><value>1</value></defaultValue></responseDeclaration>
       <templateDeclaration identifier="START" cardinality="single" baseType="integer"/>
       <templateProcessing><setTemplateValue identifier="START"><baseValue baseType="integer">6</baseValue></setTemplateValue>
         <setDefaultValue identifier="RESPONSE"><variable identifier="START"/></setDefaultValue></templateProcessing>`,
      SLIDER,
    );
    expect(itemView(loadedWith(set), 0).item.responseDefaults).toEqual({ RESPONSE: ['6'] });
    const none = asContent('<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>', SLIDER);
    expect(itemView(loadedWith(none), 0).item).not.toHaveProperty('responseDefaults');
  });
});
