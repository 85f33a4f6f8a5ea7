// Kong's request-path handling (kong/tools/uri.lua), so the local edge sees paths exactly as Kong does.
//
// Paths are handled as byte strings (one char per byte, as node's HTTP parser hands them over); non-ASCII
// bytes are percent-encoded again by escapeUri() before they are forwarded.

/** RFC 3986 reserved characters: their percent-encodings carry meaning and are never decoded. */
const RESERVED_CHARS = new Set("!*'();:@&=+$,/?%#[]");

/** Characters that may be forwarded unescaped (Kong's ESCAPE_PATTERN, negated). */
const SAFE_URI_CHAR = /[!#$&'()*+,/:;=?@[\]A-Za-z0-9\-_.~%]/;

/**
 * Normalises a request path as Kong's router does before matching: decodes percent-encoded octets that are
 * not reserved (and upper-cases those that are), removes dot segments and merges repeated slashes.
 * The query string must already be removed.
 */
export function normalizePath(path: string): string {
  if (path === '' || path === '/') {
    return path;
  }
  let uri = path.includes('%')
    ? path.replace(/%([0-9a-fA-F]{2})/g, (triplet: string, hex: string) => {
        const char = String.fromCharCode(Number.parseInt(hex, 16));
        return RESERVED_CHARS.has(char) ? triplet.toUpperCase() : char;
      })
    : path;
  if (!uri.includes('.') && !uri.includes('//')) {
    return uri;
  }

  const output: string[] = [];
  while (uri.length > 0) {
    if (uri === '/.') {
      uri = '/';
    } else if (uri === '/..') {
      uri = '/';
      output.pop();
    } else if (uri === '.' || uri === '..') {
      uri = '';
    } else if (uri.startsWith('../')) {
      uri = uri.slice(3);
    } else if (uri.startsWith('./')) {
      uri = uri.slice(2);
    } else if (uri.startsWith('/./')) {
      uri = uri.slice(2);
    } else if (uri.startsWith('/../')) {
      uri = uri.slice(3);
      output.pop();
    } else if (uri.startsWith('//')) {
      uri = uri.slice(1);
    } else {
      const next = uri.indexOf('/', 1);
      output.push(next === -1 ? uri : uri.slice(0, next));
      uri = next === -1 ? '' : uri.slice(next);
    }
  }
  return output.join('');
}

/** Percent-encodes what may not travel unescaped in a request line (Kong's `escape`). */
export function escapeUri(uri: string): string {
  let escaped = '';
  for (const char of uri) {
    if (SAFE_URI_CHAR.test(char)) {
      escaped += char;
    } else {
      const code = char.charCodeAt(0);
      escaped +=
        code < 256 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char);
    }
  }
  return escaped;
}

/** Splits a request target (`/path?query`) into its path and its raw query (without the `?`). */
export function splitRequestTarget(target: string): { path: string; query: string | undefined } {
  const mark = target.indexOf('?');
  return mark === -1
    ? { path: target, query: undefined }
    : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

/**
 * `scheme://host[:port]` as browsers send it in `Origin` (lower-case host, default port removed), or
 * undefined when `value` is not such an origin.
 */
export function normalizeOrigin(value: string): string | undefined {
  if (!/^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?\/?$/i.test(value)) {
    return undefined;
  }
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
