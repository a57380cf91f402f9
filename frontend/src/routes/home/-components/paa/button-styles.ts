/** Long labels (Russian, test names) wrap instead of being cut off on a narrow screen. */
export const wrappingLabel = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
  inner: { height: 'auto' },
} as const;
