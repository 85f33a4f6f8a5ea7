import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddFavouriteDto,
  FavouriteResponse,
  ListFavouritesQueryDto,
  mapFavourite,
  RemoveFavouriteParamsDto,
  RemoveFavouriteQueryDto,
} from '../dtos/favourite.dto';
import { FavouriteService } from '../services/favourite.service';

/** Signed-in users' favourites; the guard has already checked that `user_id` is the token's subject. */
@ApiTags('favourites')
@ApiBearerAuth()
@Controller('api/favorites')
export class FavouritesController {
  constructor(private readonly favourites: FavouriteService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's favourites, oldest first" })
  async list(@Query() query: ListFavouritesQueryDto): Promise<FavouriteResponse[]> {
    return (await this.favourites.list(query.user_id)).map(mapFavourite);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds a recommendation to the favourites (idempotent); returns the list' })
  async add(@Body() body: AddFavouriteDto): Promise<FavouriteResponse[]> {
    return (await this.favourites.add(body.user_id, body.university)).map(mapFavourite);
  }

  @Delete(':user_id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a favourite by university and program' })
  async remove(
    @Param() params: RemoveFavouriteParamsDto,
    @Query() query: RemoveFavouriteQueryDto,
  ): Promise<void> {
    await this.favourites.remove(params.user_id, query.university, query.program);
  }
}
