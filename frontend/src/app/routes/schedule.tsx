import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ScheduleScreen } from '@/features/applications/components/schedule-screen';

/** Behind the auth gate (router): only signed-in users get here. */
export default function ScheduleRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('schedule.title')} description={t('schedule.description')}>
      <ScheduleScreen />
    </ContentLayout>
  );
}
