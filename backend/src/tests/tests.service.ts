import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { Fn } from '../acl/functions';
import type { AuthContext } from '../common/auth-context';
import { CpStatus } from '../content-packages/cp-status';
import { TestDetail } from './test-detail.entity';
import type { AllTestsQueryDto, AllTestsResponseDto, TestEntryDto } from './tests.dto';

/** Which tests a category offers: the published version of each test, or one package's for a preview. */
@Injectable()
export class TestsService {
  constructor(private readonly em: EntityManager) {}

  async allTests(query: AllTestsQueryDto, auth: AuthContext): Promise<AllTestsResponseDto> {
    const details = query.cpId ? await this.preview(query, auth) : await this.em.find(TestDetail, { category: query.categoryId, publishedOn: { $ne: null } }, { orderBy: { testName: 'asc', id: 'asc' } });
    const { user } = auth;
    return {
      userId: user.id,
      testData: details.map(
        (d): TestEntryDto => ({
          testDetailId: d.id,
          testName: d.testName,
          testDescription: d.testDescription ?? null,
          testAlias: d.testAlias,
          parentTestAlias: d.parentTestAlias ?? null,
          categoryId: d.category.categoryId,
          bpId: d.id,
          branchingProfileId: d.id,
          branchingProfileName: d.branchingProfileName,
          operationalTestLength: d.operationalTestLength,
          firstName: user.firstName,
          lastName: user.lastName,
          // Sessions arrive with the test player; until then no test has one in progress.
          pendingLAYGSessionId: null,
          pendingSAMPSessionId: null,
          completedLAYGSessionId: null,
          studentIdPK: user.id,
        }),
      ),
    };
  }

  /** Staff may preview a package's test before publication (statuses above 3 except rejected). */
  private async preview(query: AllTestsQueryDto, auth: AuthContext): Promise<TestDetail[]> {
    if (auth.acl[String(Fn.Imports)] !== 'W') throw new ForbiddenException('auth.forbidden');
    const details = await this.em.find(TestDetail, { contentPackage: query.cpId, ...(query.testDetailId ? { id: query.testDetailId } : {}) }, { populate: ['contentPackage'] });
    return details.filter((d) => d.contentPackage.statusId > 3 && d.contentPackage.statusId !== CpStatus.Rejected);
  }
}
