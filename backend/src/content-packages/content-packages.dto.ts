import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { TableQueryDto } from '../common/table-query.dto';
import { CpStatus } from '@portal/shared';

// Listed here, not left to the type checker, so the document's order never depends on the order files load in.
const CP_ROW_ACTIONS = ['approve', 'reject', 'publish', 'delete', 'export', 'preview'] as const;
type CpRowAction = (typeof CP_ROW_ACTIONS)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CategoryRefDto {
  categoryId!: number;
  categoryName!: string;
}

export class CpStatusDetailDto {
  statusId!: number;
  /** the status in the caller's language; status 7 reads 'Archived' */
  statusDescription!: string;
}

/** A row of the Import History table (the spec's content package upload). */
export class CpRowDto {
  id!: number;
  fileName!: string;
  /** ISO 8601 */
  createdOn!: string;
  testDescription!: string;
  testName!: string | null;
  testAlias!: string | null;
  testDetailId!: number | null;
  cbVersion!: string | null;
  uploadedBy!: string | null;
  cpTestCategory!: CategoryRefDto;
  cpStatusDetail!: CpStatusDetailDto;
  /** the import's warnings: findings the package was imported with, not refused for */
  warningCount!: number;
}

export class CpPageDto {
  data!: CpRowDto[];
  page!: number;
  totalCount!: number;
}

export class TestVersionForImportDto {
  testVersion!: CategoryRefDto[];
}

/** The multipart fields of /api/upload besides File; described for the contract, parsed by hand. */
export class UploadFieldsDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'cp.descriptionRequired' })
  @IsString()
  @MaxLength(100, { message: 'cp.descriptionTooLong' })
  fileDesc!: string;

  @Transform(trim)
  @IsString()
  @MaxLength(50, { message: 'validation.maxLength' })
  cbVersion: string = '';

  @Type(() => Number)
  @IsInt({ message: 'cp.testVersionRequired' })
  testVersion!: number;
}

export class UploadBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'one .zip content package' })
  File!: Blob;
  fileDesc!: string;
  cbVersion?: string;
  /** a category id from /api/getTestVersionForImport */
  testVersion!: number;
}

export class UploadMsgDto {
  /** why the file was refused, when it was */
  FILE_TYPE?: string;
  /** the field a refusal is about */
  field?: string;
}

export class UploadResponseDto {
  status!: 'SUCCESS' | 'FAILED';
  /** the message to show */
  message!: string;
  msg!: UploadMsgDto;
  /** the new package, when accepted */
  cpId?: number;
}

export class CpIdDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpId!: number;
}

export class CpUploadIdDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpUploadId!: number;
}

export class CpItemsQueryDto extends TableQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpId!: number;

  /** which test of the package (one of its testDetails); its first test without it */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  testDetailId?: number;
}

export class RejectItemDto {
  commentId!: number;
  itemId!: number;
  uin!: string;
  text!: string;
}

export class CpAuditRowDto {
  firstName!: string;
  lastName!: string;
  cpStatus!: number;
  statusDescription!: string;
  cpRejectDesc!: string | null;
  /** the item comments a rejection points at */
  rejectItems!: RejectItemDto[];
  /** ISO 8601 */
  createdOn!: string;
}

export class CpTestDetailDto {
  testDetailId!: number;
  testName!: string;
  testAlias!: string;
  testDescription!: string | null;
  parentTestAlias!: string | null;
  branchingProfileName!: string;
  operationalTestLength!: number;
  itemCount!: number;
  strandCount!: number;
  qtiVersion!: string;
}

const SEVERITIES = ['error', 'warning', 'info'] as const;

export class ProcessLogEntryDto {
  line?: number;
  code!: string;
  message!: string;
  /** an error refused the package, a warning did not; info says what the import created */
  @ApiProperty({ enum: SEVERITIES })
  severity!: (typeof SEVERITIES)[number];
}

/** The plugin cannot describe a record of arrays, so the schema is spelled out. */
const ProcessLogByFile = () =>
  ApiProperty({
    description: 'findings of the import by file name, each with its severity',
    type: 'object',
    additionalProperties: { type: 'array', items: { $ref: getSchemaPath(ProcessLogEntryDto) } },
  });

@ApiExtraModels(ProcessLogEntryDto)
export class CpUploadDataDto {
  cpAudit!: CpAuditRowDto[];
  cpData!: CpRowDto;
  @ProcessLogByFile()
  processLog!: Record<string, ProcessLogEntryDto[]>;
  /** the package's first test (see testDetails) */
  testDetail!: CpTestDetailDto | null;
  /** every test of the package, in manifest order */
  testDetails!: CpTestDetailDto[];
  /** the actions this package allows the caller now */
  @ApiProperty({ enum: CP_ROW_ACTIONS, isArray: true })
  actions!: CpRowAction[];
}

export class CpDataResponseDto {
  cpUploadData!: CpUploadDataDto;
}

export class CpItemRowDto {
  itemId!: number;
  uin!: string;
  title!: string;
  strandName!: string;
  /** 1 Basic, 2 Square Root, 3 Graphing, anything else Off */
  calculator!: number;
  interactionTypes!: string[];
  testDetailId!: number;
  strandDetailId!: number;
}

export class CpItemsPageDto {
  data!: CpItemRowDto[];
  page!: number;
  totalCount!: number;
}

export class ProcessLogResponseDto {
  fileName!: string;
  statusId!: number;
  @ProcessLogByFile()
  processLog!: Record<string, ProcessLogEntryDto[]>;
}

export class ApproveOrRejectDto {
  @Type(() => Number)
  @IsIn([CpStatus.Approved, CpStatus.Rejected])
  cpUploadedTestStatus!: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpId!: number;

  @ValidateIf((o: ApproveOrRejectDto) => Number(o.cpUploadedTestStatus) === CpStatus.Rejected)
  @Transform(trim)
  @IsNotEmpty({ message: 'cp.reasonRequired' })
  @IsString()
  @MaxLength(1000, { message: 'validation.maxLength' })
  cpRejectDesc?: string;

  /** for rejection: comments on items of this package (getItemComments) the reason points at */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  itemCommentIds?: number[];
}

export class CpActionResponseDto {
  /** 'Success' for approve or reject, 'SUCCESS' for publish and delete (as the spec writes them) */
  status!: string;
  message!: string;
}

export class ExportResponseDto {
  status!: 'SUCCESS' | 'FAILED';
  FILE_NAME!: string;
  FILE_URL!: string;
}
