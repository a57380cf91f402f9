import { Body, Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Fn } from '@portal/shared';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Auth, type AuthContext } from '../http/auth-context';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { AnswersService } from './answers.service';
import {
  AnswerDto,
  AnswerResponseDto,
  FlagDto,
  FlagResponseDto,
  LaunchDto,
  NextDto,
  SaveAndExitResponseDto,
  SessionIdDto,
  SessionPositionDto,
  TokenForDataDto,
  TokenForDataResponseDto,
} from './dto/delivery-requests.dto';
import { CheckResultDto, DeliveryItemViewDto, DeliveryStateDto, ScoreReportDto } from './dto/delivery-views.dto';
import { ItemMarksDto, SaveMarksDto } from './dto/item-marks.dto';
import { ItemMarksService } from './item-marks';
import { type LaunchPath, LaunchService } from './launch.service';
import { ProgressService } from './progress.service';
import { SubmitService } from './submit.service';

/**
 * The test delivery calls. Every session call answers 404 for a session that is not the caller's,
 * 410 once the session has expired, and 409 for a change the session's state refuses.
 */
@ApiTags('delivery')
@Controller('api')
@ApiNotFoundResponse({ description: "Test session not found (or not the caller's)" })
export class DeliveryController {
  constructor(
    private readonly launches: LaunchService,
    private readonly answers: AnswersService,
    private readonly progress: ProgressService,
    private readonly submits: SubmitService,
    private readonly itemMarks: ItemMarksService,
  ) {}

  /** A 2-minute, single-use launch token: `test` for a published test, `preview` for staff on a package in review. */
  @RequiresFunction(Fn.Home)
  @Post('getTokenForData/:path')
  @HttpCode(200)
  @ApiParam({ name: 'path', enum: ['test', 'preview'] })
  async getTokenForData(@Param('path') path: string, @Body() body: TokenForDataDto, @Auth() auth: AuthContext): Promise<TokenForDataResponseDto> {
    if (path !== 'test' && path !== 'preview') throw new NotFoundException('delivery.testNotAvailable');
    return { token: await this.launches.issue(path as LaunchPath, body.testDetailId, body.mode, auth, body.paaId ?? null) };
  }

  /** Spends a launch token: resumes the pending session of the test and mode, or starts one. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/launch')
  @HttpCode(200)
  @ApiGoneResponse({ description: 'The token expired or was already used' })
  launch(@Body() body: LaunchDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<DeliveryStateDto> {
    return this.launches.launch(body.token, user, lang);
  }

  /** The session as it stands, for a reload or a resume. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/state')
  @HttpCode(200)
  @ApiGoneResponse({ description: 'The session expired' })
  state(@Body() body: SessionIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<DeliveryStateDto> {
    return this.progress.state(body.sessionId, user, lang);
  }

  /** Opens the item at a position of the route and makes it the current one. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/item')
  @HttpCode(200)
  item(@Body() body: SessionPositionDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<DeliveryItemViewDto> {
    return this.answers.item(body.sessionId, body.position, user, lang);
  }

  /** Saves one answer at once; idempotent on clientId, and an older answer never replaces a newer one. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/answer')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The item is final or the session completed' })
  answer(@Body() body: AnswerDto, @Auth() auth: AuthContext, @Lang() lang: Language): Promise<AnswerResponseDto> {
    return this.answers.answer(body, auth.userId, lang);
  }

  /** Marks or unmarks a question for review in a session in progress. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/flag')
  @HttpCode(200)
  flag(@Body() body: FlagDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<FlagResponseDto> {
    return this.answers.flag(body, user, lang);
  }

  /** Saves the student's marks on an item (choices struck out, text highlighted), replacing the saved ones. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/marks')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The session completed' })
  marks(@Body() body: SaveMarksDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<ItemMarksDto> {
    return this.itemMarks.save(body, user, lang);
  }

  /** Learn As You Go: makes the answer final and returns the verdict, the correct answer and the feedback. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/check')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'Not Learn As You Go, not answered, or the session completed' })
  check(@Body() body: SessionPositionDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<CheckResultDto> {
    return this.progress.check(body.sessionId, body.position, user, lang);
  }

  /**
   * Linear parts: finalizes the current item and moves to the next one the route gives. With the
   * position moved from, a repeated call moves nothing; an item that requires an answer is not left unanswered.
   */
  @RequiresFunction(Fn.Home)
  @Post('delivery/next')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The current item is in a nonlinear part, requires an answer, or the session completed' })
  next(@Body() body: NextDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<DeliveryStateDto> {
    return this.progress.next(body.sessionId, user, lang, body.position);
  }

  /** Leaves the session pending; it can be resumed until expiresOn. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/saveAndExit')
  @HttpCode(200)
  saveAndExit(@Body() body: SessionIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<SaveAndExitResponseDto> {
    return this.progress.saveAndExit(body.sessionId, user, lang);
  }

  /** Scores every item and completes the session; the score report comes back. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/submit')
  @HttpCode(200)
  submit(@Body() body: SessionIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<ScoreReportDto> {
    return this.submits.submit(body.sessionId, user, lang);
  }

  /** The score report of a completed session. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/report')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The session is not completed' })
  report(@Body() body: SessionIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<ScoreReportDto> {
    return this.submits.report(body.sessionId, user, lang);
  }
}
