import { SeedRegistry } from '../src/database/seeds';
import { TexasInstitution } from '../src/institutions/texas-institution.entity';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('seeded reference data', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal.close();
  });

  it('lists the categories with the fixed ids of the spec, in the caller language', async () => {
    const { client } = await signUpAndLogin(portal);
    const en = await client.post('/api/getTestVersion');
    expect(en.status).toBe(200);
    const ids = en.body.testVersion.map((c: { categoryId: number }) => c.categoryId);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(en.body.testVersion[3]).toMatchObject({ categoryId: 4, categoryName: 'Full Practice Tests' });
    expect(en.body.testVersion[4]).toMatchObject({ categoryId: 5, categoryName: 'Pre-Assessment Activity' });
    client.lang = 'ru';
    const ru = await client.post('/api/getTestVersion');
    expect(ru.body.testVersion[0].categoryName).toBe('Математика');
  });

  it('refuses the categories without a session', async () => {
    expect((await portal.client().post('/api/getTestVersion')).status).toBe(401);
  });

  it('seeds Texas public institutions of every sector once, even when seeding runs again', async () => {
    const em = portal.orm.em.fork();
    const count = await em.count(TexasInstitution);
    expect(count).toBeGreaterThan(90);
    await portal.app.get(SeedRegistry).run(em);
    expect(await em.count(TexasInstitution)).toBe(count);
    const types = await em.getConnection().execute<{ institution_type: string }[]>('select distinct institution_type from texas_institutions order by 1');
    expect(types.map((r) => r.institution_type)).toEqual(['community college', 'state college', 'technical college', 'university']);
    expect(await em.count(TexasInstitution, { institutionName: 'Austin Community College District' })).toBe(1);
  });
});
