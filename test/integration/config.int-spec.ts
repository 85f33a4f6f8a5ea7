import { startNode } from '../support/processes';

describe('configuration is validated at start-up', () => {
  it.each([
    ['services/planner/dist/main.js', { NATS_URL: 'not-a-url' }, 'NATS_URL'],
    ['services/mailer/dist/main.js', { PORT: 'eighty' }, 'PORT'],
    ['services/standalone/dist/main.js', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['services/standalone/dist/distributed.js', { SHUTDOWN_TIMEOUT_MS: '-5' }, 'SHUTDOWN_TIMEOUT_MS'],
  ])('%s with %j stops with one line naming %s', async (script, env, variable) => {
    const running = startNode(script, env);
    const { code } = await running.exited;
    expect(code).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it.each(['services/mailer/dist/main.js', 'services/standalone/dist/main.js'])(
    "%s stops on a service's own bad variable beside a common one, in one line",
    async (script) => {
      const running = startNode(script, { LOG_LEVEL: 'loud', CONTACT_RATE_LIMIT: '0' });
      const { code } = await running.exited;
      expect(code).toBe(1);
      expect(running.output().trim()).toMatch(
        /^Invalid configuration: LOG_LEVEL must be one of [^\n]*; CONTACT_RATE_LIMIT must be greater than 0 \(got "0"\)$/,
      );
    },
  );

  it('names every bad variable at once', async () => {
    const running = startNode('services/planner/dist/main.js', { NATS_URL: 'http://x', PORT: '70000' });
    await running.exited;
    expect(running.output()).toMatch(
      /PORT .*; NATS_URL must be a nats:\/\/ or tls:\/\/ or ws:\/\/ or wss:\/\/ URL/,
    );
  });
});
