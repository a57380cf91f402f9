import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type KnexClient, runOnPool } from './statement-pool';

/**
 * Planned once per connection on the statement pool, skipping the ORM's formatting, log and knex's runner
 * (docs/performance.md); on PGlite it goes through the ORM like any raw query.
 */
export class PreparedStatement {
  /** the text with $1, $2… for pg */
  private readonly numbered: string;

  constructor(
    readonly name: string,
    readonly text: string,
  ) {
    let n = 0;
    this.numbered = text.replace(/\?/g, () => `$${++n}`);
  }

  /** The rows; outside a transaction only (the pooled client is not the transaction's). */
  run<T = Record<string, unknown>>(em: EntityManager, values: unknown[]): Promise<T[]> {
    const connection = em.getConnection();
    const client = connection.getKnex().client as KnexClient;
    if (client.driverName !== 'pg' || em.isInTransaction()) return connection.execute(this.text, values, 'all', em.getTransactionContext()) as Promise<T[]>;
    return runOnPool<T>(client, { name: this.name, text: this.numbered, values });
  }
}

/** Statements prepared by text, at most this many kept per process (least recently used go first). */
const KEPT_STATEMENTS = 500;
const byText = new Map<string, PreparedStatement>();

/** Named by the text's hash, so a page's statement is planned once per connection: planning cost more than running it. */
export function preparedFor(text: string): PreparedStatement {
  let statement = byText.get(text);
  if (statement) byText.delete(text);
  else statement = new PreparedStatement(`q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text);
  byText.set(text, statement);
  if (byText.size > KEPT_STATEMENTS) byText.delete(byText.keys().next().value!);
  return statement;
}
