import { Inject, Injectable } from '@nestjs/common';
import { CHAT_MODELS, withTag } from '../llm/chat-models';
import { LanguageModel } from '../llm/language-model.port';

export interface ModelAvailability {
  readonly server: 'reachable' | 'unreachable';
  readonly models: readonly { value: string; label: string; available: boolean }[];
}

export const MODELS_CACHE_MS = 30_000;

/** The five models and whether the model server has each, from its list of installed models, kept for 30 s. */
@Injectable()
export class ModelAvailabilityService {
  private cached?: { at: number; value: Promise<ModelAvailability> };

  /** The clock of the cache (replaced in unit tests). */
  now: () => number = Date.now;

  constructor(@Inject(LanguageModel) private readonly llm: LanguageModel) {}

  availability(): Promise<ModelAvailability> {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= MODELS_CACHE_MS) {
      this.cached = { at: now, value: this.read() };
    }
    return this.cached.value;
  }

  private async read(): Promise<ModelAvailability> {
    const installed = await this.llm.installedModels();
    const names = new Set(installed.names.map(withTag));
    return {
      server: installed.reachable ? 'reachable' : 'unreachable',
      models: CHAT_MODELS.map(({ value, label }) => ({ value, label, available: names.has(withTag(value)) })),
    };
  }
}
