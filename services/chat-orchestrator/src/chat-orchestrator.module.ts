import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { ChatsController } from './controllers/chats.controller';
import { RetrievalClient } from './services/retrieval.client';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';

@Module({
  imports: [ServiceHealthModule.forService(CHAT_ORCHESTRATOR)],
  controllers: [ChatsController],
  providers: [RetrievalClient],
})
export class ChatOrchestratorModule {}
