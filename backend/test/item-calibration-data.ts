import { drawAbilities, simulatedAnswer, type ItemParameters } from '../src/irt';
import { sql } from './accounts';
import type { TestPortal } from './harness';

export interface SimulatedItem {
  uin: string;
  truth: ItemParameters;
  /** sessions presented the item (the first ones); every session when absent */
  presentedTo?: number;
}

/** A published one-choice test version of `alias` with the items, inserted directly as the statistics bench does. */
export async function insertVersion(portal: TestPortal, alias: string, items: SimulatedItem[]): Promise<number> {
  const [cp] = await sql<{ id: number }>(
    portal,
    `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, status_id, created_on, updated_on)
     values (?, ?, 0, repeat('0', 64), 'Calibration', 4, 8, now(), now()) returning id`,
    [`${alias}.zip`, `packages/${alias}-${Date.now()}`],
  );
  const [test] = await sql<{ id: number }>(
    portal,
    `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media, published_on)
     values (?, 4, ?, 'Calibration', 'linear', ?, '2.2', '{"parts":[],"outcomes":[]}', '[]', now()) returning id`,
    [cp.id, alias, items.length],
  );
  const [strand] = await sql<{ id: number }>(
    portal,
    `insert into strand_details (test_detail_id, strand_name, position) values (?, 'Algebraic Reasoning', 0) returning id`,
    [test.id],
  );
  const scoring = JSON.stringify({
    responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] }],
    outcomes: [],
    processing: { rules: [] },
    feedback: [],
    humanScored: false,
  });
  for (const [n, item] of items.entries()) {
    await sql(
      portal,
      `insert into item_details (test_detail_id, strand_id, uin, title, calculator, position, file, interaction_types, delivery, scoring)
       values (?, ?, ?, ?, 0, ?, ?, '["choice"]', '{}', ?::jsonb)`,
      [test.id, strand.id, item.uin, item.uin, n + 1, `items/${item.uin}.xml`, scoring],
    );
  }
  return test.id;
}

/**
 * Completed Practice Test sessions of students of ability N(mean, 1) answering by the items' true
 * 2PL parameters (seeded); an item beyond its `presentedTo` has no row, as an adaptive test leaves it.
 */
export async function insertSessions(portal: TestPortal, testDetailId: number, items: SimulatedItem[], count: number, seed: number, mean = 0): Promise<void> {
  const [user] = await sql<{ id: number }>(
    portal,
    `insert into users (email, first_name, last_name, password_hash, role_id, created_on) values (?, 'Calibration', 'Student', 'x', 2, now()) returning id`,
    [`calibration.${testDetailId}.${seed}@example.org`],
  );
  const sessions = await sql<{ id: number }>(
    portal,
    `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on)
     select ?, d.id, d.test_alias, 2, false, 2, s, now() - interval '2 days', now() + interval '11 days', now() - interval '1 day'
     from test_details d cross join generate_series(1, ?) s where d.id = ? order by s returning id`,
    [user.id, count, testDetailId],
  );
  const thetas = drawAbilities(count, seed, mean, 1);
  const values: string[] = [];
  sessions.forEach(({ id }, person) => {
    items.forEach((item, n) => {
      if (person >= (item.presentedTo ?? count)) return;
      const right = simulatedAnswer(seed, person, item.uin, item.truth, thetas[person]);
      values.push(`(${id}, '${item.uin}', ${n}, '{"RESPONSE":"${right ? 'B' : 'A'}"}'::jsonb, now(), now(), true, true, ${right}, 1)`);
    });
  });
  for (let start = 0; start < values.length; start += 5000) {
    await sql(
      portal,
      `insert into session_responses (session_id, uin, position, response, answered_at, saved_on, presented, final, score, max_score) values ${values.slice(start, start + 5000).join(', ')}`,
    );
  }
}
