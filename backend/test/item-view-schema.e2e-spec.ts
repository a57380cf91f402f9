import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishCorpusCase } from './corpus-package';
import { launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';
import { answerValidator, loadOpenApi, reachable } from './openapi-validator';

const CORPUS = resolve(__dirname, '../../content/conformance');
/** Beside the interactions: an item with printed template values and one shown beside a passage. */
const ALSO = ['template-printed-variable', 'structure-stimulus-ref'];

/** An interaction's kind from its element: choiceInteraction (2.x) or qti-choice-interaction (3.0) is `choice`. */
function kindOf(element: string): string {
  const camel = element.replace(/^qti-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const kind = camel.replace(/Interaction$/, '');
  return kind === 'custom' ? 'portableCustom' : kind;
}

function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? xmlFiles(path) : name.endsWith('.xml') ? [path] : [];
  });
}

/** The corpus packages that import, each with the interaction kinds its files hold. */
function importingPackages(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const folder of readdirSync(CORPUS).sort()) {
    const expectFile = join(CORPUS, folder, 'expect.json');
    if (!statSync(join(CORPUS, folder)).isDirectory() || !JSON.parse(readFileSync(expectFile, 'utf8')).imports) continue;
    const kinds = new Set<string>();
    for (const file of xmlFiles(join(CORPUS, folder))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/<((?:qti-)?[a-zA-Z-]*?(?:Interaction|-interaction))[\s>/]/g)) kinds.add(kindOf(m[1]));
    }
    out.set(folder, kinds);
  }
  return out;
}

/** As few packages as hold every kind the corpus has, and the kinds. */
function coveringPackages(): { folders: string[]; kinds: Set<string> } {
  const packages = importingPackages();
  const kinds = new Set([...packages.values()].flatMap((k) => [...k]));
  const left = new Set(kinds);
  const folders: string[] = [];
  while (left.size > 0) {
    const [best] = [...packages].sort(([, a], [, b]) => [...b].filter((k) => left.has(k)).length - [...a].filter((k) => left.has(k)).length);
    folders.push(best[0]);
    best[1].forEach((k) => left.delete(k));
  }
  return { folders, kinds };
}

type Node = string | { interaction?: string; tag?: string; children?: Node[]; content?: Node[]; prompt?: Node[] };

function kindsIn(nodes: Node[] | undefined, out: Set<string>): Set<string> {
  for (const node of nodes ?? []) {
    if (typeof node === 'string') continue;
    if (node.interaction) out.add(node.interaction);
    kindsIn(node.children, out);
    kindsIn(node.content, out);
    kindsIn(node.prompt, out);
  }
  return out;
}

function firstOf(nodes: Node[] | undefined, kind: string): Node | undefined {
  for (const node of nodes ?? []) {
    if (typeof node === 'string') continue;
    if (node.interaction === kind) return node;
    const inner = firstOf(node.children, kind) ?? firstOf(node.content, kind) ?? firstOf(node.prompt, kind);
    if (inner) return inner;
  }
  return undefined;
}

describe('item views against the API document', () => {
  const { schemas } = loadOpenApi().components;
  // every object the item body holds may carry only what the document names
  const validate = answerValidator('/api/delivery/item', reachable(schemas, 'BodyNode'));
  const { folders, kinds } = coveringPackages();
  let portal: TestPortal;
  const views: { folder: string; view: { uin: string; item: { body: Node[] } } }[] = [];

  beforeAll(async () => {
    portal = await startPortal();
    const { client } = await signUpAndLogin(portal);
    for (const folder of [...folders, ...ALSO]) {
      const { sessionId } = await launch(client, await publishCorpusCase(portal, folder), 2);
      const state = (await client.post('/api/delivery/state', { sessionId })).body;
      for (const { position } of state.items as { position: number }[]) {
        const res = await client.post('/api/delivery/item', { sessionId, position });
        if (res.status !== 200) throw new Error(`${folder} item ${position}: ${res.status} ${JSON.stringify(res.body)}`);
        views.push({ folder, view: res.body });
      }
    }
  }, 600_000);
  afterAll(() => portal?.close());

  it('has the corpus hold an interaction of every kind the document names, each shown by some item', () => {
    // a kind added to the union without a corpus package (written from the specification) fails here
    const union = Object.keys((schemas.InteractionNode as { discriminator: { mapping: Record<string, string> } }).discriminator.mapping).sort();
    expect(union.length).toBeGreaterThanOrEqual(21);
    expect([...kinds].sort()).toEqual(union);
    const shown = new Set<string>();
    for (const { view } of views) kindsIn(view.item.body, shown);
    expect([...shown].sort()).toEqual(union);
  });

  it('describes every item view the API returns, interaction by interaction', () => {
    const failures = views.flatMap(({ folder, view }) =>
      validate(view as unknown)
        ? []
        : [{ folder, uin: view.uin, errors: validate.errors?.slice(0, 10).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`) }],
    );
    expect(failures).toEqual([]);
  });

  it('maps each interaction kind to the one schema whose `interaction` is that kind', () => {
    const union = schemas.InteractionNode as { oneOf: { $ref: string }[]; discriminator: { propertyName: string; mapping: Record<string, string> } };
    expect(union.discriminator.propertyName).toBe('interaction');
    const members = union.oneOf.map((m) => m.$ref).sort();
    expect(Object.values(union.discriminator.mapping).sort()).toEqual(members);
    for (const [kind, ref] of Object.entries(union.discriminator.mapping)) {
      const member = schemas[ref.replace('#/components/schemas/', '')] as { properties: { interaction: { enum: string[] } }; required: string[] };
      expect({ kind, values: member.properties.interaction.enum, required: member.required.includes('interaction') }).toEqual({
        kind,
        values: [kind],
        required: true,
      });
    }
    for (const kind of kinds) expect(union.discriminator.mapping).toHaveProperty([kind]);
  });

  it('refuses a view whose interaction lacks a part of its kind, names an unknown kind or carries an undescribed part', () => {
    const withInteraction = (kind: string) => {
      const found = views.find(({ view }) => firstOf(view.item.body, kind));
      if (!found) throw new Error(`no item with a ${kind} interaction`);
      const copy = structuredClone(found.view);
      return { copy, node: firstOf(copy.item.body, kind) as Record<string, unknown> };
    };
    const broken: unknown[] = [];
    let { copy, node } = withInteraction('slider');
    expect(validate(copy)).toBe(true);
    delete node.slider;
    broken.push(copy);
    ({ copy, node } = withInteraction('slider'));
    node.interaction = 'dial';
    broken.push(copy);
    ({ copy, node } = withInteraction('slider'));
    node.choices = [];
    broken.push(copy);
    expect(broken.map((view) => validate(view))).toEqual([false, false, false]);
  });
});
