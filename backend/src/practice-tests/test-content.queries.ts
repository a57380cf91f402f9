import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from '../database/sql';

/** A test version's row as the player reads it (JSON columns as the driver gives them: text or values). */
export interface TestContentRow {
  id: number;
  test_name: string;
  test_alias: string;
  operational_test_length: number;
  structure: unknown;
}

/** An item of the version, with its strand's name and place. */
export interface ContentItemRow {
  uin: string;
  calculator: number;
  delivery: unknown;
  scoring: unknown;
  strand_name: string;
  strand_position: number;
}

/** A passage of the version. */
export interface StimulusRow {
  identifier: string;
  title: string;
  body: unknown;
}

/** A test version's content, read in the transaction `em` is in: the test, its items, its passages; null when there is no such version. */
export async function testContentRows(
  em: EntityManager,
  testDetailId: number,
): Promise<{ test: TestContentRow; items: ContentItemRow[]; stimuli: StimulusRow[] } | null> {
  const [test] = await rows<TestContentRow>(em, 'select id, test_name, test_alias, operational_test_length, structure from test_details where id = ?', [
    testDetailId,
  ]);
  if (!test) return null;
  const items = await rows<ContentItemRow>(
    em,
    `select i.uin, i.calculator, i.delivery, i.scoring, s.strand_name, s.position as strand_position
       from item_details i join strand_details s on s.id = i.strand_id where i.test_detail_id = ?`,
    [testDetailId],
  );
  const stimuli = await rows<StimulusRow>(em, 'select identifier, title, body from stimulus_details where test_detail_id = ?', [testDetailId]);
  return { test, items, stimuli };
}
