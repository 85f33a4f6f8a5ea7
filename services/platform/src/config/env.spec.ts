import { z } from 'zod';
import { ConfigError, envVar, loadConfig, port, urlList } from './env';
import { serviceEnv } from './platform.config';

describe(loadConfig.name, () => {
  const shape = {
    PORT: envVar(port, 'port', { default: '3000' }),
    NATS_URL: envVar(urlList(['nats']), 'nats'),
    TOKEN: envVar(z.string().min(8, 'must be at least 8 characters'), 'secret', { secret: true }),
  };

  it('parses values and applies defaults for unset or empty variables', () => {
    const sut = loadConfig(shape, {
      PORT: '',
      NATS_URL: 'nats://a:4222, nats://b:4222',
      TOKEN: 'long-enough',
    });
    expect(sut).toEqual({ PORT: 3000, NATS_URL: ['nats://a:4222', 'nats://b:4222'], TOKEN: 'long-enough' });
  });

  it('names every bad variable in one line and never shows a secret', () => {
    let error: unknown;
    try {
      loadConfig(shape, { PORT: '99999', NATS_URL: 'not-a-url', TOKEN: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^Invalid configuration: PORT must be between 0 and 65535 \(got "99999"\); NATS_URL must be a nats:\/\/ URL \(got "not-a-url"\); TOKEN must be at least 8 characters \(got a hidden value\)$/,
    );
  });

  it('reports a missing required variable', () => {
    expect(() => loadConfig(shape, { TOKEN: 'long-enough' })).toThrow('NATS_URL is required (got unset)');
  });

  it('gives every service the common variables with working defaults', () => {
    const config = loadConfig(serviceEnv(3005), {});
    expect(config).toMatchObject({
      PORT: 3005,
      HOST: '127.0.0.1',
      NATS_URL: ['nats://127.0.0.1:4222'],
      BUS_MAX_ATTEMPTS: 5,
    });
  });
});
