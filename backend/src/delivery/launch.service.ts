import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, GoneException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { Fn } from '@portal/shared';
import type { AuthContext } from '../http/auth-context';
import { PortalValidationException } from '../common/validation';
import { hashToken, newToken } from '../common/tokens';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Lang } from '../i18n/i18n';
import { newSeed } from '../qti/delivery';
import type { User } from '../users/user.entity';
import { UserDeletionService } from '../users/user-deletion.service';
import type { DeliveryStateDto } from './dto/delivery-views.dto';
import { DeliveryMode, SessionStatus } from './entities/test-session.entity';
import { PaaGate } from '../paa/paa-gate.service';
import { TestsService } from '../practice-tests/tests.service';
import { SessionStore } from './session-store.service';
import { stateView } from './views';

export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** 13 calendar days of 24 hours from the start */
export const SESSION_TTL_MS = 13 * 24 * 3600_000;

export type LaunchPath = 'test' | 'preview';

/** Launch links and the start (or resumption) of the session a link opens. */
@Injectable()
export class LaunchService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly store: SessionStore,
    private readonly paa: PaaGate,
    private readonly tests: TestsService,
    private readonly deletion: UserDeletionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A deleted account's unused links open nothing, even within their two minutes. */
  onModuleInit(): void {
    this.deletion.onDelete(async (em, account) => {
      await em.getConnection().execute('delete from launch_tokens where user_id = ? and used_on is null', [account.id], 'all', em.getTransactionContext());
    });
  }

  /**
   * A single-use token for one user, test version and mode; what the player's address carries. With a
   * PAA id, a sample test of the caller's PAA in progress.
   */
  async issue(path: LaunchPath, testDetailId: number, mode: number, auth: AuthContext, paaId: number | null = null): Promise<string> {
    const conn = this.em.getConnection();
    const test = await this.tests.launchable(testDetailId);
    if (!test) throw new NotFoundException('delivery.testNotAvailable');
    if (paaId !== null) {
      await this.checkSampleLaunch(path, test.categoryId, test.published, mode, paaId, auth);
    } else if (path === 'preview') {
      if (auth.acl[String(Fn.Imports)] !== 'W') throw new ForbiddenException('auth.forbidden');
      if (!test.previewable) throw new NotFoundException('delivery.testNotAvailable');
    } else if (!test.published) {
      // an older version stays open to the student who started on it
      const [pending] = await conn.execute('select 1 from test_sessions where user_id = ? and test_detail_id = ? and status = 1 and not preview', [auth.userId, testDetailId]);
      if (!pending) throw new NotFoundException('delivery.testNotAvailable');
    }
    const token = newToken();
    const now = new Date();
    await conn.execute(
      'insert into launch_tokens (token_hash, user_id, test_detail_id, mode, preview, paa_id, created_on, expires_on) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [hashToken(this.config.sessionSecret, token), auth.userId, testDetailId, mode, path === 'preview', paaId, now, new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS)],
    );
    return token;
  }

  /** The PAA's sample tests: published tests of category 5, in Learn As You Go, for the caller's PAA in progress. */
  private async checkSampleLaunch(path: LaunchPath, categoryId: number, published: boolean, mode: number, paaId: number, auth: AuthContext): Promise<void> {
    await this.paa.assertInProgress(paaId, auth.userId);
    if (path !== 'test' || categoryId !== this.paa.sampleCategory || !published) throw new PortalValidationException([{ field: 'testDetailId', message: 'paa.sampleTestOnly' }]);
    if (mode !== DeliveryMode.LearnAsYouGo) throw new PortalValidationException([{ field: 'mode', message: 'paa.sampleLearnOnly' }]);
  }

  /** Spends the token, then resumes the pending session of that test and mode or starts one. */
  async launch(token: string, user: User, lang: Lang): Promise<DeliveryStateDto> {
    const now = new Date();
    const [spent] = await this.em.getConnection().execute(
      `update launch_tokens set used_on = ? where token_hash = ? and user_id = ? and used_on is null and expires_on > ?
       returning test_detail_id, mode, preview, paa_id`,
      [now, hashToken(this.config.sessionSecret, token), user.id, now],
    );
    if (!spent) throw new GoneException('delivery.linkExpired');
    const paaId = spent.paa_id === null || spent.paa_id === undefined ? null : Number(spent.paa_id);
    const sessionId = await this.startOrResume(user, Number(spent.test_detail_id), Number(spent.mode), Boolean(spent.preview), paaId, now);
    const loaded = await this.store.load(sessionId, user, lang);
    await this.store.markPresented(loaded, loaded.session.currentPosition);
    return stateView(loaded);
  }

  private async startOrResume(user: User, testDetailId: number, mode: number, preview: boolean, paaId: number | null, now: Date): Promise<number> {
    return this.em.transactional(async (em) => {
      const run = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
      const testAlias = await this.tests.aliasOf(testDetailId, em);
      if (testAlias === null) throw new NotFoundException('delivery.testNotAvailable');
      if (paaId !== null) {
        // closed or finished since the link was made: its sample attempts are over
        await this.paa.holdInProgress(em, paaId);
      }
      const values = [user.id, testDetailId, testAlias, mode, preview, paaId, newSeed(), now, new Date(now.getTime() + SESSION_TTL_MS)];
      const insert = `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, paa_id, status, seed, current_position, started_on, expires_on, version)
        values (?, ?, ?, ?, ?, ?, ${SessionStatus.Pending}, ?, 0, ?, ?, 1)`;
      // a preview is always a fresh look at the package
      if (preview) return Number((await run(`${insert} returning id`, values))[0].id);
      // a PAA's sample attempt and the practice attempt of the same test are apart (paa_id 0 = practice)
      const slot = 'user_id = ? and test_alias = ? and mode = ? and coalesce(paa_id, 0) = ? and status = ? and not preview';
      const slotValues = [user.id, testAlias, mode, paaId ?? 0, SessionStatus.Pending];
      await run(`update test_sessions set status = ? where ${slot} and expires_on <= ?`, [SessionStatus.Expired, ...slotValues, now]);
      // the partial unique index makes a concurrent start land on the same session
      const [created] = await run(`${insert} on conflict (user_id, test_alias, mode, coalesce(paa_id, 0)) where status = 1 and not preview do nothing returning id`, values);
      if (created) return Number(created.id);
      const [pending] = await run(`select id from test_sessions where ${slot}`, slotValues);
      return Number(pending.id);
    });
  }
}
