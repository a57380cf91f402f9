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
import { DeliveryMode } from './entities/test-session.entity';
import { dropUnusedTokens, insertToken, spendToken } from './launch-tokens.queries';
import { PaaGate } from '../paa/paa-gate.service';
import { TestsService } from '../practice-tests/tests.service';
import { hasPendingSession, startOrResumeSession } from './sessions.queries';
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
      await dropUnusedTokens(em, account.id);
    });
  }

  /**
   * A single-use token for one user, test version and mode; what the player's address carries. With a
   * PAA id, a sample test of the caller's PAA in progress.
   */
  async issue(path: LaunchPath, testDetailId: number, mode: number, auth: AuthContext, paaId: number | null = null): Promise<string> {
    const test = await this.tests.launchable(testDetailId);
    if (!test) throw new NotFoundException('delivery.testNotAvailable');
    if (paaId !== null) {
      await this.checkSampleLaunch(path, test.categoryId, test.published, mode, paaId, auth);
    } else if (path === 'preview') {
      if (auth.acl[String(Fn.Imports)] !== 'W') throw new ForbiddenException('auth.forbidden');
      if (!test.previewable) throw new NotFoundException('delivery.testNotAvailable');
    } else if (!test.published) {
      // an older version stays open to the student who started on it
      if (!(await hasPendingSession(this.em, auth.userId, testDetailId))) throw new NotFoundException('delivery.testNotAvailable');
    }
    const token = newToken();
    const now = new Date();
    await insertToken(this.em, {
      tokenHash: hashToken(this.config.sessionSecret, token),
      userId: auth.userId,
      testDetailId,
      mode,
      preview: path === 'preview',
      paaId,
      createdOn: now,
      expiresOn: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    return token;
  }

  /** The PAA's sample tests: published tests of category 5, in Learn As You Go, for the caller's PAA in progress. */
  private async checkSampleLaunch(path: LaunchPath, categoryId: number, published: boolean, mode: number, paaId: number, auth: AuthContext): Promise<void> {
    await this.paa.assertInProgress(paaId, auth.userId);
    if (path !== 'test' || categoryId !== this.paa.sampleCategory || !published)
      throw new PortalValidationException([{ field: 'testDetailId', message: 'paa.sampleTestOnly' }]);
    if (mode !== DeliveryMode.LearnAsYouGo) throw new PortalValidationException([{ field: 'mode', message: 'paa.sampleLearnOnly' }]);
  }

  /** Spends the token, then resumes the pending session of that test and mode or starts one. */
  async launch(token: string, user: User, lang: Lang): Promise<DeliveryStateDto> {
    const now = new Date();
    const spent = await spendToken(this.em, hashToken(this.config.sessionSecret, token), user.id, now);
    if (!spent) throw new GoneException('delivery.linkExpired');
    const paaId = spent.paa_id === null || spent.paa_id === undefined ? null : Number(spent.paa_id);
    const sessionId = await this.startOrResume(user, Number(spent.test_detail_id), Number(spent.mode), Boolean(spent.preview), paaId, now);
    const loaded = await this.store.load(sessionId, user, lang);
    await this.store.markPresented(loaded, loaded.session.currentPosition);
    return stateView(loaded);
  }

  private async startOrResume(user: User, testDetailId: number, mode: number, preview: boolean, paaId: number | null, now: Date): Promise<number> {
    return this.em.transactional(async (em) => {
      const testAlias = await this.tests.aliasOf(testDetailId, em);
      if (testAlias === null) throw new NotFoundException('delivery.testNotAvailable');
      if (paaId !== null) {
        // closed or finished since the link was made: its sample attempts are over
        await this.paa.holdInProgress(em, paaId);
      }
      return startOrResumeSession(em, {
        userId: user.id,
        testDetailId,
        testAlias,
        mode,
        preview,
        paaId,
        seed: newSeed(),
        now,
        expiresOn: new Date(now.getTime() + SESSION_TTL_MS),
      });
    });
  }
}
