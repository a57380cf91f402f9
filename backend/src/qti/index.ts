export { readContentPackage, PackageReader, type ReadOptions } from './read-package';
export { DEFAULT_LIMITS, type Limits } from './limits';
export { issueText } from './messages';
export { PORTAL_METADATA_NS } from './manifest';
export * from './types';
export { isSummaryCode } from './summary-messages';
