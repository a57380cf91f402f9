import type { ReportQueryDto } from './reports.dto';

/** A piece of SQL and its parameters, in order. */
export interface Sql {
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
export function attempts(q: ReportQueryDto, search: 'student' | 'test' | 'category'): Sql {
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
export function paaByStudent(q: ReportQueryDto): Sql {
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
export function orderBy(q: ReportQueryDto, allowed: Record<string, string>, fallback: string, tieBreak: string): string {
  const column = (q.sortField && Object.hasOwn(allowed, q.sortField) ? allowed[q.sortField] : undefined) ?? allowed[fallback]!;
  const direction = q.sortOrder ?? (q.sortField ? 'asc' : 'desc');
  return `${column} ${direction} nulls last, ${tieBreak} ${direction}`;
}
