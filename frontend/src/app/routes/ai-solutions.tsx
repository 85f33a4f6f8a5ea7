import { useTranslation } from 'react-i18next';

import { ContentLayout } from '@/components/layouts/content-layout';
import { AiCallToAction } from '@/features/ai-solutions/components/ai-call-to-action';
import { AiOffers } from '@/features/ai-solutions/components/ai-offers';
import { EngagementSteps } from '@/features/ai-solutions/components/engagement-steps';
import { LiveExamples } from '@/features/ai-solutions/components/live-examples';
import { PrivacyByDesign } from '@/features/ai-solutions/components/privacy-by-design';

export default function AiSolutionsRoute() {
  const { t } = useTranslation('pages');
  return (
    <ContentLayout title={t('aiSolutions.title')} description={t('aiSolutions.description')}>
      <AiOffers />
      <LiveExamples />
      <PrivacyByDesign />
      <EngagementSteps />
      <AiCallToAction />
    </ContentLayout>
  );
}
