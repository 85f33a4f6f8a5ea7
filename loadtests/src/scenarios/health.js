// k6: the site health under a steady load of visitors (needs a running site: npm start).
// Usage: k6 run -e BASE_URL=http://127.0.0.1:8080 loadtests/src/scenarios/health.js
import http from 'k6/http';
import { check, group } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';

export const options = {
  scenarios: { visitors: { executor: 'constant-vus', vus: 10, duration: '30s' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<200'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  group('a visitor opens the site', () => {
    const page = http.get(`${BASE_URL}/`);
    check(page, { 'the SPA is served': (r) => r.status === 200 && r.body.includes('<div id="root">') });
    const health = http.get(`${BASE_URL}/api/health`);
    check(health, { 'every service reports up': (r) => r.status === 200 && r.json('status') === 'ok' });
  });
}
