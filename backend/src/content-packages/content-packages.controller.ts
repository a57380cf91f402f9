import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Fn, CpStatus } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Auth, type AuthContext } from '../http/auth-context';
import { MultipartRoute } from '../http/fastify-adapter';
import { Lang, RequiresFunction } from '../http/decorators';
import { TableQueryDto } from '../common/table-query.dto';
import type { Lang as Language } from '../i18n/i18n';
import { FileStorage } from '../storage/file-storage';
import {
  ApproveOrRejectDto,
  CpActionResponseDto,
  CpDataResponseDto,
  CpIdDto,
  CpItemsPageDto,
  CpItemsQueryDto,
  CpPageDto,
  CpUploadIdDto,
  ExportResponseDto,
  ProcessLogResponseDto,
  TestVersionForImportDto,
  UploadBodyDto,
  UploadResponseDto,
} from './content-packages.dto';
import { ContentPackagesService } from './content-packages.service';
import { ReviewService } from './review.service';
import { UploadBodyError } from '../http/upload-body';
import { UploadService } from './upload.service';

@ApiTags('content packages')
@Controller('api')
export class ContentPackagesController {
  constructor(
    private readonly packages: ContentPackagesService,
    private readonly uploads: UploadService,
    private readonly review: ReviewService,
    private readonly storage: FileStorage,
  ) {}

  /** The categories a package can be imported into (the import form's Test Version). */
  @RequiresFunction(Fn.ImportUpload)
  @Post('getTestVersionForImport')
  @HttpCode(200)
  getTestVersionForImport(@Lang() lang: Language): Promise<TestVersionForImportDto> {
    return this.packages.categories(lang);
  }

  /** Stores one zip and answers at once; the import runs in the background (status 1 → 4 or 2). */
  @RequiresFunction(Fn.ImportUpload)
  @Post('upload')
  @MultipartRoute()
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadBodyDto })
  async upload(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @SignedInUser() user: User,
    @Lang() lang: Language,
  ): Promise<UploadResponseDto> {
    try {
      return await this.uploads.upload(req, user, lang);
    } catch (error) {
      // the rest of a stalled or garbled body is never read: the connection ends with the answer
      if (error instanceof UploadBodyError) void reply.header('connection', 'close');
      throw error;
    }
  }

  /** The Import History table. */
  @RequiresFunction(Fn.Imports)
  @Post('getAllCp')
  @HttpCode(200)
  getAllCp(@Body() query: TableQueryDto, @Lang() lang: Language): Promise<CpPageDto> {
    return this.packages.page(query, lang);
  }

  /** One package's detail: its metadata, status, tests and process log. */
  @RequiresFunction(Fn.Imports)
  @Post('getCPData')
  @HttpCode(200)
  getCPData(@Body() body: CpIdDto, @Auth() auth: AuthContext, @Lang() lang: Language): Promise<CpDataResponseDto> {
    return this.packages.detail(body.cpId, auth, lang);
  }

  /** One page of a package's items. */
  @RequiresFunction(Fn.Imports)
  @Post('getCPItems')
  @HttpCode(200)
  getCPItems(@Body() query: CpItemsQueryDto): Promise<CpItemsPageDto> {
    return this.packages.items(query);
  }

  /** The import's findings by file name (the Import Errors page). */
  @RequiresFunction(Fn.Imports)
  @Post('getProcessLog')
  @HttpCode(200)
  getProcessLog(@Body() body: CpUploadIdDto, @Lang() lang: Language): Promise<ProcessLogResponseDto> {
    return this.packages.processLog(body.cpUploadId, lang);
  }

  /** Approve (5) from awaiting review, or reject (6) with a reason from awaiting review or approved. */
  @RequiresFunction(Fn.ApproveReject)
  @Post('approveOrRejectCp')
  @HttpCode(200)
  approveOrRejectCp(@Body() body: ApproveOrRejectDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<CpActionResponseDto> {
    return this.review.approveOrReject(
      user,
      body.cpId,
      body.cpUploadedTestStatus as CpStatus.Approved | CpStatus.Rejected,
      body.cpRejectDesc,
      lang,
      body.itemCommentIds,
    );
  }

  /** Publish (8) an approved or archived package; the published version of its test is archived (7). */
  @RequiresFunction(Fn.Publish)
  @Post('publishCp')
  @HttpCode(200)
  publishCp(@Body() body: CpIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<CpActionResponseDto> {
    return this.review.publish(user, body.cpId, lang);
  }

  /** Delete any package that is not published, with its test and files. */
  @RequiresFunction(Fn.DeletePackage)
  @Post('deleteCP')
  @HttpCode(200)
  deleteCP(@Body() body: CpUploadIdDto, @SignedInUser() user: User, @Lang() lang: Language): Promise<CpActionResponseDto> {
    return this.review.remove(user, body.cpUploadId, lang);
  }

  /** Where to download the package's zip as it was imported. */
  @RequiresFunction(Fn.Imports)
  @Post('exportCP')
  @HttpCode(200)
  async exportCP(@Body() body: CpIdDto): Promise<ExportResponseDto> {
    const cp = await this.packages.find(body.cpId);
    return { status: 'SUCCESS', FILE_NAME: cp.fileName, FILE_URL: `/api/downloadCP/${cp.id}` };
  }

  /** Sends the package's zip file as it was uploaded. */
  @RequiresFunction(Fn.Imports)
  @Get('downloadCP/:cpId')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'the zip', schema: { type: 'string', format: 'binary' } })
  async downloadCP(@Param('cpId', ParseIntPipe) cpId: number, @Res() reply: FastifyReply): Promise<void> {
    const cp = await this.packages.find(cpId);
    const key = FileStorage.join(cp.storageKey, 'package.zip');
    if (!(await this.storage.exists(key))) throw new NotFoundException('cp.notFound');
    await sendAttachment(reply, { contentType: 'application/zip', name: cp.fileName, body: this.storage.read(key) });
  }
}
