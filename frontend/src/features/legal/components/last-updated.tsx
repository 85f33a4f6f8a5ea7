import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Last updated: May 10, 2025", with the date written the way the reader's language writes it. */
export function LastUpdated({ isoDate }: { isoDate: string }) {
  const { t, i18n } = useTranslation('pages');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

  return (
    <Typography.Paragraph type="secondary" className="last-updated">
      {t('legal.lastUpdated', { date })}
    </Typography.Paragraph>
  );
}
