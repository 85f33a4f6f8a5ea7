import { MessagePattern, Payload } from '@nestjs/microservices';
import { BusController, USER_DATA_EXPORTS, type UserDataExport, userDataRequestSchema } from '@site/platform';
import { createZodDto } from 'nestjs-zod';
import { FavouriteService } from '../services/favourite.service';

class UserDataRequestDto extends createZodDto(userDataRequestSchema) {}

/** Answers the profile service's export of a user's data over the bus. */
@BusController()
export class FavouritesExportController {
  constructor(private readonly favourites: FavouriteService) {}

  @MessagePattern(USER_DATA_EXPORTS.favourites)
  async export(@Payload() request: UserDataRequestDto): Promise<UserDataExport> {
    const favourites = await this.favourites.list(request.user_id);
    return { favourites: favourites.map(({ entry, createdAt }) => ({ ...entry, saved_at: createdAt })) };
  }
}
