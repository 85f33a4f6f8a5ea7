import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Radio, Switch } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserDocument } from '@/features/chat/api/chat-api';

type FilesPanelProps = {
  documents: UserDocument[] | undefined;
  /** The names to show before the list has come (kept in this browser). */
  names: string[];
  loading: boolean;
  ragEnabled: boolean;
  ragPending: boolean;
  selected: string | null;
  uploading: boolean;
  deleting: string[];
  onToggleRag: (enable: boolean) => void;
  onSelect: (name: string | null) => void;
  onUpload: (file: File) => void;
  onDelete: (name: string) => void;
};

function DocumentStatus({ document }: { document: UserDocument }) {
  const { t } = useTranslation('chat');
  switch (document.status) {
    case 'queued':
      return <>{t('files.status.queued')}</>;
    case 'processing':
      return (
        <>
          {document.pages
            ? t('files.status.processingPages', { done: document.pages_done ?? 0, pages: document.pages })
            : t('files.status.processing')}
        </>
      );
    case 'ready':
      return (
        <>
          {document.pages ? t('files.status.readyPages', { pages: document.pages }) : t('files.status.ready')}
        </>
      );
    case 'failed': {
      const reasons: Record<string, string> = {
        INVALID_PDF: t('files.reason.INVALID_PDF'),
        ENCRYPTED_PDF: t('files.reason.ENCRYPTED_PDF'),
        NO_TEXT_LAYER: t('files.reason.NO_TEXT_LAYER'),
        TOO_MANY_PAGES: t('files.reason.TOO_MANY_PAGES'),
        INGESTION_FAILED: t('files.reason.INGESTION_FAILED'),
      };
      const reason = document.reason ? reasons[document.reason] : undefined;
      return <>{reason ? `${t('files.status.failed')}: ${reason}` : t('files.status.failed')}</>;
    }
    case 'deleting':
      return <>{t('files.status.deleting')}</>;
  }
}

/**
 * The right side: the RAG toggle, the upload, and the user's files, each selectable (the one file answers are
 * searched in; "All my files" searches every one) and deletable, with where its reading stands.
 */
export function FilesPanel(props: FilesPanelProps) {
  const { documents, names, loading, ragEnabled, ragPending, selected, uploading, deleting } = props;
  const { t } = useTranslation('chat');
  const picker = useRef<HTMLInputElement>(null);
  const ragId = useId();
  const ragHintId = useId();
  const listTitleId = useId();
  const rows: UserDocument[] =
    documents ?? names.map((file_name) => ({ file_name, status: 'ready' as const }));

  return (
    <section className="chat-files" aria-labelledby="chat-files-title">
      <h2 id="chat-files-title" className="chat-sidebar__heading">
        {t('files.title')}
      </h2>
      <div className="chat-files__rag">
        <Switch
          id={ragId}
          checked={ragEnabled}
          loading={ragPending}
          aria-describedby={ragHintId}
          onChange={(checked) => props.onToggleRag(checked)}
        />
        <label htmlFor={ragId}>{t('files.rag')}</label>
      </div>
      <p id={ragHintId} className="chat-files__hint">
        {t('files.ragHint')}
      </p>
      <input
        ref={picker}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="chat-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onUpload(file);
        }}
      />
      <Button block icon={<UploadOutlined />} loading={uploading} onClick={() => picker.current?.click()}>
        {uploading ? t('files.uploading') : t('files.upload')}
      </Button>
      {loading && !documents && names.length === 0 ? (
        <p className="chat-files__hint">{t('files.loading')}</p>
      ) : null}
      {!loading && rows.length === 0 ? <p className="chat-files__hint">{t('files.empty')}</p> : null}
      {rows.length > 0 ? (
        <Radio.Group
          className="chat-files__list"
          aria-labelledby={listTitleId}
          value={ragEnabled ? (selected ?? '') : null}
          onChange={(event) => props.onSelect((event.target.value as string) || null)}
        >
          <p id={listTitleId} className="chat-sidebar__label">
            {t('files.searchIn')}
          </p>
          <div className="chat-files__row">
            <Radio value="">{t('files.allFiles')}</Radio>
          </div>
          {rows.map((document) => (
            <div key={document.file_name} className="chat-files__row">
              <Radio value={document.file_name} className="chat-files__radio">
                <span className="chat-files__name">
                  <FilePdfOutlined aria-hidden /> <bdi>{document.file_name}</bdi>
                </span>
                <span className={`chat-files__status chat-files__status--${document.status}`}>
                  <DocumentStatus document={document} />
                </span>
              </Radio>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('files.delete', { file: document.file_name })}
                loading={deleting.includes(document.file_name)}
                onClick={() => props.onDelete(document.file_name)}
              />
            </div>
          ))}
        </Radio.Group>
      ) : null}
    </section>
  );
}
