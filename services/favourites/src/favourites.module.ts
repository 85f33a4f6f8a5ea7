import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { FavouritesController } from './controllers/favourites.controller';
import { FAVOURITES } from './favourites.constants';

@Module({
  imports: [ServiceHealthModule.forService(FAVOURITES)],
  controllers: [FavouritesController],
  providers: [],
})
export class FavouritesModule {}
