import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function FavoritesRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('favorites.title')} description={t('favorites.description')} />;
}
