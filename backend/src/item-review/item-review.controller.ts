import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CpStatus, Fn } from '@portal/shared';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { RequiresFunction, WildcardPath } from '../http/decorators';
import { FileStorage } from '../storage/file-storage';
import { TestDetail } from '../practice-tests/test-detail.entity';
import { AddItemCommentDto, CpItemRefDto, CpItemViewDto, ItemCommentDto, ItemCommentListDto, ItemCommentsQueryDto } from './item-review.dto';
import { ItemCommentsService } from './item-comments.service';
import { ItemReviewService } from './item-review.service';
import { TestsService } from '../practice-tests/tests.service';

/** Reviewing a package item by item: any item alone, and comments a rejection can point at. */
@ApiTags('item review')
@Controller('api')
export class ItemReviewController {
  constructor(
    private readonly review: ItemReviewService,
    private readonly comments: ItemCommentsService,
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly tests: TestsService,
  ) {}

  /** One item of a package as the student will see it, with its key, scoring and neighbours. */
  @RequiresFunction(Fn.Imports)
  @Post('getCPItem')
  @HttpCode(200)
  getCPItem(@Body() body: CpItemRefDto): Promise<CpItemViewDto> {
    return this.review.view(body.cpId, body.itemId);
  }

  /** The comments on a package's items, or on one item, oldest first. */
  @RequiresFunction(Fn.Imports)
  @Post('getItemComments')
  @HttpCode(200)
  async getItemComments(@Body() body: ItemCommentsQueryDto): Promise<ItemCommentListDto> {
    return { data: await this.comments.list(body.cpId, body.itemId) };
  }

  /** Adds a reviewer's comment to one item; it is kept in the audit log. */
  @RequiresFunction(Fn.ApproveReject)
  @Post('addItemComment')
  @HttpCode(200)
  addItemComment(@Body() body: AddItemCommentDto, @SignedInUser() user: User): Promise<ItemCommentDto> {
    return this.comments.add(user, body.cpId, body.itemId, body.text);
  }

  /** A file (image, audio, stylesheet) the package declared, for the item view; it runs nothing when opened alone. */
  @RequiresFunction(Fn.Imports)
  @Get('cpItemMedia/:testDetailId/*')
  @ApiParam({ name: 'path', type: String, description: "the file's path inside the package" })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the file', schema: { type: 'string', format: 'binary' } })
  async cpItemMedia(@Param('testDetailId', ParseIntPipe) testDetailId: number, @WildcardPath() path: string, @Res() reply: FastifyReply): Promise<void> {
    const detail = await this.em.findOne(TestDetail, testDetailId);
    const cp = detail && (await this.tests.packageOf(detail.contentPackageId));
    const file = !cp || cp.statusId === CpStatus.Importing ? undefined : detail?.media.find((m) => m.path === path);
    const key = cp && file && FileStorage.join(cp.storageKey, 'media', file.path);
    if (!file || !key || !(await this.storage.exists(key))) throw new NotFoundException('delivery.mediaNotFound');
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(this.storage.read(key));
  }
}
