// The package's light parts, one file each. The list of common passwords is large and has its own
// entry, `@portal/shared/common-passwords`, so a page loads it only when it checks a new password.
export * from './acl';
export * from './cp-status';
export * from './password-policy';
export * from './dob-rule';
export * from './markup-allow-list';
export * from './pci-state';
export * from './i18n';
export * from './random';
export * from './percent';
