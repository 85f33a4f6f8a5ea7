import type { ChatRepository } from '../chats/chat.repository';
import type { ChatOrchestratorConfig } from '../chat-orchestrator.env';
import {
  type GenerationEvent,
  type GenerationRequest,
  type InstalledModels,
  LanguageModel,
} from '../llm/language-model.port';
import type { RetrievalClient } from '../services/retrieval.client';
import { type AnswerEvent, AnswerService } from './answer.service';
import { estimatePromptTokens } from './token-budget';

/** A model server that records what it is asked and answers "ok". */
class RecordingModel extends LanguageModel {
  readonly configured = true;
  readonly requests: GenerationRequest[] = [];
  async installedModels(): Promise<InstalledModels> {
    return { reachable: true, names: [] };
  }
  async *generate(request: GenerationRequest): AsyncIterable<GenerationEvent> {
    this.requests.push(request);
    yield { type: 'token', text: 'ok' };
    yield { type: 'done', promptTokens: 1, completionTokens: 1, reason: 'stop' };
  }
}

const config = {
  CHAT_MAX_QUESTION_CHARS: 4000,
  OLLAMA_MAX_CONTEXT: 8192,
} as ChatOrchestratorConfig;

function serviceWith(pages: { page: number; text: string }[], llm: LanguageModel): AnswerService {
  const chats = { ragEnabled: async () => true, get: async () => undefined } as unknown as ChatRepository;
  const retrieval = {
    documentText: async () => ({ status: 'ready', page_count: pages.length, pages, truncated: false }),
    search: async () => [],
  } as unknown as RetrievalClient;
  return new AnswerService(chats, retrieval, llm, config);
}

async function drain(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const all: AnswerEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe(AnswerService.name, () => {
  describe('summaries of a document longer than the context', () => {
    it('asks for a context window that holds each section as quoted, markup-heavy pages too', async () => {
      // `<` and `>` are quoted as \u003c and \u003e: six bytes each in the prompt.
      const pages = Array.from({ length: 6 }, (_, i) => ({ page: i + 1, text: '<td>1</td> '.repeat(300) }));
      const llm = new RecordingModel();
      const service = serviceWith(pages, llm);
      const prepared = await service.prepare({
        userId: 'alice-sub',
        question: 'Summarise this file',
        fileName: 'table.pdf',
        topK: 5,
        model: 'tinyllama:latest',
      });
      const events = await drain(service.answer(prepared, new AbortController().signal));

      expect(events.at(-1)).toMatchObject({ type: 'done', result: { summary: 'sections' } });
      expect(llm.requests.length).toBeGreaterThan(1);
      for (const request of llm.requests) {
        expect(estimatePromptTokens(request.messages) + request.maxTokens).toBeLessThanOrEqual(
          request.numCtx,
        );
      }
    });
  });
});
