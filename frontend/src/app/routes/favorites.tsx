import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { FavoritesScreen } from '@/features/favorites/components/favorites-screen';
import { selectSubject } from '@/lib/auth';

/** Behind the auth gate (router): only signed-in users get here. */
export default function FavoritesRoute() {
  const { t } = useTranslation('profile');
  const subject = useSelector(selectSubject);
  return (
    <ContentLayout title={t('favorites.title')} description={t('favorites.description')}>
      {subject ? <FavoritesScreen userId={subject} /> : null}
    </ContentLayout>
  );
}
