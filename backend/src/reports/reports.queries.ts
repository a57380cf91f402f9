import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOutsideTransaction } from '../database/sql';
import type { ReportQueryDto } from './reports.dto';

// A read-only read model across features (see "Who reads whose tables" in docs/ARCHITECTURE.md).

/** A piece of SQL and its parameters, in order. */
interface Sql {
  text: string;
  params: unknown[];
}

function likeAny(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The day after a 'YYYY-MM-DD', so that the last day is included whole. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Each student's latest Pre-Assessment Activity: the one an advisor asks about. */
const LATEST_PAA = `select distinct on (user_id) user_id, id, status, certificate_code, institution_id, started_on, completed_on
  from paa_sessions order by user_id, started_on desc, id desc`;

/**
 * Students' attempts (never staff previews), with what each report filters on. A deleted account
 * keeps its attempts, so totals stay true, but its row names nobody (the deletion replaced the name).
 */
function attempts(q: ReportQueryDto, search: 'student' | 'test' | 'category'): Sql {
  const clauses = ['not s.preview', 'u.role_id = 2'];
  const params: unknown[] = [];
  if (q.dateFrom) {
    clauses.push('s.started_on >= ?');
    params.push(`${q.dateFrom}T00:00:00Z`);
  }
  if (q.dateTo) {
    clauses.push('s.started_on < ?');
    params.push(`${dayAfter(q.dateTo)}T00:00:00Z`);
  }
  if (q.categoryId) {
    clauses.push('td.category_id = ?');
    params.push(q.categoryId);
  }
  if (q.mode) {
    clauses.push('s.mode = ?');
    params.push(q.mode);
  }
  if (q.institutionId) {
    clauses.push('lp.institution_id = ?');
    params.push(q.institutionId);
  }
  const text = q.search?.trim();
  if (text) {
    const column = {
      student: `(u.deleted_on is null and (lower(u.first_name || ' ' || u.last_name) like ? or lower(u.email) like ?))`,
      test: '(lower(td.test_name) like ? or lower(s.test_alias) like ?)',
      category: '(lower(c.category_name) like ? or lower(c.category_name) like ?)',
    }[search];
    clauses.push(column);
    params.push(likeAny(text), likeAny(text));
  }
  return {
    text: `with lp as (${LATEST_PAA})
      select s.*, u.first_name, u.last_name, u.email, u.deleted_on, td.test_name, td.category_id, c.category_name,
             lp.status as paa_status, lp.certificate_code, lp.institution_id, i.institution_name
      from test_sessions s
      join users u on u.id = s.user_id
      join test_details td on td.id = s.test_detail_id
      join test_categories c on c.category_id = td.category_id
      left join lp on lp.user_id = s.user_id
      left join texas_institutions i on i.institution_id_pk = lp.institution_id
      where ${clauses.join(' and ')}`,
    params,
  };
}

/** Students and their latest PAA, by the institution chosen in it; dates filter when it began. */
function paaByStudent(q: ReportQueryDto): Sql {
  const clauses = ['u.role_id = 2'];
  const params: unknown[] = [];
  if (q.dateFrom) {
    clauses.push('p.started_on >= ?');
    params.push(`${q.dateFrom}T00:00:00Z`);
  }
  if (q.dateTo) {
    clauses.push('p.started_on < ?');
    params.push(`${dayAfter(q.dateTo)}T00:00:00Z`);
  }
  if (q.institutionId) {
    clauses.push('p.institution_id = ?');
    params.push(q.institutionId);
  }
  const text = q.search?.trim();
  if (text) {
    clauses.push('lower(i.institution_name) like ?');
    params.push(likeAny(text));
  }
  return {
    text: `select p.*, i.institution_name from paa_sessions p
      join users u on u.id = p.user_id
      left join texas_institutions i on i.institution_id_pk = p.institution_id
      where ${clauses.join(' and ')}`,
    params,
  };
}

/** A sort column among the ones a report allows; the row id breaks ties so pages never overlap. */
function orderBy(q: ReportQueryDto, allowed: Record<string, string>, fallback: string, tieBreak: string): string {
  const column = (q.sortField && Object.hasOwn(allowed, q.sortField) ? allowed[q.sortField] : undefined) ?? allowed[fallback]!;
  const direction = q.sortOrder ?? (q.sortField ? 'asc' : 'desc');
  return `${column} ${direction} nulls last, ${tieBreak} ${direction}`;
}

/** Rows of one report: a page of them for the screen (`limit` rows from `offset`), or all of them (no limit). */
export interface ReportWindow {
  limit: number | null;
  offset: number;
}

/** A report's rows as the driver gives them, and how many there are in all. */
export interface ReportRows {
  rows: Record<string, unknown>[];
  total: number;
}

const num = (v: unknown): number => Number(v ?? 0);

function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return rowsOutsideTransaction<T>(em, sql, params);
}

async function paged<T>(em: EntityManager, base: Sql, select: string, order: string, w: ReportWindow): Promise<{ rows: T[]; total: number }> {
  const limit = w.limit === null ? '' : ` limit ${w.limit} offset ${w.offset}`;
  const [rows, [count]] = await Promise.all([
    run<T>(em, `with r as (${select.replace('$BASE', base.text)}) select * from r order by ${order}${limit}`, base.params),
    run<{ n: string }>(em, `with r as (${select.replace('$BASE', base.text)}) select count(*) as n from r`, base.params),
  ]);
  return { rows, total: num(count?.n) };
}

/** Students' attempts, one row each, with the student, test, category and latest PAA. */
export function studentRows(em: EntityManager, q: ReportQueryDto, w: ReportWindow): Promise<ReportRows> {
  const sort = {
    student: 'lower(first_name || last_name)',
    test: 'lower(test_name)',
    category: 'category_id',
    mode: 'mode',
    percent: 'percent',
    startedOn: 'started_on',
    completedOn: 'completed_on',
    paaState: 'paa_status',
    institution: 'institution_name',
  };
  return paged<Record<string, unknown>>(em, attempts(q, 'student'), '$BASE', orderBy(q, sort, 'startedOn', 'id'), w);
}

/** Attempts summed per test. */
export function testRows(em: EntityManager, q: ReportQueryDto, w: ReportWindow): Promise<ReportRows> {
  const select = `select test_alias, max(test_name) as test_name, min(category_id) as category_id, max(category_name) as category_name,
        count(*) as attempts, count(*) filter (where status = 2) as completed,
        avg(percent) filter (where status = 2) as mean_percent,
        avg(extract(epoch from completed_on - started_on) / 60) filter (where status = 2) as mean_minutes
      from ($BASE) b group by test_alias`;
  const sort = {
    testName: 'lower(test_name)',
    category: 'category_id',
    attempts: 'attempts',
    completed: 'completed',
    completionRate: 'completed::float / attempts',
    meanPercent: 'mean_percent',
    meanMinutes: 'mean_minutes',
  };
  return paged<Record<string, unknown>>(em, attempts(q, 'test'), select, orderBy(q, sort, 'attempts', 'test_alias'), w);
}

/** The completed attempts the test report counts, by tenths of their percent (bucket 0 to 9). */
export function scoreBuckets(em: EntityManager, q: ReportQueryDto): Promise<{ bucket: number; n: string }[]> {
  const base = attempts(q, 'test');
  return run<{ bucket: number; n: string }>(
    em,
    `select least(floor(percent / 10), 9) as bucket, count(*) as n from (${base.text}) b where status = 2 and percent is not null group by 1`,
    base.params,
  );
}

/** Attempts summed per category. */
export function categoryRows(em: EntityManager, q: ReportQueryDto, w: ReportWindow): Promise<ReportRows> {
  const select = `select category_id, max(category_name) as category_name, count(distinct user_id) as students,
        count(*) as attempts, count(*) filter (where status = 2) as completed, avg(percent) filter (where status = 2) as mean_percent
      from ($BASE) b group by category_id`;
  const sort = { category: 'category_id', students: 'students', attempts: 'attempts', completed: 'completed', meanPercent: 'mean_percent' };
  return paged<Record<string, unknown>>(em, attempts(q, 'category'), select, orderBy(q, sort, 'category', 'category_id'), w);
}

/** The category report's attempts per week or month (the DTO allows only those), oldest first. */
export function attemptTrend(em: EntityManager, q: ReportQueryDto, period: string): Promise<Record<string, unknown>[]> {
  const base = attempts(q, 'category');
  return run<Record<string, unknown>>(
    em,
    `select to_char(date_trunc('${period}', started_on at time zone 'UTC'), 'YYYY-MM-DD') as period, count(*) as attempts,
           count(*) filter (where status = 2) as completed, avg(percent) filter (where status = 2) as mean_percent
         from (${base.text}) b group by 1 order by 1`,
    base.params,
  );
}

/** Students' latest PAAs summed per institution. */
export function institutionRows(em: EntityManager, q: ReportQueryDto, w: ReportWindow): Promise<ReportRows> {
  const select = `select institution_id, max(institution_name) as institution_name, count(distinct user_id) as students, count(*) as paa_started,
        count(*) filter (where status = 1) as paa_finished, count(certificate_code) as certificates, max(updated_on) as last_activity
      from ($BASE) b group by institution_id`;
  const sort = {
    institution: 'lower(institution_name)',
    students: 'students',
    paaStarted: 'paa_started',
    paaFinished: 'paa_finished',
    certificates: 'certificates',
    lastActivity: 'last_activity',
  };
  return paged<Record<string, unknown>>(em, paaByStudent(q), select, orderBy(q, sort, 'paaStarted', 'institution_id'), w);
}
