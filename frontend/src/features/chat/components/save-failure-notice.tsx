import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

import type { SaveFailureReason } from '@/features/chat/utils/save-failure';

type SaveFailureNoticeProps = {
  reason: SaveFailureReason;
  onRetry: () => void;
  onNewChat: () => void;
  onClose: () => void;
};

/**
 * Says that the open chat is not saved and what to do about it, without blocking the page: its messages stay
 * shown, and the user can keep asking (a later save that succeeds takes the notice away).
 */
export function SaveFailureNotice({ reason, onRetry, onNewChat, onClose }: SaveFailureNoticeProps) {
  const { t } = useTranslation('chat');
  const action =
    reason === 'tooLong' ? (
      <Button size="small" onClick={onNewChat}>
        {t('saveFailed.newChat')}
      </Button>
    ) : (
      <Button size="small" onClick={onRetry}>
        {t('saveFailed.retry')}
      </Button>
    );
  return (
    <Alert
      className="chat__save-failure"
      type="warning"
      showIcon
      closable={{ onClose, 'aria-label': t('saveFailed.close') }}
      title={t('saveFailed.title')}
      description={t(`saveFailed.${reason}`)}
      action={action}
    />
  );
}
