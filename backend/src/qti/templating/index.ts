/** Template processing: cloned items whose values are drawn per session from a seed. */
export { instantiateItem, applyInstance, printOutcomes, valueStrings, type ItemInstance } from './instantiate';
export { runTemplateProcessing, itemSeed, MAX_TEMPLATE_ATTEMPTS, type TemplateInstance } from './process';
export { readTemplates, templateTargets } from './read';
