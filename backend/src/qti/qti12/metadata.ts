import { childElements, findAll, firstChild, textOf, type XmlElement } from '../xml/parse-xml';

/** The kinds of question the LMSs' dialects name, where the QTI 1.2 structure alone does not say enough. */
export type QuestionKind =
  | 'choice'
  | 'multipleAnswers'
  | 'shortAnswer'
  | 'fillInBlanks'
  | 'dropdowns'
  | 'matching'
  | 'numerical'
  | 'calculated'
  | 'essay'
  | 'fileUpload'
  | 'textOnly'
  | 'ordering';

/** Canvas `question_type`, Blackboard `bbmd_questiontype`, D2L `qmd_questiontype`, Common Cartridge `cc_profile`. */
const KINDS: Record<string, QuestionKind> = {
  multiple_choice_question: 'choice',
  true_false_question: 'choice',
  multiple_answers_question: 'multipleAnswers',
  short_answer_question: 'shortAnswer',
  fill_in_multiple_blanks_question: 'fillInBlanks',
  multiple_dropdowns_question: 'dropdowns',
  matching_question: 'matching',
  numerical_question: 'numerical',
  calculated_question: 'calculated',
  essay_question: 'essay',
  file_upload_question: 'fileUpload',
  text_only_question: 'textOnly',
  'multiple choice': 'choice',
  'true/false': 'choice',
  'either/or': 'choice',
  'multiple answer': 'multipleAnswers',
  'multi-select': 'multipleAnswers',
  'fill in the blank': 'shortAnswer',
  'fill in the blank plus': 'fillInBlanks',
  'short answer': 'shortAnswer',
  'long answer': 'essay',
  essay: 'essay',
  'file response': 'fileUpload',
  matching: 'matching',
  ordering: 'ordering',
  numeric: 'numerical',
  'calculated numeric': 'numerical',
  'cc.multiple_choice.v0p1': 'choice',
  'cc.true_false.v0p1': 'choice',
  'cc.multiple_response.v0p1': 'multipleAnswers',
  'cc.fib.v0p1': 'shortAnswer',
  'cc.pattern_match.v0p1': 'shortAnswer',
  'cc.essay.v0p1': 'essay',
};

const FIELD_LABELS = new Set(['question_type', 'cc_profile', 'qmd_questiontype', 'bbmd_questiontype']);

/** The item's metadata fields by label (qtimetadatafield), and the dialects' own elements by name. */
export function itemFields(item: XmlElement): Map<string, string> {
  const fields = new Map<string, string>();
  const meta = firstChild(item, 'itemmetadata');
  if (!meta) return fields;
  // D2L spells the field qti_metadatafield
  for (const field of findAll(meta, (e) => e.name === 'qtimetadatafield' || e.name === 'qti_metadatafield')) {
    const label = firstChild(field, 'fieldlabel');
    const entry = firstChild(field, 'fieldentry');
    if (label && entry) fields.set(textOf(label).trim(), textOf(entry).trim());
  }
  for (const own of childElements(meta)) {
    if (own.name.startsWith('bbmd_') || own.name.startsWith('qmd_')) fields.set(own.name, textOf(own).trim());
  }
  return fields;
}

export function questionKind(fields: Map<string, string>): QuestionKind | undefined {
  for (const label of FIELD_LABELS) {
    const value = fields.get(label);
    if (value) return KINDS[value.toLowerCase()] ?? KINDS[value];
  }
  return undefined;
}

/** The points a dialect gives the item (Canvas points_possible, a cartridge's cc_weighting, D2L's qmd_weighting). */
export function pointsOf(fields: Map<string, string>): number | undefined {
  const value = Number(
    fields.get('points_possible') ?? fields.get('cc_weighting') ?? fields.get('qmd_weighting') ?? fields.get('qmd_absolutescore_max') ?? NaN,
  );
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
