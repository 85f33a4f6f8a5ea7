import { CheckOutlined, CopyOutlined, ReloadOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Source } from '@/features/chat/api/chat-api';
import { MarkdownAnswer } from '@/features/chat/components/markdown-answer';
import { useCopy } from '@/features/chat/hooks/use-copy';
import type { AnswerFailure, AssistantEntry, Entry, Notice } from '@/features/chat/utils/conversation';

type ChatMessageProps = {
  entry: Entry;
  /** The label of the model an answer came from (its value when the list does not know it). */
  modelLabel: (value: string | null) => string;
  /** Offered on the chat's last answer while nothing streams. */
  onRegenerate?: () => void;
  onOpenSource: (source: Source) => void;
};

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  const { copied, copy } = useCopy();
  return (
    <Button
      size="small"
      type="text"
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      aria-label={copied ? t('messages.copied') : t('messages.copyLabel')}
      onClick={() => void copy(text)}
    >
      <span aria-live="polite">{copied ? t('messages.copied') : t('messages.copy')}</span>
    </Button>
  );
}

function useNoticeText() {
  const { t } = useTranslation('chat');
  return (notice: Notice): string => {
    switch (notice.kind) {
      case 'newChat':
        return t('notice.newChat');
      case 'uploadFailed': {
        const code = notice.code as keyof typeof refusals | null;
        const refusals = {
          INVALID_PDF: t('notice.uploadRefused.INVALID_PDF', { file: notice.file }),
          PAYLOAD_TOO_LARGE: t('notice.uploadRefused.PAYLOAD_TOO_LARGE', { file: notice.file }),
          DOCUMENT_QUOTA_FILES: t('notice.uploadRefused.DOCUMENT_QUOTA_FILES', { file: notice.file }),
          DOCUMENT_QUOTA_BYTES: t('notice.uploadRefused.DOCUMENT_QUOTA_BYTES', { file: notice.file }),
        };
        return (code && refusals[code]) ?? t('notice.uploadFailed', { file: notice.file });
      }
      default:
        return t(`notice.${notice.kind}`, { file: notice.file });
    }
  };
}

function FailureNote({ failure, onRetry }: { failure: AnswerFailure; onRetry?: () => void }) {
  const { t } = useTranslation('chat');
  const texts: Record<string, string> = {
    MODEL_UNAVAILABLE: t('failure.MODEL_UNAVAILABLE'),
    LLM_UNAVAILABLE: t('failure.LLM_UNAVAILABLE'),
    LLM_TIMEOUT: t('failure.LLM_TIMEOUT'),
    RATE_LIMITED:
      failure.retryAfterSeconds === null
        ? t('failure.RATE_LIMITED')
        : t('failure.RATE_LIMITED_WAIT', { seconds: failure.retryAfterSeconds }),
    QUESTION_TOO_LONG: t('failure.QUESTION_TOO_LONG'),
  };
  return (
    <Alert
      type="error"
      showIcon
      title={texts[failure.code] ?? t('failure.other')}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('failure.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Stands for a file name in a translated text, so that the name can be put in its own `<bdi>`. */
const FILE_MARK = '\u2063file\u2063';

/** A translated text with `value` where FILE_MARK stands, isolated (a Latin file name in an Arabic sentence). */
function WithIsolated({ text, value }: { text: string; value: string }) {
  const [before = '', after = ''] = text.split(FILE_MARK);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}

function SourceList({ sources, onOpen }: { sources: readonly Source[]; onOpen: (source: Source) => void }) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  return (
    <div className="chat-sources">
      <h3 id={headingId} className="chat-sources__title">
        {t('messages.sources')}
      </h3>
      <ol className="chat-sources__list" aria-labelledby={headingId}>
        {sources.map((source) => (
          <li key={source.n}>
            <button type="button" className="chat-sources__item" onClick={() => onOpen(source)}>
              <span className="chat-sources__n">[{source.n}]</span>{' '}
              {source.page == null ? (
                <bdi>{source.file_name}</bdi>
              ) : (
                <WithIsolated
                  text={t('messages.fileAndPage', { file: FILE_MARK, page: source.page })}
                  value={source.file_name}
                />
              )}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function AnswerBody({
  entry,
  onRegenerate,
  onOpenSource,
}: Omit<ChatMessageProps, 'entry' | 'modelLabel'> & { entry: AssistantEntry }) {
  const { t } = useTranslation('chat');
  const finished = entry.status !== 'streaming';
  const text = entry.status === 'done' && !entry.content.trim() ? t('messages.noAnswer') : entry.content;
  return (
    <>
      {entry.mode === 'passages' || entry.mode === 'unavailable' ? (
        <Alert
          className="chat-message__mode"
          type={entry.mode === 'passages' ? 'info' : 'warning'}
          showIcon
          title={t(`mode.${entry.mode}`)}
        />
      ) : null}
      {text ? <MarkdownAnswer text={text} sources={entry.sources} onOpenSource={onOpenSource} /> : null}
      {entry.status === 'stopped' ? <p className="chat-message__stopped">{t('messages.stopped')}</p> : null}
      {entry.status === 'failed' && entry.failure ? (
        <FailureNote failure={entry.failure} onRetry={onRegenerate} />
      ) : null}
      {entry.sources.length > 0 ? <SourceList sources={entry.sources} onOpen={onOpenSource} /> : null}
      {finished ? (
        <div className="chat-message__actions">
          {entry.content ? <CopyButton text={entry.content} /> : null}
          {onRegenerate && entry.status !== 'failed' ? (
            <Button
              size="small"
              type="text"
              icon={<ReloadOutlined />}
              aria-label={t('messages.regenerateLabel')}
              onClick={onRegenerate}
            >
              {t('messages.regenerate')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** One message: a question, an answer (streaming or done, with its sources) or a notice of the page. */
export function ChatMessage({ entry, modelLabel, onRegenerate, onOpenSource }: ChatMessageProps) {
  const { t } = useTranslation('chat');
  const noticeText = useNoticeText();
  const authorId = useId();

  // an answer names its model only when a model wrote it (not the passages quoted without one)
  const author =
    entry.role === 'user'
      ? t('messages.you')
      : entry.role === 'assistant' && entry.model && (entry.mode === null || entry.mode === 'model')
        ? modelLabel(entry.model)
        : t('messages.assistant');
  const side = entry.role === 'user' ? 'user' : 'assistant';

  return (
    <article className={`chat-message chat-message--${side}`} aria-labelledby={authorId}>
      <div className="chat-message__avatar" aria-hidden>
        {entry.role === 'user' ? <UserOutlined /> : <RobotOutlined />}
      </div>
      <div className="chat-message__bubble">
        <h3 id={authorId} className="chat-message__author">
          {author}
        </h3>
        {entry.role === 'user' ? (
          <>
            <p className="chat-message__text" dir="auto">
              {entry.content}
            </p>
            <div className="chat-message__actions">
              <CopyButton text={entry.content} />
            </div>
          </>
        ) : null}
        {entry.role === 'notice' ? (
          <>
            <p className="chat-message__text">{noticeText(entry.notice)}</p>
            <div className="chat-message__actions">
              <CopyButton text={noticeText(entry.notice)} />
            </div>
          </>
        ) : null}
        {entry.role === 'assistant' ? (
          <AnswerBody entry={entry} onRegenerate={onRegenerate} onOpenSource={onOpenSource} />
        ) : null}
      </div>
    </article>
  );
}
