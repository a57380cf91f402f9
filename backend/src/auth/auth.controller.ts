import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Auth, type AuthContext, type AuthRequest } from '../http/auth-context';
import { Lang, Public } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { TooManyRequestsException } from '../http/too-many-requests';
import { LimitsService } from '../rate-limit/limits.service';
import { countSignIn } from '../metrics/metrics';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AccountLinksService } from './account-links.service';
import {
  ChangePasswordDto,
  ChangePasswordResponseDto,
  CoreResponseDto,
  EnterResetPasswordDto,
  EnterResetPasswordResponseDto,
  ForgotPasswordDto,
  ForgotPasswordResponseDto,
  GetCoreDto,
  InviteLinkResponseDto,
  LinkDto,
  LoginDto,
  LoginResponseDto,
  ResetLinkResponseDto,
  ResultDto,
  SignupDto,
  SignupResponseDto,
} from './auth.dto';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies';
import { passwordQueue } from '../users/passwords';
import { SESSION_COOKIE, SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly links: AccountLinksService,
    private readonly sessions: SessionsService,
    private readonly limits: LimitsService,
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * Signs in; on SUCCESS sets the HttpOnly session cookie and returns the session user. Failures
   * are limited per account and per client address; a full password queue answers 429 too.
   */
  @Public()
  @ApiTooManyRequestsResponse({
    description: 'Too many failed attempts for this account or address, or the portal is busy; Retry-After says when to try again',
  })
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Lang() lang: Language,
    @Req() req: AuthRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponseDto> {
    // a flood is refused before it costs a lookup or a count; each account's retries wait longer
    try {
      passwordQueue.assertRoom();
    } catch (error) {
      if (error instanceof TooManyRequestsException) throw await this.limits.refuse(`busy:${body.email.trim().toLowerCase()}`, error);
      throw error;
    }
    // a browser this account signed in from before is counted by its device cookie, not with the address
    const device = this.devices.trusted(req.cookies, body.email);
    const attempt = (device && (await this.limits.beginDeviceLogin(device))) || (await this.limits.beginLogin(req.ip, body.email));
    let signedIn: Awaited<ReturnType<AuthService['login']>>;
    try {
      signedIn = await this.auth.login(body, lang);
    } catch (error) {
      await attempt.abandon();
      throw error;
    }
    const { response, cookieValue } = signedIn;
    countSignIn(response.result === 'SUCCESS');
    if (response.result === 'SUCCESS') await attempt.succeeded();
    if (cookieValue) {
      reply.setCookie(SESSION_COOKIE, cookieValue, this.sessions.cookieOptions());
      reply.setCookie(this.devices.nameFor(body.email), this.devices.issue(body.email), this.devices.cookieOptions());
    }
    return response;
  }

  /** The access list of the session: function id → 'W'. */
  @Post('getCore')
  @HttpCode(200)
  getCore(@Auth() auth: AuthContext, @Body() _body: GetCoreDto): CoreResponseDto {
    return this.auth.core(auth);
  }

  /** Ends the caller's session, if any, and clears its cookie. */
  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: AuthRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ResultDto> {
    const cookie = req.cookies?.[SESSION_COOKIE];
    if (cookie) await this.sessions.destroy(cookie);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { result: 'SUCCESS' };
  }

  /** Self sign-up as a student, or, with an invite token, as the invited role. */
  @Public()
  @RateLimit('signup')
  @Post('signup')
  @HttpCode(200)
  signup(@Body() body: SignupDto, @Lang() lang: Language): Promise<SignupResponseDto> {
    return this.links.signup(body, lang);
  }

  /** Checks an invitation link and, with a password, creates the invited account. */
  @Public()
  @RateLimit('signup')
  @Post('processInviteUserLink')
  @HttpCode(200)
  processInviteUserLink(@Body() body: LinkDto, @Lang() lang: Language): Promise<InviteLinkResponseDto> {
    return this.links.checkInviteLink(body.token, lang);
  }

  /** Checks a reset link when its page opens. */
  @Public()
  @Post('resetpassword')
  @HttpCode(200)
  resetpassword(@Body() body: LinkDto, @Lang() lang: Language): Promise<ResetLinkResponseDto> {
    return this.links.checkResetLink(body.token, lang);
  }

  /** Sets a new password through a reset link; the link then stops working. */
  @Public()
  @Post('enterresetpassword')
  @HttpCode(200)
  enterresetpassword(@Body() body: EnterResetPasswordDto, @Lang() lang: Language): Promise<EnterResetPasswordResponseDto> {
    return this.links.enterResetPassword(body, lang);
  }

  /** Mails a reset link when the address has an account; the answer is the same either way. */
  @Public()
  @RateLimit('forgot')
  @Post('forgotpassword')
  @HttpCode(200)
  forgotpassword(@Body() body: ForgotPasswordDto, @Lang() lang: Language): Promise<ForgotPasswordResponseDto> {
    return this.links.forgotPassword(body.email, lang);
  }

  /** Changes the signed-in user's password after checking the current one. */
  @Post('changePassword')
  @HttpCode(200)
  changePassword(
    @Auth() auth: AuthContext,
    @SignedInUser() user: User,
    @Body() body: ChangePasswordDto,
    @Lang() lang: Language,
  ): Promise<ChangePasswordResponseDto> {
    return this.auth.changePassword(auth, user, body, lang);
  }
}
