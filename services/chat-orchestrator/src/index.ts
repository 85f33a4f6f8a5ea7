import { defineService } from '@site/platform';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';
import { chatOrchestratorEnv } from './chat-orchestrator.env';
import { ChatOrchestratorModule } from './chat-orchestrator.module';

export { ChatOrchestratorModule } from './chat-orchestrator.module';
export { RetrievalClient } from './services/retrieval.client';
export type { ChatMessage, ChatSource, ChatSummary, StoredChat } from './chats/chat';
export { chatTitle } from './chats/chat';
export { ChatRepository } from './chats/chat.repository';
export type { SaveOptions, SaveOutcome } from './chats/chat.repository';
export { LmdbChatRepository } from './repositories/lmdb-chat.repository';
export { MongooseChatRepository } from './repositories/mongoose-chat.repository';
export { LanguageModel } from './llm/language-model.port';
export type {
  GenerationEvent,
  GenerationRequest,
  InstalledModels,
  LlmMessage,
} from './llm/language-model.port';
export { GenerationAborted, LlmErrorCode, LlmException } from './llm/llm.exception';
export { OllamaLanguageModel, type OllamaOptions } from './llm/ollama-language-model';
export { NoLanguageModel } from './llm/no-language-model';
export { CHAT_MODELS } from './llm/chat-models';
export { GROUNDED_INSTRUCTIONS } from './answering/grounded-prompt';
export { NO_ANSWER } from './answering/notices';

export const chatOrchestratorService = defineService({
  name: CHAT_ORCHESTRATOR,
  title: 'Chat API',
  defaultPort: 3004,
  module: ChatOrchestratorModule,
  config: { env: chatOrchestratorEnv, forRoot: (config) => ChatOrchestratorModule.forRoot(config) },
});
