import type { LoggerService } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';
import { currentCorrelationId } from '../context/correlation';

/** Injection token of the process's root pino logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** pino JSON logs; every line carries the correlation id of the request or message that caused it. */
export function createRootLogger(service: string, level: string): Pino {
  return pino({
    level,
    base: { service },
    messageKey: 'msg',
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    redact: { paths: ['headers.authorization', 'headers.cookie'], censor: '[redacted]' },
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's logger interface over pino: Nest's own messages and `new Logger(context)` lines land in the same JSON log. */
export class PlatformLogger implements LoggerService {
  constructor(private readonly root: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /**
   * Nest passes optional params as [...values, context]. A first argument that is an object carries fields, and a
   * string after it is the message (pino's order); after a string message, a string is an error's stack.
   */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? rest.pop() : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      this.root[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.root[level]({ ...fields, ...message }, typeof rest[0] === 'string' ? rest[0] : undefined);
    } else {
      if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
      this.root[level](fields, String(message));
    }
  }
}
