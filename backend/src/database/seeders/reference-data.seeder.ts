import type { EntityManager } from '@mikro-orm/postgresql';
import { Fn, RoleId } from '@portal/shared';
import { AppFunction, Role, RoleFunction } from '../../acl/role.entity';
import { en, type MessageKey } from '../../i18n/i18n';
import { TexasInstitution } from '../../institutions/texas-institution.entity';
import { TEXAS_INSTITUTIONS } from '../../institutions/texas-institutions.data';
import { TestCategory } from '../../practice-tests/test-category.entity';

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

/** Names and descriptions come from the English messages, which also hold their translations. */
export const CATEGORIES = [1, 2, 3, 4, 5].map((categoryId) => ({
  categoryId,
  categoryName: en[`category.${categoryId}.name` as MessageKey],
  categoryDescription: en[`category.${categoryId}.description` as MessageKey],
  sortOrder: categoryId,
}));

/** Idempotent: safe on every start; it adds what is missing and corrects names, never deletes. */
export async function seedReferenceData(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const r of ROLES) await tx.upsert(Role, r);
    for (const f of FUNCTIONS) await tx.upsert(AppFunction, f);
    for (const [roleId, fns] of Object.entries(ROLE_FUNCTIONS)) {
      for (const fnId of fns) {
        await tx.upsert(RoleFunction, { role: Number(roleId), fn: fnId, access: 'W' });
      }
    }
    for (const c of CATEGORIES) await tx.upsert(TestCategory, c);
    for (const i of TEXAS_INSTITUTIONS) {
      await tx.upsert(TexasInstitution, { institutionName: i.name, institutionType: i.type }, { onConflictFields: ['institutionName'] });
    }
  });
}
