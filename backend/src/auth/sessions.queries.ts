import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PreparedStatement } from '../database/prepared';
import { rows } from '../database/sql';
import { User } from '../users/user.entity';

/**
 * Columns named, not `u.*`: a prepared plan must keep its result type, so a column a migration adds while
 * this process runs would fail every lookup on the connections that prepared it.
 */
function resolveSelect(userColumns: string[]): string {
  return `select ${userColumns.map((c) => `u."${c}"`).join(', ')}, s.id_hash as "__id_hash", s.login_time as "__login_time", s.created_at as "__created_at", s.expires_at as "__expires_at"
     from user_sessions s join users u on u.id = s.user_id where s.id_hash = ? and u.deleted_on is null`;
}

let lookup: PreparedStatement | undefined;

/**
 * A session by its id's hash with its account's columns, in one indexed statement: the account's
 * columns by name, the session's as `__id_hash`, `__login_time`, `__created_at` and `__expires_at`.
 */
export async function sessionWithAccount(em: EntityManager, idHash: string): Promise<Record<string, unknown> | undefined> {
  lookup ??= new PreparedStatement(
    'auth_resolve_session',
    resolveSelect(
      em
        .getMetadata()
        .get(User)
        .props.filter((p) => p.persist !== false && !p.formula && (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE))
        .flatMap((p) => p.fieldNames),
    ),
  );
  const [row] = await lookup.run<Record<string, unknown>>(em, [idHash]);
  return row;
}

/**
 * A new session, made only while the account lives: the account's row is share-locked, so a
 * deletion in progress (which holds it) is waited out, and a sign-in finishing after it makes none.
 */
const INSERT_LIVE = new PreparedStatement(
  'auth_insert_session',
  `insert into user_sessions (id_hash, user_id, login_time, created_at, last_seen_at, expires_at)
   select ?, u.id, ?, ?, ?, ? from users u where u.id = ? and u.deleted_on is null for share of u
   returning id_hash`,
);

/** Whether the session was made: false when the account was deleted meanwhile. */
export async function insertSessionOfLiveAccount(
  em: EntityManager,
  s: { idHash: string; userId: number; loginTime: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const made = await INSERT_LIVE.run(em, [s.idHash, s.loginTime, s.createdAt, s.createdAt, s.expiresAt, s.userId]);
  return made.length === 1;
}

/** The sliding expiry: a student saving an answer every few seconds writes it at most once a minute. */
const TOUCH = new PreparedStatement('auth_touch_session', 'update user_sessions set last_seen_at = ?, expires_at = ? where id_hash = ?');

/** A session's last call and its expiry moved on. */
export async function touchSession(em: EntityManager, idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await TOUCH.run(em, [lastSeenAt, expiresAt, idHash]);
}

/** Inside the caller's transaction: every session of the account ends. */
export async function dropSessionsOf(em: EntityManager, userId: number): Promise<void> {
  await rows(em, 'delete from user_sessions where user_id = ?', [userId]);
}
