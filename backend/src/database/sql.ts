// The way a query module runs its own SQL (hot statements use prepared.ts); services never run SQL themselves.
import type { EntityManager } from '@mikro-orm/postgresql';

/** A row as the driver gives it. */
export type Row = Record<string, unknown>;

/** The rows of a statement, run in the transaction `em` is in (none outside one). */
export function rows<T = Row>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

/** A statement run for what it changes, in the transaction `em` is in; its rows are not read. */
export function run(em: EntityManager, text: string, params: unknown[] = []): Promise<{ affectedRows: number }> {
  return em.getConnection().execute<{ affectedRows: number }>(text, params, 'run', em.getTransactionContext());
}

/**
 * The rows of a statement run on a connection of its own, in no transaction, even when `em` is in
 * one: what a read of committed rows, or a write that commits at once, asks for.
 */
export function rowsOutsideTransaction<T = Row>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params);
}
