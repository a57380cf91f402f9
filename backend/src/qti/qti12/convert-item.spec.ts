import { IssueSink } from '../issues';
import { readItem } from '../item';
import { scoreItem } from '../scoring';
import { parseXml } from '../xml/parse-xml';
import { convertItem } from './convert-item';

/** A package holding no other file: these items refer to none. */
const NO_FILES = { has: () => false, [Symbol.iterator]: () => [][Symbol.iterator]() };

/** QTI 1.2 response processing read as the ASI specification describes it, checked by scoring the converted item. */
function convert(body: string) {
  const sink = new IssueSink();
  const root = parseXml(`<questestinterop><item ident="Q" title="Q">${body}</item></questestinterop>`);
  const item = root.children.find((c) => typeof c !== 'string' && c.name === 'item');
  if (!item || typeof item === 'string') throw new Error('no item');
  const { model } = readItem(convertItem(item, 'Q', { file: 'quiz.xml', files: NO_FILES, sink }), 'quiz.xml', NO_FILES, sink);
  return { model, sink, score: (response: Record<string, string | string[]>) => scoreItem(model.scoring, response).score };
}

const choices = `<presentation><material><mattext>Pick</mattext></material>
  <response_lid ident="R" rcardinality="Multiple"><render_choice>
    <response_label ident="a"><material><mattext>A</mattext></material></response_label>
    <response_label ident="b"><material><mattext>B</mattext></material></response_label>
    <response_label ident="c"><material><mattext>C</mattext></material></response_label>
  </render_choice></response_lid></presentation>`;

describe('QTI 1.2 response processing', () => {
  it('stops at the first condition that holds unless it says continue="Yes" (the default is No)', () => {
    const { score } = convert(`${choices}<resprocessing><outcomes><decvar varname="SCORE" vartype="Integer" maxvalue="10"/></outcomes>
      <respcondition><conditionvar><varequal respident="R">a</varequal></conditionvar><setvar action="Add">1</setvar></respcondition>
      <respcondition><conditionvar><varequal respident="R">b</varequal></conditionvar><setvar action="Add">2</setvar></respcondition>
      <respcondition continue="Yes"><conditionvar><varequal respident="R">c</varequal></conditionvar><setvar action="Add">4</setvar></respcondition>
      <respcondition><conditionvar><other/></conditionvar><setvar action="Multiply">2</setvar></respcondition>
    </resprocessing>`);
    expect(score({ R: ['a', 'b'] })).toBe(1);
    expect(score({ R: ['b'] })).toBe(2);
    expect(score({ R: ['c'] })).toBe(8);
    expect(score({})).toBe(0);
  });

  it('reads unanswered, varsubset, not, Subtract and Divide', () => {
    const { score } = convert(`${choices}<resprocessing><outcomes><decvar varname="SCORE" vartype="Decimal" defaultval="6" maxvalue="10"/></outcomes>
      <respcondition><conditionvar><unanswered respident="R"/></conditionvar><setvar action="Set">0</setvar></respcondition>
      <respcondition continue="Yes"><conditionvar><varsubset respident="R">a,b</varsubset></conditionvar><setvar action="Divide">2</setvar></respcondition>
      <respcondition><conditionvar><not><varequal respident="R">c</varequal></not></conditionvar><setvar action="Subtract">1</setvar></respcondition>
    </resprocessing>`);
    expect(score({})).toBe(0);
    expect(score({ R: ['a', 'b'] })).toBe(2);
    expect(score({ R: ['a', 'b', 'c'] })).toBe(3);
    expect(score({ R: ['c'] })).toBe(6);
  });

  it('warns of a condition naming a choice the response lacks, which never holds', () => {
    const { sink, score } = convert(`${choices}<resprocessing><outcomes><decvar/></outcomes>
      <respcondition><conditionvar><varequal respident="R">z</varequal></conditionvar><setvar action="Set">1</setvar></respcondition>
    </resprocessing>`);
    expect(sink.warnings).toContainEqual(expect.objectContaining({ file: 'quiz.xml', code: 'qti12.unknownChoice', params: { value: 'z', response: 'R' } }));
    expect(sink.errors).toEqual([]);
    expect(score({ R: ['a'] })).toBe(0);
  });

  it('refuses a condition on a response the item does not declare, and a score that is not a number, naming file and line', () => {
    const { sink } = convert(`${choices}<resprocessing><outcomes><decvar/></outcomes>
      <respcondition><conditionvar><varequal respident="OTHER">a</varequal></conditionvar><setvar action="Set">1</setvar></respcondition>
      <respcondition><conditionvar><other/></conditionvar><setvar action="Set">ten</setvar></respcondition>
    </resprocessing>`);
    expect(sink.errors.map((i) => [i.code, i.line])).toEqual([
      ['qti12.unknownResponse', 7],
      ['qti12.badValue', 8],
    ]);
  });

  it('reads a slider (render_slider) as a slider bounded as written, scored by its range conditions', () => {
    const { model, score } = convert(`<presentation><material><mattext>How many sides has a hexagon?</mattext></material>
      <response_num ident="N" numtype="Integer" rcardinality="Single"><render_slider lowerbound="0" upperbound="10" step="1" startval="0"/></response_num>
    </presentation>
    <resprocessing><outcomes><decvar/></outcomes>
      <respcondition><conditionvar><vargte respident="N">6</vargte><varlte respident="N">6</varlte></conditionvar><setvar action="Set">1</setvar></respcondition>
    </resprocessing>`);
    expect(model.delivery.body).toContainEqual(
      expect.objectContaining({ interaction: 'slider', responseIdentifier: 'N', slider: expect.objectContaining({ lowerBound: 0, upperBound: 10, step: 1 }) }),
    );
    expect(score({ N: '6' })).toBe(1);
    expect(score({ N: '5' })).toBe(0);
  });
});
