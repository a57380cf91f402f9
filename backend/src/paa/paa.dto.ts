import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** A category-5 sample test of the PAA and where the student stands on it within this PAA. */
export class PaaSampleTestDto {
  testDetailId!: number;
  testName!: string;
  testAlias!: string;
  /** the unfinished Learn As You Go attempt of this PAA, to resume */
  @ApiProperty({ type: 'integer', nullable: true })
  pendingSessionId!: number | null;
  /** the latest submitted attempt of this PAA: the test counts as done */
  @ApiProperty({ type: 'integer', nullable: true })
  completedSessionId!: number | null;
}

/** The caller's PAA session (spec section 2); paaId 0 when the caller has none. */
export class PaaSessionDto {
  paaId!: number;
  /** 0-based index of the last step passed: 0 Select Institution, 1 Videos, 2 Sample Tests, 3 Course Options, 4 Resources */
  lastCompletedStep!: number;
  @ApiProperty({ type: 'integer', nullable: true })
  institutionId!: number | null;
  /** the institution's name */
  @ApiProperty({ type: String, nullable: true })
  institution!: string | null;
  /** the student's ID at the institution, optional */
  @ApiProperty({ type: String, nullable: true })
  studentDisplayId!: string | null;
  /** 'YYYY-MM-DD' */
  @ApiProperty({ type: String, nullable: true })
  studentDOB!: string | null;
  agreementChecked!: boolean;
  videosWatched!: boolean;
  /** the sample tests of step 3 and their state within this PAA */
  step3Data!: PaaSampleTestDto[];
  /** 0 in progress, 1 finished, 2 closed */
  status!: number;
  /** the certificate download, once finished */
  @ApiProperty({ type: String, nullable: true })
  certificateURL!: string | null;
  /** ISO 8601 */
  @ApiProperty({ type: String, nullable: true })
  startedOn!: string | null;
  /** ISO 8601 */
  @ApiProperty({ type: String, nullable: true })
  completedOn!: string | null;
}

/**
 * What a wizard step saves (body of createPAASession and updateCurrentPAASession). Missing or wrong
 * values of the step 1 fields are answered with the spec's messages, field by field.
 */
export class PaaSaveDto {
  /** the caller's in-progress PAA; required by updateCurrentPAASession, ignored on create (where a blank session says 0) */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  paaId?: number;

  /** the step just passed (0..4); at most one above the saved value */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(4)
  lastCompletedStep!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  @ValidateIf((o: PaaSaveDto) => o.institutionId !== null && o.institutionId !== undefined)
  @IsInt({ message: 'paa.institutionRequired' })
  @Min(1, { message: 'paa.institutionRequired' })
  @Max(2_147_483_647, { message: 'paa.institutionRequired' })
  institutionId!: number | null;

  /** 'YYYY-MM-DD' */
  @ApiProperty({ type: String, nullable: true })
  @ValidateIf((o: PaaSaveDto) => o.studentDOB !== null && o.studentDOB !== undefined)
  @IsString({ message: 'paa.dobRequired' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'paa.dobRequired' })
  studentDOB!: string | null;

  @ApiProperty({ type: Boolean, nullable: true })
  @ValidateIf((o: PaaSaveDto) => o.agreementChecked !== null && o.agreementChecked !== undefined)
  @IsBoolean({ message: 'paa.agreementRequired' })
  agreementChecked!: boolean | null;

  /** optional, up to 50 characters */
  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: 'validation.maxLength' })
  studentDisplayId?: string | null;

  /** true once every video of step 2 was watched to its end */
  @IsOptional()
  @IsBoolean()
  videosWatched?: boolean;

  /** 1 on Finish (needs lastCompletedStep 4); 0 or absent otherwise */
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1])
  status?: number;

  // The body may be the session exactly as getCurrentPAASession answered it (spec: "the body is the
  // PAA session"): the fields only the server sets are accepted and ignored, unknown ones refused.

  @ApiProperty({ readOnly: true, required: false, nullable: true, type: String })
  @Allow()
  institution?: unknown;

  @ApiProperty({ readOnly: true, required: false, type: [PaaSampleTestDto] })
  @Allow()
  step3Data?: unknown;

  @ApiProperty({ readOnly: true, required: false, nullable: true, type: String })
  @Allow()
  certificateURL?: unknown;

  @ApiProperty({ readOnly: true, required: false, nullable: true, type: String })
  @Allow()
  startedOn?: unknown;

  @ApiProperty({ readOnly: true, required: false, nullable: true, type: String })
  @Allow()
  completedOn?: unknown;
}

export class PaaPdfQueryDto {
  @IsOptional()
  @IsIn(['en', 'ru'])
  lang?: 'en' | 'ru';
}

export class TexasInstitutionDto {
  institutionIdPk!: number;
  institutionName!: string;
}

export class TexasInstitutionsDto {
  texasInstitutions!: TexasInstitutionDto[];
}

export class PaaVideoCaptionDto {
  @ApiProperty({ enum: ['en', 'ru'] })
  lang!: 'en' | 'ru';
  url!: string;
}

export class PaaVideoDto {
  url!: string;
  title!: string;
  /** WebVTT captions; none for videos configured by PAA_VIDEO_URLS */
  captions!: PaaVideoCaptionDto[];
  /** an image of the video's first frame, shown before it plays; none for videos configured by PAA_VIDEO_URLS */
  poster?: string;
}

export class PaaVideoListDto {
  /** the video addresses, in order (the spec's list) */
  url!: string[];
  videos!: PaaVideoDto[];
}

export class PaaDocumentUrlDto {
  /** a GET on this API that answers the PDF */
  url!: string;
}

export class PaaCertificateCheckDto {
  valid!: boolean;
  /** first name and last initial, e.g. 'Dana L.' */
  studentName?: string;
  institution?: string;
  /** ISO 8601 */
  completedOn?: string;
}
