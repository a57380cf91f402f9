/** One item per graphic interaction; answers are reachable by keyboard from where the player starts (the centre). */
const NS = 'http://www.imsglobal.org/xsd/imsqti_v2p2';
const TEMPLATE = 'http://www.imsglobal.org/question/qti_v2p2/rptemplates';

const svg = (title: string, shapes: string, w = 200, h = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>${title}</title><rect width="${w}" height="${h}" fill="#f4f1e8"/>${shapes}</svg>`;

const item = (id: string, title: string, declaration: string, body: string, template: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${NS}" identifier="${id}" title="${title}" adaptive="false" timeDependent="false">
  ${declaration}
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>${body}</itemBody>
  <responseProcessing template="${TEMPLATE}/${template}"/>
</assessmentItem>`;

const SHAPES =
  '<circle cx="40" cy="50" r="20" fill="#d1495b"/><rect x="80" y="30" width="40" height="40" fill="#4f8fc0"/><polygon points="150,70 170,30 190,70" fill="#7fb069"/>';
const PICTURE = '<object type="image/svg+xml" data="shapes.svg" width="200" height="100">A circle, a square and a triangle in a row</object>';

export const GRAPHIC_ITEMS = {
  hotspot: item(
    'G-HOTSPOT',
    'Find the square',
    '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>SQUARE</value></correctResponse></responseDeclaration>',
    `<hotspotInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Select the square.</prompt>${PICTURE}
      <hotspotChoice identifier="CIRCLE" shape="circle" coords="40,50,20" hotspotLabel="Red shape"/>
      <hotspotChoice identifier="SQUARE" shape="rect" coords="80,30,120,70" hotspotLabel="Blue shape"/>
      <hotspotChoice identifier="TRIANGLE" shape="poly" coords="150,70,170,30,190,70" hotspotLabel="Green shape"/></hotspotInteraction>`,
    'match_correct',
  ),
  order: item(
    'G-ORDER',
    'Fewest corners first',
    '<responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier"><correctResponse><value>CIRCLE</value><value>TRIANGLE</value><value>SQUARE</value></correctResponse></responseDeclaration>',
    `<graphicOrderInteraction responseIdentifier="RESPONSE"><prompt>Order the shapes from the fewest corners to the most.</prompt>${PICTURE}
      <hotspotChoice identifier="CIRCLE" shape="circle" coords="40,50,20" hotspotLabel="Red shape"/>
      <hotspotChoice identifier="SQUARE" shape="rect" coords="80,30,120,70" hotspotLabel="Blue shape"/>
      <hotspotChoice identifier="TRIANGLE" shape="poly" coords="150,70,170,30,190,70" hotspotLabel="Green shape"/></graphicOrderInteraction>`,
    'match_correct',
  ),
  point: item(
    'G-POINT',
    'Point at the triangle',
    '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="point"><correctResponse><value>168 54</value></correctResponse><areaMapping defaultValue="0"><areaMapEntry shape="poly" coords="150,70,170,30,190,70" mappedValue="1"/></areaMapping></responseDeclaration>',
    `<selectPointInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Mark a point inside the triangle.</prompt>${PICTURE}</selectPointInteraction>`,
    'map_response_point',
  ),
  associate: item(
    'G-ASSOCIATE',
    'Same colour',
    '<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="pair"><correctResponse><value>LEFT-RED RIGHT-RED</value></correctResponse></responseDeclaration>',
    `<graphicAssociateInteraction responseIdentifier="RESPONSE" maxAssociations="1"><prompt>Link the two red dots.</prompt>
      <object type="image/svg+xml" data="dots.svg" width="200" height="100">Three dots, two of them red</object>
      <associableHotspot identifier="LEFT-RED" shape="circle" coords="30,50,15" matchMax="1" hotspotLabel="Left dot"/>
      <associableHotspot identifier="MIDDLE-BLUE" shape="circle" coords="100,50,15" matchMax="1" hotspotLabel="Middle dot"/>
      <associableHotspot identifier="RIGHT-RED" shape="circle" coords="170,50,15" matchMax="1" hotspotLabel="Right dot"/></graphicAssociateInteraction>`,
    'match_correct',
  ),
  gapMatch: item(
    'G-GAPMATCH',
    'Label the picture',
    '<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair"><correctResponse><value>STAR LEFT-BOX</value><value>MOON RIGHT-BOX</value></correctResponse></responseDeclaration>',
    `<graphicGapMatchInteraction responseIdentifier="RESPONSE"><prompt>Put the star in the left box and the word Moon in the right box.</prompt>
      <object type="image/svg+xml" data="boxes.svg" width="200" height="100">Two empty boxes</object>
      <gapImg identifier="STAR" matchMax="1"><object type="image/svg+xml" data="star.svg" width="30" height="30">Star</object></gapImg>
      <gapText identifier="MOON" matchMax="1">Moon</gapText>
      <associableHotspot identifier="LEFT-BOX" shape="rect" coords="20,20,80,80" matchMax="1" hotspotLabel="Left box"/>
      <associableHotspot identifier="RIGHT-BOX" shape="rect" coords="120,20,180,80" matchMax="1" hotspotLabel="Right box"/></graphicGapMatchInteraction>`,
    'match_correct',
  ),
  position: item(
    'G-POSITION',
    'Park the car',
    '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="point"><correctResponse><value>160 50</value></correctResponse><areaMapping defaultValue="0"><areaMapEntry shape="rect" coords="140,30,190,70" mappedValue="1"/></areaMapping></responseDeclaration>',
    `<p>Park the car in the garage on the right.</p><positionObjectStage>
      <object type="image/svg+xml" data="street.svg" width="200" height="100">A street with a garage on the right</object>
      <positionObjectInteraction responseIdentifier="RESPONSE" maxChoices="1"><object type="image/svg+xml" data="car.svg" width="20" height="12">Car</object></positionObjectInteraction>
    </positionObjectStage>`,
    'map_response_point',
  ),
};

export const GRAPHIC_MEDIA: Record<string, string> = {
  'shapes.svg': svg('A circle, a square and a triangle in a row', SHAPES),
  'dots.svg': svg(
    'Three dots, two of them red',
    '<circle cx="30" cy="50" r="15" fill="#d1495b"/><circle cx="100" cy="50" r="15" fill="#4f8fc0"/><circle cx="170" cy="50" r="15" fill="#d1495b"/>',
  ),
  'boxes.svg': svg(
    'Two empty boxes',
    '<rect x="20" y="20" width="60" height="60" fill="#fff" stroke="#333"/><rect x="120" y="20" width="60" height="60" fill="#fff" stroke="#333"/>',
  ),
  'star.svg': svg('A star', '<polygon points="15,2 19,11 29,11 21,17 24,28 15,21 6,28 9,17 1,11 11,11" fill="#f2c14e"/>', 30, 30),
  'street.svg': svg(
    'A street with a garage on the right',
    '<rect x="0" y="40" width="140" height="20" fill="#999"/><rect x="140" y="30" width="50" height="40" fill="none" stroke="#333" stroke-width="3"/>',
  ),
  'car.svg': svg('A car', '<rect x="1" y="1" width="18" height="10" rx="3" fill="#d1495b"/>', 20, 12),
};

/** Correct and wrong responses by item, as the player would send them. */
export const GRAPHIC_ANSWERS: Record<string, { right: Record<string, string | string[]>; wrong: Record<string, string | string[]> }> = {
  'G-HOTSPOT': { right: { RESPONSE: 'SQUARE' }, wrong: { RESPONSE: 'CIRCLE' } },
  'G-ORDER': { right: { RESPONSE: ['CIRCLE', 'TRIANGLE', 'SQUARE'] }, wrong: { RESPONSE: ['SQUARE', 'TRIANGLE', 'CIRCLE'] } },
  'G-POINT': { right: { RESPONSE: '168 54' }, wrong: { RESPONSE: '100 50' } },
  'G-ASSOCIATE': { right: { RESPONSE: ['RIGHT-RED LEFT-RED'] }, wrong: { RESPONSE: ['LEFT-RED MIDDLE-BLUE'] } },
  'G-GAPMATCH': { right: { RESPONSE: ['MOON RIGHT-BOX', 'STAR LEFT-BOX'] }, wrong: { RESPONSE: ['STAR RIGHT-BOX'] } },
  'G-POSITION': { right: { RESPONSE: '160 50' }, wrong: { RESPONSE: '20 50' } },
};

/** The package's files by path: manifest, test, items and pictures. */
export function graphicPackageFiles(alias = 'graphic-practice', title = 'Graphic Practice'): Record<string, string> {
  const items = Object.entries(GRAPHIC_ITEMS).map(([name, xml]) => ({ name, xml, id: /identifier="(G-[A-Z]+)"/.exec(xml)![1] }));
  const media = Object.keys(GRAPHIC_MEDIA);
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="MANIFEST-${alias}">
  <organizations/>
  <resources>
    <resource identifier="TEST" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/>${items.map((i) => `<dependency identifierref="R-${i.id}"/>`).join('')}</resource>
    ${items.map((i) => `<resource identifier="R-${i.id}" type="imsqti_item_xmlv2p2" href="items/${i.name}.xml"><file href="items/${i.name}.xml"/>${media.map((m) => `<file href="items/${m}"/>`).join('')}</resource>`).join('\n    ')}
  </resources>
</manifest>`;
  const test = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${NS}" identifier="${alias}" title="${title}">
  <testPart identifier="P1" navigationMode="nonlinear" submissionMode="individual">
    <assessmentSection identifier="S1" title="Geometric Thinking" visible="true">
      ${items.map((i) => `<assessmentItemRef identifier="REF-${i.id}" href="items/${i.name}.xml"/>`).join('\n      ')}
    </assessmentSection>
  </testPart>
</assessmentTest>`;
  return {
    'imsmanifest.xml': manifest,
    'test.xml': test,
    ...Object.fromEntries(items.map((i) => [`items/${i.name}.xml`, i.xml])),
    ...Object.fromEntries(Object.entries(GRAPHIC_MEDIA).map(([name, body]) => [`items/${name}`, body])),
  };
}
