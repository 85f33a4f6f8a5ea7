import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useListChatsQuery } from '@/features/chat/api/chat-api';
import { formatChatDate } from '@/features/chat/utils/chat-dates';

type ChatHistoryProps = {
  userId: string;
  currentChatId: string | null;
  onOpen: (chatId: string) => void;
  onDelete: (chatId: string) => void;
};

/** The longest search the chat service takes (`q`, ADR 24); a longer one would be refused. */
const MAX_SEARCH_CHARS = 200;

/** The user's chats, newest first: title (the first 30 characters of the first question) and date; searchable. */
export function ChatHistory({ userId, currentChatId, onOpen, onDelete }: ChatHistoryProps) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const { data, isLoading } = useListChatsQuery({ userId, q });

  return (
    <section className="chat-history" aria-labelledby="chat-history-title">
      <h2 id="chat-history-title" className="chat-sidebar__heading">
        {t('history.title')}
      </h2>
      <Input.Search
        className="chat-history__search"
        aria-label={t('history.search')}
        placeholder={t('history.search')}
        allowClear
        maxLength={MAX_SEARCH_CHARS}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={setSearch}
      />
      {isLoading ? <p className="chat-history__note">{t('history.loading')}</p> : null}
      {data?.length === 0 ? (
        <p className="chat-history__note">{q ? t('history.noMatch') : t('history.empty')}</p>
      ) : null}
      <ul className="chat-history__list">
        {data?.map((chat) => {
          const title = chat.title.trim() || t('history.untitled');
          const date = formatChatDate(chat.created_at);
          const current = chat.chat_id === currentChatId;
          return (
            <li
              key={chat.chat_id}
              className={`chat-history__item${current ? ' chat-history__item--current' : ''}`}
            >
              <button
                type="button"
                className="chat-history__open"
                aria-current={current ? 'true' : undefined}
                onClick={() => onOpen(chat.chat_id)}
              >
                <span className="chat-history__title" dir="auto">
                  {title}
                </span>
                <span className="visually-hidden">, </span>
                <bdi className="chat-history__date">{date}</bdi>
              </button>
              <Popconfirm
                title={t('history.deleteConfirm')}
                okText={t('history.deleteYes')}
                cancelText={t('history.deleteNo')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(chat.chat_id)}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('history.delete', { title })}
                  className="chat-history__delete"
                />
              </Popconfirm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
