// The essay practice: one persuasive essay prompt (original), the extended-text answer, a rubric
// of four criteria the student rates their own essay against (one choice per criterion, saved with
// the essay), and an annotated example response shown once the essay is final (a scorer rubric:
// at once in Learn As You Go, in the score report after a Practice Test).
import { esc } from './qti.mjs';

const CRITERIA = [
  {
    id: 'RATING_POSITION', name: 'Position and focus',
    levels: [
      'Beginning: no clear position, or the essay drifts away from the question.',
      'Developing: a position is stated, but parts of the essay lose sight of it.',
      'Competent: a clear position that the essay keeps to.',
      'Strong: a clear, thoughtful position that every paragraph serves, and that answers the strongest opposing view.',
    ],
  },
  {
    id: 'RATING_SUPPORT', name: 'Development and support',
    levels: [
      'Beginning: reasons are missing or only repeated.',
      'Developing: reasons are given but with few or general examples.',
      'Competent: each reason is explained with a relevant example.',
      'Strong: reasons are explained in depth with specific, convincing examples.',
    ],
  },
  {
    id: 'RATING_ORGANIZATION', name: 'Organization',
    levels: [
      'Beginning: ideas appear in no clear order.',
      'Developing: some grouping of ideas, with abrupt jumps between them.',
      'Competent: an introduction, body paragraphs and a conclusion, joined by transitions.',
      'Strong: a logical progression in which each paragraph builds on the one before.',
    ],
  },
  {
    id: 'RATING_LANGUAGE', name: 'Language and conventions',
    levels: [
      'Beginning: frequent errors make the essay hard to follow.',
      'Developing: errors or vague word choice sometimes distract the reader.',
      'Competent: mostly correct sentences with clear word choice.',
      'Strong: varied, precise sentences with few or no errors.',
    ],
  },
];

// Each level is worth its number of points, so the self-score is the sum of the four levels (4 to
// 16): the responses map levels to points and response processing sums them into SCORE, the way
// QTI scores any mapped response. No response has a correct value: the item is self-rated.
const MAX_SCORE = 4 * CRITERIA.length;

const ratingDeclarations = CRITERIA.map(
  (c) => `  <responseDeclaration identifier="${c.id}" cardinality="single" baseType="identifier">
    <mapping defaultValue="0" lowerBound="0" upperBound="${c.levels.length}">
${c.levels.map((_, i) => `      <mapEntry mapKey="L${i + 1}" mappedValue="${i + 1}"/>`).join('\n')}
    </mapping>
  </responseDeclaration>`,
).join('\n');

const ratings = CRITERIA.map(
  (c) => `    <choiceInteraction responseIdentifier="${c.id}" shuffle="false" maxChoices="1">
      <prompt>${esc(c.name)}: which level best describes your essay?</prompt>
${c.levels.map((l, i) => `      <simpleChoice identifier="L${i + 1}">${i + 1} — ${esc(l)}</simpleChoice>`).join('\n')}
    </choiceInteraction>`,
).join('\n');

const EXAMPLE = [
  [
    'Most students leave high school knowing how to find the area of a trapezoid but not how to read a pay stub. I believe every high school should require a one-semester class in personal finance, because money decisions begin the day students graduate, and mistakes made then can follow them for years.',
    'The first sentence hooks the reader with a contrast; the second states a clear position and previews the reason. (Position and focus: strong.)',
  ],
  [
    'The strongest reason is timing. At eighteen, many students sign their first lease, open their first credit card or choose a student loan. A friend of my brother’s signed up for a store card to save ten percent on a television, missed two payments, and spent the next year paying interest on a purchase he barely remembered. A class that explained interest rates and minimum payments could have saved him that year.',
    'One reason, explained and then supported with a specific example the writer knows of. (Development and support: strong.)',
  ],
  [
    'A finance class would also make other subjects feel useful. Calculating how a savings account grows is algebra with a purpose, and comparing two phone contracts is the kind of careful reading English teachers ask for. Students who ask “When will we ever use this?” would get an answer.',
    'A second, different reason. The examples are reasonable but more general than in the paragraph before, which is typical of a competent rather than strong paragraph.',
  ],
  [
    'Some people argue that parents, not schools, should teach money skills. Parents should certainly help, but not every family has the time or the knowledge, and a required class makes sure no student is left out. Schools already teach health and driving safety for the same reason.',
    'The essay names the opposing view and answers it with a reason and a comparison, which strengthens the position.',
  ],
  [
    'A single semester is a small price for skills students will use every month for the rest of their lives. Schools that want graduates ready for the real world should start with the class that teaches them to pay for it.',
    'The conclusion restates the position in new words and ends with a memorable line, without adding a new argument. (Organization: strong; Language: clear and varied, with no errors.)',
  ],
];

const example = EXAMPLE.map(
  ([paragraph, note]) => `      <blockquote><p>${esc(paragraph)}</p></blockquote>
      <p><strong>Comment:</strong> ${esc(note)}</p>`,
).join('\n');

export const essayItem = {
  id: 'ESSAY01', file: 'essay01-personal-finance.xml', title: 'Persuasive essay: a class in personal finance',
};

export const essayXml = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p2 http://www.imsglobal.org/xsd/qti/qtiv2p2/imsqti_v2p2p2.xsd"
    identifier="${essayItem.id}" title="${esc(essayItem.title)}" adaptive="false" timeDependent="false" xml:lang="en">
  <responseDeclaration identifier="ESSAY" cardinality="single" baseType="string"/>
${ratingDeclarations}
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="${MAX_SCORE}">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float">
    <defaultValue><value>${MAX_SCORE}</value></defaultValue>
  </outcomeDeclaration>
  <itemBody>
    <div>
      <p><em>Read the passage and the assignment. Then plan and write your essay.</em></p>
      <blockquote>
        <p>A high school graduate may soon be signing a lease, choosing a phone plan, paying back a loan or filing a tax return. Some educators say schools should require a class in personal finance so that every student learns to manage money. Others say the school day is already full, and that these skills are best learned at home or on the job.</p>
      </blockquote>
      <p><strong>Assignment:</strong> Should high schools require every student to take a class in personal finance? Write an essay of about 300 to 600 words that takes a position on this question. Support your position with reasons and examples from your reading, studies, experience or observations.</p>
    </div>
    <extendedTextInteraction responseIdentifier="ESSAY" expectedLines="16" expectedLength="3000">
      <prompt>Write your essay here. It is saved as you type, like any other answer.</prompt>
    </extendedTextInteraction>
    <rubricBlock view="candidate">
      <h3>Score your own essay</h3>
      <p>When your essay is finished, reread it and rate it on each of the four criteria below. Your self-score is the sum of the four levels, from 4 to 16. After you submit (or, in Learn As You Go, after you check your answer) you will see an example essay with comments that show what each level looks like.</p>
    </rubricBlock>
${ratings}
    <rubricBlock view="scorer">
      <h3>An example essay with comments</h3>
      <p>This example would rate about 15 of 16: strong (4) on position, organization and language, and between competent and strong on development, because its third paragraph is more general than its second. Compare each of its paragraphs with yours.</p>
${example}
      <h3>How to use your self-score</h3>
      <p>Any criterion you rated 1 or 2 is the one to practise first. Rewrite one paragraph of your essay to reach the next level, then rate it again.</p>
    </rubricBlock>
  </itemBody>
  <responseProcessing>
    <setOutcomeValue identifier="SCORE">
      <sum>
${CRITERIA.map((c) => `        <mapResponse identifier="${c.id}"/>`).join('\n')}
      </sum>
    </setOutcomeValue>
  </responseProcessing>
</assessmentItem>
`;
