// V8 flags every portal process starts with; docs/performance.md says why each is worth it.
// Without pretenuring, the short-lived XML trees of an import die young instead of filling the old generation.
export const PORTAL_NODE_FLAGS = ['--no-allocation-site-pretenuring'];
