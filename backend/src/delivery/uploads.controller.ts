import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiParam, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Fn } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { MultipartRoute } from '../http/fastify-adapter';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { CandidateFiles } from './candidate-files';
import { SessionStore } from './session-store.service';

export class CandidateFileDto {
  @ApiProperty({ description: 'the id a file response names' })
  fileId!: string;
  @ApiProperty()
  name!: string;
  @ApiProperty()
  contentType!: string;
  @ApiProperty()
  size!: number;
}

class CandidateFileBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'at most 10 MiB; PDF, PNG, JPEG, GIF, WebP, plain text, DOCX or ODT' })
  file!: unknown;
}

/**
 * The files candidates hand in to upload interactions. Only the session's owner may add one (while
 * the session is open) or read one back; a file is always downloaded, never shown on the portal's origin.
 */
@ApiTags('delivery')
@Controller('api')
export class UploadsController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly files: CandidateFiles,
  ) {}

  /** Receives the candidate's file for an upload interaction; it becomes the response's value. */
  @RequiresFunction(Fn.Home)
  @Post('delivery/upload/:sessionId/:position/:responseIdentifier')
  @MultipartRoute()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CandidateFileBodyDto })
  @ApiOkResponse({ type: CandidateFileDto })
  async uploadCandidateFile(
    @Param('sessionId', ParseIntPipe) sessionId: number,
    @Param('position', ParseIntPipe) position: number,
    @Param('responseIdentifier') responseIdentifier: string,
    @Req() req: FastifyRequest,
    @SignedInUser() user: User,
    @Lang() lang: Language,
  ): Promise<CandidateFileDto> {
    const loaded = await this.sessions.load(sessionId, user, lang, { change: true });
    const { item } = this.sessions.routeItem(loaded, position);
    return this.files.receive(req, sessionId, item, responseIdentifier);
  }

  /** Sends back a file the candidate uploaded in their own session. */
  @RequiresFunction(Fn.Home)
  @Get('delivery/upload/:sessionId/:fileId')
  @ApiParam({ name: 'fileId' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the file, as an attachment', schema: { type: 'string', format: 'binary' } })
  async downloadCandidateFile(
    @Param('sessionId', ParseIntPipe) sessionId: number,
    @Param('fileId') fileId: string,
    @SignedInUser() user: User,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.owned(sessionId, user);
    const meta = await this.files.meta(sessionId, fileId);
    await sendAttachment(reply, {
      contentType: meta.contentType,
      name: meta.name,
      body: this.files.read(sessionId, fileId),
      headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store', 'content-security-policy': "default-src 'none'; sandbox" },
    });
  }
}
