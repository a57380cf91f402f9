import type { IssueSink } from '../issues';
import type { XmlElement } from '../xml/parse-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';
import type { Origins } from './expand-references';

/** Written out because no XSD validator for Node installs without a native toolchain; see "Package structure" in qti/README.md. */
const RULES_IN_TESTS = ['preCondition', 'branchRule', 'itemSessionControl', 'timeLimits'];

/** Elements whose content is elements only, with the children each may hold. */
const CHILDREN: Record<string, string[]> = {
  assessmentItem: [
    'responseDeclaration',
    'outcomeDeclaration',
    'templateDeclaration',
    'templateProcessing',
    'assessmentStimulusRef',
    'stylesheet',
    'itemBody',
    'responseProcessing',
    'modalFeedback',
    'apipAccessibility',
    'companionMaterialsInfo',
    'catalogInfo',
    'contextDeclaration',
  ],
  assessmentTest: ['outcomeDeclaration', 'timeLimits', 'stylesheet', 'rubricBlock', 'testPart', 'outcomeProcessing', 'testFeedback', 'contextDeclaration'],
  testPart: [...RULES_IN_TESTS, 'assessmentSection', 'assessmentSectionRef', 'testFeedback', 'rubricBlock'],
  assessmentSection: [
    ...RULES_IN_TESTS,
    'rubricBlock',
    'selection',
    'adaptiveSelection',
    'ordering',
    'assessmentItemRef',
    'assessmentSection',
    'assessmentSectionRef',
  ],
  assessmentItemRef: [...RULES_IN_TESTS, 'variableMapping', 'weight', 'templateDefault'],
  responseDeclaration: ['defaultValue', 'correctResponse', 'mapping', 'areaMapping'],
  outcomeDeclaration: ['defaultValue', 'matchTable', 'interpolationTable'],
  templateDeclaration: ['defaultValue'],
  defaultValue: ['value'],
  correctResponse: ['value'],
  mapping: ['mapEntry'],
  areaMapping: ['areaMapEntry'],
  // processing rules and expressions are held to the operator lists by the rule reader
  choiceInteraction: ['prompt', 'simpleChoice'],
  orderInteraction: ['prompt', 'simpleChoice'],
  inlineChoiceInteraction: ['inlineChoice', 'label'],
  matchInteraction: ['prompt', 'simpleMatchSet'],
  simpleMatchSet: ['simpleAssociableChoice'],
  associateInteraction: ['prompt', 'simpleAssociableChoice'],
};

/** Elements that hold no child element at all. */
const EMPTY = new Set(['value', 'mapEntry', 'areaMapEntry', 'gap', 'stylesheet', 'assessmentStimulusRef', 'textEntryInteraction', 'baseValue']);

/** Elements the schemas allow only inside certain parents. */
const PARENTS: Record<string, string[]> = {
  simpleChoice: ['choiceInteraction', 'orderInteraction'],
  inlineChoice: ['inlineChoiceInteraction'],
  simpleAssociableChoice: ['simpleMatchSet', 'associateInteraction'],
  simpleMatchSet: ['matchInteraction'],
  // graphicGapMatchInteraction holds gap texts since QTI 2.2
  gapText: ['gapMatchInteraction', 'graphicGapMatchInteraction'],
  responseDeclaration: ['assessmentItem'],
  templateDeclaration: ['assessmentItem'],
  itemBody: ['assessmentItem'],
  responseProcessing: ['assessmentItem'],
  modalFeedback: ['assessmentItem'],
  testPart: ['assessmentTest'],
  assessmentItemRef: ['assessmentSection'],
  correctResponse: ['responseDeclaration'],
  mapping: ['responseDeclaration'],
  mapEntry: ['mapping'],
};

const REQUIRED: Record<string, string[]> = {
  assessmentItem: ['identifier', 'title'],
  assessmentTest: ['identifier', 'title'],
  testPart: ['identifier'],
  assessmentSection: ['identifier', 'title'],
  assessmentItemRef: ['identifier', 'href'],
  responseDeclaration: ['identifier', 'cardinality'],
  outcomeDeclaration: ['identifier', 'cardinality'],
  templateDeclaration: ['identifier', 'cardinality'],
  mapEntry: ['mapKey', 'mappedValue'],
  simpleChoice: ['identifier'],
  inlineChoice: ['identifier'],
  simpleAssociableChoice: ['identifier', 'matchMax'],
  gapText: ['identifier', 'matchMax'],
  modalFeedback: ['outcomeIdentifier', 'identifier', 'showHide'],
  assessmentStimulusRef: ['identifier', 'href'],
};

const QTI = new Set(Object.values(QTI_NAMESPACES));

/**
 * Checks a QTI document (after its includes are expanded) against the content models above; each
 * breach is an error naming the element, its file and line (the file it was included from, if so).
 */
export function checkContentModel(root: XmlElement, file: string, origins: Origins, sink: IssueSink): void {
  const at = (el: XmlElement) => origins.get(el) ?? { file, line: el.line };
  const visit = (el: XmlElement) => {
    for (const attribute of REQUIRED[el.name] ?? []) {
      if (el.attrs[attribute] === undefined) sink.error(at(el).file, 'structure.missingAttribute', { element: el.name, attribute }, at(el).line);
    }
    const allowed = CHILDREN[el.name];
    for (const child of el.children) {
      if (typeof child === 'string') {
        if ((allowed || EMPTY.has(el.name)) && el.name !== 'value' && el.name !== 'baseValue' && child.trim()) {
          sink.error(at(el).file, 'structure.unexpectedText', { element: el.name }, at(el).line);
        }
        continue;
      }
      if (!QTI.has(child.ns)) continue;
      const parents = PARENTS[child.name];
      const misplaced = EMPTY.has(el.name) || (allowed ? !allowed.includes(child.name) : parents !== undefined && !parents.includes(el.name));
      if (misplaced) {
        const c = at(child);
        sink.error(c.file, 'structure.unexpectedElement', { element: child.name, parent: el.name }, c.line);
        continue;
      }
      visit(child);
    }
  };
  if (QTI.has(root.ns)) visit(root);
}
