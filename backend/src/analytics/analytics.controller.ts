import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PortalRequest } from '../http/request';
import { Public } from '../http/decorators';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { TrackEventDto } from './analytics.dto';
import { AnalyticsService } from './analytics.service';

@ApiTags('analytics')
@Controller('api')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /**
   * Records a page view or a client-side analytics event, tied to the session's user if any;
   * limited per signed-in user, or per address for visitors.
   */
  @Public()
  @RateLimit('events')
  @Post('trackEvent')
  @HttpCode(204)
  async trackEvent(@Body() body: TrackEventDto, @Req() req: PortalRequest): Promise<void> {
    await this.analytics.record(body.type, req.auth?.userId ?? null, body.path, body.detail);
  }
}
