// k6: visitors sending the contact form (each message with its own idempotency key). The site's per-address rate
// limit must be raised for the run (CONTACT_RATE_LIMIT=1000000), or every client but the first few gets 429.
// Usage: k6 run -e BASE_URL=http://127.0.0.1:8080 loadtests/src/scenarios/contact.js
import http from 'k6/http';
import { check, group } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';

export const options = {
  scenarios: {
    visitors: {
      executor: 'constant-arrival-rate',
      rate: 50,
      timeUnit: '1s',
      duration: '30s',
      preAllocatedVUs: 20,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<100'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  group('a visitor sends the contact form', () => {
    const body = {
      name: `Visitor ${__VU}`,
      email: `visitor${__VU}@example.org`,
      company: 'Load Test Ltd',
      fullPhone: '+49 30 1234567',
      subject: 'general',
      message: `Message ${__VU}-${__ITER}`,
      language: 'en',
    };
    const res = http.post(`${BASE_URL}/api/send-email`, JSON.stringify(body), {
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `k6-${__VU}-${__ITER}-${Date.now()}`,
      },
    });
    check(res, { 'the message is accepted': (r) => r.status === 200 && r.json('success') === true });
  });
}
