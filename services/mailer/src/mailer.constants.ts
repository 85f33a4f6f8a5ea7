export const MAILER = 'mailer';
