import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

import type { Source } from '@/features/chat/api/chat-api';

type PassageDialogProps = {
  source: Source | null;
  open: boolean;
  onClose: () => void;
};

/** A source of an answer: its file, page and the passage quoted. Focus goes back to the button that opened it. */
export function PassageDialog({ source, open, onClose }: PassageDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      open={open && source !== null}
      title={source ? t('messages.passageTitle', { n: source.n }) : undefined}
      onCancel={onClose}
      footer={null}
    >
      {source ? (
        <div className="chat-passage">
          <dl className="chat-passage__facts">
            <dt>{t('messages.passageFile')}</dt>
            <dd>
              <bdi>{source.file_name}</bdi>
            </dd>
            {source.page == null ? null : (
              <>
                <dt>{t('messages.passagePage')}</dt>
                <dd>{source.page}</dd>
              </>
            )}
          </dl>
          <blockquote className="chat-passage__snippet" dir="auto">
            {source.snippet}
          </blockquote>
        </div>
      ) : null}
    </Modal>
  );
}
