import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useGetApplicationsQuery } from '@/features/applications/api/applications-api';
import { ApplicationCard } from '@/features/applications/components/application-card';
import '@/features/applications/components/applications.css';

/** The tracker: every application of the signed-in user. */
export function ApplicationsScreen() {
  const { t } = useTranslation('applications');
  const { data, isLoading, isError, refetch } = useGetApplicationsQuery();

  if (isLoading) return <Spin aria-label={t('loading')} />;
  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<button onClick={() => void refetch()}>{t('retry')}</button>}
      />
    );
  if (!data?.length)
    return (
      <Empty
        description={
          <>
            {t('empty')} <Link to="/favorites">{t('toFavorites')}</Link>
          </>
        }
      />
    );
  return (
    <div className="applications">
      {data.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </div>
  );
}
