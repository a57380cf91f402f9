import { IssueSink } from '../issues';
import { readItem } from '../item';
import { parseXml } from '../xml/parse-xml';
import { convertItem } from './convert-item';

const FILES = { has: (path: string) => path === 'map.png', [Symbol.iterator]: () => ['map.png'][Symbol.iterator]() };

function convert(presentation: string) {
  const sink = new IssueSink();
  const root = parseXml(`<questestinterop><item ident="Q" title="Q"><presentation>${presentation}</presentation></item></questestinterop>`);
  const item = root.children.find((c) => typeof c !== 'string' && c.name === 'item');
  if (!item || typeof item === 'string') throw new Error('no item');
  const { model } = readItem(convertItem(item, 'Q', { file: 'quiz.xml', files: FILES, sink }), 'quiz.xml', FILES, sink);
  return { model, sink };
}

describe('QTI 1.2 hotspots and groups', () => {
  it('makes an Ordered hotspot response a graphic order on its picture, each label an area of it', () => {
    const { model, sink } = convert(`<response_lid ident="R" rcardinality="Ordered"><material><mattext>Order the stops</mattext></material>
      <render_hotspot><material><matimage uri="map.png" width="200" height="100" label="A route"/></material>
        <response_label ident="first" rarea="Rectangle">0,0,50,50</response_label>
        <response_label ident="second" rarea="Ellipse">100,50,20,20</response_label>
      </render_hotspot></response_lid>`);
    expect(sink.errors).toEqual([]);
    expect(model.delivery.body).toContainEqual(
      expect.objectContaining({
        interaction: 'graphicOrder',
        object: expect.objectContaining({ src: 'map.png', width: 200, height: 100, alt: 'A route' }),
        choices: [
          expect.objectContaining({ identifier: 'first', shape: 'rect', coords: [0, 0, 50, 50] }),
          expect.objectContaining({ identifier: 'second', shape: 'circle', coords: [100, 50, 10] }),
        ],
      }),
    );
  });

  it('refuses the specification’s own group form (labels naming match groups) and an ordered point response, naming the line', () => {
    const { sink } = convert(`<response_grp ident="G" rcardinality="Multiple"><render_choice>
        <response_label ident="a" match_group="x,y"><material><mattext>A</mattext></material></response_label>
        <response_label ident="x"><material><mattext>X</mattext></material></response_label>
      </render_choice></response_grp>
      <response_xy ident="P" rcardinality="Ordered"><render_hotspot><material><matimage uri="map.png"/></material></render_hotspot></response_xy>`);
    expect(sink.errors.map((e) => [e.code, e.line, e.params?.element])).toEqual([
      ['qti12.unsupportedResponse', 1, 'response_grp'],
      ['qti12.unsupportedResponse', 5, 'response_xy'],
    ]);
  });
});
