import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fn } from '../acl/functions';
import type { AuthContext } from '../common/auth-context';
import { Auth, Lang, RequiresFunction } from '../common/decorators';
import { isMessageKey, type Lang as Language, t } from '../i18n/i18n';
import { TestCategory } from './test-category.entity';
import { AllTestsQueryDto, AllTestsResponseDto, TestVersionResponseDto } from './tests.dto';
import { TestsService } from './tests.service';

@ApiTags('tests')
@Controller('api')
export class TestsController {
  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
  ) {}

  /** The practice-test categories of 'Choose a Practice Test'. */
  @RequiresFunction(Fn.Home)
  @Post('getTestVersion')
  @HttpCode(200)
  async getTestVersion(@Lang() lang: Language): Promise<TestVersionResponseDto> {
    const rows = await this.em.find(TestCategory, {}, { orderBy: { sortOrder: 'asc', categoryId: 'asc' } });
    // Seeded categories have translations; any other keeps the name it was stored with.
    const say = (key: string, fallback: string) => (isMessageKey(key) ? t(lang, key) : fallback);
    return {
      testVersion: rows.map(({ categoryId, categoryName, categoryDescription }) => ({
        categoryId,
        categoryName: say(`category.${categoryId}.name`, categoryName),
        categoryDescription: say(`category.${categoryId}.description`, categoryDescription),
      })),
    };
  }

  /** The tests of a category for 'Select a Practice Test to Begin'; with cpId, a package's preview. */
  @RequiresFunction(Fn.Home)
  @Post('getAllTests')
  @HttpCode(200)
  getAllTests(@Body() query: AllTestsQueryDto, @Auth() auth: AuthContext): Promise<AllTestsResponseDto> {
    return this.tests.allTests(query, auth);
  }
}
