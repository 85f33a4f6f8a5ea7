import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

import { useCompany } from '@/lib/company';

/** Says so where the company's facts are shown while the company file still holds the example data. */
export function ExampleCompanyNotice() {
  const { t } = useTranslation();
  const { example } = useCompany();
  if (!example) return null;
  return (
    <Alert
      className="example-company-notice"
      type="warning"
      showIcon
      title={t('companyExample.title')}
      description={t('companyExample.text')}
    />
  );
}
