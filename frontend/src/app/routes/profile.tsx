import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { AuthLoading } from '@/features/auth/components/auth-loading';
import { LoginRequired } from '@/features/profile/components/login-required';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { selectAuthStatus, selectSubject } from '@/lib/auth';

/** Not behind the gate: visitors see a notice with a Login button (specification section 2). */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  const status = useSelector(selectAuthStatus);
  const subject = useSelector(selectSubject);
  return (
    <ContentLayout title={t('title')} description={status === 'authenticated' ? t('description') : undefined}>
      {status === 'initialising' ? <AuthLoading /> : null}
      {status === 'anonymous' ? <LoginRequired /> : null}
      {status === 'authenticated' && subject ? <ProfileScreen userId={subject} /> : null}
    </ContentLayout>
  );
}
