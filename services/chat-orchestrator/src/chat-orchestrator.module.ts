import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { ChatsExportController } from './controllers/chats-export.controller';
import { ChatsController } from './controllers/chats.controller';
import { ChatsEraserService } from './services/chats-eraser.service';
import { RetrievalClient } from './services/retrieval.client';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';

@Module({
  imports: [ServiceHealthModule.forService(CHAT_ORCHESTRATOR)],
  controllers: [ChatsController, ChatsExportController],
  providers: [RetrievalClient, ChatsEraserService],
})
export class ChatOrchestratorModule {}
