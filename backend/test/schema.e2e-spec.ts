import { startPortal, type TestPortal } from './harness';

describe('database schema', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('is exactly what the entities describe once every migration has run', async () => {
    // A change to an entity without its migration would show here as pending DDL.
    const pending = await portal.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(pending.trim()).toBe('');
  });

  it('has no migration left to run', async () => {
    expect(await portal.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });
});
