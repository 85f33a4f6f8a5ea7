import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ContentLayout } from '@/components/layouts/content-layout';
import { StartApplicationButton } from '@/features/applications/components/start-application-button';
import { useConfirmRemoveFavorite } from '@/features/applications/hooks/use-confirm-remove-favorite';
import { FavoritesScreen } from '@/features/favorites/components/favorites-screen';
import { selectSubject } from '@/lib/auth';

/** The favourites with what applications add: "Start application" on each card, a question before removing one. */
export function FavoritesWithApplications({ userId }: { userId: string }) {
  const confirmRemove = useConfirmRemoveFavorite();
  return (
    <FavoritesScreen
      userId={userId}
      renderAction={(favorite) => <StartApplicationButton program={favorite} />}
      confirmRemove={confirmRemove}
    />
  );
}

/** Behind the auth gate (router): only signed-in users get here. */
export default function FavoritesRoute() {
  const { t } = useTranslation('profile');
  const subject = useSelector(selectSubject);
  return (
    <ContentLayout title={t('favorites.title')} description={t('favorites.description')}>
      {subject ? <FavoritesWithApplications userId={subject} /> : null}
    </ContentLayout>
  );
}
