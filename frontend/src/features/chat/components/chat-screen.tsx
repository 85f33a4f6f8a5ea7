import {
  DownloadOutlined,
  FolderOpenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useGetChatModelsQuery, type ChatModels } from '@/features/chat/api/chat-api';
import { ChatHistory } from '@/features/chat/components/chat-history';
import { FilesPanel } from '@/features/chat/components/files-panel';
import { MessageInput } from '@/features/chat/components/message-input';
import { MessageList } from '@/features/chat/components/message-list';
import { ModelSelector } from '@/features/chat/components/model-selector';
import { SaveFailureNotice } from '@/features/chat/components/save-failure-notice';
import { useChatFiles } from '@/features/chat/hooks/use-chat-files';
import { useConversation } from '@/features/chat/hooks/use-conversation';
import { LARGE_SCREEN, MEDIUM_SCREEN, useMediaQuery } from '@/features/chat/hooks/use-media-query';
import { chatToMarkdown, exportFileName } from '@/features/chat/utils/chat-markdown';
import { messagesOf } from '@/features/chat/utils/conversation';
import { downloadTextFile } from '@/lib/download';

import './chat.css';

/** The specification's first model, asked when nothing else is known. */
const DEFAULT_MODEL = 'tinyllama:latest';

/** The model to ask: the one chosen before if the list has it, else the first available, else the first. */
function modelToAsk(models: ChatModels | undefined, chosen: string | null): string {
  const list = models?.models ?? [];
  if (chosen && (list.length === 0 || list.some((model) => model.value === chosen))) return chosen;
  return (list.find((model) => model.available) ?? list[0])?.value ?? DEFAULT_MODEL;
}

/**
 * The chat page (specification section 2): chats and the model on the left (beside the messages from medium screens,
 * collapsible; a drawer on phones), the messages and the box in the middle, files and RAG on the right (a drawer on
 * screens narrower than large).
 */
export function ChatScreen({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('chat');
  const medium = useMediaQuery(MEDIUM_SCREEN);
  const large = useMediaQuery(LARGE_SCREEN);
  const [collapsed, setCollapsed] = useState(false);
  const [drawer, setDrawer] = useState<'chats' | 'files' | null>(null);
  const models = useGetChatModelsQuery();

  const chat = useConversation(userId);
  const files = useChatFiles(userId, chat.notice);
  const model = modelToAsk(models.data, files.selectedModel);
  const ask = { model, fileName: files.fileName };

  const modelLabel = (value: string | null) =>
    models.data?.models.find((entry) => entry.value === value)?.label ?? value ?? t('messages.assistant');
  const assistantName = models.data?.server === 'reachable' ? modelLabel(model) : t('messages.assistant');
  const startLeft = i18n.dir() === 'rtl' ? 'right' : 'left';
  const endRight = startLeft === 'left' ? 'right' : 'left';

  const newChat = () => {
    chat.newChat();
    void files.resetForNewChat();
    setDrawer(null);
  };

  const exportChat = () => {
    const messages = messagesOf(chat.conversation.entries);
    const firstQuestion = messages.find((message) => message.role === 'user')?.content.trim() ?? '';
    const markdown = chatToMarkdown(messages, {
      title: firstQuestion.slice(0, 30) || t('title'),
      you: t('export.you'),
      assistant: (value) =>
        value ? t('export.assistantModel', { model: modelLabel(value) }) : t('export.assistant'),
      sources: t('messages.sources'),
      place: (file, page) => t('messages.fileAndPage', { file, page }),
    });
    downloadTextFile(exportFileName(chat.conversation.chatId), markdown, 'text/markdown;charset=utf-8');
  };

  const sidebar = (
    <div className="chat-sidebar">
      <Button type="primary" block icon={<PlusOutlined />} onClick={newChat}>
        {t('newChat')}
      </Button>
      <ModelSelector models={models.data} value={model} onChange={files.selectModel} />
      <ChatHistory
        userId={userId}
        currentChatId={chat.conversation.chatId}
        onOpen={(chatId) => {
          void chat.open(chatId);
          setDrawer(null);
        }}
        onDelete={(chatId) => void chat.remove(chatId)}
      />
    </div>
  );

  const filesPanel = (
    <FilesPanel
      documents={files.documents}
      names={files.names}
      loading={files.loading}
      ragEnabled={files.ragEnabled}
      ragPending={files.ragPending}
      selected={files.selectedFiles[0] ?? null}
      uploading={files.uploading}
      deleting={files.deleting}
      onToggleRag={(enable) => void files.toggleRag(enable)}
      onSelect={(name) => void files.selectFile(name)}
      onUpload={(file) => void files.upload(file)}
      onDelete={(name) => void files.remove(name)}
    />
  );

  const hasMessages = messagesOf(chat.conversation.entries).length > 0;

  return (
    <div
      className={`chat${medium && !collapsed ? ' chat--with-sidebar' : ''}${large ? ' chat--with-files' : ''}`}
    >
      {medium && !collapsed ? (
        <aside id="chat-sidebar" className="chat__sidebar" aria-label={t('sidebar.label')}>
          {sidebar}
        </aside>
      ) : null}
      <section className="chat__main" aria-label={t('messages.label')}>
        <div className="chat__toolbar">
          {medium ? (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-expanded={!collapsed}
              aria-controls={collapsed ? undefined : 'chat-sidebar'}
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? t('sidebar.show') : t('sidebar.hide')}
            </Button>
          ) : (
            <Button icon={<MessageOutlined />} onClick={() => setDrawer('chats')}>
              {t('sidebar.open')}
            </Button>
          )}
          <span className="chat__toolbar-spacer" />
          <Button type="text" icon={<DownloadOutlined />} disabled={!hasMessages} onClick={exportChat}>
            {t('messages.export')}
          </Button>
          {large ? null : (
            <Button icon={<FolderOpenOutlined />} onClick={() => setDrawer('files')}>
              {t('files.open')}
            </Button>
          )}
        </div>
        <MessageList
          entries={chat.conversation.entries}
          busy={chat.busy}
          assistantName={assistantName}
          modelLabel={modelLabel}
          onRegenerate={() => void chat.regenerate(ask)}
        />
        {chat.saveFailure ? (
          <SaveFailureNotice
            key={chat.saveFailure.id}
            reason={chat.saveFailure.reason}
            onRetry={chat.retrySave}
            onNewChat={newChat}
            onClose={chat.dismissSaveFailure}
          />
        ) : null}
        <MessageInput busy={chat.busy} onSend={(text) => void chat.send(text, ask)} onStop={chat.stop} />
      </section>
      {large ? (
        <aside className="chat__files" aria-label={t('files.title')}>
          {filesPanel}
        </aside>
      ) : null}
      {medium ? null : (
        <Drawer
          rootClassName="chat-drawer"
          open={drawer === 'chats'}
          placement={startLeft}
          title={t('sidebar.label')}
          onClose={() => setDrawer(null)}
          size={300}
        >
          {sidebar}
        </Drawer>
      )}
      {large ? null : (
        <Drawer
          rootClassName="chat-drawer"
          open={drawer === 'files'}
          placement={endRight}
          title={t('files.title')}
          onClose={() => setDrawer(null)}
          size={320}
        >
          {filesPanel}
        </Drawer>
      )}
    </div>
  );
}
