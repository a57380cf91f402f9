import { templateItem } from '../qti/templating/testing';
import { DeliveryMode } from './entities/test-session.entity';
import type { LoadedSession } from './session-store.service';
import type { ContentItem } from '../practice-tests/test-content.service';
import { itemView, stateView } from './views';

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

  it('tells the player whether read aloud may read the item, allowed unless the package keeps it off', () => {
    const item = asContent('<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>', SLIDER);
    expect(itemView(loadedWith(item), 0).readAloud).toBe(true);
    const off = { ...item, delivery: { ...item.delivery, readAloud: false as const, lang: 'ru' } };
    expect(itemView(loadedWith(off), 0)).toMatchObject({ readAloud: false, item: { lang: 'ru' } });
  });
});

describe('stateView', () => {
  const rubric = () => {
    const item = asContent(
      `<responseDeclaration identifier="THESIS" cardinality="single" baseType="identifier">
         <mapping defaultValue="0"><mapEntry mapKey="A" mappedValue="0"/><mapEntry mapKey="B" mappedValue="4"/></mapping></responseDeclaration>`,
      '<choiceInteraction responseIdentifier="THESIS" maxChoices="1"><prompt>Thesis</prompt><simpleChoice identifier="A">Weak</simpleChoice><simpleChoice identifier="B">Strong</simpleChoice></choiceInteraction>',
    );
    return { ...item, scoring: { ...item.scoring, selfRated: true } };
  };
  const stateOf = (item: ContentItem, response?: Record<string, string>) => {
    const loaded = loadedWith(item) as unknown as { content: object; rows: Map<string, object>; session: object };
    loaded.content = { ...loaded.content, testName: 'Essay', operationalTestLength: 1, structure: { parts: [] } };
    loaded.session = { ...loaded.session, id: 1, startedOn: new Date(), expiresOn: new Date(), currentPosition: 1 };
    if (response) loaded.rows.set(item.uin, { response, flagged: false, final: false });
    return stateView(loaded as unknown as LoadedSession);
  };

  it('marks a self-rated item whose rubric is not rated, so the submit dialog can warn', () => {
    expect(stateOf(rubric()).items[0]).toMatchObject({ unrated: true });
    expect(stateOf(rubric(), { THESIS: 'B' }).items[0]).toMatchObject({ answered: true, unrated: false });
  });

  it('never marks an item a student does not rate', () => {
    const plain = asContent('<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="integer"/>', SLIDER);
    expect(stateOf(plain).items[0]).toMatchObject({ unrated: false });
  });
});
