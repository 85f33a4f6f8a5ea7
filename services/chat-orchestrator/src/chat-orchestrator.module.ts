import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { ChatsExportController } from './controllers/chats-export.controller';
import { ChatsController } from './controllers/chats.controller';
import { RetrievalClient } from './services/retrieval.client';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';

@Module({
  imports: [ServiceHealthModule.forService(CHAT_ORCHESTRATOR)],
  controllers: [ChatsController, ChatsExportController],
  providers: [RetrievalClient],
})
export class ChatOrchestratorModule {}
