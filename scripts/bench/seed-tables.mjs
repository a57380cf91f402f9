// Seeds the other tables of `npm run bench` at scale, straight into the database the portal will
// use (as seed-users.mjs does): `rows` content packages (names, descriptions and dates repeating,
// so searches and sorts meet realistic ties), six tests on the first packages, `rows` items of the
// first test in twenty strands, and `rows` completed sessions: a tenth of them the History of one
// student (who can sign in with `password`), the rest ten each of other students. Vacuumed after.
import { join } from 'node:path';
import { argon2id, hash } from 'argon2';

export const seedTablesSql = ({ rows, email, passwordHash }) => {
  const mine = Math.floor(rows / 10);
  const others = Math.floor((rows - mine) / 10);
  return [
    `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, status_id, test_name, test_alias, created_on, updated_on)
     select (array['algebra','geometry','reading','essay','statistics'])[1 + g % 5] || '-' || g || '.zip', 'bench/' || g, 1000, repeat('0', 64),
            (array['Spring','Summer','Autumn','Winter'])[1 + g % 4] || ' set ' || (g % 37), 1 + g % 5, 2 + g % 6,
            case when g % 13 = 0 then null else 'Bench test ' || (g % 101) end, 'bench-' || g,
            now() - (g % 5000) * interval '1 hour', now()
     from generate_series(1, ${rows}) g`,
    `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media)
     select (select min(id) from content_packages) + g - 1, 1, 'bench-test-' || g, 'Bench ' || chr(71 - g), 'linear', 10, '3.0', '{}', '[]' from generate_series(1, 6) g`,
    `insert into strand_details (test_detail_id, strand_name, position)
     select (select min(id) from test_details), (array['Algebra','Geometry','Reading','Writing','Data'])[1 + g % 5] || ' ' || (g % 4), g from generate_series(1, 20) g`,
    `insert into item_details (test_detail_id, strand_id, uin, title, calculator, position, file, interaction_types, delivery, scoring)
     select (select min(id) from test_details), (select min(id) from strand_details) + g % 20, 'U-' || lpad((g::bigint * 7919 % ${rows})::text, 7, '0'), 'Item ' || g, g % 4, g, 'f', '[]', '{}', '{}'
     from generate_series(1, ${rows}) g`,
    `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on)
     values ('${email}', 'Bench', 'History', '${passwordHash}', 2, 'en', now())`,
    `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on)
     select 'bench.history.' || g || '@example.org', 'Bench', 'Student' || g, '!', 2, 'en', now() from generate_series(1, ${others}) g`,
    sessions(`(select id from users where email = '${email}')`, mine),
    sessions(`(select min(id) from users where email like 'bench.history.%') + g % ${others}`, others * 10),
  ];
};

const sessions = (owner, count) => `
  insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on, percent, strand_results)
  select ${owner}, (select min(id) from test_details) + g % 6, 'bench-test', 1 + g % 2, false, 2, g, t, t + interval '13 days', t + interval '1 hour',
         case when g % 11 = 0 then null else g % 101 end, '[]'
  from (select g, now() - g * interval '7 minutes' as t from generate_series(1, ${count}) g) x`;

const TABLES = ['content_packages', 'test_details', 'strand_details', 'item_details', 'users', 'test_sessions'];

/** Seeds the tables; answers the seeded package holding the items, and the History student's share. */
export async function seedTables({ databaseUrl, dataDir, rows, email, password }) {
  const statements = seedTablesSql({ rows, email, passwordHash: await hash(password, { type: argon2id }) });
  const cpQuery = 'select min(id) as id from content_packages';
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const sql of statements) await client.query(sql);
      for (const table of TABLES) await client.query(`vacuum analyze ${table}`);
      return { cpId: (await client.query(cpQuery)).rows[0].id, mine: Math.floor(rows / 10) };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    for (const sql of statements) await db.exec(sql);
    for (const table of TABLES) await db.exec(`vacuum analyze ${table}`);
    return { cpId: (await db.query(cpQuery)).rows[0].id, mine: Math.floor(rows / 10) };
  } finally {
    await db.close();
  }
}
