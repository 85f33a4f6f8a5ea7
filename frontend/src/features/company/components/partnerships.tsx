import { GlobalOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { partnerships } from '@/config/company';

import '@/features/company/components/company.css';

/** The four European partnerships. */
export function Partnerships() {
  const { t } = useTranslation('pages');
  return (
    <section className="company-section" aria-labelledby="partnerships-title">
      <Typography.Title level={2} id="partnerships-title">
        {t('about.partnershipsTitle')}
      </Typography.Title>
      <Card>
        <ul className="partnership-list">
          {partnerships.map((partnership) => (
            <li key={partnership} className="partnership-list__item">
              <GlobalOutlined aria-hidden className="partnership-list__icon" />
              <div>
                <strong>{t(`about.partnerships.${partnership}.name`)}</strong>
                <p className="company-card__text">{t(`about.partnerships.${partnership}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
