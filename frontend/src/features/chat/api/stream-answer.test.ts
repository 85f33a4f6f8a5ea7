import { describe, expect, it, vi } from 'vitest';

import { AnswerError, readAnswerStream } from '@/features/chat/api/stream-answer';

/** A response body that sends `chunks` one after the other. */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const handlers = () => ({ onSources: vi.fn(), onToken: vi.fn() });

describe('readAnswerStream', () => {
  it('hands over sources and tokens as they come and resolves with the final event', async () => {
    const calls = handlers();
    const sources = [{ n: 1, file_name: 'a.pdf', page: 2, snippet: 'x', score: 0.5 }];
    const events =
      `event: sources\ndata: ${JSON.stringify({ sources })}\n\n` +
      'event: token\ndata: {"text":"Hel"}\n\n' +
      'event: token\ndata: {"text":"lo \\u00fc"}\n\n' +
      `event: done\ndata: ${JSON.stringify({ answer: 'Hello ü', sources, model: 'm', rag: true, mode: 'model', usage: {} })}\n\n`;
    // split anywhere: in the middle of a field, of an event, of a UTF-8 character
    const bytes = new TextEncoder().encode(events);
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.slice(i, i + 7));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });

    const done = await readAnswerStream(stream, calls);

    expect(calls.onSources).toHaveBeenCalledWith(sources);
    expect(calls.onToken.mock.calls.map(([text]) => text)).toEqual(['Hel', 'lo ü']);
    expect(done).toMatchObject({ answer: 'Hello ü', sources, model: 'm', rag: true, mode: 'model' });
  });

  it('rejects with the code of an error event', async () => {
    const stream = body([
      'event: token\ndata: {"text":"a"}\n\n',
      'event: error\ndata: {"detail":"gone","code":"LLM_TIMEOUT"}\n\n',
    ]);
    const error = await readAnswerStream(stream, handlers()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AnswerError);
    expect(error).toMatchObject({ code: 'LLM_TIMEOUT', message: 'gone' });
  });

  it('rejects a stream that ends without its final event', async () => {
    const error = await readAnswerStream(body(['event: token\ndata: {"text":"a"}\n\n']), handlers()).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ code: 'STREAM_ENDED' });
  });

  it('ignores events it does not know and data it cannot read', async () => {
    const calls = handlers();
    const done = await readAnswerStream(
      body([
        ': comment\n\n',
        'event: ping\ndata: {}\n\n',
        'event: token\ndata: not json\n\n',
        'event: done\ndata: {"answer":""}\n\n',
      ]),
      calls,
    );
    expect(calls.onToken).not.toHaveBeenCalled();
    expect(done).toMatchObject({ answer: '', sources: [], mode: 'model' });
  });
});
