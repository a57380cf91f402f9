import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Inject, NotFoundException, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Public } from '../http/decorators';
import { OperationsRoutes } from '../http/operations-only';
import { registry } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

@ApiTags('operations')
@OperationsRoutes()
@Controller('api')
export class MetricsController {
  private readonly token?: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.token = config.metricsToken ? digest(config.metricsToken) : undefined;
  }

  /**
   * This process's metrics in Prometheus' text format, for a scraper that sends
   * `Authorization: Bearer METRICS_TOKEN`. Without METRICS_TOKEN configured the call does not exist (404).
   */
  @Public()
  @Get('metrics')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format', schema: { type: 'string' } })
  @ApiUnauthorizedResponse({ description: 'The bearer token is missing or not METRICS_TOKEN' })
  @ApiNotFoundResponse({ description: 'METRICS_TOKEN is not configured' })
  async getMetrics(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!this.token) throw new NotFoundException('Not found.');
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), this.token)) throw new UnauthorizedException('A valid metrics token is needed.');
    const text = await registry.metrics();
    // set once the call is granted: a refusal is the usual JSON error body
    void reply.header('content-type', registry.contentType);
    return text;
  }
}
