export const FAVOURITES = 'favourites';
