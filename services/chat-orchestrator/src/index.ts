import { defineService } from '@site/platform';
import { CHAT_ORCHESTRATOR } from './chat-orchestrator.constants';
import { ChatOrchestratorModule } from './chat-orchestrator.module';

export { ChatOrchestratorModule } from './chat-orchestrator.module';
export { RetrievalClient } from './services/retrieval.client';

export const chatOrchestratorService = defineService({
  name: CHAT_ORCHESTRATOR,
  title: 'Chat API',
  defaultPort: 3004,
  module: ChatOrchestratorModule,
});
