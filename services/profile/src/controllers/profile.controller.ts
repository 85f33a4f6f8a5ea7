import { Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException } from '@site/platform';

/** Signed-in users' profile; storage arrives with the profile issue (501 until then). */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/users/profile')
export class ProfileController {
  @Get(':user_id')
  @ApiOperation({ summary: "The signed-in user's profile" })
  read(): never {
    throw new NotImplementedYetException('The profile');
  }

  @Put()
  @ApiOperation({ summary: 'Saves the profile and returns it' })
  write(): never {
    throw new NotImplementedYetException('The profile');
  }
}
