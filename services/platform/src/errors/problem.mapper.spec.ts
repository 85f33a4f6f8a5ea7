import { BadRequestException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { AppException, NotImplementedYetException } from './app.exception';
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

  it('maps body-parser errors to MALFORMED_JSON and PAYLOAD_TOO_LARGE', () => {
    expect(toProblem({ type: 'entity.parse.failed', status: 400 }).body.code).toBe('MALFORMED_JSON');
    expect(toProblem({ type: 'entity.too.large', status: 413 })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('hides unexpected errors behind a generic 500 and flags them for the log', () => {
    expect(toProblem(new Error('database password is hunter2'))).toEqual({
      status: 500,
      body: { detail: 'Internal server error.', code: 'INTERNAL_ERROR' },
      unexpected: true,
    });
  });

  it('answers unfinished features with 501 without flagging them', () => {
    expect(toProblem(new NotImplementedYetException('Chat'))).toMatchObject({
      status: 501,
      unexpected: false,
    });
  });
});
