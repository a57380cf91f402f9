import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuthContext } from '../http/auth-context';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RoleAccess } from '../acl/role-access';
import type { User } from '../users/user.entity';
import { UserDeletionService } from '../users/user-deletion.service';
import { UserSession } from './session.entity';
import { dropSessionsOf, insertSessionOfLiveAccount, sessionWithAccount, touchSession } from './sessions.queries';

export const SESSION_COOKIE = 'portal_sid';
/**
 * A busy session costs an expiry write only this often; the stored expiry never precedes the last call plus
 * the idle limit, so an idle session ends at most this late (docs/performance.md, "Sliding expiry").
 */
const slackMs = (idleMs: number) => Math.min(idleMs / 20, 60_000);

/** A live session as every call gets it: the same shape for every session. */
class ResolvedSession implements AuthContext {
  constructor(
    readonly userId: number,
    readonly columns: Readonly<Record<string, unknown>>,
    readonly roleName: string,
    readonly loginTime: string,
    readonly sessionKey: string,
    readonly acl: Record<string, string>,
    readonly expiresAt: Date,
    readonly endsAtLifetime: boolean,
    readonly renewed: boolean,
  ) {}
}

@Injectable()
export class SessionsService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly deletion: UserDeletionService,
    private readonly roles: RoleAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A deleted account is signed out everywhere at once. */
  onModuleInit(): void {
    this.deletion.onDelete(async (em, account) => {
      await dropSessionsOf(em, account.id);
    });
  }

  private hashOf(cookieValue: string): string {
    return hashToken(this.config.sessionSecret, cookieValue);
  }

  private idleMs(): number {
    return this.config.sessionIdleMinutes * 60_000;
  }

  /** The expiry a call at `now` gives a session signed in at `createdAt`: idle limit, capped by the absolute lifetime. */
  private slidTo(now: number, createdAt: number): Date {
    return new Date(Math.min(now + this.idleMs() + slackMs(this.idleMs()), createdAt + this.config.sessionMaxHours * 3600_000));
  }

  /** A new session of the account; null when the account was deleted before it could be made. */
  async create(user: Pick<User, 'id'>): Promise<{ cookieValue: string; loginTime: string } | null> {
    const cookieValue = newToken();
    const now = Date.now();
    const loginTime = String(now);
    const idHash = hashToken(this.config.sessionSecret, cookieValue);
    const made = await insertSessionOfLiveAccount(this.em, { idHash, userId: user.id, loginTime, createdAt: new Date(now), expiresAt: this.slidTo(now, now) });
    return made ? { cookieValue, loginTime } : null;
  }

  /**
   * The session, its user and the user's acl; null when unknown or expired. One indexed statement;
   * the role's name and functions come from the role catalogue this process keeps (RoleAccess).
   */
  async resolve(cookieValue: string): Promise<AuthContext | null> {
    const row = await sessionWithAccount(this.em, this.hashOf(cookieValue));
    if (!row) return null;
    const { __id_hash: idHash, __login_time, __created_at, __expires_at, ...userColumns } = row;
    const now = Date.now();
    let expiresAt = new Date(__expires_at as string | Date);
    const createdAt = new Date(__created_at as string | Date);
    const absoluteEnd = createdAt.getTime() + this.config.sessionMaxHours * 3600_000;
    if (expiresAt.getTime() <= now || absoluteEnd <= now) {
      await this.em.nativeDelete(UserSession, { idHash: idHash as string });
      return null;
    }
    let renewed = false;
    // written only once the stored expiry falls short of this call plus the idle limit
    if (expiresAt.getTime() < Math.min(now + this.idleMs(), absoluteEnd)) {
      expiresAt = this.slidTo(now, createdAt.getTime());
      await touchSession(this.em, idHash as string, new Date(now), expiresAt);
      renewed = true;
    }
    const known = this.roles.of(userColumns.role_id as number);
    const grant = known instanceof Promise ? await known : known;
    if (!grant) throw new Error(`role ${String(userColumns.role_id)} is not in the role catalogue`);
    return new ResolvedSession(
      userColumns.id as number,
      userColumns,
      grant.name,
      __login_time as string,
      idHash as string,
      grant.acl as Record<string, string>,
      expiresAt,
      expiresAt.getTime() >= absoluteEnd,
      renewed,
    );
  }

  async destroy(cookieValue: string): Promise<void> {
    const idHash = this.hashOf(cookieValue);
    await this.em.nativeDelete(UserSession, { idHash });
  }

  /** Every session of the user ends, but the one named by `exceptKey` (its AuthContext.sessionKey). */
  async destroyAllFor(user: Pick<User, 'id'>, exceptKey?: string): Promise<void> {
    await this.em.nativeDelete(UserSession, exceptKey ? { user: user.id, idHash: { $ne: exceptKey } } : { user: user.id });
  }

  /** The cookie lives exactly as long as the session's current expiry, and is sent again whenever that moves. */
  cookieOptions(expiresAt: Date = this.slidTo(Date.now(), Date.now())) {
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.config.env === 'production', maxAge };
  }
}
