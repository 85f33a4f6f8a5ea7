import { createServer } from 'node:net';
import { makeTextPdf } from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';
import { parseEvents } from '../support/sse';
import { waitFor } from '../support/wait';

// The chat of the embedded default, where no language model server runs: with RAG on it quotes the best passages
// with file and page and says no model is connected; with RAG off it says how to connect one; every model is
// unavailable. The same when OLLAMA_URL names a server that does not answer.

const ALICE = { sub: 'alice-sub', preferred_username: 'alice' };

interface Done {
  answer: string;
  sources: { n: number; file_name: string; page: number }[];
  mode: string;
  rag: boolean;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each([
  ['no model server configured', async (): Promise<Record<string, string>> => ({})],
  [
    'OLLAMA_URL naming a server that does not answer',
    async (): Promise<Record<string, string>> => ({ OLLAMA_URL: `http://127.0.0.1:${await closedPort()}` }),
  ],
])('chat with %s', (_case, env) => {
  let site: SignedInSite;

  beforeAll(async () => {
    site = await startSignedInSite('chat-no-model-', await env());
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          await makeTextPdf([
            ['Welcome to the handbook of the faculty of engineering.'],
            [
              'The enrolment fee for the winter semester is 312 euros.',
              'Die Semestergebühr beträgt 312 Euro.',
            ],
          ]),
        ],
        { type: 'application/pdf' },
      ),
      'handbook.pdf',
    );
    const { authorization } = await site.headers(ALICE);
    expect(
      (await fetch(`${site.baseUrl}/upload_pdf`, { method: 'POST', headers: { authorization }, body: form }))
        .status,
    ).toBe(202);
    await waitFor(
      async () => {
        const response = await fetch(`${site.baseUrl}/api/documents`, { headers: { authorization } });
        const [document] = (await response.json()) as { status: string }[];
        return document?.status === 'ready' ? true : undefined;
      },
      120_000,
      'the document to be ready',
    );
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.baseUrl}${path}`, {
      method,
      headers: { ...(await site.headers(ALICE)), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ask = async (
    question: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    (await (
      await call(
        'POST',
        '/chat_with_file',
        { user_id: 'alice', model: 'gemma3:1b', question, ...extra },
        headers,
      )
    ).json()) as Done;

  it('shows every model as unavailable and the server as unreachable', async () => {
    const body = (await (await call('GET', '/api/chat/models')).json()) as {
      server: string;
      models: { value: string; available: boolean }[];
    };
    expect(body.server).toBe('unreachable');
    expect(body.models).toHaveLength(5);
    expect(body.models.every((model) => !model.available)).toBe(true);
  });

  it('with RAG off, says the model server is not reachable and how to connect one', async () => {
    await call('POST', '/set_rag', { user_id: 'alice', enable: false });
    const result = await ask('Hello, who are you?');
    expect(result).toMatchObject({ mode: 'unavailable', rag: false, sources: [] });
    expect(result.answer).toContain('not reachable');
    expect(result.answer).toContain('OLLAMA_URL');
    expect((await ask('Hallo, wer bist du und was kannst du?')).answer).toContain('nicht erreichbar');
    expect((await ask('من أنت وماذا تستطيع أن تفعل؟')).answer).toMatch(/^خادم النماذج اللغوية غير متاح/);
    // one word says too little about its language: the interface's, sent as Accept-Language, is used
    const greeting = await ask('Olá', {}, { 'Accept-Language': 'pt-PT,pt;q=0.9' });
    expect(greeting.answer).toMatch(/^O servidor de modelos de linguagem não está acessível/);
  });

  it('with RAG on, quotes the best passages with file and page and says no model is connected', async () => {
    await call('POST', '/set_rag', { user_id: 'alice', enable: true });
    const result = await ask('How much is the enrolment fee?');
    expect(result.mode).toBe('passages');
    expect(result.answer).toMatch(/^No language model is connected/);
    expect(result.answer).toContain('**handbook.pdf**, page 2');
    expect(result.answer).toContain('312 euros');
    expect(result.sources[0]).toMatchObject({ file_name: 'handbook.pdf', page: 2 });
    expect(result.answer).toContain(`[${result.sources[0]!.n}]`);

    const german = await ask('Wie hoch ist die Semestergebühr?');
    expect(german.answer).toMatch(/^Es ist kein Sprachmodell verbunden/);
    expect(german.answer).toContain('Seite 2');

    // the English model finds the passage by the English words inside the question
    const korean = await ask('winter semester enrolment fee는 얼마인가요?');
    expect(korean.answer).toMatch(/^연결된 언어 모델이 없어/);
    expect(korean.answer).toContain('**handbook.pdf**, 2페이지');
  });

  it('streams the same: sources, the quoted passages, done', async () => {
    const response = await call('POST', '/chat_with_file/stream', {
      user_id: 'alice',
      model: 'gemma3:1b',
      question: 'What is the enrolment fee?',
    });
    const events = parseEvents(await response.text());
    expect(events.map((event) => event.event)).toEqual(['sources', 'token', 'done']);
    expect(events[2]!.data).toMatchObject({ mode: 'passages', rag: true });
  });

  it('says "No answer found." when no passage has anything to do with the question', async () => {
    expect(await ask('Which football team won the cup in Lisbon?')).toMatchObject({
      answer: 'No answer found.',
      sources: [],
      mode: 'passages',
    });
  });
});
