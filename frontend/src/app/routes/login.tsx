import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { ContentLayout } from '@/components/layouts/content-layout';
import { saveReturnTo, sanitizeReturnTo } from '@/lib/return-to';
import { selectAuthStatus } from '@/lib/auth';
import { useAuthActions } from '@/lib/auth-session';
import { createLogger } from '@/lib/logger';

const log = createLogger('auth');

/**
 * Saves where to come back to (a path of this site only) and leaves for the identity provider's
 * sign-in page, or its registration page with `?action=register`. A signed-in user goes straight
 * back.
 */
export default function LoginRoute() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = useSelector(selectAuthStatus);
  const { signIn } = useAuthActions();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const returnTo = sanitizeReturnTo(searchParams.get('returnTo'));
  const action = searchParams.get('action') === 'register' ? 'register' : undefined;

  useEffect(() => {
    // The identity client must have started; and only once (StrictMode runs effects twice).
    if (status === 'initialising' || started.current) return;
    started.current = true;
    if (status === 'authenticated') {
      void navigate(returnTo, { replace: true });
      return;
    }
    saveReturnTo(returnTo);
    signIn(action).catch((error: unknown) => {
      log.error('Could not leave for the sign-in page', error);
      setFailed(true);
    });
  }, [status, returnTo, action, navigate, signIn]);

  return (
    <ContentLayout title={t('login.redirecting')}>
      {failed ? (
        <Alert type="error" showIcon title={t('login.failed')} />
      ) : (
        <div className="centered" aria-hidden>
          <Spin size="large" />
        </div>
      )}
    </ContentLayout>
  );
}
