import { IssueSink } from './issues';
import { readItem } from './item';
import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import { tempDir, writeZip } from './testing/build-zip';
import { GRAPHIC_ANSWERS, graphicPackageFiles } from './testing/graphic-package';
import type { InteractionNode } from './types';
import { parseXml } from './xml/parse-xml';
import { normalizeQti3 } from './xml/qti-names';

const FILES = new Set(['items/board.svg', 'items/pin.svg', 'items/a.svg']);

function read(xml: string, v3 = false) {
  const sink = new IssueSink();
  const root = parseXml(xml);
  const item = readItem(v3 ? normalizeQti3(root) : root, 'items/g.xml', FILES, sink);
  const nodes = item.model.delivery.body.filter((n): n is InteractionNode => typeof n === 'object' && 'interaction' in n);
  return { item, nodes, errors: sink.errors.map((e) => e.code) };
}

const item = (decl: string, body: string) => `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="G1" title="G">
  ${decl}<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>${body}</itemBody></assessmentItem>`;
const BOARD = '<object data="board.svg" type="image/svg+xml" width="200" height="100">A board</object>';

describe('graphic interactions', () => {
  it('reads a hotspot interaction: picture, shapes, labels, limits', () => {
    const {
      nodes,
      errors,
      item: it,
    } = read(
      item(
        '<responseDeclaration identifier="R" cardinality="multiple" baseType="identifier"><correctResponse><value>H1</value></correctResponse></responseDeclaration>',
        `<hotspotInteraction responseIdentifier="R" maxChoices="2" minChoices="1"><prompt>Pick</prompt>${BOARD}
          <hotspotChoice identifier="H1" shape="circle" coords="50,50,20" hotspotLabel="Left dot"/>
          <hotspotChoice identifier="H2" shape="poly" coords="100,0, 150,0, 150,50"/>
          <hotspotChoice identifier="H3" shape="rect" coords="160 10 190 90"/></hotspotInteraction>`,
      ),
    );
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({
      interaction: 'hotspot',
      cardinality: 'multiple',
      maxChoices: 2,
      minChoices: 1,
      object: { src: 'items/board.svg', width: 200, height: 100, type: 'image/svg+xml', alt: 'A board' },
      choices: [
        { identifier: 'H1', shape: 'circle', coords: [50, 50, 20], label: 'Left dot' },
        { identifier: 'H2', shape: 'poly', coords: [100, 0, 150, 0, 150, 50] },
        { identifier: 'H3', shape: 'rect', coords: [160, 10, 190, 90] },
      ],
    });
    expect(it.model.media).toContain('items/board.svg');
    expect(it.model.interactionTypes).toEqual(['hotspot']);
  });

  it('reads QTI 3.0 names and an img as the picture', () => {
    const { nodes, errors } = read(
      `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="G3" title="G">
        <qti-response-declaration identifier="R" cardinality="ordered" base-type="identifier"/>
        <qti-item-body><qti-graphic-order-interaction response-identifier="R">
          <img src="board.svg" alt="Steps" width="200" height="100"/>
          <qti-hotspot-choice identifier="A" shape="ellipse" coords="40,40,30,20" hotspot-label="First"/>
          <qti-hotspot-choice identifier="B" shape="default" coords=""/>
        </qti-graphic-order-interaction></qti-item-body></qti-assessment-item>`,
      true,
    );
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({
      interaction: 'graphicOrder',
      object: { src: 'items/board.svg', alt: 'Steps' },
      choices: [
        { identifier: 'A', shape: 'ellipse', label: 'First' },
        { identifier: 'B', shape: 'default' },
      ],
    });
  });

  it('reads a QTI 3.0 position object stage and a picture element', () => {
    const { nodes, errors } = read(
      `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="G4" title="G">
        <qti-response-declaration identifier="P" cardinality="multiple" base-type="point"/>
        <qti-item-body><qti-position-object-stage>
          <picture><img src="board.svg" alt="Stage" width="200" height="100"/></picture>
          <qti-position-object-interaction response-identifier="P" max-choices="2" center-point="0 0"><img src="pin.svg" alt="Pin"/></qti-position-object-interaction>
        </qti-position-object-stage></qti-item-body></qti-assessment-item>`,
      true,
    );
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({
      interaction: 'positionObject',
      cardinality: 'multiple',
      maxChoices: 2,
      centerPoint: [0, 0],
      stage: { src: 'items/board.svg', alt: 'Stage' },
      object: { src: 'items/pin.svg', alt: 'Pin' },
    });
  });

  it('reads graphic associate and gap match hotspots with matchMax, gap images and texts', () => {
    const { nodes, errors } = read(
      item(
        `<responseDeclaration identifier="A" cardinality="multiple" baseType="pair"><correctResponse><value>P Q</value></correctResponse></responseDeclaration>
         <responseDeclaration identifier="G" cardinality="multiple" baseType="directedPair"><correctResponse><value>PIN T1</value><value>WORD T2</value></correctResponse></responseDeclaration>`,
        `<graphicAssociateInteraction responseIdentifier="A" maxAssociations="2">${BOARD}
           <associableHotspot identifier="P" shape="circle" coords="20,20,10" matchMax="1"/>
           <associableHotspot identifier="Q" shape="circle" coords="80,20,10" matchMax="2"/></graphicAssociateInteraction>
         <graphicGapMatchInteraction responseIdentifier="G">${BOARD}
           <gapImg identifier="PIN" matchMax="1"><object data="pin.svg" type="image/svg+xml" width="20" height="20">Pin</object></gapImg>
           <gapText identifier="WORD" matchMax="1">North</gapText>
           <associableHotspot identifier="T1" shape="rect" coords="0,0,50,50" matchMax="1"/>
           <associableHotspot identifier="T2" shape="rect" coords="60,0,110,50" matchMax="1"/></graphicGapMatchInteraction>`,
      ),
    );
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({
      interaction: 'graphicAssociate',
      maxAssociations: 2,
      choices: [
        { identifier: 'P', matchMax: 1 },
        { identifier: 'Q', matchMax: 2 },
      ],
    });
    expect(nodes[1]).toMatchObject({
      interaction: 'graphicGapMatch',
      choices: [
        { identifier: 'PIN', matchMax: 1, object: { src: 'items/pin.svg', width: 20 }, label: 'Pin' },
        { identifier: 'WORD', content: ['North'] },
      ],
      targets: [{ identifier: 'T1' }, { identifier: 'T2' }],
    });
  });

  it('gives each position object interaction its stage, and refuses one outside a stage', () => {
    const decl =
      '<responseDeclaration identifier="P" cardinality="single" baseType="point"><correctResponse><value>100 50</value></correctResponse></responseDeclaration>';
    const { nodes, errors } = read(
      item(
        decl,
        `<positionObjectStage>${BOARD}<positionObjectInteraction responseIdentifier="P" centerPoint="10 20"><object data="pin.svg" width="20" height="20">Pin</object></positionObjectInteraction></positionObjectStage>`,
      ),
    );
    expect(errors).toEqual([]);
    expect(nodes[0]).toMatchObject({
      interaction: 'positionObject',
      baseType: 'point',
      centerPoint: [10, 20],
      object: { src: 'items/pin.svg' },
      stage: { src: 'items/board.svg', width: 200 },
    });
    const outside = read(item(decl, `<positionObjectInteraction responseIdentifier="P"><object data="pin.svg">Pin</object></positionObjectInteraction>`));
    expect(outside.errors).toEqual(['item.positionOutsideStage']);
  });

  it('refuses a missing picture, shapes their coordinates do not describe and choices not among the hotspots', () => {
    const { errors } = read(
      item(
        `<responseDeclaration identifier="R" cardinality="single" baseType="identifier"><correctResponse><value>NOPE</value></correctResponse></responseDeclaration>
         <responseDeclaration identifier="S" cardinality="single" baseType="point"><areaMapping defaultValue="0"><areaMapEntry shape="circle" coords="1,2" mappedValue="1"/></areaMapping></responseDeclaration>`,
        `<hotspotInteraction responseIdentifier="R"><hotspotChoice identifier="H1" shape="circle" coords="1,2"/><hotspotChoice identifier="H2" shape="star" coords="1,2,3"/></hotspotInteraction>
         <selectPointInteraction responseIdentifier="S">${BOARD}</selectPointInteraction>`,
      ),
    );
    expect(errors.sort()).toEqual(['item.badShape', 'item.badShape', 'item.badShape', 'item.missingObject', 'item.valueNotAChoice']);
  });

  it('reads areaMapEntry coordinates as it reads hotspots: spaces or commas; an empty part is refused', () => {
    const mapped = (coords: string) =>
      read(
        item(
          `<responseDeclaration identifier="S" cardinality="single" baseType="point"><areaMapping defaultValue="0"><areaMapEntry shape="circle" coords="${coords}" mappedValue="1"/></areaMapping></responseDeclaration>`,
          `<selectPointInteraction responseIdentifier="S">${BOARD}</selectPointInteraction>`,
        ),
      );
    const spaced = mapped('50 50 20');
    expect(spaced.errors).toEqual([]);
    expect(spaced.item.model.scoring.responses[0].areaMapping?.entries[0].coords).toEqual([50, 50, 20]);
    expect(mapped('50,,20').errors).toEqual(['item.badShape']);
  });

  it('holds graphic order to an ordered response and select point to a point', () => {
    const { errors } = read(
      item(
        `<responseDeclaration identifier="R" cardinality="multiple" baseType="identifier"/><responseDeclaration identifier="S" cardinality="single" baseType="identifier"/>`,
        `<graphicOrderInteraction responseIdentifier="R">${BOARD}<hotspotChoice identifier="H1" shape="default"/></graphicOrderInteraction>
         <selectPointInteraction responseIdentifier="S">${BOARD}</selectPointInteraction>`,
      ),
    );
    expect(errors.sort()).toEqual(['item.wrongBaseType', 'item.wrongCardinality']);
  });
});

describe('the response a graphic interaction is bound to', () => {
  const bound = (decl: string, body: string) => {
    const sink = new IssueSink();
    readItem(parseXml(item(decl, body)), 'items/g.xml', FILES, sink);
    return sink.errors.map((e) => ({ code: e.code, file: e.file, line: e.line, params: e.params }));
  };
  const HOTSPOTS =
    '<associableHotspot identifier="P" shape="circle" coords="20,20,10" matchMax="1"/><associableHotspot identifier="Q" shape="circle" coords="80,20,10" matchMax="1"/>';

  it('refuses a graphic associate bound to directedPair (QTI: pair), naming file and line', () => {
    const errors = bound(
      '<responseDeclaration identifier="A" cardinality="multiple" baseType="directedPair"/>',
      `<graphicAssociateInteraction responseIdentifier="A">${BOARD}${HOTSPOTS}</graphicAssociateInteraction>`,
    );
    expect(errors).toEqual([{ code: 'item.wrongBaseType', file: 'items/g.xml', line: 3, params: expect.objectContaining({ expected: 'pair' }) }]);
  });

  it('refuses a graphic gap match bound to pair or to a single response (QTI: multiple directedPair)', () => {
    const gap = '<gapText identifier="W" matchMax="1">North</gapText>';
    const body = `<graphicGapMatchInteraction responseIdentifier="G">${BOARD}${gap}${HOTSPOTS}</graphicGapMatchInteraction>`;
    expect(bound('<responseDeclaration identifier="G" cardinality="multiple" baseType="pair"/>', body).map((e) => e.code)).toEqual(['item.wrongBaseType']);
    expect(bound('<responseDeclaration identifier="G" cardinality="single" baseType="directedPair"/>', body)).toEqual([
      { code: 'item.wrongCardinality', file: 'items/g.xml', line: 3, params: expect.objectContaining({ expected: 'multiple', cardinality: 'single' }) },
    ]);
  });

  it('lets hotspot, select point and position object be single or multiple, never ordered', () => {
    const hotspot = `<hotspotInteraction responseIdentifier="R">${BOARD}<hotspotChoice identifier="H1" shape="default"/></hotspotInteraction>`;
    expect(bound('<responseDeclaration identifier="R" cardinality="multiple" baseType="identifier"/>', hotspot)).toEqual([]);
    expect(bound('<responseDeclaration identifier="R" cardinality="ordered" baseType="identifier"/>', hotspot).map((e) => e.code)).toEqual([
      'item.wrongCardinality',
    ]);
    const point = `<selectPointInteraction responseIdentifier="S">${BOARD}</selectPointInteraction>`;
    expect(bound('<responseDeclaration identifier="S" cardinality="ordered" baseType="point"/>', point).map((e) => e.code)).toEqual(['item.wrongCardinality']);
    const stage = `<positionObjectStage>${BOARD}<positionObjectInteraction responseIdentifier="S"><object data="pin.svg" width="20" height="20">Pin</object></positionObjectInteraction></positionObjectStage>`;
    expect(bound('<responseDeclaration identifier="S" cardinality="ordered" baseType="point"/>', stage).map((e) => e.code)).toEqual(['item.wrongCardinality']);
  });
});

describe('the graphic practice package', () => {
  it('imports without warnings and scores its right answers 1 and its wrong ones 0', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const path = await writeZip(
        dir,
        'graphic.zip',
        Object.entries(graphicPackageFiles()).map(([name, data]) => ({ name, data })),
      );
      const result = await readContentPackage(path, { fileName: 'graphic.zip' });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.warnings).toEqual([]);
      expect(result.pkg.items.flatMap((i) => i.interactionTypes)).toEqual([
        'hotspot',
        'graphicOrder',
        'selectPoint',
        'graphicAssociate',
        'graphicGapMatch',
        'positionObject',
      ]);
      for (const it of result.pkg.items) {
        const answers = GRAPHIC_ANSWERS[it.uin];
        expect([it.uin, scoreItem(it.scoring, answers.right).score, scoreItem(it.scoring, answers.wrong).score]).toEqual([it.uin, 1, 0]);
      }
    } finally {
      cleanup();
    }
  });
});
