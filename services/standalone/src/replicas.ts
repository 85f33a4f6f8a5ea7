/** Ports of a service's second, third, … replica: the service's port plus this step for each. */
export const REPLICA_PORT_STEP = 100;
const MAX_REPLICAS = 9;

/**
 * Reads `--replicas planner=2,mailer=2` (the flag may repeat) into a count per service; services not named run
 * once. Refuses unknown services and counts outside 1..9 with a message naming the bad part.
 */
export function parseReplicas(argv: readonly string[], services: readonly string[]): Map<string, number> {
  const counts = new Map(services.map((service) => [service, 1]));
  argv.forEach((arg, index) => {
    const value =
      arg === '--replicas' ? argv[index + 1] : arg.startsWith('--replicas=') ? arg.slice(11) : undefined;
    if (arg === '--replicas' && (value === undefined || value.startsWith('--'))) {
      throw new Error('--replicas needs service=count[,service=count…], e.g. --replicas planner=2');
    }
    for (const part of (value ?? '').split(',').filter(Boolean)) {
      const match = /^([a-z-]+)=(\d+)$/.exec(part.trim());
      if (!match || !counts.has(match[1])) {
        throw new Error(
          `--replicas: "${part}" is not service=count with a service of ${services.join(', ')}`,
        );
      }
      const count = Number(match[2]);
      if (count < 1 || count > MAX_REPLICAS) {
        throw new Error(`--replicas: ${match[1]} must run 1 to ${MAX_REPLICAS} times (got ${count})`);
      }
      counts.set(match[1], count);
    }
  });
  return counts;
}

/** The ports of a service's replicas: its own, then one step further for each more. */
export function replicaPorts(port: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => port + index * REPLICA_PORT_STEP);
}
