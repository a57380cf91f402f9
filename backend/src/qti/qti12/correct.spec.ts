import { IssueSink } from '../issues';
import { readItem } from '../item';
import { parseXml } from '../xml/parse-xml';
import { convertItem } from './convert-item';

/** A package holding only the picture the point item shows. */
const FILES = { has: (path: string) => path === 'map.png', [Symbol.iterator]: () => ['map.png'][Symbol.iterator]() };

/** The correct responses the converted item declares, by response identifier. */
function correctOf(body: string, meta = '') {
  const sink = new IssueSink();
  const root = parseXml(`<questestinterop><item ident="Q" title="Q">${meta}${body}</item></questestinterop>`);
  const item = root.children.find((c) => typeof c !== 'string' && c.name === 'item');
  if (!item || typeof item === 'string') throw new Error('no item');
  const { model } = readItem(convertItem(item, 'Q', { file: 'quiz.xml', files: FILES, sink }), 'quiz.xml', FILES, sink);
  expect(sink.errors).toEqual([]);
  return Object.fromEntries(model.scoring.responses.map((r) => [r.identifier, r.correctResponse]));
}

const choices = (cardinality: string) => `<presentation><response_lid ident="R" rcardinality="${cardinality}"><render_choice>
  <response_label ident="a"><material><mattext>A</mattext></material></response_label>
  <response_label ident="b"><material><mattext>B</mattext></material></response_label>
  <response_label ident="c"><material><mattext>C</mattext></material></response_label>
</render_choice></response_lid></presentation>`;

describe('QTI 1.2 correct responses', () => {
  it('takes the answer of the condition that sets the highest score, not a lower one', () => {
    expect(
      correctOf(`${choices('Single')}<resprocessing><outcomes><decvar maxvalue="2"/></outcomes>
        <respcondition><conditionvar><varequal respident="R">b</varequal></conditionvar><setvar action="Set">1</setvar></respcondition>
        <respcondition><conditionvar><varequal respident="R">c</varequal></conditionvar><setvar action="Set">2</setvar></respcondition>
      </resprocessing>`),
    ).toEqual({ R: ['c'] });
  });

  it('takes what the conditions require and leaves out what they forbid; of an or, its first way', () => {
    expect(
      correctOf(`${choices('Multiple')}<resprocessing><outcomes><decvar/></outcomes>
        <respcondition><conditionvar><and><varequal respident="R">a</varequal><not><varequal respident="R">b</varequal></not>
          <or><varequal respident="R">c</varequal><varequal respident="R">b</varequal></or></and></conditionvar><setvar action="Set">100</setvar></respcondition>
      </resprocessing>`),
    ).toEqual({ R: ['a', 'c'] });
  });

  it('adds up each condition that adds to the score, leaving out one that takes away', () => {
    expect(
      correctOf(`${choices('Multiple')}<resprocessing><outcomes><decvar/></outcomes>
        <respcondition continue="Yes"><conditionvar><varequal respident="R">a</varequal></conditionvar><setvar action="Add">1</setvar></respcondition>
        <respcondition continue="Yes"><conditionvar><varequal respident="R">b</varequal></conditionvar><setvar action="Subtract">1</setvar></respcondition>
        <respcondition continue="Yes"><conditionvar><varequal respident="R">c</varequal></conditionvar><setvar action="Add">1</setvar></respcondition>
      </resprocessing>`),
    ).toEqual({ R: ['a', 'c'] });
  });

  it('gives a number inside a range the conditions bound, and a typed answer its first accepted text', () => {
    const fib = (id: string) => `<response_str ident="${id}"><render_fib/></response_str>`;
    expect(
      correctOf(`<presentation>${fib('N')}${fib('T')}</presentation><resprocessing><outcomes><decvar/></outcomes>
        <respcondition continue="Yes"><conditionvar><vargt respident="N">2</vargt><varlte respident="N">3</varlte></conditionvar><setvar action="Add">1</setvar></respcondition>
        <respcondition continue="Yes"><conditionvar><varequal respident="T">seven</varequal><varequal respident="T">7</varequal></conditionvar><setvar action="Add">1</setvar></respcondition>
      </resprocessing>`),
    ).toEqual({ N: ['2.5'], T: ['seven'] });
  });

  it('gives none where the conditions name no right answer, and none for an essay a person scores', () => {
    expect(
      correctOf(`${choices('Single')}<resprocessing><outcomes><decvar/></outcomes>
        <respcondition><conditionvar><not><varequal respident="R">a</varequal></not></conditionvar><setvar action="Set">1</setvar></respcondition>
      </resprocessing>`),
    ).toEqual({ R: undefined });
    expect(
      correctOf(
        `<presentation><response_str ident="E"><render_fib rows="8"/></response_str></presentation><resprocessing><outcomes><decvar/></outcomes>
          <respcondition><conditionvar><varequal respident="E">text</varequal></conditionvar><displayfeedback linkrefid="f"/></respcondition>
        </resprocessing>`,
        '<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>essay_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>',
      ),
    ).toEqual({ E: undefined });
  });

  it('gives a point response a point inside the area that scores most', () => {
    expect(
      correctOf(`<presentation><response_xy ident="P"><render_hotspot><material><matimage uri="map.png" width="200" height="100"/></material>
          <response_label ident="box" rarea="Rectangle">10,10,20,20</response_label></render_hotspot></response_xy></presentation>
        <resprocessing><outcomes><decvar/></outcomes>
          <respcondition><conditionvar><varequal respident="P">box</varequal></conditionvar><setvar action="Set">1</setvar></respcondition>
          <respcondition><conditionvar><varinside respident="P" areatype="Ellipse">100,50,20,10</varinside></conditionvar><setvar action="Set">2</setvar></respcondition>
        </resprocessing>`),
    ).toEqual({ P: ['100 50'] });
  });
});
