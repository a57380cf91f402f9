export * from './acl';
export * from './i18n';
