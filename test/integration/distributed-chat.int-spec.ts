import { makeTextPdf } from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { type OllamaTestServer, startOllamaTestServer } from '../ollama-server/ollama-test-server';
import { distributedHarness, RunningSite } from '../support/harness';
import { accessTokenFromProvider } from '../support/oidc-client';
import { parseEvents } from '../support/sse';
import { waitFor } from '../support/wait';

// Distributed mode: the chat through the local edge, the chat-orchestrator process asking document-ingest over
// NATS (ingest.search, ingest.document_text) and the Ollama test server, streamed back through the edge.
describe('chat in distributed mode', () => {
  let ollama: OllamaTestServer;
  let site: RunningSite;
  let authorization: string;

  beforeAll(async () => {
    ollama = await startOllamaTestServer({ models: ['gemma3:1b'] });
    site = await distributedHarness.start({ OLLAMA_URL: ollama.url });
    const siteOrigin = `http://localhost:${new URL(site.baseUrl).port}`;
    authorization = `Bearer ${await accessTokenFromProvider(site.identityOrigin, siteOrigin, 'bob', 'bob-dev-password')}`;
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
    await ollama?.stop();
  });

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${site.baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('keeps chats, and answers from the documents with the cited page, streamed through the edge', async () => {
    expect(
      (await call('POST', '/api/chats/', { user_id: 'bob', chat_id: 'chat-1', messages: [] })).status,
    ).toBe(200);
    const list = (await (await call('GET', '/api/chats/user/bob')).json()) as { chat_id: string }[];
    expect(list.map((chat) => chat.chat_id)).toEqual(['chat-1']);

    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          await makeTextPdf([
            ['Welcome to the faculty of engineering.'],
            ['The thesis must be submitted by the fifteenth of June, in two printed copies.'],
          ]),
        ],
        { type: 'application/pdf' },
      ),
      'thesis-rules.pdf',
    );
    form.append('user_id', 'bob');
    expect(
      (await fetch(`${site.baseUrl}/upload_pdf`, { method: 'POST', headers: { authorization }, body: form }))
        .status,
    ).toBe(202);
    await waitFor(
      async () => {
        const [document] = (await (
          await fetch(`${site.baseUrl}/api/documents`, { headers: { authorization } })
        ).json()) as {
          status: string;
        }[];
        return document?.status === 'ready' ? true : undefined;
      },
      120_000,
      'the document to be ready',
    );
    expect((await call('POST', '/set_rag', { user_id: 'bob', enable: true })).status).toBe(200);

    ollama.setScript((request) => {
      const data = request.messages!.at(-1)!.content;
      const hit = data
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { n: number; text: string })
        .find((passage) => passage.text.includes('fifteenth of June'));
      return { tokens: hit ? ['By the fifteenth of June', ` [${hit.n}]`, '.'] : ['No answer found.'] };
    });
    const response = await call('POST', '/chat_with_file/stream', {
      user_id: 'bob',
      question: 'When is the thesis due?',
      model: 'gemma3:1b',
      file_name: null,
      top_k: 5,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents(await response.text());
    expect(events.map((event) => event.event)).toEqual(['sources', 'token', 'token', 'token', 'done']);
    expect(events.at(-1)!.data).toMatchObject({
      mode: 'model',
      rag: true,
      sources: [expect.objectContaining({ file_name: 'thesis-rules.pdf', page: 2 })],
    });

    ollama.setScript(() => ({ tokens: ['Rules for the thesis.'] }));
    const summary = (await (
      await call('POST', '/chat_with_file', {
        user_id: 'bob',
        question: 'Summarise this file',
        model: 'gemma3:1b',
        file_name: 'thesis-rules.pdf',
      })
    ).json()) as { summary: string; answer: string };
    expect(summary.summary).toBe('whole');
    expect(ollama.requests.at(-1)!.body.messages!.at(-1)!.content).toContain('two printed copies');

    const exported = JSON.stringify(await (await call('GET', '/api/users/me/export')).json());
    expect(exported).toContain('"chat_id":"chat-1"');
  }, 240_000);
});
