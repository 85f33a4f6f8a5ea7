import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FORM_LIMIT_BYTES, formBody, formErrorOf, formField, MAX_FIELD_LENGTH } from './form-body';

describe('formBody', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.post('/form', formBody(), (req, res) => {
      res.json({ username: formField(req.body, 'username'), password: formField(req.body, 'password') });
    });
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      const formError = formErrorOf(error);
      res.status(formError?.status ?? 500).json({ failure: formError?.failure ?? String(error) });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (body: string | Buffer, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('reads the fields of a form', async () => {
    expect(await post(form({ username: 'alice', password: 'secret' }))).toEqual({
      status: 200,
      body: { username: 'alice', password: 'secret' },
    });
  });

  it('passes a long field under the limit on to the form (whose rules then answer it)', async () => {
    const username = 'a'.repeat(MAX_FIELD_LENGTH);
    expect((await post(form({ username, password: 'x' }))).body.username).toBe(username);
  });

  it.each([
    ['a 20,000-character field', form({ username: 'a'.repeat(20_000), password: 'x' })],
    ['a field just over the field limit', form({ username: 'a'.repeat(MAX_FIELD_LENGTH + 1) })],
    [
      'a body over the form limit',
      form({ a: 'x'.repeat(900), b: 'x'.repeat(900) }).repeat(FORM_LIMIT_BYTES / 900),
    ],
    ['too many fields', Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&')],
  ])('answers 413 to %s', async (_what, body) => {
    expect(await post(body)).toEqual({ status: 413, body: { failure: 'tooLarge' } });
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }],
    ['text', { 'content-type': 'text/plain' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('answers 415 to a %s body', async (_what, headers) => {
    expect(await post('username=alice', headers)).toEqual({ status: 415, body: { failure: 'unsupported' } });
  });

  it('answers 415 to an unknown charset', async () => {
    const answer = await post('username=alice', {
      'content-type': 'application/x-www-form-urlencoded; charset=ebcdic',
    });
    expect(answer.status).toBe(415);
  });

  it.each(['gzip', 'br', 'deflate'])(
    'answers 400 to a body that is not the %s it claims to be',
    async (encoding) => {
      expect(await post('garbage', { 'content-encoding': encoding })).toEqual({
        status: 400,
        body: { failure: 'unreadable' },
      });
    },
  );

  it('reads a properly compressed form', async () => {
    const answer = await post(gzipSync(form({ username: 'alice' })), { 'content-encoding': 'gzip' });
    expect(answer).toEqual({ status: 200, body: { username: 'alice', password: '' } });
  });

  it('treats garbage, repeated and missing fields as an empty form, for the form to answer', async () => {
    expect((await post('%%%&&&==\u0000\u00ff')).body).toEqual({ username: '', password: '' });
    expect((await post('username=alice&username=bob&password=a')).body).toEqual({
      username: '',
      password: 'a',
    });
    expect((await post('')).body).toEqual({ username: '', password: '' });
    expect((await post('__proto__=x&constructor=y')).body).toEqual({ username: '', password: '' });
  });
});

describe('formField', () => {
  it('reads only a field of the form itself', () => {
    expect(formField({ username: 'alice' }, 'username')).toBe('alice');
    expect(formField({}, 'toString')).toBe('');
    expect(formField(undefined, 'username')).toBe('');
    expect(formField({ username: ['a', 'b'] }, 'username')).toBe('');
  });
});
