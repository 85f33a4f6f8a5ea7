/** A model of the chat's selector (specification, section 3) and the context window it was trained for. */
export interface ChatModel {
  readonly value: string;
  readonly label: string;
  readonly contextTokens: number;
}

/** The five models of the specification, in its order. */
export const CHAT_MODELS: readonly ChatModel[] = [
  { value: 'tinyllama:latest', label: 'TinyLLaMA', contextTokens: 2048 },
  { value: 'gemma2:2b', label: 'Google Gemma2:2b', contextTokens: 8192 },
  { value: 'qwen3:4b', label: 'Ali Qwen 3:4b', contextTokens: 40960 },
  { value: 'gemma3:1b', label: 'Google Gemma3:1b (Fast)', contextTokens: 32768 },
  { value: 'gemma3:4b', label: 'Google Gemma3:4b (Balanced)', contextTokens: 131072 },
];

export const CHAT_MODEL_VALUES = CHAT_MODELS.map((model) => model.value) as [string, ...string[]];

export function chatModel(value: string): ChatModel {
  const model = CHAT_MODELS.find((candidate) => candidate.value === value);
  if (!model) throw new Error(`unknown chat model ${value}`);
  return model;
}

/** Ollama's name of a model: a name without a tag is `:latest`. */
export function withTag(name: string): string {
  return name.includes(':') ? name : `${name}:latest`;
}
