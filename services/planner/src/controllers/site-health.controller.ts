import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@site/platform';
import type { Response } from 'express';
import type { SiteHealthResponse } from '../dtos/site-health.dto';
import { SiteHealthService } from '../services/site-health.service';

@Public()
@ApiTags('health')
@Controller('api/health')
export class SiteHealthController {
  constructor(private readonly siteHealth: SiteHealthService) {}

  @Get()
  @ApiOperation({ summary: "Every service's readiness, asked over the bus" })
  @ApiResponse({ status: 200, description: 'All services are up' })
  @ApiResponse({ status: 503, description: 'At least one service is down' })
  async health(@Res({ passthrough: true }) res: Response): Promise<SiteHealthResponse> {
    const health = await this.siteHealth.check();
    res.status(health.status === 'ok' ? 200 : 503);
    return health;
  }
}
