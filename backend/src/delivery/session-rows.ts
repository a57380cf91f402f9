import { stateOwner } from '@portal/shared';
import type { CandidateResponse, QtiValue } from '../qti/types';
import type { ItemMarksDto as ItemMarks } from './dto/item-marks.dto';

/** A session_responses row as the delivery code reads it (raw SQL, for the hot paths: answer.queries.ts). */
export interface ResponseRow {
  uin: string;
  position: number;
  response: Record<string, CandidateResponse> | null;
  clientId: string | null;
  answeredAt: Date | null;
  savedOn: Date;
  flagged: boolean;
  /** the candidate was shown the item */
  presented: boolean;
  marks: ItemMarks | null;
  final: boolean;
  score: number | null;
  maxScore: number | null;
  outcomes: Record<string, QtiValue> | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const date = (value: unknown): Date | null => (value == null ? null : value instanceof Date ? value : new Date(String(value)));

export function toResponseRow(r: Record<string, unknown>): ResponseRow {
  return {
    uin: r.uin as string,
    position: Number(r.position),
    response: json(r.response ?? null),
    clientId: (r.client_id as string | null) ?? null,
    answeredAt: date(r.answered_at),
    savedOn: date(r.saved_on)!,
    flagged: Boolean(r.flagged),
    presented: Boolean(r.presented),
    marks: json(r.marks ?? null),
    final: Boolean(r.final),
    score: r.score == null ? null : Number(r.score),
    maxScore: r.max_score == null ? null : Number(r.max_score),
    outcomes: json(r.outcomes ?? null),
  };
}

/** Something was answered: at least one response (not an interaction's kept state) holds a non-empty value. */
export function isAnswered(response: Record<string, CandidateResponse> | null | undefined): boolean {
  if (!response) return false;
  return Object.entries(response).some(
    ([key, v]) => stateOwner(key) === undefined && (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v.trim() !== ''),
  );
}
