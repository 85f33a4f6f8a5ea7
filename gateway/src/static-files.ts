// Serves the built SPA: files from one directory, index.html for client-side routes, nothing outside it.
import { createReadStream, realpathSync, statSync, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { EdgeErrorCode, sendEdgeError } from './edge-error';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Vite puts content-hashed files under /assets/: they never change, so they may be cached for good. */
const IMMUTABLE_PREFIX = '/assets/';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_REVALIDATE = 'no-cache';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
const MIN_COMPRESSED_SIZE = 1024;
const MAX_COMPRESSED_SIZE = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // quality 9: close to the best ratio at a fraction of quality 11's time, paid once per file
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** The encoding a client accepts that we prefer (brotli, then gzip), honouring `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticSite {
  readonly rootDir: string;
  /** Serves a GET or HEAD for `rawPath` (the request path as received, without the query). */
  serve(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void>;
}

type Resolution = { kind: 'file'; filePath: string; stats: Stats; urlPath: string } | { kind: 'missing' };

function isInside(root: string, candidate: string): boolean {
  const path = relative(root, candidate);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/** Creates the static handler; fails at start-up when the directory does not exist. */
export function createStaticSite(dir: string): StaticSite {
  let rootDir: string;
  try {
    rootDir = realpathSync(dir);
    if (!statSync(rootDir).isDirectory()) {
      throw new Error('not a directory');
    }
  } catch (error) {
    throw new Error(`staticDir ${dir} cannot be served: ${(error as Error).message}`);
  }
  const indexPath = resolve(rootDir, 'index.html');

  async function resolveFile(urlPath: string): Promise<Resolution> {
    const candidate = resolve(rootDir, `.${urlPath}`);
    try {
      const real = await realpath(candidate);
      // A symbolic link may point anywhere: only what really lies under the root is served.
      if (!isInside(rootDir, real)) {
        return { kind: 'missing' };
      }
      const stats = await stat(real);
      if (stats.isFile()) {
        return { kind: 'file', filePath: real, stats, urlPath };
      }
      if (stats.isDirectory() && urlPath === '/') {
        return resolveFile('/index.html');
      }
    } catch {
      // Not there (or unreadable): treated as missing.
    }
    return { kind: 'missing' };
  }

  /** Compressed copies of files: the build's (see frontend/scripts/precompress.mjs), else made on first request; kept while the file is unchanged. */
  const compressed = new Map<string, Promise<Buffer>>();

  /** The build's own compressed copy (`<file>.br`, `<file>.gz`) when it is at least as new as the file. */
  async function prebuiltCopy(
    file: Resolution & { kind: 'file' },
    encoding: Encoding,
  ): Promise<Buffer | undefined> {
    const sibling = `${file.filePath}.${encoding === 'br' ? 'br' : 'gz'}`;
    try {
      const stats = await stat(sibling);
      return stats.isFile() && stats.mtimeMs >= file.stats.mtimeMs ? await readFile(sibling) : undefined;
    } catch {
      return undefined;
    }
  }

  function compressedCopy(file: Resolution & { kind: 'file' }, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file.filePath}:${file.stats.size}:${file.stats.mtimeMs}`;
    let copy = compressed.get(key);
    if (!copy) {
      copy = prebuiltCopy(file, encoding).then(
        async (prebuilt) => prebuilt ?? compressors[encoding](await readFile(file.filePath)),
      );
      copy.catch(() => compressed.delete(key));
      compressed.set(key, copy);
    }
    return copy;
  }

  function encodingFor(req: IncomingMessage, file: Resolution & { kind: 'file' }): Encoding | undefined {
    const { size } = file.stats;
    if (!COMPRESSIBLE.has(extname(file.filePath).toLowerCase())) return undefined;
    if (size < MIN_COMPRESSED_SIZE || size > MAX_COMPRESSED_SIZE) return undefined;
    return preferredEncoding(req.headers['accept-encoding']);
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: Resolution & { kind: 'file' },
  ): Promise<void> {
    const { stats, filePath } = file;
    const encoding = encodingFor(req, file);
    const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
    const etag = `W/"${encoding ? `${tag}-${encoding}` : tag}"`;
    const immutable = file.urlPath.startsWith(IMMUTABLE_PREFIX) && filePath !== indexPath;
    res.setHeader('content-type', contentTypeOf(filePath));
    res.setHeader('cache-control', immutable ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    res.setHeader('etag', etag);
    res.setHeader('last-modified', stats.mtime.toUTCString());
    res.setHeader('x-content-type-options', 'nosniff');
    if (COMPRESSIBLE.has(extname(filePath).toLowerCase())) res.setHeader('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }
    if (encoding) {
      const body = await compressedCopy(file, encoding);
      res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('content-length', stats.size);
    if (req.method === 'HEAD') {
      res.writeHead(200);
      res.end();
      return;
    }
    res.writeHead(200);
    pipeline(createReadStream(filePath), res, () => {
      // Errors (a client that went away, a file removed mid-read) end the response; nothing more to do.
    });
  }

  return {
    rootDir,
    async serve(req, res, rawPath) {
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        sendEdgeError(res, EdgeErrorCode.BadRequest, 'The request path is not valid percent-encoding.');
        return;
      }
      const segments = urlPath.split('/');
      if (
        !urlPath.startsWith('/') ||
        urlPath.includes('\0') ||
        urlPath.includes('\\') ||
        segments.some((segment) => segment === '..')
      ) {
        sendEdgeError(res, EdgeErrorCode.BadRequest, 'The request path leaves the site.');
        return;
      }
      const hidden = segments.some((segment) => segment.startsWith('.') && segment !== '.well-known');
      const found = hidden ? ({ kind: 'missing' } as const) : await resolveFile(urlPath);
      if (found.kind === 'file') {
        await sendFile(req, res, found);
        return;
      }
      // Client-side routes (no file extension, or a page request) get the SPA; missing assets a 404.
      const lastSegment = segments[segments.length - 1] ?? '';
      if (!hidden && (extname(lastSegment) === '' || acceptsHtml(req))) {
        const index = await resolveFile('/index.html');
        if (index.kind === 'file') {
          await sendFile(req, res, index);
          return;
        }
      }
      sendEdgeError(res, EdgeErrorCode.NotFound, `No file at ${urlPath}.`);
    },
  };
}
