/** Function ids of the spec's permission table; the role → function matrix is data (see the seed). */
export enum Fn {
  Home = 2,
  Users = 3,
  Imports = 4,
  History = 5,
  ImportUpload = 11,
  ApproveReject = 12,
  Publish = 13,
  DeletePackage = 14,
  /** staff reports on students, tests, categories and institutions (not in the spec's table) */
  Reports = 15,
}

export enum RoleId {
  Student = 2,
  ContentAdmin = 3,
  Reviewer = 4,
  Publisher = 5,
}

export const STAFF_ROLES = [RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher] as const;
