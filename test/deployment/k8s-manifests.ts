// Rendered Kubernetes manifests checked against the Kubernetes schemas of kubernetes-models (types, required
// fields, formats), and for fields those schemas do not know: kubernetes-models accepts unknown fields, the API
// server prunes or refuses them, so a misspelt `readOnlyRootFilesytem` would silently do nothing. The validator is
// run on a proxy that records which properties it reads; a property it never reads in an object whose keys it
// never lists is unknown. ServiceMonitor (a CRD kubernetes-models does not ship) has a small schema of its own.
import Ajv from 'ajv';
import { parseAllDocuments } from 'yaml';

type Json = Record<string, unknown>;

export interface Manifest {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  readonly [field: string]: unknown;
}

interface ModelClass {
  prototype: { validate(this: unknown): void };
}

/** apiVersion/kind → the module of kubernetes-models that validates it. */
const MODELS: Record<string, () => ModelClass> = {
  /* eslint-disable @typescript-eslint/no-require-imports */
  'v1/ConfigMap': () => require('kubernetes-models/v1/ConfigMap').ConfigMap,
  'v1/Secret': () => require('kubernetes-models/v1/Secret').Secret,
  'v1/Service': () => require('kubernetes-models/v1/Service').Service,
  'v1/ServiceAccount': () => require('kubernetes-models/v1/ServiceAccount').ServiceAccount,
  'v1/PersistentVolumeClaim': () =>
    require('kubernetes-models/v1/PersistentVolumeClaim').PersistentVolumeClaim,
  'v1/Container': () => require('kubernetes-models/v1/Container').Container,
  'apps/v1/Deployment': () => require('kubernetes-models/apps/v1/Deployment').Deployment,
  'apps/v1/StatefulSet': () => require('kubernetes-models/apps/v1/StatefulSet').StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': () =>
    require('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler').HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': () =>
    require('kubernetes-models/policy/v1/PodDisruptionBudget').PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': () =>
    require('kubernetes-models/networking.k8s.io/v1/NetworkPolicy').NetworkPolicy,
  'batch/v1/Job': () => require('kubernetes-models/batch/v1/Job').Job,
  /* eslint-enable @typescript-eslint/no-require-imports */
};

const labels = { type: 'object', additionalProperties: { type: 'string' } };
const SERVICE_MONITOR_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { const: 'monitoring.coreos.com/v1' },
    kind: { const: 'ServiceMonitor' },
    metadata: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string' }, namespace: { type: 'string' }, labels, annotations: labels },
    },
    spec: {
      type: 'object',
      additionalProperties: false,
      required: ['selector', 'endpoints'],
      properties: {
        selector: {
          type: 'object',
          additionalProperties: false,
          properties: { matchLabels: labels },
        },
        namespaceSelector: {
          type: 'object',
          additionalProperties: false,
          properties: { any: { type: 'boolean' }, matchNames: { type: 'array', items: { type: 'string' } } },
        },
        endpoints: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              port: { type: 'string' },
              path: { type: 'string', pattern: '^/' },
              interval: { type: 'string', pattern: '^[0-9]+(ms|s|m|h)$' },
              scheme: { enum: ['http', 'https'] },
            },
          },
        },
      },
    },
  },
};
const validateServiceMonitor = new Ajv({ allErrors: true }).compile(SERVICE_MONITOR_SCHEMA);

/** The YAML documents of `helm template` output, empty ones dropped. */
export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`rendered YAML is invalid: ${doc.errors[0].message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null && typeof manifest === 'object');
}

/** A proxy of `value` that records every own property read and every object whose keys are listed. */
function recording(value: unknown, path: string, read: Set<string>, listed: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return value;
  const children = new Map<string, unknown>();
  return new Proxy(value as Json, {
    get(target, key) {
      if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(target, key)) {
        return Reflect.get(target, key);
      }
      read.add(`${path}/${key}`);
      if (!children.has(key)) children.set(key, recording(target[key], `${path}/${key}`, read, listed));
      return children.get(key);
    },
    ownKeys(target) {
      listed.add(path);
      return Reflect.ownKeys(target);
    },
  });
}

function unknownFields(value: unknown, path: string, read: Set<string>, listed: Set<string>): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Json).flatMap(([key, child]) => {
    const childPath = `${path}/${key}`;
    const own = !Array.isArray(value) && !listed.has(path) && !read.has(childPath) ? [childPath] : [];
    return [...own, ...unknownFields(child, childPath, read, listed)];
  });
}

/** Validates one object against the model of `apiVersion/kind`; answers the problems, each naming the field. */
export function validateObject(type: string, object: unknown, where: string): string[] {
  const model = MODELS[type];
  if (!model) return [`${where}: ${type} is not a kind the checks know`];
  const read = new Set<string>();
  const listed = new Set<string>();
  try {
    model().prototype.validate.call(recording(object, '', read, listed));
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
  return unknownFields(object, '', read, listed).map((field) => `${where}: unknown field ${field}`);
}

/** Every problem of the manifests: schema violations, unknown fields, kinds nobody checks. */
export function validateManifests(manifests: readonly Manifest[]): string[] {
  return manifests.flatMap((manifest) => {
    const where = `${manifest.kind ?? '?'} ${manifest.metadata?.name ?? '?'}`;
    if (manifest.apiVersion === 'monitoring.coreos.com/v1' && manifest.kind === 'ServiceMonitor') {
      return validateServiceMonitor(manifest)
        ? []
        : (validateServiceMonitor.errors ?? []).map((error) => {
            // ajv 6 (the one installed) names the field dataPath; ajv 8 instancePath
            const field =
              (error as { dataPath?: string }).dataPath ?? (error as { instancePath?: string }).instancePath;
            return `${where}: ${field} ${error.message}`;
          });
    }
    return validateObject(`${manifest.apiVersion}/${manifest.kind}`, manifest, where);
  });
}
