import { escapeUri, normalizePath, splitRequestTarget } from './uri';

describe(normalizePath.name, () => {
  it.each([
    ['/', '/'],
    ['/api/health', '/api/health'],
    ['//api///health', '/api/health'],
    ['/api/./health', '/api/health'],
    ['/api/x/../health', '/api/health'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/api/..', '/'],
    ['/api/.', '/api/'],
    ['/%61pi/%7Euser', '/api/~user'],
    ['/%2e%2e/secret', '/secret'],
    ['/a%2fb', '/a%2Fb'],
    ['/a%3Fb%23c', '/a%3Fb%23c'],
    ['/caf%C3%A9', '/caf\u00c3\u00a9'],
  ])('%s becomes %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe(escapeUri.name, () => {
  it('escapes what may not travel raw and keeps the rest', () => {
    expect(escapeUri('/caf\u00c3\u00a9 au lait/a%2Fb;c=d')).toBe('/caf%C3%A9%20au%20lait/a%2Fb;c=d');
    expect(escapeUri('/a"b<c>')).toBe('/a%22b%3Cc%3E');
  });
});

describe(splitRequestTarget.name, () => {
  it('separates the query without decoding it', () => {
    expect(splitRequestTarget('/a?b=%20&c')).toEqual({ path: '/a', query: 'b=%20&c' });
    expect(splitRequestTarget('/a?')).toEqual({ path: '/a', query: '' });
    expect(splitRequestTarget('/a')).toEqual({ path: '/a', query: undefined });
  });
});
