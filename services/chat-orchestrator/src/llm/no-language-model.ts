import { type GenerationEvent, type InstalledModels, LanguageModel } from './language-model.port';
import { LlmException } from './llm.exception';

/** The embedded default: no model server is configured (OLLAMA_URL unset). */
export class NoLanguageModel extends LanguageModel {
  readonly configured = false;

  async installedModels(): Promise<InstalledModels> {
    return { reachable: false, names: [] };
  }

  // eslint-disable-next-line require-yield
  async *generate(): AsyncIterable<GenerationEvent> {
    throw LlmException.unreachable();
  }
}
