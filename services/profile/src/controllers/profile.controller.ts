import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Identity } from '@site/platform';
import { ProfileBodyDto, ProfileParamsDto, ProfileResponse } from '../dtos/profile.dto';
import { ProfileService } from '../services/profile.service';

/** Signed-in users' profile; the guard has already checked that `user_id` is the token's subject. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/users/profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get(':user_id')
  @ApiOperation({ summary: "The signed-in user's profile (prefilled from the token when none is saved)" })
  read(@Param() params: ProfileParamsDto, @CurrentIdentity() identity: Identity): Promise<ProfileResponse> {
    return this.profiles.read(params.user_id, identity);
  }

  @Put()
  @ApiOperation({ summary: 'Saves the profile and returns it' })
  write(@Body() body: ProfileBodyDto): Promise<ProfileResponse> {
    return this.profiles.save(body);
  }
}
