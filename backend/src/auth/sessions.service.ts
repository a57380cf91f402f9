import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../common/auth-context';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { User } from '../users/user.entity';
import { UserSession } from './session.entity';

export const SESSION_COOKIE = 'portal_sid';
/** Sliding expiry is written at most this often, so a busy session costs no write per call. */
const TOUCH_AFTER_MS = 60_000;

@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private idleMs(): number {
    return this.config.sessionIdleMinutes * 60_000;
  }

  async create(user: User): Promise<{ cookieValue: string; session: UserSession }> {
    const cookieValue = newToken();
    const now = new Date();
    const session = this.em.create(UserSession, {
      idHash: hashToken(this.config.sessionSecret, cookieValue),
      user,
      loginTime: String(now.getTime()),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.idleMs()),
    });
    await this.em.flush();
    return { cookieValue, session };
  }

  /** The session, its user and the user's acl; null when unknown or expired. */
  async resolve(cookieValue: string): Promise<AuthContext | null> {
    const session = await this.em.findOne(
      UserSession,
      { idHash: hashToken(this.config.sessionSecret, cookieValue) },
      { populate: ['user', 'user.role', 'user.role.functions'] },
    );
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now) {
      await this.em.nativeDelete(UserSession, { idHash: session.idHash });
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.em.nativeUpdate(UserSession, { idHash: session.idHash }, { lastSeenAt: new Date(now), expiresAt: new Date(now + this.idleMs()) });
    }
    const acl: Record<string, string> = {};
    for (const rf of session.user.role.functions) acl[String(rf.fn.id)] = rf.access;
    return { user: session.user, session, acl };
  }

  async destroy(cookieValue: string): Promise<void> {
    await this.em.nativeDelete(UserSession, { idHash: hashToken(this.config.sessionSecret, cookieValue) });
  }

  async destroyAllFor(user: User, except?: UserSession): Promise<void> {
    await this.em.nativeDelete(UserSession, except ? { user, idHash: { $ne: except.idHash } } : { user });
  }

  cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.config.env === 'production', maxAge: this.config.sessionIdleMinutes * 60 };
  }
}
