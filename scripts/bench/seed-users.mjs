// Seeds N users for the users-table benchmark in one statement, straight into the database the
// portal will use (PostgreSQL at DATABASE_URL, or the PGlite folder under DATA_DIR before the
// portal opens it). Names repeat over small lists, so prefix filters select realistic shares;
// vacuumed afterwards, as autovacuum would have by the time such a table is read.
import { join } from 'node:path';

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Irina',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
];
const LAST = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Johnson',
  'Lopez',
  'Martinez',
  'Brown',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Young',
  'Walker',
  'Hall',
];

export const seedUsersSql = (count) => `
  insert into users (email, first_name, last_name, password_hash, role_id, language, created_on, last_login)
  select 'bench.user.' || g || '@example.org',
         (array['${FIRST.join("','")}'])[1 + g % ${FIRST.length}],
         (array['${LAST.join("','")}'])[1 + (g / ${FIRST.length}) % ${LAST.length}] || (g % 97),
         '!', case when g % 50 = 0 then 3 + g % 3 else 2 end, 'en',
         now() - g * interval '5 minutes',
         case when g % 3 = 0 then null else now() - (g % 1000) * interval '1 hour' end
  from generate_series(1, ${count}) g`;

export async function seedUsers({ databaseUrl, dataDir, count }) {
  const sql = seedUsersSql(count);
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
      await client.query('vacuum analyze users');
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    await db.exec(sql);
    await db.exec('vacuum analyze users');
  } finally {
    await db.close();
  }
}
