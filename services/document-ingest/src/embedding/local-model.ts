import { basename, dirname, resolve } from 'node:path';

/**
 * @huggingface/transformers set up to read the model in `modelDir` and nothing else: remote models are off, so
 * nothing is ever downloaded at run time. Answers the library and the model's name within its folder.
 */
export async function transformersForFolder(modelDir: string) {
  // an ES module: loaded with import(), which the CommonJS build keeps as it is
  const transformers = await import('@huggingface/transformers');
  const folder = resolve(modelDir);
  transformers.env.allowRemoteModels = false;
  transformers.env.allowLocalModels = true;
  transformers.env.useFSCache = false;
  transformers.env.localModelPath = dirname(folder);
  return { transformers, model: basename(folder) };
}
