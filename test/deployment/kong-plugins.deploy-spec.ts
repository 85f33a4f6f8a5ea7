import { readFileSync } from 'node:fs';
import { checkKongPlugins, KONG_CONFIG_PATH, renderKongConfig } from '@site/gateway';

const KONG_YML = readFileSync(KONG_CONFIG_PATH, 'utf8');

describe("kong.yml's plugin configurations against Kong 3.x's plugin schemas", () => {
  it('accepts every plugin of the committed file and of the file rendered for compose and Helm', () => {
    expect(checkKongPlugins(KONG_YML)).toEqual([]);
    expect(checkKongPlugins(renderKongConfig(KONG_YML, { webUpstream: 'http://web:8080' }))).toEqual([]);
  });

  it.each([
    [
      'a misspelt field',
      ['echo_downstream: true', 'echo_downstreams: true'],
      /plugins\[0\]\.config: Unrecognized key: "echo_downstreams"/,
    ],
    ['an unknown generator', ['generator: uuid', 'generator: uuid4'], /plugins\[0\]\.config\.generator/],
    [
      'a CORS method Kong does not know',
      // the first methods list of the file is the global cors plugin's
      [/methods: \[GET, ([A-Z, ]+)\]/, 'methods: [FETCH, GET, $1]'],
      /plugins\[1\]\.config\.methods\.0/,
    ],
    [
      'maximum_expiration without exp',
      ['claims_to_verify: [exp]', 'claims_to_verify: [nbf]'],
      /plugins\[0\]\.config\.claims_to_verify: must contain exp/,
    ],
    [
      'a token lifetime over a year',
      ['maximum_expiration: 600', 'maximum_expiration: 40000000'],
      /maximum_expiration/,
    ],
    ['a rate limit without a period', ['              minute: 300\n', ''], /at least one of second, minute/],
    [
      'a longer period with a lower limit',
      ['              hour: 30', '              hour: 3'],
      /config\.hour: must not be lower than the limit per minute/,
    ],
    [
      'a redis field of Kong 2.x',
      ['fault_tolerant: true', 'fault_tolerant: true\n                redis_host: redis'],
      /Unrecognized key: "redis_host"/,
    ],
    ['an unknown size unit', ['size_unit: megabytes', 'size_unit: mebibytes'], /size_unit/],
    [
      'a payload size that is not a whole number',
      ['allowed_payload_size: 26', 'allowed_payload_size: 26.5'],
      /allowed_payload_size/,
    ],
    [
      'a plugin without a schema',
      ['- name: correlation-id', '- name: correlation-idd'],
      /correlation-idd has no schema/,
    ],
    [
      'a misspelt field of the jwt credential',
      ['algorithm: RS256', 'algorithm: RS256\n        rsa_public_keys: x'],
      /jwt_secrets\[0\]: Unrecognized key/,
    ],
  ] as [string, [string | RegExp, string], RegExp][])('refuses %s', (_, [from, to], problem) => {
    const broken = KONG_YML.replace(from, to);
    expect(broken).not.toBe(KONG_YML);
    expect(checkKongPlugins(broken)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });
});
