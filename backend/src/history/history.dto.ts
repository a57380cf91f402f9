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
  /** the result per strand, in the test's strand order; empty for a PAA entry */
  strands!: HistoryStrandDto[];
}

export class HistoryPageDto {
  data!: HistoryRowDto[];
  page!: number;
  totalCount!: number;
}

export class HistoryPointDto {
  /** ISO 8601 */
  completedOn!: string;
  percent!: number;
  /** 1 Learn As You Go, 2 Practice Test */
  mode!: number;
  /** the test the point is a result of */
  testName!: string;
}

/** One category's scores over time, oldest first: the trend of a subject across its tests. */
export class HistorySeriesDto {
  categoryId!: number;
  /** in the reader's language for the seeded categories */
  categoryName!: string;
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
