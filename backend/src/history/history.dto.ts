import { IsIn, IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';

/** A strand's share of a completed test's score. */
export class HistoryStrandDto {
  strandName!: string;
  score!: number;
  maxScore!: number;
  percent!: number;
  /** the part of maxScore the student's own rubric ratings give (an essay's self-score); 0 when none */
  selfRatedMaxScore!: number;
}

/** A row of the History table: one completed test of the caller. */
export class HistoryRowDto {
  testName!: string;
  /** the percent score; null when it is a PAA entry (paaId > 0, shown 'N/A') or nothing was machine-scored */
  testScore!: number | null;
  /** ISO 8601 */
  testCompletionDate!: string;
  testDetailId!: number;
  /** the test session's id: open its report with /api/delivery/report */
  testSessionDetailId!: number;
  testAlias!: string;
  /** the PAA session the row belongs to; 0 for a practice test */
  paaId!: number;
  /** 1 Learn As You Go, 2 Practice Test */
  mode!: number;
  /** whether part of the score is the student's own rubric rating (an essay's self-score) */
  selfRated!: boolean;
  /** an adaptive test's practice scaled score (shown instead of the percent); null for any other test or a PAA entry */
  scaledScore!: number | null;
  /** the result per strand, in the test's strand order; empty for a PAA entry */
  strands!: HistoryStrandDto[];
}

export class HistoryPageDto {
  data!: HistoryRowDto[];
  page!: number;
  totalCount!: number;
}

/**
 * A point of a category's line: one result, or, past 150 results in the category, the mean of a run
 * of consecutive ones (runs differ in length by one at most).
 */
export class HistoryPointDto {
  /** ISO 8601: the completion of the run's last result, or of the result itself */
  completedOn!: string;
  /** ISO 8601: the completion of the run's first result; completedOn when the point is one result */
  firstCompletedOn!: string;
  /** the run's mean percent, rounded; the result's own when the point is one result */
  percent!: number;
  /** how many results the point stands for: 1 unless the category has more than 150 */
  count!: number;
  /** 1 Learn As You Go, 2 Practice Test; null for a run of results */
  mode!: number | null;
  /** the test the point is a result of; null for a run of results */
  testName!: string | null;
}

/** A result as the chart's words tell it. */
export class HistoryResultDto {
  /** ISO 8601 */
  completedOn!: string;
  percent!: number;
}

/** One category's scores over time, oldest first: the trend of a subject across its tests. */
export class HistorySeriesDto {
  categoryId!: number;
  /** in the reader's language for the seeded categories */
  categoryName!: string;
  /** how many results the category holds: more than points when the points are runs */
  count!: number;
  /** the category's first result, its latest and its best score, whether or not the points are runs */
  first!: HistoryResultDto;
  last!: HistoryResultDto;
  best!: number;
  /** at most 150 */
  points!: HistoryPointDto[];
}

export class HistoryChartDto {
  series!: HistorySeriesDto[];
}

export class PrintHistoryDto {
  /** the reader's IANA time zone, so printed dates match the screen; UTC when absent */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  // an IANA name the runtime knows ('America/Chicago', 'UTC'); anything else is refused by name
  @IsTimeZone({ message: 'validation.timeZone' })
  timeZone?: string;
}

export class PrintHistoryResponseDto {
  /** 'SUCCESS', or 'FAILED' when the caller has no completed test */
  status!: 'SUCCESS' | 'FAILED';
  /** a GET on this API that answers the PDF; present on SUCCESS */
  FILE_URL?: string;
}

export class HistoryPdfQueryDto {
  @IsOptional()
  @IsIn(['en', 'ru'])
  lang?: 'en' | 'ru';

  @IsOptional()
  @IsString()
  @MaxLength(64)
  // an IANA name the runtime knows ('America/Chicago', 'UTC'); anything else is refused by name
  @IsTimeZone({ message: 'validation.timeZone' })
  tz?: string;
}
