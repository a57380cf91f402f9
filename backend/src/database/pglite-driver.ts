import { AbstractSqlDriver, type Configuration, PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { PGliteConnection } from 'mikro-orm-pglite';

/**
 * PGlite runs a text with a `;` as a script and answers a list, so an insert of "Two parts; one test" came
 * back as a one-entry list and the ORM found no id: a list of one is that statement's result.
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
