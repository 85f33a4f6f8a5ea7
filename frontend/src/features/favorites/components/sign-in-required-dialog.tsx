import { LockOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { loginHref } from '@/config/paths';

type SignInRequiredDialogProps = {
  open: boolean;
  onCancel: () => void;
  /** Called as the visitor leaves to sign in (e.g. to remember what they were doing). */
  onLogin?: () => void;
};

/** Favouriting needs a signed-in user: Cancel, or Login with a return to this page. */
export function SignInRequiredDialog({ open, onCancel, onLogin }: SignInRequiredDialogProps) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  return (
    <Modal
      open={open}
      onCancel={onCancel}
      title={
        <span>
          <LockOutlined aria-hidden /> {t('favorites.signInTitle')}
        </span>
      }
      closable={{ 'aria-label': t('favorites.cancel') }}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('favorites.cancel')}
        </Button>,
        <Button
          key="login"
          type="primary"
          onClick={() => {
            onLogin?.();
            void navigate(loginHref(`${pathname}${search}${hash}`));
          }}
        >
          {t('favorites.login')}
        </Button>,
      ]}
    >
      <p>{t('favorites.signInText')}</p>
    </Modal>
  );
}
