import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function ScheduleRoute() {
  const { t } = useTranslation('pages');
  return <ContentLayout title={t('schedule.title')} description={t('schedule.description')} />;
}
