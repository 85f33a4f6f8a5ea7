import type { Message } from '@/features/chat/api/chat-api';

/** What a stored chat message may hold, in UTF-16 code units: the chat service's validation (ADR 24). */
export const MAX_STORED_MESSAGE_CHARS = 50_000;

/**
 * The message as it can be stored: unchanged when it fits, else cut (never half a surrogate pair) with "…" at its
 * end. The service keeps its own answers within the limit; this keeps a chat savable whatever a message holds (an
 * answer of an older service, a very long pasted question), so that one message never stops the chat from saving.
 * The page still shows the whole text; the same cut on every save keeps the stored messages a prefix of the next.
 */
export function storable(message: Message): Message {
  const { content } = message;
  if (content.length <= MAX_STORED_MESSAGE_CHARS) return message;
  let end = MAX_STORED_MESSAGE_CHARS - 1;
  const code = content.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { ...message, content: `${content.slice(0, end)}…` };
}
