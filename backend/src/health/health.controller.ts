import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/decorators';
import { OperationsRoutes } from '../http/operations-only';
import { LivenessDto, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';

/** For load balancers and supervisors: open to anyone, never rate-limited, never cached (no-store). */
@ApiTags('operations')
@Public()
@OperationsRoutes()
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 while the process runs and answers; it asks nothing of the database or Redis. */
  @Get('live')
  healthLive(): LivenessDto {
    return { status: 'ok' };
  }

  /** 200 when the process may take calls; 503 naming what is not reachable, or while the process is stopping (draining). */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessDto, description: 'Every dependency answers' })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'A dependency did not answer, or the process is stopping' })
  async healthReady(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessDto> {
    const readiness = await this.health.readiness();
    if (!readiness.ready) void reply.status(503);
    return readiness;
  }
}
