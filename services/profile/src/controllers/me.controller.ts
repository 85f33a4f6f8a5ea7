import { Controller, Delete, Get, HttpCode, Inject, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Identity } from '@site/platform';
import type { Response } from 'express';
import { ErasureParamsDto, ErasureResponse, mapErasure } from '../dtos/erasure.dto';
import { mapMe, MeResponse } from '../dtos/me.dto';
import { ErasureService } from '../services/erasure.service';
import { PROFILE_CLOCK } from '../services/profile.service';
import { UserDataDocument, UserDataService } from '../services/user-data.service';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/users/me')
export class MeController {
  constructor(
    private readonly userData: UserDataService,
    private readonly erasures: ErasureService,
    @Inject(PROFILE_CLOCK) private readonly clock: () => Date,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user as the access token describes them' })
  me(@CurrentIdentity() identity: Identity): MeResponse {
    return mapMe(identity);
  }

  @Get('export')
  @ApiOperation({ summary: 'Everything every service holds about the signed-in user, as one JSON document' })
  async export(
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDataDocument> {
    const now = this.clock();
    const document = await this.userData.export(identity, now);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`,
    );
    return document;
  }

  @Delete()
  @HttpCode(202)
  @ApiOperation({ summary: 'Erases everything about the signed-in user in every service; follow status_url' })
  async erase(@CurrentIdentity() identity: Identity): Promise<ErasureResponse> {
    return mapErasure(await this.erasures.request(identity.sub));
  }

  @Get('erasure/:erasure_id')
  @ApiOperation({ summary: "Which services have confirmed one of the user's erasures" })
  async erasure(
    @CurrentIdentity() identity: Identity,
    @Param() params: ErasureParamsDto,
  ): Promise<ErasureResponse> {
    return mapErasure(await this.erasures.status(identity.sub, params.erasure_id));
  }
}
