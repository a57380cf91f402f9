import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A statement of a hot path (one that runs on every answer a student saves), written with `?`
 * placeholders. On PostgreSQL it runs as a named prepared statement straight on a pooled `pg`
 * client: the server parses and plans it once per connection, and the ORM's client-side
 * formatting of the values into the text, its query log and knex's runner are skipped.
 * Anywhere else (the embedded PGlite) it goes through the ORM's connection like any raw query.
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
  async run<T = Record<string, unknown>>(em: EntityManager, values: unknown[]): Promise<T[]> {
    const connection = em.getConnection();
    const client = connection.getKnex().client as KnexClient;
    if (client.driverName !== 'pg' || em.isInTransaction()) return (await connection.execute(this.text, values, 'all', em.getTransactionContext())) as T[];
    const pg = await client.acquireConnection();
    try {
      return (await pg.query({ name: this.name, text: this.numbered, values })).rows as T[];
    } finally {
      await client.releaseConnection(pg);
    }
  }
}

interface KnexClient {
  driverName: string;
  acquireConnection(): Promise<{ query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }>;
  releaseConnection(connection: unknown): Promise<void>;
}
