import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Attempt, TestsService } from '../practice-tests/tests.service';
import { PAA_SAMPLE_CATEGORY } from './paa-session.entity';
import type { PaaSampleTestDto } from './paa.dto';

/** Step 3: the published sample tests and the student's attempts at them within one PAA. */
@Injectable()
export class PaaSampleTestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
  ) {}

  /** `em`: the transaction's, when called inside one (the embedded database has a single connection). */
  async of(userId: number, paaId: number, em: EntityManager = this.em): Promise<PaaSampleTestDto[]> {
    const details = await this.tests.publishedIn(PAA_SAMPLE_CATEGORY, em);
    const sessions =
      paaId > 0
        ? await this.tests.sessionsOf(
            userId,
            details.map((d) => d.test_alias),
            paaId,
            em,
          )
        : new Map<string, Attempt>();
    return details.map((d) => ({
      testDetailId: Number(d.id),
      testName: d.test_name,
      testAlias: d.test_alias,
      pendingSessionId: sessions.get(`${d.test_alias}:pending:1`)?.sessionId ?? null,
      completedSessionId: sessions.get(`${d.test_alias}:completed:1`)?.sessionId ?? null,
    }));
  }

  /** Both (every) sample tests submitted within this PAA. */
  async allDone(userId: number, paaId: number, em: EntityManager = this.em): Promise<boolean> {
    const tests = await this.of(userId, paaId, em);
    return tests.length > 0 && tests.every((t) => t.completedSessionId !== null);
  }
}
