import { createServer } from 'node:net';

// Ports are picked below Linux's ephemeral range (32768-60999 by default). A port the kernel hands out for
// `listen(0)` comes from that range, and so does the local port of every outgoing connection: between our check
// and the service's own `listen`, a test's client socket could take it (seen: a service failing with EADDRINUSE
// while the hostile-input test opened hundreds of connections).
const LOWEST = 20_000;
const HIGHEST = 32_767;
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port free on loopback right now, outside the range outgoing connections take theirs from. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port) || !(await isFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST}`);
}
