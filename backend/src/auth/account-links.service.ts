import { CreateRequestContext, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { RoleId, meetsPasswordPolicy } from '@portal/shared';
import { Role } from '../acl/role.entity';
import { AnalyticsService } from '../analytics/analytics.service';
import { AuditService } from '../audit/audit.service';
import { isCommonPassword } from '@portal/shared/common-passwords';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type Lang, normalizeLang, t } from '../i18n/i18n';
import { JobHandlers, JobQueue, QUEUE_PASSWORD_RESET } from '../jobs/job-queue';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { UserDeletionService } from '../users/user-deletion.service';
import { UsersService } from '../users/users.service';
import { AccountToken, TokenKind } from './account-token.entity';
import type {
  EnterResetPasswordDto,
  EnterResetPasswordResponseDto,
  ForgotPasswordResponseDto,
  InviteLinkResponseDto,
  ResetLinkResponseDto,
  SignupDto,
  SignupResponseDto,
} from './auth.dto';
import { hashPassword } from '../users/passwords';
import { SessionsService } from './sessions.service';
import { dropTokensOf, spendToken, voidResetLinksOf } from './account-tokens.queries';

export const INVITE_TTL_MS = 7 * 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;

/** What a forgot-password request queues. */
interface ResetRequest {
  email: string;
  lang: Lang;
}

/** Sign-up, invitations and password resets: everything that an emailed link or a new account starts. */
@Injectable()
export class AccountLinksService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly analytics: AnalyticsService,
    private readonly deletion: UserDeletionService,
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A deleted account's links (and invitations to its address) open nothing. */
  onModuleInit(): void {
    this.handlers.register(QUEUE_PASSWORD_RESET, (data) => this.sendResetLink(data as ResetRequest));
    this.deletion.onDelete(async (em, account) => {
      await dropTokensOf(em, account.id, account.email);
    });
  }

  private async liveToken(kind: TokenKind, token: string): Promise<AccountToken | null> {
    const row = await this.em.findOne(AccountToken, { kind, tokenHash: hashToken(this.config.sessionSecret, token) }, { populate: ['role', 'user'] });
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
    return row;
  }

  private issue(kind: TokenKind, fields: Partial<AccountToken> & { email: string }, ttlMs: number): string {
    const token = newToken();
    const now = new Date();
    this.em.create(AccountToken, {
      kind,
      tokenHash: hashToken(this.config.sessionSecret, token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      ...fields,
      language: fields.language ?? 'en',
    });
    return token;
  }

  /** A fresh invite voids any earlier pending one for the same address. */
  async invite(
    inviter: User,
    email: string,
    roleId: RoleId,
    lang: Lang,
  ): Promise<{ result: 'SUCCESS' | 'FAILED'; userAlreadyRegistered?: 'Y'; message: string }> {
    if (await this.users.findByEmail(email)) return { result: 'FAILED', userAlreadyRegistered: 'Y', message: t(lang, 'invite.alreadyRegistered') };
    await this.em.nativeUpdate(AccountToken, { kind: TokenKind.Invite, email, usedAt: null }, { usedAt: new Date() });
    const token = this.issue(TokenKind.Invite, { email, role: this.em.getReference(Role, roleId), createdBy: inviter, language: lang }, INVITE_TTL_MS);
    this.audit.record(inviter, 'invite', 'user', email, { detail: { roleId } });
    await this.em.flush();
    await this.mail.send(email, lang, 'invite', {
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      role: t(lang, `role.${roleId}` as 'role.2'),
      link: this.mail.link('/register', token),
    });
    return { result: 'SUCCESS', message: t(lang, 'invite.sent') };
  }

  async checkInviteLink(token: string, lang: Lang): Promise<InviteLinkResponseDto> {
    const row = await this.liveToken(TokenKind.Invite, token);
    if (!row || (await this.users.findByEmail(row.email))) return { result: 'FAILED', isValidURL: false, EXPIRED_LINK: t(lang, 'invite.linkExpired') };
    return { result: 'SUCCESS', isValidURL: true, email: row.email, roleId: row.role!.id };
  }

  async signup(dto: SignupDto, lang: Lang): Promise<SignupResponseDto> {
    const language = normalizeLang(dto.language ?? lang);
    let email = dto.email;
    let roleId = RoleId.Student;
    let invite: AccountToken | null = null;
    if (dto.isInviteUsr || dto.token) {
      invite = dto.token ? await this.liveToken(TokenKind.Invite, dto.token) : null;
      if (!invite) {
        await this.analytics.record('registration_failure', null, '/register', { reason: 'invite link' });
        return { data: { result: 'FAILED', message: t(lang, 'invite.linkExpired') } };
      }
      email = invite.email;
      roleId = invite.role!.id;
      // spent first, at once: of registrations racing on one link, one goes on
      if (!(await spendToken(this.em, invite.id, new Date()))) {
        await this.analytics.record('registration_failure', null, '/register', { reason: 'invite link' });
        return { data: { result: 'FAILED', message: t(lang, 'invite.linkExpired') } };
      }
    }
    if (!email) return { data: { result: 'FAILED', email: t(lang, 'validation.emailRequired'), message: t(lang, 'validation.emailRequired') } };
    if (await this.users.findByEmail(email)) return this.emailExists(Boolean(invite), lang);
    const user = await this.users.build({ email, firstName: dto.firstName, lastName: dto.lastName, password: dto.password, roleId, language });
    if (invite) this.audit.record(user, 'register-invited', 'user', email, { detail: { roleId } });
    try {
      await this.em.flush();
    } catch (error) {
      // a sign-up with the same address finished first
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      return this.emailExists(Boolean(invite), lang);
    }
    await this.analytics.record(invite ? 'registration_success' : 'signup_success', user.id, '/register');
    await this.mail.send(email, language, 'registered', { name: user.firstName, link: this.mail.link('/login') });
    return { data: { result: 'SUCCESS', isEmailExists: 'N', message: t(lang, 'signup.success') } };
  }

  private async emailExists(invited: boolean, lang: Lang): Promise<SignupResponseDto> {
    await this.analytics.record(invited ? 'registration_failure' : 'signup_failure', null, '/register', { reason: 'exists' });
    return { data: { result: 'FAILED', isEmailExists: 'Y', email: t(lang, 'signup.exists'), message: t(lang, 'signup.exists') } };
  }

  /**
   * Answers the same, in the same time, whether or not the address has an account: the call only
   * queues the request, and the job looks the account up and mails the link (sendResetLink).
   */
  async forgotPassword(email: string, lang: Lang): Promise<ForgotPasswordResponseDto> {
    await this.queue.add(QUEUE_PASSWORD_RESET, { email, lang } satisfies ResetRequest);
    return { result: 'SUCCESS', username: t(lang, 'forgot.sent') };
  }

  /** The job of a forgot-password request: a fresh link, in the language the person asked in, voiding earlier ones. */
  @CreateRequestContext()
  async sendResetLink({ email, lang }: ResetRequest): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.em.nativeUpdate(AccountToken, { kind: TokenKind.Reset, user, usedAt: null }, { usedAt: new Date() });
    const token = this.issue(TokenKind.Reset, { email: user.email, user, language: lang }, RESET_TTL_MS);
    await this.em.flush();
    await this.mail.send(user.email, lang, 'reset', { name: user.firstName, link: this.mail.link('/resetpassword', token) });
  }

  async checkResetLink(token: string, lang: Lang): Promise<ResetLinkResponseDto> {
    const row = await this.liveToken(TokenKind.Reset, token);
    if (!row?.user) return { result: 'FAILED', isValidURL: false, message: t(lang, 'reset.linkExpired') };
    return { result: 'SUCCESS', isValidURL: true, email: row.user.email, userId: row.user.id };
  }

  /** The link, the address and the user id must all agree; every session of the account ends. */
  async enterResetPassword(dto: EnterResetPasswordDto, lang: Lang): Promise<EnterResetPasswordResponseDto> {
    const row = await this.liveToken(TokenKind.Reset, dto.token);
    if (!row?.user || row.user.id !== dto.userid || row.user.email !== dto.email) {
      await this.analytics.record('reset_password_failure', row?.user?.id ?? null, '/resetpassword');
      return { result: 'FAILED', isVoilations: 'N', message: t(lang, 'reset.unauthorized') };
    }
    if (!meetsPasswordPolicy(dto.password)) return { result: 'FAILED', isVoilations: 'Y', message: t(lang, 'validation.passwordMatchCriteria') };
    if (isCommonPassword(dto.password)) return { result: 'FAILED', isVoilations: 'Y', message: t(lang, 'validation.passwordCommon') };
    const passwordHash = await hashPassword(dto.password);
    const userId = row.user.id;
    const now = new Date();
    // the link is spent and the password set together, once: of submissions racing on one link, one wins
    const changed = await this.em.transactional(async (em) => {
      if (!(await spendToken(em, row.id, now))) return false;
      await this.users.setPasswordHash(em, userId, passwordHash);
      await voidResetLinksOf(em, userId, now);
      return true;
    });
    if (!changed) {
      await this.analytics.record('reset_password_failure', userId, '/resetpassword');
      return { result: 'FAILED', isVoilations: 'N', message: t(lang, 'reset.unauthorized') };
    }
    await this.sessions.destroyAllFor(row.user);
    await this.analytics.record('reset_password_success', row.user.id, '/resetpassword');
    return { result: 'SUCCESS', isVoilations: 'N', message: t(lang, 'reset.success') };
  }
}
