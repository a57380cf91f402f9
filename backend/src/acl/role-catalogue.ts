import type { EntityManager } from '@mikro-orm/postgresql';
import { Fn, RoleId } from '@portal/shared';
import { AppFunction, Role, RoleFunction } from './role.entity';

const ROLES = [
  { id: RoleId.Student, name: 'Student' },
  { id: RoleId.ContentAdmin, name: 'Content Admin' },
  { id: RoleId.Reviewer, name: 'Reviewer' },
  { id: RoleId.Publisher, name: 'Publisher' },
];

const FUNCTIONS = [
  { id: Fn.Home, name: 'Home navigation' },
  { id: Fn.Users, name: 'Users navigation' },
  { id: Fn.Imports, name: 'Imports navigation' },
  { id: Fn.History, name: 'History navigation' },
  { id: Fn.ImportUpload, name: 'Content package upload' },
  { id: Fn.ApproveReject, name: 'Approve or reject a content package' },
  { id: Fn.Publish, name: 'Publish a content package' },
  { id: Fn.DeletePackage, name: 'Delete a content package' },
  { id: Fn.Reports, name: 'Reports navigation' },
];

/** Staff also hold Home so that they can preview what students see. */
export const ROLE_FUNCTIONS: Record<RoleId, Fn[]> = {
  [RoleId.Student]: [Fn.Home, Fn.History],
  [RoleId.ContentAdmin]: [Fn.Home, Fn.Users, Fn.Imports, Fn.ImportUpload, Fn.DeletePackage, Fn.Reports],
  [RoleId.Reviewer]: [Fn.Home, Fn.Imports, Fn.ApproveReject],
  [RoleId.Publisher]: [Fn.Home, Fn.Imports, Fn.Publish],
};

/** The roles, the functions and the matrix between them: reference data, seeded on every start. */
export async function seedRoleCatalogue(em: EntityManager): Promise<void> {
  for (const r of ROLES) await em.upsert(Role, r);
  for (const f of FUNCTIONS) await em.upsert(AppFunction, f);
  for (const [roleId, fns] of Object.entries(ROLE_FUNCTIONS)) {
    for (const fnId of fns) {
      await em.upsert(RoleFunction, { role: Number(roleId), fn: fnId, access: 'W' });
    }
  }
}
