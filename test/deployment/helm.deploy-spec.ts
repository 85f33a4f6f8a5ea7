import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KONG_CONFIG_PATH, loadKongConfig } from '@site/gateway';
import { parse, parseDocument } from 'yaml';
import { checkChart } from './chart-checks';
import { runHelm, type HelmResult } from './helm';
import { parseManifests, validateManifests, validateObject, type Manifest } from './k8s-manifests';

const ROOT = join(__dirname, '..', '..');
const CHART = join(ROOT, 'helm', 'europa-launchpad');
const UPSTREAMS = loadKongConfig(KONG_CONFIG_PATH).services.map((service) => service.url);
const CI_VALUES = readdirSync(join(CHART, 'ci')).map((file) => join(CHART, 'ci', file));
const BROKEN = join(__dirname, 'fixtures', 'helm');

/** A copy of the chart whose values.yaml has one change, for lint (which reads only the chart's own values). */
function chartWithValues(edit: (doc: ReturnType<typeof parseDocument>) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'chart-')), 'europa-launchpad');
  cpSync(CHART, dir, { recursive: true });
  const doc = parseDocument(readFileSync(join(dir, 'values.yaml'), 'utf8'));
  edit(doc);
  writeFileSync(join(dir, 'values.yaml'), doc.toString());
  return dir;
}

const brokenChart = chartWithValues((doc) => doc.setIn(['services', 'planner', 'replicas'], 2));
const renders: [string, string[]][] = [
  ['the default values', []],
  ...CI_VALUES.map((file): [string, string[]] => [`ci/${file.split('/').at(-1)}`, [file]]),
];
const brokenValues = readdirSync(BROKEN).map((file) => join(BROKEN, file));

let result: HelmResult;
beforeAll(async () => {
  result = await runHelm([
    { lint: CHART },
    { lint: brokenChart },
    ...renders.map(([, valuesFiles]) => ({
      template: CHART,
      release: 'site',
      namespace: 'europa',
      valuesFiles,
    })),
    ...brokenValues.map((file) => ({
      template: CHART,
      release: 'site',
      namespace: 'europa',
      valuesFiles: [file],
    })),
  ]);
});

const rendered = (index: number): Manifest[] => parseManifests(result.jobs[2 + index].output);

describe('the Helm chart', () => {
  it('passes helm lint --strict', () => {
    expect(result.jobs[0]).toEqual({ ok: true, output: expect.stringContaining('passed') });
  });

  it('fails helm lint --strict when its values break the schema (unknown key)', () => {
    expect(result.jobs[1].ok).toBe(false);
    expect(result.jobs[1].output).toMatch(/additional properties 'replicas' not allowed/);
  });

  it.each(renders.map(([name], index) => [name, index] as const))(
    'renders with %s into manifests the Kubernetes schemas accept, with no unknown field',
    (_, index) => {
      expect(result.jobs[2 + index].ok).toBe(true);
      const manifests = rendered(index);
      expect(manifests.length).toBeGreaterThan(15);
      expect(validateManifests(manifests)).toEqual([]);
    },
  );

  it.each(renders.map(([name], index) => [name, index] as const))(
    'renders with %s a secure, probed, routed and configured site',
    (name, index) => {
      const complete = name.includes('production');
      const networkPolicies = !name.includes('minimal');
      expect(checkChart(rendered(index), UPSTREAMS, { complete, networkPolicies })).toEqual([]);
    },
  );

  it('renders per service a Deployment, a Service, an HPA where enabled, a PDB, a NetworkPolicy and a ServiceMonitor', () => {
    const production = rendered(renders.findIndex(([name]) => name.includes('production')));
    const names = (kind: string) => production.filter((m) => m.kind === kind).map((m) => m.metadata.name);
    expect(names('Service').sort()).toEqual(
      ['chat-orchestrator', 'document-ingest', 'favourites', 'mailer', 'planner', 'profile', 'web'].sort(),
    );
    expect(names('Deployment')).toHaveLength(7);
    expect(names('NetworkPolicy')).toHaveLength(7);
    expect(names('ServiceMonitor')).toHaveLength(6);
    expect(names('HorizontalPodAutoscaler').sort()).toEqual(
      [
        'site-europa-launchpad-favourites',
        'site-europa-launchpad-planner',
        'site-europa-launchpad-profile',
      ].sort(),
    );
    expect(names('Secret')).toEqual([]); // existingSecret
  });

  it.each(brokenValues.map((file) => [file.split('/').at(-1) ?? file, brokenValues.indexOf(file)] as const))(
    'refuses the purpose-broken values file %s',
    (_, index) => {
      expect(result.jobs[2 + renders.length + index].ok).toBe(false);
    },
  );

  it('documents every value with @param, and documents no value that does not exist', () => {
    const text = readFileSync(join(CHART, 'values.yaml'), 'utf8');
    const documented = new Set([...text.matchAll(/## @param (\S+)/g)].map((match) => match[1]));
    const leaves = (value: unknown, path: string): string[] =>
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
        ? Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
        : [path];
    const paths = leaves(parse(text), '');
    const covered = (path: string) =>
      path.split('.').some((_, i, parts) => documented.has(parts.slice(0, i + 1).join('.')));
    expect(paths.filter((path) => !covered(path))).toEqual([]);
    expect(
      [...documented].filter(
        (param) => !paths.some((path) => path === param || path.startsWith(`${param}.`)),
      ),
    ).toEqual([]);
  });

  it('carries gateway/kong.yml unchanged for Kong (files/kong.yml links to it)', () => {
    const kongConfig = rendered(0).find(
      (m) => m.kind === 'ConfigMap' && m.metadata.name === 'europa-launchpad-kong-config',
    );
    expect((kongConfig?.data as Record<string, string>)['kong.yml']).toBe(
      readFileSync(KONG_CONFIG_PATH, 'utf8').trimEnd(),
    );
  });
});

describe('the checks of rendered manifests', () => {
  const defaults = () => rendered(0);
  const deployment = () =>
    structuredClone(defaults().find((m) => m.kind === 'Deployment' && m.metadata.name.endsWith('-planner'))!);
  type PodTemplate = { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
  const container = (manifest: Manifest) =>
    (manifest as unknown as PodTemplate).spec.template.spec.containers[0];

  it('refuse a misspelt field, a wrong type and a missing required field', () => {
    const misspelt = deployment();
    (container(misspelt).securityContext as Record<string, unknown>).readOnlyRootFilesytem = true;
    expect(validateManifests([misspelt])).toEqual([
      expect.stringMatching(
        /unknown field \/spec\/template\/spec\/containers\/0\/securityContext\/readOnlyRootFilesytem/,
      ),
    ]);
    const wrongType = deployment();
    (wrongType.spec as Record<string, unknown>).replicas = 'two';
    expect(validateManifests([wrongType])).toEqual([expect.stringMatching(/replicas/)]);
    const missing = deployment();
    delete (missing.spec as Record<string, unknown>).selector;
    expect(validateManifests([missing])).toEqual([expect.stringMatching(/selector/)]);
  });

  it('refuse a ServiceMonitor with an unknown field', () => {
    const monitor = {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'x' },
      spec: { selector: { matchLabels: { a: 'b' } }, endpoints: [{ port: 'http', pathh: '/metrics' }] },
    } as unknown as Manifest;
    expect(validateManifests([monitor])).toEqual([
      expect.stringMatching(/endpoints\[0\] should NOT have additional properties/),
    ]);
  });

  it('refuse a container that may run as root, has no readiness probe or sets a variable its service does not read', () => {
    const broken = deployment();
    const own = container(broken);
    (own.securityContext as Record<string, unknown>).runAsNonRoot = false;
    delete own.readinessProbe;
    (own.env as unknown[]).push({ name: 'PLANER_THREADS', value: '2' });
    const others = defaults().filter(
      (m) => !(m.kind === 'Deployment' && m.metadata.name.endsWith('-planner')),
    );
    expect(checkChart([...others, broken], UPSTREAMS, { complete: false, networkPolicies: true })).toEqual([
      'Deployment site-europa-launchpad-planner may run as root (runAsNonRoot)',
      'Deployment site-europa-launchpad-planner has no readiness probe on /health/ready',
      'Deployment site-europa-launchpad-planner: planner does not read PLANER_THREADS',
    ]);
  });

  it('refuse a site whose Services do not carry the names of kong.yml', () => {
    const renamed = defaults().map((m) =>
      m.kind === 'Service' && m.metadata.name === 'mailer'
        ? { ...m, metadata: { ...m.metadata, name: 'site-mailer' } }
        : m,
    );
    expect(checkChart(renamed, UPSTREAMS, { complete: false, networkPolicies: true })).toEqual(
      expect.arrayContaining([
        'Deployment site-europa-launchpad-mailer: its Service is site-mailer, kong.yml calls it mailer',
        "kong.yml's upstream http://mailer:3006 has no Service",
      ]),
    );
  });
});

describe('helm/values for the charts the site runs on', () => {
  const values = (name: string) =>
    parse(readFileSync(join(ROOT, 'helm', 'values', `${name}.yaml`), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const chartValues = parse(readFileSync(join(CHART, 'values.yaml'), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('name each dependency as the site reaches it', () => {
    const { config } = chartValues;
    expect(`nats://${values('nats').fullnameOverride}:4222`).toBe(config.natsUrl);
    expect(config.busStreamReplicas).toBeLessThanOrEqual(values('nats').config.cluster.replicas);
    expect(`http://${values('qdrant').fullnameOverride}:6333`).toBe(config.qdrantUrl);
    expect(`http://${values('ollama').fullnameOverride}:11434`).toBe(config.ollamaUrl);
    expect(new URL(config.oidc.jwksUrl).hostname).toBe(`${values('keycloak').fullnameOverride}-http`);
    expect(values('mongodb').fullnameOverride).toBe('mongodb');
    for (const [peer, name] of [
      ['nats', 'nats'],
      ['mongodb', 'mongodb'],
      ['qdrant', 'qdrant'],
      ['ollama', 'ollama'],
      ['keycloak', 'keycloak'],
    ]) {
      expect(chartValues.networkPolicy.peers[peer]['app.kubernetes.io/name']).toBe(name);
    }
  });

  it("give Kong an init container that renders the chart's kong.yml with the chart's issuer and web service", () => {
    const kong = values('kong');
    const [init] = kong.deployment.initContainers;
    expect(validateObject('v1/Container', init, 'kong init container')).toEqual([]);
    const arg = (name: string) => init.args[init.args.indexOf(name) + 1];
    expect(init.args[0]).toBe('render-kong-config');
    expect(arg('--issuer')).toBe(chartValues.config.oidc.issuer);
    expect(arg('--jwks-url')).toBe(chartValues.config.oidc.jwksUrl);
    expect(arg('--web-upstream')).toBe(`http://web:${chartValues.services.web.port}`);
    const declarative = kong.deployment.userDefinedVolumes.find(
      (volume: { configMap?: object }) => volume.configMap,
    );
    expect(declarative.configMap.name).toBe(chartValues.gateway.kongConfig.name);
    expect(kong.env.declarative_config).toBe(arg('--out'));
    expect(kong.env.database).toBe('off');
    expect(kong.env.admin_listen).toMatch(/^127\.0\.0\.1:/);
    expect(kong.podLabels).toEqual(chartValues.gateway.podLabels);
  });
});
