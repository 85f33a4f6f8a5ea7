import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useGetApplicationsQuery } from '@/features/applications/api/applications-api';
import { programKey, type ProgramRef } from '@/features/applications/utils/checklist';

/** Before a favourite with an application is removed, asks whether to go on; others go at once. */
export function useConfirmRemoveFavorite(): (favorite: ProgramRef) => Promise<boolean> {
  const { t } = useTranslation('applications');
  const { data: applications } = useGetApplicationsQuery();
  return useCallback(
    (favorite) => {
      if (!applications?.some((application) => programKey(application) === programKey(favorite))) {
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        Modal.confirm({
          title: t('removeFavorite.title', { program: favorite.program ?? '' }),
          content: t('removeFavorite.content'),
          okText: t('removeFavorite.ok'),
          okButtonProps: { danger: true },
          cancelText: t('cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [applications, t],
  );
}
