import { sql } from './accounts';
import type { TestPortal } from './harness';

export interface TablesSeed {
  /** the first of the seeded tests, holding every seeded item */
  testDetailId: number;
  /** the package of that test */
  cpId: number;
  /** the student's completed, non-preview sessions */
  mine: number;
}

/**
 * Large tables for the paging tests, written by set statements: packages with repeating dates,
 * names and some tests unnamed (ties and nulls in every sort), six tests on the first packages,
 * twelve strands with repeating names, the items of one test, and the History of one student
 * among many, with previews, unfinished and expired sessions that History must leave out.
 */
export async function seedTables(
  portal: TestPortal,
  studentId: number,
  n: { packages: number; items: number; mine: number; others: number },
): Promise<TablesSeed> {
  const run = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => sql<T>(portal, query, params);
  await run(
    `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, status_id, test_name, test_alias, created_on, updated_on)
     select (array['algebra','geometry','reading','essay','statistics'])[1 + g % 5] || '-' || g || '.zip', 'scale/' || g, 1000, repeat('0', 64),
            (array['Spring','Summer','Autumn','Winter'])[1 + g % 4] || ' set ' || (g % 37), 1 + g % 5, 2 + g % 6,
            case when g % 13 = 0 then null else 'Scale test ' || (g % 101) end, 'scale-' || g,
            timestamptz '2026-01-01' + (g % 500) * interval '1 hour', now()
     from generate_series(1, ?) g`,
    [n.packages],
  );
  const [{ first }] = await run<{ first: number }>('select min(id) as first from content_packages');
  await run(
    `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media)
     select ? + g - 1, 1, 'scale-test-' || g, 'Scale ' || chr(71 - g), 'linear', 10, '3.0', '{}', '[]' from generate_series(1, 6) g`,
    [first],
  );
  const [{ td }] = await run<{ td: number }>('select min(id) as td from test_details where content_package_id = ?', [first]);
  await run(
    `insert into strand_details (test_detail_id, strand_name, position)
     select ?, (array['Algebra','Geometry','Reading','Writing','Data'])[1 + g % 5] || ' ' || (g % 4), g from generate_series(1, 12) g`,
    [td],
  );
  await run(
    `insert into item_details (test_detail_id, strand_id, uin, title, calculator, position, file, interaction_types, delivery, scoring)
     select ?, (select min(id) from strand_details where test_detail_id = ?) + g % 12, 'U-' || lpad((g * 7919 % ?)::text, 6, '0'), 'Item ' || g, g % 4, g, 'f', '[]', '{}', '{}'
     from generate_series(1, ?) g`,
    [td, td, n.items, n.items],
  );
  await run(
    `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on)
     select 'scale.student.' || g || '@example.org', 'Scale', 'Student' || g, '!', 2, 'en', now() from generate_series(1, ?) g`,
    [n.others],
  );
  // status 2 completed, 3 expired, 1 unfinished (one a test); every 17th of the student's is a staff preview
  const sessions = (owner: string, count: number, status: string, preview: string) =>
    run(
      `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on, percent, strand_results)
       select ${owner}, ? + g % 6, 'scale-test', 1 + g % 2, ${preview}, ${status}, g, t, t + interval '13 days', t + interval '1 hour', case when g % 11 = 0 then null else g % 101 end, '[]'
       from (select g, timestamptz '2026-01-01' + (g % 900) * interval '1 minute' as t from generate_series(1, ?) g) x`,
      [td, count],
    );
  await sessions(String(Number(studentId)), n.mine, '2', 'false');
  await sessions(String(Number(studentId)), Math.ceil(n.mine / 17), '2', 'true');
  await sessions(String(Number(studentId)), 40, '3', 'false');
  await sessions(String(Number(studentId)), 1, '1', 'false');
  await sessions(`(select min(id) from users where email like 'scale.student.%') + g % ${Number(n.others)}`, n.others * 5, '2', 'false');
  for (const table of ['content_packages', 'test_details', 'strand_details', 'item_details', 'users', 'test_sessions']) await run(`vacuum analyze ${table}`);
  return { testDetailId: td, cpId: first, mine: n.mine };
}
