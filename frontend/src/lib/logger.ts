/* eslint-disable no-console -- the one module of the SPA that writes to the browser console */
import { env } from '@/lib/env';

export type Logger = {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
};

/**
 * A console logger whose lines start with their area (`[auth] …`). Debug lines appear only in
 * development builds; warnings and errors always.
 */
export function createLogger(scope: string): Logger {
  const prefix = `[${scope}]`;
  return {
    debug: (message, ...details) => {
      if (env.DEV) console.debug(prefix, message, ...details);
    },
    info: (message, ...details) => console.info(prefix, message, ...details),
    warn: (message, ...details) => console.warn(prefix, message, ...details),
    error: (message, ...details) => console.error(prefix, message, ...details),
  };
}
