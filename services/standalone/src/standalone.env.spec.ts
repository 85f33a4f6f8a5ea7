import { MAILER_CONFIG, type MailerConfig, mailerService } from '@site/mailer';
import { commonEnv, ConfigError, loadConfig, loadServiceConfig, type PlatformConfig } from '@site/platform';
import { loadStandaloneConfig } from './standalone.env';

function configErrorOf(load: () => unknown): ConfigError {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

/** The value a configured module provides under `token`. */
function provided(module: { providers?: unknown[] } | undefined, token: symbol): unknown {
  const provider = module?.providers?.find(
    (p): p is { provide: symbol; useValue: unknown } =>
      typeof p === 'object' && p !== null && 'provide' in p && p.provide === token,
  );
  return provider?.useValue;
}

describe('configuration of the services', () => {
  describe.each([
    ['standalone', (env: NodeJS.ProcessEnv) => loadStandaloneConfig(env)],
    ['mailer on its own', (env: NodeJS.ProcessEnv) => loadServiceConfig(mailerService, env)],
  ])('%s', (_mode, load) => {
    it('stops on a bad CONTACT_RATE_LIMIT with one line naming it beside the common variables', () => {
      const error = configErrorOf(() => load({ LOG_LEVEL: 'loud', CONTACT_RATE_LIMIT: 'many' }));

      expect(error.issues.map((issue) => issue.variable)).toEqual(['LOG_LEVEL', 'CONTACT_RATE_LIMIT']);
      expect(error.message).not.toContain('\n');
      expect(error.message).toContain('CONTACT_RATE_LIMIT must be a number (got "many")');
    });

    it('gives the mailer module its own variables, parsed, under MAILER_CONFIG', () => {
      const config = load({ CONTACT_RATE_LIMIT: '3', MAIL_TO: 'inbox@example.org' });
      const mailer = config.serviceModules.find((module) => module.module === mailerService.module);

      expect(provided(mailer, MAILER_CONFIG)).toEqual<MailerConfig>({
        MAIL_TO: 'inbox@example.org',
        CONTACT_RATE_LIMIT: 3,
        CONTACT_RATE_WINDOW_MS: 600_000,
        SMTP_URL: undefined,
        MAIL_FROM: 'Europa Launchpad <no-reply@europa-launchpad.example>',
      });
      expect(config).not.toHaveProperty('CONTACT_RATE_LIMIT');
    });
  });

  it('standalone: names every bad variable of every service at once, MONGO_URL (two services) once', () => {
    const error = configErrorOf(() =>
      loadStandaloneConfig({ PLANNER_THREADS: 'lots', MONGO_URL: 'http://db', CONTACT_RATE_LIMIT: '0' }),
    );

    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'PLANNER_THREADS',
      'MONGO_URL',
      'CONTACT_RATE_LIMIT',
    ]);
  });

  it("keeps a service's variables off the platform config's type", () => {
    const platform: PlatformConfig = loadConfig(commonEnv, {});
    // @ts-expect-error MAIL_TO is the mailer's own: it reads it from MAILER_CONFIG, typed, never from the platform's
    expect(platform.MAIL_TO).toBeUndefined();
  });
});
