import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import {
  chooseUserDataStore,
  PLATFORM_CONFIG,
  type PlatformConfig,
  ServiceHealthModule,
  userDataParticipant,
} from '@site/platform';
import { AnswerService } from './answering/answer.service';
import { ModelAvailabilityService } from './answering/model-availability.service';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';
import { CHAT_ORCHESTRATOR_CONFIG, type ChatOrchestratorConfig } from './chat-orchestrator.env';
import { ChatRepository } from './chats/chat.repository';
import { AnswersController } from './controllers/answers.controller';
import { ChatsController } from './controllers/chats.controller';
import { ModelsController } from './controllers/models.controller';
import { ChatLimits } from './limits/chat-limits';
import { LanguageModel } from './llm/language-model.port';
import { NoLanguageModel } from './llm/no-language-model';
import { OllamaLanguageModel } from './llm/ollama-language-model';
import { ChatsUserDataRepository } from './repositories/chats-user-data.repository';
import { LmdbChatRepository } from './repositories/lmdb-chat.repository';
import { MongooseChatRepository } from './repositories/mongoose-chat.repository';
import { RetrievalClient } from './services/retrieval.client';

const userData = userDataParticipant({ service: CHAT_ORCHESTRATOR, repository: ChatsUserDataRepository });

/** The language model server of OLLAMA_URL, or none (answers then quote passages). */
function createLanguageModel(config: ChatOrchestratorConfig): LanguageModel {
  if (!config.OLLAMA_URL) return new NoLanguageModel();
  return new OllamaLanguageModel({
    url: config.OLLAMA_URL,
    keepAlive: config.OLLAMA_KEEP_ALIVE,
    firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
  });
}

@Module({
  imports: [ServiceHealthModule.forService(CHAT_ORCHESTRATOR)],
  // The models route before the chats' `api/chats/...` routes; the list route before `:userId/:chatId`.
  controllers: [ModelsController, ChatsController, AnswersController, ...userData.controllers],
  providers: [RetrievalClient, AnswerService, ModelAvailabilityService, ...userData.providers],
})
export class ChatOrchestratorModule implements OnApplicationShutdown {
  static forRoot(config: ChatOrchestratorConfig): DynamicModule {
    return {
      module: ChatOrchestratorModule,
      providers: [
        { provide: CHAT_ORCHESTRATOR_CONFIG, useValue: config },
        {
          provide: ChatRepository,
          inject: [PLATFORM_CONFIG],
          // MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/chat-orchestrator otherwise.
          useFactory: (platform: PlatformConfig) =>
            chooseUserDataStore<ChatRepository>({ ...platform, ...config }, CHAT_ORCHESTRATOR, {
              mongo: (url) => MongooseChatRepository.connect(url),
              embedded: (dir) => new LmdbChatRepository(dir),
            }),
        },
        { provide: LanguageModel, useFactory: () => createLanguageModel(config) },
        {
          provide: ChatLimits,
          useFactory: () =>
            new ChatLimits({
              requestsPerMinute: config.CHAT_REQUESTS_PER_MINUTE,
              concurrentGenerations: config.CHAT_CONCURRENT_GENERATIONS,
            }),
        },
      ],
    };
  }

  constructor(@Inject(ChatRepository) private readonly chats: ChatRepository) {}

  async onApplicationShutdown(): Promise<void> {
    await this.chats.close();
  }
}
