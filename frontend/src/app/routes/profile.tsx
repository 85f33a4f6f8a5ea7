import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { LoginRequired } from '@/features/profile/components/login-required';
import { selectIsAuthenticated } from '@/lib/auth';

export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  const authenticated = useSelector(selectIsAuthenticated);
  return (
    <ContentLayout title={t('title')} description={authenticated ? t('description') : undefined}>
      {authenticated ? null : <LoginRequired />}
    </ContentLayout>
  );
}
