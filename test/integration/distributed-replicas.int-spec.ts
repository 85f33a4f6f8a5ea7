import { distributedHarness, RunningSite } from '../support/harness';
import { waitFor } from '../support/wait';

/** Requests one replica answered on a route, from its own /metrics (the histogram's count). */
async function answered(port: number, route: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) => line.startsWith('http_request_duration_seconds_count') && line.includes(`route="${route}"`),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

// `npm run start:distributed -- --replicas planner=2`: the planner runs twice and the edge spreads its requests.
describe('distributed mode with a service run twice', () => {
  let site: RunningSite;
  let plannerPort: number;

  beforeAll(async () => {
    plannerPort = 20_000 + Math.floor(Math.random() * 20_000);
    site = await distributedHarness.start({ PLANNER_PORT: String(plannerPort), PLANNER_THREADS: '0' }, [
      '--replicas',
      'planner=2',
    ]);
    // the site is ready when the edge is; each replica may still be starting
    for (const port of [plannerPort, plannerPort + 100]) {
      await waitFor(
        async () => ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok ? true : undefined),
        60_000,
        `the planner replica on port ${port}`,
      );
    }
  }, 150_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('spreads the requests of the service over both of its processes', async () => {
    const before = [
      await answered(plannerPort, '/api/health'),
      await answered(plannerPort + 100, '/api/health'),
    ];
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${site.baseUrl}/api/health`)).status).toBe(200);
    }
    const after = [
      await answered(plannerPort, '/api/health'),
      await answered(plannerPort + 100, '/api/health'),
    ];
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([5, 5]);
  });

  it('answers the API through either process', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${site.baseUrl}/api/plan_study_abroad`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'Computer science master in Germany, English taught' }),
      });
      expect(response.status).toBe(200);
    }
  });
});
