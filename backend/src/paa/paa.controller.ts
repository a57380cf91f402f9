import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Fn } from '@portal/shared';
import { sendAttachment } from '../http/attachment';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Lang, Public, RequiresFunction } from '../http/decorators';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Lang as Language } from '../i18n/i18n';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { TexasInstitution } from '../institutions/texas-institution.entity';
import { PaaCertificateCheckDto, PaaDocumentUrlDto, PaaPdfQueryDto, PaaSaveDto, PaaSessionDto, PaaVideoListDto, TexasInstitutionsDto } from './paa.dto';
import { PaaDocumentsService } from './paa-documents.service';
import { PaaPdfService } from './paa-pdf.service';
import { paaVideoList } from './paa-videos';
import { PaaService } from './paa.service';

/** The Pre-Assessment Activity (spec section 4). Every call reaches only the caller's own PAA. */
@ApiTags('paa')
@Controller('api')
@ApiNotFoundResponse({ description: "PAA session not found (or not the caller's)" })
export class PaaController {
  constructor(
    private readonly em: EntityManager,
    private readonly paa: PaaService,
    private readonly documents: PaaDocumentsService,
    private readonly pdfs: PaaPdfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The PAA in progress, else the latest finished one, else a blank session with paaId 0. */
  @RequiresFunction(Fn.Home)
  @Get('getCurrentPAASession')
  getCurrentPAASession(@SignedInUser() user: User): Promise<PaaSessionDto> {
    return this.paa.current(user);
  }

  /** The first save (step 1, lastCompletedStep 0): closes the PAA in progress, if any, and begins a new one. */
  @RequiresFunction(Fn.Home)
  @Post('createPAASession')
  @HttpCode(200)
  createPAASession(@Body() body: PaaSaveDto, @SignedInUser() user: User): Promise<PaaSessionDto> {
    return this.paa.create(user, body);
  }

  /** A later save of the caller's PAA in progress; status 1 finishes it. */
  @RequiresFunction(Fn.Home)
  @Post('updateCurrentPAASession')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The PAA is finished or closed' })
  updateCurrentPAASession(@Body() body: PaaSaveDto, @SignedInUser() user: User): Promise<PaaSessionDto> {
    return this.paa.update(user, body);
  }

  /** The institutions of step 1, by name. */
  @RequiresFunction(Fn.Home)
  @Get('getTexasInstitutions')
  async getTexasInstitutions(): Promise<TexasInstitutionsDto> {
    const rows = await this.em.find(TexasInstitution, {}, { orderBy: { institutionName: 'asc' } });
    return { texasInstitutions: rows.map(({ institutionIdPk, institutionName }) => ({ institutionIdPk, institutionName })) };
  }

  /** The videos of step 2, with their captions. */
  @RequiresFunction(Fn.Home)
  @Get('getStep2VideoUrlList')
  getStep2VideoUrlList(@Lang() lang: Language): PaaVideoListDto {
    return paaVideoList(this.config, lang);
  }

  /** Where to download the resource document of step 5 for the PAA's institution. */
  @RequiresFunction(Fn.Home)
  @Get('getPAAResource/:paaId')
  @ApiConflictResponse({ description: 'No institution chosen yet' })
  getPAAResource(@Param('paaId', ParseIntPipe) paaId: number, @SignedInUser() user: User, @Lang() lang: Language): Promise<PaaDocumentUrlDto> {
    return this.documents.resourceUrl(user, paaId, lang);
  }

  /** The resource document as a PDF. */
  @RequiresFunction(Fn.Home)
  @Get('downloadPAAResource/:paaId')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'the PDF', schema: { type: 'string', format: 'binary' } })
  async downloadPAAResource(
    @Param('paaId', ParseIntPipe) paaId: number,
    @Query() query: PaaPdfQueryDto,
    @SignedInUser() user: User,
    @Lang() lang: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const bytes = await this.pdfs.resource(user, paaId, query.lang ?? lang);
    await sendAttachment(reply, { contentType: 'application/pdf', name: 'paa-resources.pdf', body: bytes });
  }

  /** Where to download the certificate; only a finished PAA has one. */
  @RequiresFunction(Fn.Home)
  @Get('getPAACertificate/:paaId')
  @ApiConflictResponse({ description: 'The PAA is not finished' })
  getPAACertificate(@Param('paaId', ParseIntPipe) paaId: number, @SignedInUser() user: User, @Lang() lang: Language): Promise<PaaDocumentUrlDto> {
    return this.documents.certificateUrl(user, paaId, lang);
  }

  /** The certificate of a finished PAA as a PDF. */
  @RequiresFunction(Fn.Home)
  @Get('downloadPAACertificate/:paaId')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'the PDF', schema: { type: 'string', format: 'binary' } })
  @ApiConflictResponse({ description: 'The PAA is not finished' })
  async downloadPAACertificate(
    @Param('paaId', ParseIntPipe) paaId: number,
    @Query() query: PaaPdfQueryDto,
    @SignedInUser() user: User,
    @Lang() lang: Language,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const bytes = await this.pdfs.certificate(user, paaId, query.lang ?? lang);
    await sendAttachment(reply, { contentType: 'application/pdf', name: 'paa-certificate.pdf', body: bytes });
  }

  /** For an advisor holding a certificate: is its verification code real, and whose is it. */
  @Public()
  @RateLimit('certificate')
  @Get('verifyPAACertificate/:code')
  verifyPAACertificate(@Param('code') code: string): Promise<PaaCertificateCheckDto> {
    return this.documents.verify(code);
  }
}
