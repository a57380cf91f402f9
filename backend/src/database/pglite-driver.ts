import { AbstractSqlDriver, type Configuration, PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { PGliteConnection } from 'mikro-orm-pglite';

/**
 * The embedded driver takes any raw statement whose text holds two `;`-separated parts for a
 * script and runs it as one, which answers a list of results, one per statement. The ORM writes
 * values into the text, so a single insert of a value with a semicolon in it (a test description
 * such as "Two parts; one test") came back as a one-entry list, and the ORM found no inserted id.
 * A list of one result is that statement's result.
 */
class OneStatementPGliteConnection extends PGliteConnection {
  override transformRawResult<T>(response: unknown, method: 'all' | 'get' | 'run'): T {
    const single = Array.isArray(response) && response.length === 1 ? response[0] : response;
    return super.transformRawResult(single as never, method);
  }
}

/** mikro-orm-pglite's driver, on the connection above. */
export class PortalPGliteDriver extends AbstractSqlDriver<OneStatementPGliteConnection, PostgreSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), OneStatementPGliteConnection, ['knex', '@electric-sql/pglite', '@harryplusplus/knex-pglite']);
  }
}
