import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import type { CandidateResponse } from '../../qti/types';
import { RESPONSE_MAP } from './schemas';

/** Which test version to open, and how: 1 Learn As You Go, 2 Practice Test. */
export class TokenForDataDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  testDetailId!: number;

  /** 1 Learn As You Go, 2 Practice Test */
  @Type(() => Number)
  @IsIn([1, 2])
  mode!: number;

  /** a sample test of the caller's PAA in progress (category 5, Learn As You Go only) */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  paaId?: number;
}

export class TokenForDataResponseDto {
  /** single use, valid for 2 minutes; the player address is the delivery URL followed by it */
  token!: string;
}

export class LaunchDto {
  /** the token from /api/getTokenForData */
  @IsString()
  @Length(43, 43)
  token!: string;
}

export class SessionIdDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  sessionId!: number;
}

export class SessionPositionDto extends SessionIdDto {
  /** 0-based index of the item in the session's route */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10_000)
  position!: number;
}

export class NextDto extends SessionIdDto {
  /**
   * The position the student moves on from. When the session is no longer there (the same Next
   * arrived twice), nothing moves and the session comes back as it stands.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10_000)
  position?: number;
}

export class AnswerDto extends SessionPositionDto {
  /** the item's identifier; must be the item at `position` */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  uin!: string;

  /**
   * The answer by response identifier: null (cleared), a string (single cardinality) or a list of
   * strings (multiple and ordered; pairs as 'source target').
   */
  @ApiProperty(RESPONSE_MAP)
  @IsObject()
  response!: Record<string, CandidateResponse>;

  /** a new UUID per answer the student gives; sending the same one again changes nothing */
  @IsUUID()
  clientId!: string;

  /** when the student gave the answer (ISO 8601); an answer older than the saved one is ignored */
  @IsISO8601({ strict: true })
  answeredAt!: string;
}

export class AnswerResponseDto {
  saved!: true;
  /** ISO 8601 */
  savedOn!: string;
}

export class FlagDto extends SessionPositionDto {
  @IsBoolean()
  flagged!: boolean;
}

export class FlagResponseDto {
  flagged!: boolean;
}

export class SaveAndExitResponseDto {
  /** ISO 8601: the session can be resumed until then */
  expiresOn!: string;
}
