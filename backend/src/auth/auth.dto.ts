import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EqualsField, IsNotCommonPassword, IsPortalPassword } from '../common/validators';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @Transform(trimLower)
  @IsNotEmpty({ message: 'validation.emailRequired' })
  @IsEmail({}, { message: 'validation.emailInvalid' })
  @MaxLength(250, { message: 'validation.maxLength' })
  email!: string;

  @IsNotEmpty({ message: 'validation.passwordRequired' })
  @IsString()
  @MaxLength(50, { message: 'validation.maxLength' })
  password!: string;
}

export class LoginResponseDto {
  /** SUCCESS or FAILED */
  @IsIn(['SUCCESS', 'FAILED'])
  result!: 'SUCCESS' | 'FAILED';
  /** on FAILED, the message to show */
  username?: string;
  userId?: number;
  /** the email address */
  userName?: string;
  firstName?: string;
  lastName?: string;
  SES_ROLE_NAME?: string;
  /** when the account was created (ISO 8601) */
  fromAccountDate?: string;
  /** login time in ms since the epoch; echo it in X-Login-Time */
  loginTime?: string;
  /** base address of the test delivery site */
  tddomainUrl?: string;
  /** the interface language saved on the account */
  language?: string;
}

/** The client posts back its login response; only the session decides the answer. */
export class GetCoreDto {
  @IsOptional() result?: string;
  @IsOptional() username?: string;
  @IsOptional() userId?: number;
  @IsOptional() userName?: string;
  @IsOptional() firstName?: string;
  @IsOptional() lastName?: string;
  @IsOptional() SES_ROLE_NAME?: string;
  @IsOptional() fromAccountDate?: string;
  @IsOptional() loginTime?: string;
  @IsOptional() tddomainUrl?: string;
  @IsOptional() language?: string;
}

export class CoreResponseDto {
  /** function id → access letter ('W' grants it) */
  acl!: Record<string, string>;
  roleId!: number;
}

export class ResultDto {
  result!: 'SUCCESS' | 'FAILED';
}

export class SignupDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'validation.firstNameRequired' })
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  firstName!: string;

  @Transform(trim)
  @IsNotEmpty({ message: 'validation.lastNameRequired' })
  @IsString()
  @MaxLength(100, { message: 'validation.maxLength' })
  lastName!: string;

  /** required, except in invite mode, where the invite names the address */
  @Transform(trimLower)
  @ValidateIf((o: SignupDto) => !o.isInviteUsr && !o.token)
  @IsNotEmpty({ message: 'validation.emailRequired' })
  @IsEmail({}, { message: 'signup.emailInvalid' })
  @MaxLength(250, { message: 'validation.maxLength' })
  email?: string;

  @IsNotEmpty({ message: 'validation.passwordRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @IsPortalPassword({ message: 'validation.passwordCriteria' })
  @IsNotCommonPassword({ message: 'validation.passwordCommon' })
  password!: string;

  @IsNotEmpty({ message: 'validation.confirmRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @EqualsField('password', { message: 'validation.passwordsMismatch' })
  confirmpassword!: string;

  @IsOptional()
  @IsBoolean()
  isInviteUsr?: boolean;

  /** sent by the invite form; the role always comes from the invite itself */
  @IsOptional()
  @IsInt()
  roleId?: number;

  /** the invite link's token */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  /** interface language for mails: en or ru */
  @IsOptional()
  @IsIn(['en', 'ru'])
  language?: string;
}

export class SignupResultDto {
  result!: 'SUCCESS' | 'FAILED';
  /** 'Y' when the address is already registered */
  isEmailExists?: 'Y' | 'N';
  /** the error text for the email field */
  email?: string;
  message?: string;
}

export class SignupResponseDto {
  data!: SignupResultDto;
}

export class LinkDto {
  @IsNotEmpty({ message: 'validation.tokenRequired' })
  @IsString()
  @MaxLength(200)
  token!: string;

  @IsOptional()
  @Equals(true)
  isInviteUsr?: boolean;
}

export class InviteLinkResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  isValidURL!: boolean;
  EXPIRED_LINK?: string;
  email?: string;
  roleId?: number;
}

export class ResetLinkResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  isValidURL!: boolean;
  email?: string;
  userId?: number;
  message?: string;
}

export class EnterResetPasswordDto {
  @Transform(trimLower)
  @IsNotEmpty({ message: 'validation.emailRequired' })
  @IsEmail({}, { message: 'validation.emailInvalid' })
  email!: string;

  @IsNotEmpty({ message: 'validation.passwordRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  password!: string;

  @IsNotEmpty({ message: 'validation.confirmRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @EqualsField('password', { message: 'validation.passwordsMismatch' })
  confirmpassword!: string;

  @IsInt()
  userid!: number;

  /** the reset link's token */
  @IsNotEmpty({ message: 'validation.tokenRequired' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class EnterResetPasswordResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  /** 'Y' when the password broke the rule */
  isVoilations!: 'Y' | 'N';
  message!: string;
}

export class ForgotPasswordDto {
  @Transform(trimLower)
  @IsNotEmpty({ message: 'validation.emailRequired' })
  @IsEmail({}, { message: 'validation.emailInvalid' })
  @MaxLength(250, { message: 'validation.maxLength' })
  email!: string;
}

export class ForgotPasswordResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  /** the message to show */
  username!: string;
}

export class ChangePasswordDto {
  @IsNotEmpty({ message: 'validation.currentPasswordRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @IsPortalPassword({ message: 'validation.passwordCriteria' })
  currentPassword!: string;

  @IsNotEmpty({ message: 'validation.newPasswordRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @IsPortalPassword({ message: 'validation.passwordCriteria' })
  @IsNotCommonPassword({ message: 'validation.passwordCommon' })
  newPassword!: string;

  @IsNotEmpty({ message: 'validation.confirmRequired' })
  @MaxLength(50, { message: 'validation.maxLength' })
  @EqualsField('newPassword', { message: 'validation.passwordsMismatch' })
  confirmPassword!: string;
}

export class ChangePasswordResponseDto {
  result!: 'SUCCESS' | 'FAILED';
  msg!: string;
}
