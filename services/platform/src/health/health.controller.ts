import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import type { Response } from 'express';
import { HealthRegistry } from './health.registry';

/** Probes for the orchestrator: live = the process serves; ready = its dependencies answer and it is not stopping. */
@ApiExcludeController()
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly registry: HealthRegistry) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'up' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const services = await this.registry.checkAll();
    const up = !this.registry.isShuttingDown() && Object.values(services).every((s) => s.status === 'up');
    res.status(up ? 200 : 503);
    return { status: up ? 'up' : 'down', services };
  }
}
