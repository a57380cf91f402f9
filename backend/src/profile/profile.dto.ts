import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** getProfile takes no fields; the session says whose profile it is. */
export class GetProfileDto {}

export class ProfileDto {
  userId!: number;
  firstName!: string;
  lastName!: string;
  emailAddress!: string;
  roleId!: number;
  roleName!: string;
  language!: string;
  /** ISO 8601 */
  createdOn!: string;
  /** ISO 8601, or null before the first sign-in */
  lastLogin!: string | null;
}

export class SaveProfileDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'profile.firstNameRequired' })
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  firstName!: string;

  @Transform(trim)
  @IsNotEmpty({ message: 'profile.lastNameRequired' })
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  lastName!: string;

  /** the interface language, kept for mails */
  @IsOptional()
  @IsIn(['en', 'ru'])
  language?: string;
}

export class SaveProfileResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  message!: string;
}
