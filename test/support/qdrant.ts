import { randomUUID } from 'node:crypto';
import type { QdrantClient } from '@qdrant/js-client-rest' with { 'resolution-mode': 'import' };

/**
 * Qdrant for the tests: the in-memory test server of `test/qdrant-server` always, and the Qdrant that QDRANT_URL
 * points to (with QDRANT_API_KEY when it needs one) whenever it is set. Collections the tests create are named
 * `site-test-<random>` and dropped by the suite that made them, so a developer's Qdrant keeps nothing of the tests.
 */
export function realQdrantUrl(): string | undefined {
  return process.env.QDRANT_URL || undefined;
}

export function realQdrantApiKey(): string | undefined {
  return process.env.QDRANT_API_KEY || undefined;
}

export function testCollectionName(): string {
  return `site-test-${randomUUID().slice(0, 12)}`;
}

export async function qdrantClient(url: string, apiKey?: string): Promise<QdrantClient> {
  const { QdrantClient: Client } = await import('@qdrant/js-client-rest');
  return new Client({ url, apiKey, checkCompatibility: false });
}

export async function dropCollection(url: string, name: string, apiKey?: string): Promise<void> {
  await (await qdrantClient(url, apiKey)).deleteCollection(name);
}
