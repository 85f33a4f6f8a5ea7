// k6: students asking the planner, at the rate issue 4 targets (the Node runner planner-load.mjs measures the same
// without k6). Needs a running site: npm start.
// Usage: k6 run -e BASE_URL=http://127.0.0.1:8080 loadtests/src/scenarios/planner.js
import http from 'k6/http';
import { check, group } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';

const PROFILES = [
  'I want a master in computer science in Germany taught in English, my budget is 1000 euro a month.',
  'Ich möchte BWL im Bachelor in Österreich studieren, maximal 800 Euro im Monat.',
  'Je cherche un master en droit international en Belgique ou aux Pays-Bas.',
  'Quiero estudiar medicina en Italia o España, soy de México.',
  'أريد دراسة الهندسة في ألمانيا باللغة الإنجليزية',
  'Nordic countries, environmental science, bachelor, free tuition as an EU citizen.',
];

export const options = {
  scenarios: {
    students: {
      executor: 'constant-arrival-rate',
      rate: 1000,
      timeUnit: '1s',
      duration: '20s',
      preAllocatedVUs: 200,
      maxVUs: 200,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<50'],
    checks: ['rate>0.99'],
  },
};

export default function () {
  group('a student describes themselves and gets programs', () => {
    const description = PROFILES[Math.floor(Math.random() * PROFILES.length)];
    const res = http.post(`${BASE_URL}/api/plan_study_abroad`, JSON.stringify({ description }), {
      headers: { 'Content-Type': 'application/json' },
    });
    check(res, {
      'the planner answers 200': (r) => r.status === 200,
      'at most six recommendations': (r) => r.status === 200 && r.json('recommendations').length <= 6,
    });
  });
}
