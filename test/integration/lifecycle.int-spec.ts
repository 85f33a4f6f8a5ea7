import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NATS_URL } from '../support/nats';
import { freePort } from '../support/ports';
import { RunningProcess, startNode } from '../support/processes';
import { waitFor } from '../support/wait';

describe('a service process on its own (distributed mode)', () => {
  let planner: RunningProcess;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    planner = startNode('services/planner/dist/main.js', {
      NATS_URL,
      PORT: String(port),
      DATA_DIR: await mkdtemp(join(tmpdir(), 'planner-')),
      LOG_LEVEL: 'info',
    });
    await waitFor(
      async () => ((await fetch(`${baseUrl}/health/ready`)).ok ? true : undefined),
      20_000,
      'readiness',
    );
  });

  afterAll(async () => {
    await planner?.stop();
  });

  it('is live and ready, with its NATS connection and storage checked', async () => {
    expect((await fetch(`${baseUrl}/health/live`)).status).toBe(200);
    const ready = (await (await fetch(`${baseUrl}/health/ready`)).json()) as {
      services: Record<string, { checks: Record<string, unknown> }>;
    };
    expect(Object.keys(ready.services.planner?.checks ?? {}).sort()).toEqual(['nats', 'storage']);
  });

  it('reports the site degraded (503) when the other services do not answer on the bus', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(body.status).toBe('degraded');
    expect(body.services.planner?.status).toBe('up');
    expect(body.services.mailer?.status).toBe('down');
  });

  it('publishes Prometheus metrics of its HTTP routes and bus handlers', async () => {
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="503"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /bus_messages_total\{subject="planner.health",kind="request",outcome="ok"\} [1-9]/,
    );
    expect(metrics).toContain('process_resident_memory_bytes');
  });

  it('publishes its OpenAPI document', async () => {
    const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/plan_study_abroad']));
  });

  it('shuts down gracefully on SIGTERM', async () => {
    planner.child.kill('SIGTERM');
    const { code } = await planner.exited;
    expect(code).toBe(0);
    expect(planner.output()).toContain('SIGTERM received: shutting down');
  });
});
