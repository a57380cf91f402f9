import type { EntityManager } from '@mikro-orm/postgresql';
import { en, type MessageKey } from '../i18n/i18n';
import { TestCategory } from './test-category.entity';

/** Names and descriptions come from the English messages, which also hold their translations. */
export const CATEGORIES = [1, 2, 3, 4, 5].map((categoryId) => ({
  categoryId,
  categoryName: en[`category.${categoryId}.name` as MessageKey],
  categoryDescription: en[`category.${categoryId}.description` as MessageKey],
  sortOrder: categoryId,
}));

/** The five categories with the spec's fixed ids: reference data, seeded on every start. */
export async function seedCategories(em: EntityManager): Promise<void> {
  for (const c of CATEGORIES) await em.upsert(TestCategory, c);
}
