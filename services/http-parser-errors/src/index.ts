export * from './client-error.handler';
