export * from './acl';
