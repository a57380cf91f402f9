import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { CpStatus, formatPercent } from '@portal/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { correctResponseOf } from '../delivery/items.public';
import { DeliveryMode } from '../delivery/entities/test-session.entity';
import type { MessageKey } from '../i18n/i18n';
import { type Lang, LOCALES, t } from '../i18n/i18n';
import { JobHandlers, JobQueue, QUEUE_ITEM_STATS } from '../jobs/job-queue';
import type { ScoringModel } from '../qti/types';
import { ItemDetail } from '../practice-tests/item-detail.entity';
import { TestDetail } from '../practice-tests/test-detail.entity';
import type { ItemFlagDto, ItemIrtDto, ItemStatisticsDto } from './item-stats.dto';
import { staleVersions, sumsInDatabase } from './item-stats.queries';
import { ItemStatistics, type StoredItemFigures } from './item-statistics.entity';
import { earlierParameters, scoredAnswers } from './calibration.queries';
import { calibrateItems, type CalibrationInput, type CalibrationSummary, type ItemIrt, itemModel, packageParameters } from './item-calibration';
import type { DeliveryItem, TestModel } from '../qti/types';
import { type ItemFlag, type StatsThresholds, type TestFigures, testFigures } from './statistics';
import { TestsService } from '../practice-tests/tests.service';

interface StatsJob {
  testDetailId: number;
  mode: DeliveryMode;
}

const MODES = [DeliveryMode.PracticeTest, DeliveryMode.LearnAsYouGo] as const;
const percent = (v: number, lang: Lang) => formatPercent(v * 100, LOCALES[lang]);
const fixed = (v: number, lang: Lang) => v.toLocaleString(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Item analysis per test version and mode: computed by a background job, read by staff. */
@Injectable()
export class ItemStatsService implements OnModuleInit {
  private readonly logger = new Logger('ItemStatistics');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tests: TestsService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(QUEUE_ITEM_STATS, async (data) => void (await this.run(data as StatsJob)));
  }

  get thresholds(): StatsThresholds {
    const { minResponses, facilityMin, facilityMax, discriminationMin, omitMax } = this.config.itemStats;
    return { minResponses, facilityMin, facilityMax, discriminationMin, omitMax };
  }

  /** Both modes of a version again, now (a waiting or running job is not doubled). */
  async refresh(testDetailId: number): Promise<void> {
    if (!(await this.em.count(TestDetail, testDetailId))) throw new NotFoundException('itemStats.testNotFound');
    for (const mode of MODES) await this.queue.add(QUEUE_ITEM_STATS, { testDetailId, mode } satisfies StatsJob, { jobId: `stats-${testDetailId}-${mode}` });
  }

  /** Versions and modes with a session completed since their figures were computed. */
  async stale(): Promise<StatsJob[]> {
    const rows = await staleVersions(this.em);
    return rows.map((r) => ({ testDetailId: Number(r.test_detail_id), mode: Number(r.mode) }));
  }

  /** What the serving process runs: a sweep at start and every ITEM_STATS_REFRESH_MINUTES queues the stale versions. */
  superviseStatistics(): () => void {
    const sweep = async () => {
      try {
        for (const job of await this.stale()) await this.queue.add(QUEUE_ITEM_STATS, job, { jobId: `stats-${job.testDetailId}-${job.mode}` });
      } catch (error) {
        this.logger.error(`looking for stale item statistics: ${(error as Error).message}`);
      }
    };
    // at start too: sessions completed while no process served are counted without waiting a period
    void sweep();
    const timer = setInterval(() => void sweep(), this.config.itemStats.refreshMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Computes and stores one version's figures in one mode; `computedOn` is taken before reading. */
  async run({ testDetailId, mode }: StatsJob): Promise<(TestFigures & { calibration: CalibrationSummary | null }) | null> {
    const em = this.em.fork();
    const detail = await em.findOne(TestDetail, testDetailId, { fields: ['structure'] });
    if (!detail) return null;
    const computedOn = new Date();
    const sums = await sumsInDatabase(em, testDetailId, mode);
    const model = this.config.itemStats.irtModel;
    const fields = model === '3pl' ? (['uin', 'scoring', 'delivery'] as const) : (['uin', 'scoring'] as const);
    const items = await em.find(ItemDetail, { testDetail: testDetailId }, { fields: [...fields], orderBy: { position: 'asc' } });
    const keys = new Map(items.map((i) => [i.uin, correctResponseOf(json<ScoringModel>(i.scoring))]));
    const figures = testFigures(sums.items, sums.totals, keys, this.thresholds);
    const order = new Map(items.map((i, n) => [i.uin, n]));
    figures.items.sort((a, b) => (order.get(a.uin) ?? 0) - (order.get(b.uin) ?? 0));
    const calibrated = await this.calibrate(em, testDetailId, mode, items, json<Pick<TestModel, 'parts'>>(detail.structure));
    const stored: StoredItemFigures[] = figures.items.map((i) => ({ ...i, irt: calibrated?.items.get(i.uin) ?? null }));
    const calibration = calibrated?.summary ?? null;
    await em.upsert(
      ItemStatistics,
      { testDetail: testDetailId, mode, sessions: figures.sessions, reliability: figures.reliability, items: stored, calibration, computedOn },
      { onConflictFields: ['testDetail', 'mode'], onConflictAction: 'merge', onConflictExcludeFields: ['id'] },
    );
    return { ...figures, items: stored, calibration };
  }

  /**
   * IRT parameters from the completed sessions. Anchors, held fixed so new items land on the bank's
   * scale: an item's parameters from the latest earlier version of the same test alias, else the package's.
   */
  private async calibrate(
    em: EntityManager,
    testDetailId: number,
    mode: number,
    items: Pick<ItemDetail, 'uin' | 'scoring' | 'delivery'>[],
    structure: Pick<TestModel, 'parts'>,
  ) {
    const earlier = await earlierParameters(em, testDetailId, mode);
    const given = packageParameters(structure);
    const setting = this.config.itemStats.irtModel;
    const inputs: CalibrationInput[] = items.map((item) => {
      const fromEarlier = earlier.get(item.uin);
      const fromPackage = given.get(item.uin);
      const anchor = fromEarlier
        ? { parameters: fromEarlier, source: 'earlier' as const }
        : fromPackage
          ? { parameters: fromPackage, source: 'package' as const }
          : undefined;
      return {
        uin: item.uin,
        model: itemModel(setting, setting === '3pl' ? json<DeliveryItem>(item.delivery) : undefined),
        machineScored: !json<ScoringModel>(item.scoring).humanScored,
        ...(anchor ? { anchor } : {}),
      };
    });
    try {
      const result = calibrateItems(inputs, await scoredAnswers(em, testDetailId, mode), {
        model: setting,
        minResponses: this.config.itemStats.irtMinResponses,
      });
      if (result) this.logger.log(`calibrated test ${testDetailId} mode ${mode}: ${result.summary.sessions} sessions in ${result.summary.milliseconds} ms`);
      return result;
    } catch (error) {
      // the classical figures stand without parameters
      this.logger.error(`calibrating test ${testDetailId} mode ${mode}: ${(error as Error).message}`);
      return null;
    }
  }

  async read(testDetailId: number, mode: number, lang: Lang): Promise<ItemStatisticsDto> {
    // a test whose package still imports is not there yet for its readers
    const detail = await this.em.findOne(TestDetail, testDetailId, { fields: ['contentPackageId'] });
    const cp = detail && (await this.tests.packageOf(detail.contentPackageId));
    if (!cp || cp.statusId === CpStatus.Importing) throw new NotFoundException('itemStats.testNotFound');
    const row = await this.em.findOne(ItemStatistics, { testDetail: testDetailId, mode });
    return {
      testDetailId,
      mode,
      sessions: row?.sessions ?? 0,
      reliability: row?.reliability ?? null,
      computedOn: row?.computedOn.toISOString() ?? null,
      calibration: row?.calibration ?? null,
      items: (row?.items ?? []).map((i) => ({ ...i, flags: i.flags.map((f) => flagText(f, lang)), irt: irtText(i.irt ?? null, lang) })),
    };
  }
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The reason in words: figures as the table shows them (shares in per cent, correlations to 2 places). */
export function flagText(flag: ItemFlag, lang: Lang): ItemFlagDto {
  const shares = flag.code === 'tooHard' || flag.code === 'tooEasy' || flag.code === 'highOmit' || flag.code === 'distractorBeatsKey';
  const show = shares ? percent : fixed;
  const vars = { value: show(flag.value, lang), bound: show(flag.bound, lang), choice: flag.choice ?? '' };
  return { code: flag.code, reason: t(lang, `itemStats.flag.${flag.code}` as MessageKey, vars) };
}

/** The IRT figures as staff read them: a not-calibrated item says why in words. */
export function irtText(irt: ItemIrt | null, lang: Lang): ItemIrtDto | null {
  if (!irt) return null;
  const { reason, ...rest } = irt;
  if (!reason) return { ...rest, reason: null };
  const vars = { responses: irt.responses.toLocaleString(LOCALES[lang]), min: reason.min.toLocaleString(LOCALES[lang]) };
  return { ...rest, reason: t(lang, `itemStats.irt.${reason.code}` as MessageKey, vars) };
}
