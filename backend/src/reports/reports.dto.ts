import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { TableQueryDto } from '../common/table-query.dto';

export const REPORT_NAMES = ['students', 'tests', 'categories', 'institutions'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const TREND_PERIODS = ['day', 'week', 'month'] as const;

/** The filters every report takes, on top of the table query (page, order, free text). */
export class ReportQueryDto extends TableQueryDto {
  /** first day included, 'YYYY-MM-DD' (UTC) */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dateFrom must be a date written YYYY-MM-DD' })
  dateFrom?: string;

  /** last day included, 'YYYY-MM-DD' (UTC) */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dateTo must be a date written YYYY-MM-DD' })
  dateTo?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  categoryId?: number;

  /** 1 Learn As You Go, 2 Practice Test */
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2])
  mode?: 1 | 2;

  /** the institution the student chose in their latest Pre-Assessment Activity */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  institutionId?: number;

  /** the trend chart's step (category report) */
  @IsOptional()
  @IsIn(TREND_PERIODS)
  period?: (typeof TREND_PERIODS)[number];
}

export class ExportReportDto extends ReportQueryDto {
  @IsIn(REPORT_NAMES)
  report!: ReportName;
}

export class StrandPercentDto {
  strandName!: string;
  percent!: number;
}

export class StudentReportRowDto {
  sessionId!: number;
  /** 'Deleted user' for a deleted account, whose name and address are gone */
  studentName!: string;
  /** null for a deleted account */
  emailAddress!: string | null;
  testName!: string;
  categoryName!: string;
  mode!: number;
  modeName!: string;
  status!: number;
  statusName!: string;
  score!: number | null;
  maxScore!: number | null;
  percent!: number | null;
  strandResults!: StrandPercentDto[];
  startedOn!: string;
  completedOn!: string | null;
  /** null when the student never began one */
  paaStatus!: number | null;
  paaStateName!: string;
  certificateCode!: string | null;
  institutionName!: string | null;
}

export class StudentReportDto {
  data!: StudentReportRowDto[];
  page!: number;
  totalCount!: number;
}

export class TestReportRowDto {
  testAlias!: string;
  testName!: string;
  categoryName!: string;
  attempts!: number;
  completed!: number;
  /** 0-100 */
  completionRate!: number;
  meanPercent!: number | null;
  meanMinutes!: number | null;
}

export class ScoreBucketDto {
  /** lowest score of the bucket, 0, 10, ... 90 (the last holds 90-100) */
  from!: number;
  count!: number;
}

export class TestReportDto {
  data!: TestReportRowDto[];
  page!: number;
  totalCount!: number;
  /** completed attempts of the filtered tests by score */
  distribution!: ScoreBucketDto[];
}

export class CategoryReportRowDto {
  categoryId!: number;
  categoryName!: string;
  students!: number;
  attempts!: number;
  completed!: number;
  completionRate!: number;
  meanPercent!: number | null;
}

export class TrendPointDto {
  /** first day of the period, 'YYYY-MM-DD' */
  period!: string;
  attempts!: number;
  completed!: number;
  meanPercent!: number | null;
}

export class CategoryReportDto {
  data!: CategoryReportRowDto[];
  page!: number;
  totalCount!: number;
  trend!: TrendPointDto[];
}

export class InstitutionReportRowDto {
  /** null: students who have not chosen one */
  institutionId!: number | null;
  institutionName!: string;
  students!: number;
  paaStarted!: number;
  paaFinished!: number;
  certificates!: number;
  lastActivity!: string | null;
}

export class InstitutionReportDto {
  data!: InstitutionReportRowDto[];
  page!: number;
  totalCount!: number;
}

export class ExportReportResponseDto {
  status!: 'SUCCESS' | 'FAILED';
  message?: string;
  FILE_NAME?: string;
  FILE_URL?: string;
  rowCount?: number;
}
