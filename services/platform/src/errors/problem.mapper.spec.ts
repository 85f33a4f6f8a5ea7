import { BadRequestException, NotFoundException } from '@nestjs/common';
import express from 'express';
import { ErrorCode, NatsError } from 'nats';
import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { AppException } from './app.exception';
import { toProblem } from './problem.mapper';

describe(toProblem.name, () => {
  it('keeps the status, code and detail of an AppException', () => {
    expect(toProblem(new AppException(409, 'FAVOURITES_FULL', 'You have 500 favourites.'))).toEqual({
      status: 409,
      body: { detail: 'You have 500 favourites.', code: 'FAVOURITES_FULL' },
      unexpected: false,
    });
  });

  it('names each bad field of a zod validation error', () => {
    const result = z.object({ email: z.email(), age: z.number() }).safeParse({ email: 'x', age: 'y' });
    const problem = toProblem(result.error);
    expect(problem.status).toBe(400);
    expect(problem.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(problem.body.fields ?? {})).toEqual(['email', 'age']);
  });

  it('maps Nest HTTP exceptions to their status with a code', () => {
    expect(toProblem(new NotFoundException('Cannot GET /x')).body).toEqual({
      detail: 'Cannot GET /x',
      code: 'NOT_FOUND',
    });
    expect(toProblem(new BadRequestException('bad')).status).toBe(400);
  });

  describe('body errors, as express.json() raises them', () => {
    /** What express.json() hands to the next middleware for this request. */
    const bodyError = (headers: Record<string, string>, body: string | Buffer): Promise<unknown> =>
      new Promise((resolve) => {
        const req = Object.assign(new PassThrough(), {
          headers: { 'content-length': String(Buffer.byteLength(body)), ...headers },
          method: 'POST',
          url: '/',
        });
        express.json({ limit: '1kb' })(req as never, {} as never, resolve);
        req.end(body);
      });
    const json = { 'content-type': 'application/json' };

    it.each(['gzip', 'deflate', 'br'])(
      'answers a body claiming %s that is not such data with 400 MALFORMED_BODY',
      async (encoding) => {
        const problem = toProblem(await bodyError({ ...json, 'content-encoding': encoding }, 'garbage'));
        expect(problem).toEqual({
          status: 400,
          body: { detail: expect.stringContaining('Content-Encoding'), code: 'MALFORMED_BODY' },
          unexpected: false,
        });
      },
    );

    it('answers a truncated gzip body with 400 MALFORMED_BODY', async () => {
      const truncated = gzipSync('{"description":"x"}').subarray(0, 12);
      const problem = toProblem(await bodyError({ ...json, 'content-encoding': 'gzip' }, truncated));
      expect(problem).toMatchObject({ status: 400, body: { code: 'MALFORMED_BODY' } });
    });

    it('reads a valid gzip body (no error)', async () => {
      expect(await bodyError({ ...json, 'content-encoding': 'gzip' }, gzipSync('{}'))).toBeUndefined();
    });

    it('answers an unsupported encoding with 415 naming it', async () => {
      const problem = toProblem(await bodyError({ ...json, 'content-encoding': 'zstd' }, 'garbage'));
      expect(problem).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
      expect(problem.body.detail).toContain('"zstd"');
    });

    it('answers a JSON syntax error with 400 MALFORMED_JSON', async () => {
      expect(toProblem(await bodyError(json, '{bad'))).toMatchObject({
        status: 400,
        body: { code: 'MALFORMED_JSON' },
      });
    });

    it('answers an oversized body, also once inflated, with 413 PAYLOAD_TOO_LARGE', async () => {
      const big = JSON.stringify({ description: 'x'.repeat(5_000) });
      expect(toProblem(await bodyError(json, big))).toMatchObject({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE' },
      });
      const bomb = gzipSync(big);
      expect(bomb.length).toBeLessThan(1_000);
      expect(toProblem(await bodyError({ ...json, 'content-encoding': 'gzip' }, bomb))).toMatchObject({
        status: 413,
      });
    });

    it('recognises errors by what they are: a `type` field alone makes no client error', () => {
      const lookalike = Object.assign(new Error('disk full'), { type: 'entity.parse.failed' });
      expect(toProblem(lookalike)).toMatchObject({ status: 500, unexpected: true });
      const internal = Object.assign(new Error('stream is not readable'), {
        status: 500,
        statusCode: 500,
        expose: false,
        type: 'stream.not.readable',
      });
      expect(toProblem(internal)).toMatchObject({ status: 500, unexpected: true });
    });
  });

  it('hides unexpected errors behind a generic 500 and flags them for the log', () => {
    expect(toProblem(new Error('database password is hunter2'))).toEqual({
      status: 500,
      body: { detail: 'Internal server error.', code: 'INTERNAL_ERROR' },
      unexpected: true,
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the bus cannot take the message now (e.g. a stream leader election)', () => {
    expect(toProblem(NatsError.errorForCode(ErrorCode.NoResponders))).toEqual({
      status: 503,
      body: { detail: 'The service is briefly unavailable: please try again.', code: 'SERVICE_UNAVAILABLE' },
      unexpected: false,
    });
    expect(toProblem(NatsError.errorForCode(ErrorCode.Timeout))).toMatchObject({ status: 503 });
    expect(toProblem(NatsError.errorForCode(ErrorCode.BadJson))).toMatchObject({
      status: 500,
      unexpected: true,
    });
  });

  /** As the nats client turns a JetStream error answer into an error (jsutil's checkJsErrorCode). */
  const jetStreamAnswer = (code: number, errCode: number, description: string) =>
    Object.assign(new NatsError(description, String(code)), {
      api_error: { code, err_code: errCode, description },
    });

  it.each([
    [500, 10009, 'JetStream cluster can not handle request'],
    [500, 10007, 'JetStream cluster not assigned to this server'],
    [500, 10118, 'stream is offline'],
    [409, 10158, 'duplicate message id is in process'],
    [429, 10167, 'too many requests'],
    [503, 10077, 'stream store failed'],
  ])('answers 503 to JetStream answering %i (%i, %s) between two leaders', (code, errCode, description) => {
    expect(toProblem(jetStreamAnswer(code, errCode, description))).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
      unexpected: false,
    });
  });

  it('keeps a JetStream refusal that trying again cannot cure an unexpected error', () => {
    expect(toProblem(jetStreamAnswer(500, 10052, 'replicas > 1 not supported'))).toMatchObject({
      status: 500,
      unexpected: true,
    });
    expect(toProblem(jetStreamAnswer(400, 10054, 'message size exceeds maximum allowed'))).toMatchObject({
      status: 500,
      unexpected: true,
    });
  });
});
