import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/decorators';
import { PCI_HOST_HTML, PCI_HOST_POLICY } from './pci-host';

@ApiTags('delivery')
@Controller('api')
export class PciHostController {
  /** The sandboxed page portable custom interactions run in (see pci-host.ts); it holds no data. */
  @Public()
  @Get('delivery/pci-host')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'the page', schema: { type: 'string' } })
  async pciHost(@Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PCI_HOST_POLICY)
      .header('cache-control', 'public, max-age=3600')
      .send(PCI_HOST_HTML);
  }
}
