import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Source } from '@/features/chat/api/chat-api';
import { ChatMessage } from '@/features/chat/components/chat-message';
import { PassageDialog } from '@/features/chat/components/passage-dialog';
import { lastAnswerIndex, type Entry } from '@/features/chat/utils/conversation';

type MessageListProps = {
  entries: readonly Entry[];
  busy: boolean;
  /** The assistant's name in "… is typing...". */
  assistantName: string;
  modelLabel: (value: string | null) => string;
  onRegenerate: () => void;
};

/** Closer to the end than this (px), the list follows a growing answer; scrolled further up, it stays put. */
const FOLLOW_DISTANCE = 80;

/**
 * The messages, in a scrolling log that keyboard users can scroll too. While an answer streams the log is busy
 * (screen readers wait for the whole answer instead of reading every word) and the typing indicator shows.
 */
export function MessageList({ entries, busy, assistantName, modelLabel, onRegenerate }: MessageListProps) {
  const { t } = useTranslation('chat');
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [passage, setPassage] = useState<{ source: Source | null; open: boolean }>({
    source: null,
    open: false,
  });
  const lastAnswer = lastAnswerIndex(entries);

  const openSource = useCallback((source: Source) => setPassage({ source, open: true }), []);

  useLayoutEffect(() => {
    const element = log.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [entries]);

  const onScroll = () => {
    const element = log.current;
    if (element)
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_DISTANCE;
  };

  return (
    <>
      <div
        ref={log}
        className="chat__messages"
        role="log"
        aria-label={t('messages.label')}
        aria-busy={busy}
        tabIndex={0}
        onScroll={onScroll}
      >
        {entries.length === 0 ? <p className="chat__empty">{t('messages.empty')}</p> : null}
        {entries.map((entry, index) => (
          <ChatMessage
            key={entry.id}
            entry={entry}
            modelLabel={modelLabel}
            onRegenerate={index === lastAnswer && !busy ? onRegenerate : undefined}
            onOpenSource={openSource}
          />
        ))}
      </div>
      <p className="chat__typing" role="status">
        {busy ? t('messages.typing', { assistant: assistantName }) : ''}
      </p>
      <PassageDialog
        source={passage.source}
        open={passage.open}
        onClose={() => setPassage((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
