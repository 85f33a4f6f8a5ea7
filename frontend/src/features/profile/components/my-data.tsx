import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  getErasure,
  useEraseMyDataMutation,
  useExportMyDataMutation,
  useGetErasureQuery,
  type Erasure,
} from '@/features/profile/api/profile-api';
import { useAuthActions } from '@/lib/auth-session';
import { createLogger } from '@/lib/logger';
import { downloadTextFile } from '@/lib/download';

const log = createLogger('profile');

/** How often the erasure's status is asked while services are still erasing. */
export const ERASURE_POLL_MS = 1000;
/** How long "all deleted" stays on screen before the user is signed out. */
export const SIGN_OUT_DELAY_MS = 1500;

/** Saves `content` as a JSON file through the browser's download. */
function saveJson(content: unknown, fileName: string): void {
  downloadTextFile(fileName, JSON.stringify(content, null, 2), 'application/json');
}

const finished = (erasure: Erasure) =>
  Object.values(erasure.services).filter((entry) => entry !== null).length;

/**
 * "Your data" (ADR 12): the export as a download, and the erasure of everything with a confirmation, its
 * progress until every service has confirmed, then sign-out.
 */
export function MyData() {
  const { t } = useTranslation('profile');
  const { signOut } = useAuthActions();
  const [exportMyData, exporting] = useExportMyDataMutation();
  const [eraseMyData, erasing] = useEraseMyDataMutation();
  const [confirming, setConfirming] = useState(false);
  const [erasureId, setErasureId] = useState<string>();
  // Asked until every service has confirmed.
  const { data: known } = getErasure.useQueryState(erasureId ?? skipToken);
  const { data: polled } = useGetErasureQuery(erasureId ?? skipToken, {
    pollingInterval: known?.status === 'complete' ? 0 : ERASURE_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const erasure = polled ?? erasing.data;
  const complete = erasure?.status === 'complete';

  useEffect(() => {
    if (!complete) return undefined;
    const timer = window.setTimeout(() => {
      signOut().catch((error: unknown) => log.error('Sign-out failed', error));
    }, SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [complete, signOut]);

  const download = async () => {
    try {
      const { document: content, fileName } = await exportMyData().unwrap();
      saveJson(content, fileName ?? 'my-data.json');
    } catch (error) {
      log.warn('The export failed', error);
    }
  };

  const erase = async () => {
    try {
      const started = await eraseMyData().unwrap();
      setErasureId(started.erasure_id);
      setConfirming(false);
    } catch (error) {
      log.warn('The erasure could not start', error);
      setConfirming(false);
    }
  };

  const total = erasure ? Object.keys(erasure.services).length : 0;
  const done = erasure ? finished(erasure) : 0;

  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <Typography.Title level={2} id="my-data-title" className="profile-form__heading">
        {t('myData.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('myData.description')}</Typography.Paragraph>

      <div className="my-data__actions">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting.isLoading}
          onClick={() => void download()}
          disabled={Boolean(erasure)}
        >
          {t('myData.download')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => setConfirming(true)}
          disabled={Boolean(erasure)}
        >
          {t('myData.delete')}
        </Button>
      </div>

      <div aria-live="polite" className="my-data__status">
        {exporting.isError ? <Alert type="error" showIcon title={t('myData.downloadFailed')} /> : null}
        {erasing.isError ? <Alert type="error" showIcon title={t('myData.deleteFailed')} /> : null}
        {erasure ? (
          <div className="my-data__progress">
            <Typography.Text strong>
              {complete ? t('myData.complete') : t('myData.progressTitle')}
            </Typography.Text>
            <Progress
              percent={total > 0 ? Math.round((done / total) * 100) : 0}
              status={complete ? 'success' : 'active'}
              aria-label={t('myData.progressTitle')}
            />
            <Typography.Text>{t('myData.progress', { done, total })}</Typography.Text>
          </div>
        ) : null}
      </div>

      <Modal
        open={confirming}
        title={t('myData.confirmTitle')}
        okText={t('myData.confirm')}
        cancelText={t('myData.keep')}
        okButtonProps={{ danger: true }}
        wrapClassName="my-data-dialog"
        confirmLoading={erasing.isLoading}
        onOk={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{t('myData.confirmText')}</Typography.Paragraph>
      </Modal>
    </section>
  );
}
