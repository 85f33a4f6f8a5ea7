export const PROFILE = 'profile';
