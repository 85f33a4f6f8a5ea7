// What the chart's rendered manifests must hold beyond the Kubernetes schemas: secure pods, probes on the health
// endpoints, resources, one Service per process under the name kong.yml's upstreams use, a NetworkPolicy and a
// disruption budget where asked, and each service's environment as its configuration schema wants it.
import { checkServiceEnv, type DeployedEnv } from './deployment-env';
import type { Manifest } from './k8s-manifests';
import { SITE_SERVICES } from './compose-checks';

type Json = Record<string, unknown>;

interface Container {
  name: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: Json; configMapKeyRef?: Json } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  securityContext?: Json & { capabilities?: { drop?: string[] } };
  livenessProbe?: { httpGet?: { path?: string } };
  readinessProbe?: { httpGet?: { path?: string } };
  resources?: { requests?: Json; limits?: Json };
}

interface PodSpec {
  automountServiceAccountToken?: boolean;
  securityContext?: Json;
  containers: Container[];
}

export interface ChartExpectations {
  /** Whether every variable a deployment needs must be set (a values file meant for production). */
  readonly complete: boolean;
  readonly networkPolicies: boolean;
}

function byKind(manifests: readonly Manifest[], kind: string): Manifest[] {
  return manifests.filter((manifest) => manifest.kind === kind);
}

function podSpecOf(deployment: Manifest): PodSpec {
  return ((deployment.spec as Json).template as Json).spec as PodSpec;
}

function selectorOf(manifest: Manifest): Record<string, string> {
  const spec = manifest.spec as Json;
  const selector = (spec.selector as Json | undefined) ?? {};
  return ((selector.matchLabels as Record<string, string>) ??
    (spec.podSelector as Json)?.matchLabels ??
    selector) as Record<string, string>;
}

function selects(selector: Record<string, string>, labels: Record<string, string> = {}): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** The environment a container gets: its ConfigMaps (envFrom) and its own entries. */
function environmentOf(container: Container, manifests: readonly Manifest[]): DeployedEnv {
  const env = new Map<string, { value?: string; fromSecret?: boolean }>();
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    const map = byKind(manifests, 'ConfigMap').find((candidate) => candidate.metadata.name === name);
    for (const [key, value] of Object.entries((map?.data as Record<string, string>) ?? {}))
      env.set(key, { value });
  }
  for (const entry of container.env ?? []) {
    env.set(entry.name, entry.valueFrom?.secretKeyRef ? { fromSecret: true } : { value: entry.value });
  }
  return env;
}

export function checkChart(
  manifests: readonly Manifest[],
  kongUpstreams: readonly string[],
  expect: ChartExpectations,
): string[] {
  const problems: string[] = [];
  const deployments = byKind(manifests, 'Deployment');
  const services = byKind(manifests, 'Service');
  const podLabels = (deployment: Manifest) =>
    ((deployment.spec as Json).template as { metadata: { labels: Record<string, string> } }).metadata.labels;

  for (const deployment of deployments) {
    const where = `Deployment ${deployment.metadata.name}`;
    const pod = podSpecOf(deployment);
    if (pod.automountServiceAccountToken !== false) problems.push(`${where} mounts a service-account token`);
    if (pod.containers.length !== 1) problems.push(`${where} has ${pod.containers.length} containers`);
    const [container] = pod.containers;
    const security = container.securityContext ?? {};
    if (security.runAsNonRoot !== true) problems.push(`${where} may run as root (runAsNonRoot)`);
    if (security.readOnlyRootFilesystem !== true) problems.push(`${where} has a writable root filesystem`);
    if (security.allowPrivilegeEscalation !== false) problems.push(`${where} allows privilege escalation`);
    if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where} keeps Linux capabilities`);
    if (container.livenessProbe?.httpGet?.path !== '/health/live')
      problems.push(`${where} has no liveness probe on /health/live`);
    if (container.readinessProbe?.httpGet?.path !== '/health/ready') {
      problems.push(`${where} has no readiness probe on /health/ready`);
    }
    for (const bound of ['requests', 'limits'] as const) {
      if (!container.resources?.[bound]?.cpu || !container.resources[bound]?.memory) {
        problems.push(`${where} sets no CPU and memory ${bound}`);
      }
    }
    const command = container.args?.[0] ?? '';
    const port = container.ports?.[0]?.containerPort;
    const service = services.find((candidate) => selects(selectorOf(candidate), podLabels(deployment)));
    if (!service) problems.push(`${where} has no Service`);
    else if (service.metadata.name !== command) {
      problems.push(`${where}: its Service is ${service.metadata.name}, kong.yml calls it ${command}`);
    }
    const env = environmentOf(container, manifests);
    if (env.get('PORT')?.value !== String(port))
      problems.push(`${where} listens on PORT ${env.get('PORT')?.value}, not ${port}`);
    if (command in SITE_SERVICES) {
      for (const problem of checkServiceEnv(command, env)) {
        if (expect.complete || !problem.message.includes(' needs '))
          problems.push(`${where}: ${problem.message}`);
      }
    }
    const replicas = (deployment.spec as Json).replicas as number | undefined;
    const hpa = byKind(manifests, 'HorizontalPodAutoscaler').find(
      (candidate) => ((candidate.spec as Json).scaleTargetRef as Json).name === deployment.metadata.name,
    );
    if (hpa && replicas !== undefined)
      problems.push(`${where} sets replicas although an autoscaler scales it`);
    const scaled = (hpa ? ((hpa.spec as Json).minReplicas as number) : (replicas ?? 1)) > 1;
    const pdb = byKind(manifests, 'PodDisruptionBudget').some((candidate) =>
      selects(selectorOf(candidate), podLabels(deployment)),
    );
    if (scaled && !pdb && expect.complete)
      problems.push(`${where} runs several replicas without a PodDisruptionBudget`);
    const policy = byKind(manifests, 'NetworkPolicy').find((candidate) =>
      selects(selectorOf(candidate), podLabels(deployment)),
    );
    if (expect.networkPolicies && !policy) problems.push(`${where} has no NetworkPolicy`);
  }
  for (const upstream of kongUpstreams) {
    const url = new URL(upstream);
    const service = services.find((candidate) => candidate.metadata.name === url.hostname);
    const ports = ((service?.spec as Json | undefined)?.ports as { port: number }[] | undefined) ?? [];
    if (!service) problems.push(`kong.yml's upstream ${upstream} has no Service`);
    else if (!ports.some((candidate) => candidate.port === Number(url.port))) {
      problems.push(`kong.yml's upstream ${upstream}: Service ${url.hostname} has no port ${url.port}`);
    }
  }
  return problems;
}
