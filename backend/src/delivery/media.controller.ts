import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, NotFoundException, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { RequiresFunction, WildcardPath } from '../http/decorators';
import { FileStorage } from '../storage/file-storage';
import { TestDetail } from '../practice-tests/test-detail.entity';
import { SessionStore } from './session-store.service';
import { TestsService } from '../practice-tests/tests.service';

/**
 * Only the session's owner gets files, and only files the package declared; a file opened on its own runs
 * nothing (an SVG's script would otherwise run on the portal's origin).
 */
@ApiTags('delivery')
@Controller('api')
export class MediaController {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionStore,
    private readonly storage: FileStorage,
    private readonly tests: TestsService,
  ) {}

  /** Sends a package file (image, audio, stylesheet) that an item or passage of the caller's session shows. */
  @RequiresFunction(Fn.Home)
  @Get('delivery/media/:sessionId/*')
  @ApiParam({ name: 'path', type: String, description: "the file's path inside the package" })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the file', schema: { type: 'string', format: 'binary' } })
  async media(
    @Param('sessionId', ParseIntPipe) sessionId: number,
    @WildcardPath() path: string,
    @SignedInUser() user: User,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const session = await this.sessions.owned(sessionId, user);
    const detail = await this.em.findOneOrFail(TestDetail, session.testDetail.id);
    const file = detail.media.find((m) => m.path === path);
    const cp = file && (await this.tests.packageOf(detail.contentPackageId));
    const key = cp && FileStorage.join(cp.storageKey, 'media', file.path);
    if (!file || !key || !(await this.storage.exists(key))) throw new NotFoundException('delivery.mediaNotFound');
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(this.storage.read(key));
  }
}
