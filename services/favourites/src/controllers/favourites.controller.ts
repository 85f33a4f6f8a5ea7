import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NotImplementedYetException } from '@site/platform';

/** Signed-in users' favourites; storage arrives with the favourites issue (501 until then). */
@ApiTags('favourites')
@ApiBearerAuth()
@Controller('api/favorites')
export class FavouritesController {
  @Get()
  @ApiOperation({ summary: "The signed-in user's favourites" })
  list(): never {
    throw new NotImplementedYetException('Favourites');
  }

  @Post()
  @ApiOperation({ summary: 'Adds a recommendation to the favourites (idempotent)' })
  add(): never {
    throw new NotImplementedYetException('Favourites');
  }

  @Delete(':user_id')
  @ApiOperation({ summary: 'Removes a favourite by university and program' })
  remove(): never {
    throw new NotImplementedYetException('Favourites');
  }
}
