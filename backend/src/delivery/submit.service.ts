import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import type { Lang } from '../i18n/i18n';
import { TestsService } from '../practice-tests/tests.service';
import type { User } from '../users/user.entity';
import type { ScoreReportDto } from './dto/delivery-views.dto';
import { SessionStatus, type TestSession } from './entities/test-session.entity';
import { finalizeItems } from './finalizer';
import { reportItems, scoreReport, totals } from './report';
import { sessionRoute } from './route';
import { SessionStore } from './session-store.service';
import { completeSession } from './sessions.queries';

/** Ending a session and reading its result. */
@Injectable()
export class SubmitService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: SessionStore,
    private readonly tests: TestsService,
  ) {}

  /**
   * Unreached items of a linear test are scored unanswered, so the percent is of the whole test; submitting
   * twice answers the same report.
   */
  async submit(sessionId: number, user: User, lang: Lang): Promise<ScoreReportDto> {
    const report = await this.em.transactional(async (em) => {
      let loaded = await this.store.load(sessionId, user, lang, { lock: true }, em);
      if (loaded.session.status === SessionStatus.Completed) return scoreReport(loaded);
      for (;;) {
        const open = loaded.route.items.filter((r) => !loaded.rows.get(r.uin)?.final).map((r) => r.uin);
        if (open.length === 0) break;
        await finalizeItems(em, loaded, open);
        const rows = await this.store.rows(sessionId, em);
        loaded = { ...loaded, rows, route: sessionRoute(loaded.content, loaded.session.seed, rows.values()) };
      }
      const items = reportItems(loaded);
      const sum = totals(loaded, items);
      const completedOn = new Date();
      const scaledScore = loaded.route.adaptive?.find((a) => a.scale)?.scale?.score ?? null;
      await completeSession(em, sessionId, {
        completedOn,
        score: sum.score,
        maxScore: sum.maxScore,
        percent: sum.percent,
        strandResults: JSON.stringify(sum.strands),
        scaledScore,
      });
      const session = {
        ...loaded.session,
        status: SessionStatus.Completed,
        completedOn,
        score: sum.score,
        maxScore: sum.maxScore,
        percent: sum.percent,
        strandResults: sum.strands,
        scaledScore,
      } as TestSession;
      return scoreReport({ ...loaded, session }, items);
    });
    return this.withPractice(report);
  }

  async report(sessionId: number, user: User, lang: Lang): Promise<ScoreReportDto> {
    const loaded = await this.store.load(sessionId, user, lang);
    if (loaded.session.status !== SessionStatus.Completed) throw new ConflictException('delivery.notCompleted');
    return this.withPractice(scoreReport(loaded));
  }

  /** Each strand's "practise this skill" tests, read after scoring so the submit transaction stays short. */
  private async withPractice(report: ScoreReportDto): Promise<ScoreReportDto> {
    const byStrand = await this.tests.testsOfStrands(report.strands.map((s) => s.strandName));
    return { ...report, strands: report.strands.map((s) => ({ ...s, practiceTests: byStrand.get(s.strandName) ?? [] })) };
  }
}
