// Contact form under load on the standalone server, mail going out over SMTP to a local SMTP server this script
// starts: CLIENTS concurrent clients post messages (each with its own idempotency key) for SECONDS. Reports accepted
// messages per second, the answer's latency, and the time from acceptance (the answer) to delivery (the SMTP
// server's 250) for each mail, p50/p95. Bounded and loopback only. Needs `npm run build` first.
// With --rate R the clients together post R messages a second on a fixed schedule (an open model): the time to
// delivery then shows the mail path at that rate rather than the backlog of a burst.
// Usage: node loadtests/src/contact-load.mjs [--clients 20] [--seconds 15] [--rate R]
import { Agent, request } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { machine, rssMiB, startStandalone, stop } from './helpers/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const clients = arg('clients', 20);
const seconds = arg('seconds', 15);
const rate = arg('rate', 0);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const deliveredAt = new Map(); // mail id -> time of the SMTP server's acceptance
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString()));
    stream.on('end', () => {
      const mailId = /^X-Mail-Id: (.+)$/im.exec(raw)?.[1]?.trim();
      if (mailId && !deliveredAt.has(mailId)) deliveredAt.set(mailId, performance.now());
      callback();
    });
  },
});
const smtpPort = await new Promise((resolve) =>
  smtp.listen(0, '127.0.0.1', () => resolve(smtp.server.address().port)),
);

const { child: server, port } = await startStandalone('contact-load-', {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_RATE_LIMIT: '1000000',
});

const agent = new Agent({ keepAlive: true, maxSockets: clients });
const acceptedAt = new Map(); // idempotency key -> time the answer arrived
const answerMs = [];
let errors = 0;
let sequence = 0;

const post = (key, body) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/send-email',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const now = performance.now();
          if (res.statusCode === 200) {
            acceptedAt.set(key, now);
            answerMs.push(now - started);
          } else errors += 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end(body);
  });

const deadline = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let slot = client; performance.now() < deadline; slot += clients) {
      if (rate > 0) {
        const due = started + (slot * 1000) / rate;
        if (due >= deadline) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const n = (sequence += 1);
      const key = `load-${client}-${n}`;
      await post(
        key,
        JSON.stringify({
          name: `Client ${client}`,
          email: `client${client}@example.org`,
          company: 'Load Test Ltd',
          fullPhone: '+49 30 1234567',
          subject: 'general',
          message: `Load test message number ${n}.`,
          language: 'en',
        }),
      );
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;

// wait (bounded) until every accepted message's two mails arrived
const expected = acceptedAt.size * 2;
const waitUntil = performance.now() + 120_000;
while (deliveredAt.size < expected && performance.now() < waitUntil) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const drainedAfter = (performance.now() - started) / 1000;

const toDelivery = [];
for (const [key, accepted] of acceptedAt) {
  for (const part of ['company', 'confirmation']) {
    const at = deliveredAt.get(`key-${key}:${part}`);
    if (at !== undefined) toDelivery.push(at - accepted);
  }
}
toDelivery.sort((a, b) => a - b);
answerMs.sort((a, b) => a - b);
const fmt = (ms) => ms.toFixed(1);
console.log(`machine: ${machine()}`);
console.log(`date: ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `clients: ${clients}, ${rate > 0 ? `offered ${rate}/s, ` : ''}${seconds} s: accepted ${acceptedAt.size} messages (${(acceptedAt.size / elapsed).toFixed(0)}/s), errors: ${errors}`,
);
console.log(
  `answer ms: p50 ${fmt(percentile(answerMs, 50))}, p95 ${fmt(percentile(answerMs, 95))}, p99 ${fmt(percentile(answerMs, 99))}`,
);
console.log(
  `mails delivered: ${toDelivery.length} of ${expected}, all by ${drainedAfter.toFixed(1)} s; acceptance to delivery ms: p50 ${fmt(percentile(toDelivery, 50))}, p95 ${fmt(percentile(toDelivery, 95))}, p99 ${fmt(percentile(toDelivery, 99))}`,
);
console.log(`server RSS after the run: ${rssMiB(server.pid).toFixed(0)} MiB`);
agent.destroy();
await stop(server);
await new Promise((resolve) => smtp.close(resolve));
