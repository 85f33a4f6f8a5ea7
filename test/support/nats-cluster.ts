import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { freePort } from './ports';
import { RunningProcess } from './processes';
import { spawn } from 'node:child_process';
import { waitFor } from './wait';

/** The machine's nats-server (Debian's package), or NATS_SERVER. */
const NATS_SERVER = process.env.NATS_SERVER ?? 'nats-server';

export interface ClusterNode {
  readonly name: string;
  readonly url: string;
  readonly monitor: string;
  process: RunningProcess;
}

export interface NatsCluster {
  readonly nodes: readonly ClusterNode[];
  /** Every node's client URL, comma-separated, as NATS_URL. */
  readonly urls: string;
  /** SIGKILLs a node: the others elect new leaders for what it led. */
  kill(node: ClusterNode): Promise<void>;
  /** Starts a killed node again on the same ports and store; it catches up from the others. */
  restart(node: ClusterNode): Promise<void>;
  /** The node that leads a stream's raft group now. */
  streamLeader(stream: string): Promise<ClusterNode | undefined>;
  stop(): Promise<void>;
}

interface NodePorts {
  client: number;
  cluster: number;
  monitor: number;
  storeDir: string;
}

function startServer(name: string, own: NodePorts, all: NodePorts[]): RunningProcess {
  const routes = all
    .filter((ports) => ports !== own)
    .map((ports) => `nats://127.0.0.1:${ports.cluster}`)
    .join(',');
  const child = spawn(
    NATS_SERVER,
    [
      '-a',
      '127.0.0.1',
      '-p',
      String(own.client),
      '-m',
      String(own.monitor),
      '-n',
      name,
      '-js',
      '-sd',
      own.storeDir,
      '--cluster_name',
      'scale-out',
      '--cluster',
      `nats://127.0.0.1:${own.cluster}`,
      '--routes',
      routes,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until JetStream answers through the node (the cluster has a meta leader). */
async function jetStreamReady(url: string): Promise<void> {
  await waitFor(
    async () => {
      const nc = await connect({ servers: url, reconnect: false, timeout: 1000 });
      try {
        await (await nc.jetstreamManager()).getAccountInfo();
        return true;
      } finally {
        await nc.close();
      }
    },
    30_000,
    `JetStream through ${url}`,
  );
}

/** Waits until a stream with three replicas can be made (every node has joined the JetStream cluster). */
async function replicatedStreamsReady(servers: string[]): Promise<void> {
  const nc = await connect({ servers, timeout: 2000 });
  try {
    const jsm = await nc.jetstreamManager({ timeout: 10_000 });
    await waitFor(
      async () => {
        await jsm.streams.add({ name: 'CLUSTER_PROBE', subjects: ['cluster.probe'], num_replicas: 3 });
        await jsm.streams.delete('CLUSTER_PROBE');
        return true;
      },
      60_000,
      'a stream replicated on three nodes',
    );
  } finally {
    await nc.close();
  }
}

/** Three nats-server processes on loopback ports forming one JetStream cluster, each with its own store. */
export async function startNatsCluster(): Promise<NatsCluster> {
  const root = await mkdtemp(join(tmpdir(), 'nats-cluster-'));
  const ports: NodePorts[] = [];
  for (let i = 0; i < 3; i += 1) {
    ports.push({
      client: await freePort(),
      cluster: await freePort(),
      monitor: await freePort(),
      storeDir: join(root, `n${i + 1}`),
    });
  }
  const nodes: ClusterNode[] = ports.map((own, i) => ({
    name: `n${i + 1}`,
    url: `nats://127.0.0.1:${own.client}`,
    monitor: `http://127.0.0.1:${own.monitor}`,
    process: startServer(`n${i + 1}`, own, ports),
  }));
  try {
    for (const node of nodes) await jetStreamReady(node.url);
    await replicatedStreamsReady(nodes.map((node) => node.url));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.process.stop()));
    throw new Error(`${String(error)}\n${nodes.map((node) => node.process.output()).join('\n')}`);
  }
  return {
    nodes,
    urls: nodes.map((node) => node.url).join(','),
    kill: async (node) => {
      node.process.child.kill('SIGKILL');
      await node.process.exited;
    },
    restart: async (node) => {
      const index = nodes.indexOf(node);
      node.process = startServer(node.name, ports[index], ports);
      await jetStreamReady(node.url);
    },
    streamLeader: async (stream) => {
      for (const node of nodes) {
        if (node.process.child.exitCode !== null || node.process.child.signalCode !== null) continue;
        try {
          const nc = await connect({ servers: node.url, reconnect: false, timeout: 1000 });
          try {
            const info = await (await nc.jetstreamManager()).streams.info(stream);
            return nodes.find((candidate) => candidate.name === info.cluster?.leader);
          } finally {
            await nc.close();
          }
        } catch {
          // this node cannot tell now; ask the next
        }
      }
      return undefined;
    },
    stop: async () => {
      await Promise.all(nodes.map((node) => node.process.stop()));
    },
  };
}
