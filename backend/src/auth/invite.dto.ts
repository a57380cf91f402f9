import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { STAFF_ROLES } from '@portal/shared';

export class InviteUserDto {
  /** 3 content admin, 4 reviewer or 5 publisher */
  @IsNotEmpty({ message: 'invite.roleRequired' })
  @IsIn(STAFF_ROLES, { message: 'invite.roleRequired' })
  userRoleId!: number;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'invite.emailRequired' })
  @IsEmail({}, { message: 'invite.emailInvalid' })
  @MaxLength(250, { message: 'validation.maxLength' })
  userEmail!: string;

  /** optional display name of the invitee */
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.maxLength' })
  name?: string;
}

export class InviteUserResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  /** 'Y' when the address already has an account */
  userAlreadyRegistered?: 'Y';
  message!: string;
}
