import { join } from 'node:path';
import { readJson, writeJsonAtomic } from './json-file';

type Payload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

interface Entry {
  payload: Payload;
  expiresAt?: number;
}

export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Models that must outlive a restart for a signed-in user to stay signed in. */
const DURABLE_MODELS = new Set(['Session', 'Grant', 'RefreshToken']);

/**
 * Storage of the development provider (oidc-provider's adapter interface): in memory, with sessions, grants and
 * refresh tokens also written to `<dataDir>/oidc/<Model>.json` after each change.
 */
export function fileAdapterFactory(dataDir: string): new (name: string) => OidcAdapter {
  const models = new Map<string, Map<string, Entry>>();

  function modelStore(name: string): Map<string, Entry> {
    let store = models.get(name);
    if (!store) {
      const saved = DURABLE_MODELS.has(name)
        ? readJson<Record<string, Entry>>(join(dataDir, 'oidc', `${name}.json`))
        : undefined;
      store = new Map(Object.entries(saved ?? {}));
      models.set(name, store);
    }
    return store;
  }

  function persist(name: string, store: Map<string, Entry>): void {
    if (!DURABLE_MODELS.has(name)) return;
    const now = Date.now();
    for (const [id, entry] of store)
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) store.delete(id);
    writeJsonAtomic(join(dataDir, 'oidc', `${name}.json`), Object.fromEntries(store));
  }

  function live(entry: Entry | undefined): Payload | undefined {
    if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= Date.now())) return undefined;
    return entry.payload;
  }

  return class FileAdapter {
    readonly store: Map<string, Entry>;

    constructor(readonly name: string) {
      this.store = modelStore(name);
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      persist(this.name, this.store);
    }

    async find(id: string): Promise<Payload | undefined> {
      return live(this.store.get(id));
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return [...this.store.values()].map(live).find((p) => p?.userCode === userCode);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return [...this.store.values()].map(live).find((p) => p?.uid === uid);
    }

    async consume(id: string): Promise<void> {
      const entry = this.store.get(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      persist(this.name, this.store);
    }

    async destroy(id: string): Promise<void> {
      this.store.delete(id);
      persist(this.name, this.store);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
      persist(this.name, this.store);
    }
  };
}
