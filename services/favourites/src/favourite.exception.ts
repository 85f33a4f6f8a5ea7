import { AppException } from '@site/platform';

export enum FavouriteErrorCode {
  NotFound = 'FAVOURITE_NOT_FOUND',
  Full = 'FAVOURITES_FULL',
}

export class FavouriteException extends AppException {
  static notFound(university: string, program: string): FavouriteException {
    return new FavouriteException(
      404,
      FavouriteErrorCode.NotFound,
      `"${program}" at ${university} is not among your favourites.`,
    );
  }

  static full(limit: number): FavouriteException {
    return new FavouriteException(
      409,
      FavouriteErrorCode.Full,
      `You already have ${limit} favourites, the most we keep. Remove one to add another.`,
    );
  }
}
