export const CHAT_ORCHESTRATOR = 'chat-orchestrator';
