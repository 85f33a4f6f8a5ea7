import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';

export default function ChatRoute() {
  const { t } = useTranslation('chat');
  return <ContentLayout title={t('title')} description={t('description')} />;
}
