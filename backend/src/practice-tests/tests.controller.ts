import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fn } from '@portal/shared';
import { Auth, type AuthContext } from '../http/auth-context';
import { Lang, RequiresFunction } from '../http/decorators';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isMessageKey, type Lang as Language, t } from '../i18n/i18n';
import { TestCategory } from './test-category.entity';
import { AllTestsQueryDto, AllTestsResponseDto, TestVersionResponseDto } from './tests.dto';
import { TestsService } from './tests.service';

/** The category of the Pre-Assessment Activity (spec 9). */
const PAA_CATEGORY = 5;

@ApiTags('tests')
@Controller('api')
export class TestsController {
  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The practice-test categories of 'Choose a Practice Test', each with its number of published
   * tests; with HIDE_EMPTY_CATEGORIES, those without one are left out (never the PAA's, which is an
   * activity before it is a list of tests).
   */
  @RequiresFunction(Fn.Home)
  @Post('getTestVersion')
  @HttpCode(200)
  async getTestVersion(@Lang() lang: Language): Promise<TestVersionResponseDto> {
    const rows = await this.em.find(TestCategory, {}, { orderBy: { sortOrder: 'asc', categoryId: 'asc' } });
    const counts = await this.tests.countsByCategory();
    // Seeded categories have translations; any other keeps the name it was stored with.
    const say = (key: string, fallback: string) => (isMessageKey(key) ? t(lang, key) : fallback);
    const shown = this.config.hideEmptyCategories ? rows.filter((c) => c.categoryId === PAA_CATEGORY || (counts.get(c.categoryId) ?? 0) > 0) : rows;
    return {
      testVersion: shown.map(({ categoryId, categoryName, categoryDescription }) => ({
        categoryId,
        categoryName: say(`category.${categoryId}.name`, categoryName),
        categoryDescription: say(`category.${categoryId}.description`, categoryDescription),
        testCount: counts.get(categoryId) ?? 0,
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
