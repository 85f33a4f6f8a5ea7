import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEYCLOAK_BRUTE_FORCE_DEFAULTS, loadRealmSeed } from './realm';

const REALM_FILE = join(__dirname, '../../../infra/keycloak/realm-europa-launchpad.json');

describe('loadRealmSeed', () => {
  it("reads the realm's brute-force detection", () => {
    expect(loadRealmSeed(REALM_FILE, 'site-spa').bruteForce).toEqual({
      bruteForceProtected: true,
      permanentLockout: false,
      maxTemporaryLockouts: 0,
      bruteForceStrategy: 'MULTIPLE',
      failureFactor: 10,
      waitIncrementSeconds: 60,
      maxFailureWaitSeconds: 900,
      maxDeltaTimeSeconds: 43200,
      quickLoginCheckMilliSeconds: 1000,
      minimumQuickLoginWaitSeconds: 60,
    });
  });

  it("takes Keycloak's defaults for settings a realm leaves out or gets wrong", () => {
    const path = join(mkdtempSync(join(tmpdir(), 'realm-')), 'realm.json');
    writeFileSync(
      path,
      JSON.stringify({
        realm: 'r',
        clients: [{ clientId: 'site-spa' }],
        failureFactor: -1,
        waitIncrementSeconds: 'x',
      }),
    );
    expect(loadRealmSeed(path, 'site-spa').bruteForce).toEqual(KEYCLOAK_BRUTE_FORCE_DEFAULTS);
  });
});
