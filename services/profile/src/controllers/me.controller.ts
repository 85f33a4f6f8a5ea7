import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Identity } from '@site/platform';
import { mapMe, MeResponse } from '../dtos/me.dto';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/users/me')
export class MeController {
  @Get()
  @ApiOperation({ summary: 'The signed-in user as the access token describes them' })
  me(@CurrentIdentity() identity: Identity): MeResponse {
    return mapMe(identity);
  }
}
