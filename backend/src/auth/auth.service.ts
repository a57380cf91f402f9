import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { AnalyticsService } from '../analytics/analytics.service';
import type { AuthContext } from '../http/auth-context';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type Lang, normalizeLang, t } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto, ChangePasswordResponseDto, CoreResponseDto, LoginDto, LoginResponseDto } from './auth.dto';
import { TooManyRequestsException } from '../http/too-many-requests';
import { dummyHash, hashIsOutdated, hashPassword, verifyPassword } from '../users/passwords';
import { voidResetLinksOf } from './account-tokens.queries';
import { SessionsService } from './sessions.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly analytics: AnalyticsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One answer for an unknown address and a wrong password, so sign-in reveals no accounts. */
  async login(dto: LoginDto, lang: Lang): Promise<{ response: LoginResponseDto; cookieValue?: string }> {
    const user = await this.users.findByEmail(dto.email);
    const ok = user ? await verifyPassword(user.passwordHash, dto.password) : await verifyPassword(await dummyHash(), dto.password);
    if (!user || !ok) {
      await this.analytics.record('login_failure', user?.id ?? null, '/login');
      return { response: { result: 'FAILED', username: t(lang, 'auth.loginFailed') } };
    }
    const session = await this.sessions.create(user);
    if (!session) {
      // deleted while the password was checked: answered as an unknown account
      await this.analytics.record('login_failure', null, '/login');
      return { response: { result: 'FAILED', username: t(lang, 'auth.loginFailed') } };
    }
    user.lastLogin = new Date();
    if (hashIsOutdated(user.passwordHash)) await this.upgradeHash(user, dto.password);
    await this.em.flush();
    await this.analytics.record('login_success', user.id, '/login');
    return { response: this.sessionUser(user, session.loginTime), cookieValue: session.cookieValue };
  }

  /**
   * A hash made with other parameters is replaced while the password is at hand (it is written
   * with the session); when the hashing queue is full the sign-in goes on and the next one tries.
   */
  private async upgradeHash(user: User, password: string): Promise<void> {
    try {
      user.passwordHash = await hashPassword(password);
    } catch (error) {
      if (!(error instanceof TooManyRequestsException)) throw error;
    }
  }

  sessionUser(user: User, loginTime: string): LoginResponseDto {
    return {
      result: 'SUCCESS',
      userId: user.id,
      userName: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      SES_ROLE_NAME: user.role.name,
      fromAccountDate: user.createdOn.toISOString(),
      loginTime,
      tddomainUrl: this.config.deliveryUrl,
      language: normalizeLang(user.language),
    };
  }

  core(auth: AuthContext): CoreResponseDto {
    return { acl: auth.acl, roleId: auth.columns.role_id as number };
  }

  /** The other sessions of the account end, so a stolen session does not survive the change. */
  async changePassword(auth: AuthContext, user: User, dto: ChangePasswordDto, lang: Lang): Promise<ChangePasswordResponseDto> {
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
      return { result: 'FAILED', msg: t(lang, 'changePassword.wrongCurrent') };
    }
    if (dto.currentPassword === dto.newPassword) return { result: 'FAILED', msg: t(lang, 'changePassword.sameAsCurrent') };
    user.passwordHash = await hashPassword(dto.newPassword);
    await this.em.flush();
    await voidResetLinksOf(this.em, user.id, new Date());
    await this.sessions.destroyAllFor(user, auth.sessionKey);
    return { result: 'SUCCESS', msg: t(lang, 'changePassword.success') };
  }
}
