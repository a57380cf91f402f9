import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class TestCategoryDto {
  categoryId!: number;
  categoryName!: string;
  categoryDescription!: string;
  /** published tests of the category */
  testCount!: number;
}

export class TestVersionResponseDto {
  testVersion!: TestCategoryDto[];
}

export class AllTestsQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  categoryId!: number;

  /** staff preview: the test of this package, published or not */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  cpId?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  testDetailId?: number;

  /** the PAA's sample tests */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  paaId?: number;
}

/** A test of a category as 'Select a Practice Test to Begin' lists it (spec section 3). */
export class TestEntryDto {
  testDetailId!: number;
  testName!: string;
  testDescription!: string | null;
  testAlias!: string;
  parentTestAlias!: string | null;
  categoryId!: number;
  bpId!: number;
  branchingProfileId!: number;
  branchingProfileName!: string;
  operationalTestLength!: number;
  firstName!: string;
  lastName!: string;
  /** the student's unfinished Learn As You Go session of this test, if any */
  pendingLAYGSessionId!: number | null;
  /** the student's unfinished Practice Test session of this test, if any */
  pendingSAMPSessionId!: number | null;
  /** the name of the earlier version the unfinished Learn As You Go session is on (resuming continues it); null when it is this one or none */
  pendingLAYGVersionName!: string | null;
  /** the same for the unfinished Practice Test session */
  pendingSAMPVersionName!: string | null;
  completedLAYGSessionId!: number | null;
  studentIdPK!: number;
}

export class AllTestsResponseDto {
  testData!: TestEntryDto[];
  userId!: number;
}
