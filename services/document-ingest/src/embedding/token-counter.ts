import { transformersForFolder } from './local-model';

/** Counts a text's tokens with the model's own tokenizer (without [CLS] and [SEP]), as the chunker needs them. */
export async function loadTokenCounter(modelDir: string): Promise<(text: string) => number> {
  const { transformers, model } = await transformersForFolder(modelDir);
  const tokenizer = await transformers.AutoTokenizer.from_pretrained(model);
  return (text) => tokenizer.encode(text, { add_special_tokens: false }).length;
}
