import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { loginHref } from '@/config/paths';

/** What a signed-out visitor sees on the profile page. */
export function LoginRequired() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <Result
      icon={<LockOutlined />}
      // Typography's text colour: the result's own subtitle grey is too faint on the page background.
      subTitle={<Typography.Text>{t('loginRequired')}</Typography.Text>}
      extra={
        <Button type="primary" onClick={() => void navigate(loginHref(pathname))}>
          {t('login')}
        </Button>
      }
    />
  );
}
