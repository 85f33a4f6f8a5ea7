import { Module } from '@nestjs/common';
import { ServiceHealthModule, userDataParticipant } from '@site/platform';
import { ChatsController } from './controllers/chats.controller';
import { ChatsUserDataRepository } from './repositories/chats-user-data.repository';
import { RetrievalClient } from './services/retrieval.client';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';

const userData = userDataParticipant({ service: CHAT_ORCHESTRATOR, repository: ChatsUserDataRepository });

@Module({
  imports: [ServiceHealthModule.forService(CHAT_ORCHESTRATOR)],
  controllers: [ChatsController, ...userData.controllers],
  providers: [RetrievalClient, ...userData.providers],
})
export class ChatOrchestratorModule {}
