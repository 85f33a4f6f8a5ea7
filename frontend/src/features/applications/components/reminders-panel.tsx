import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useGetRemindersQuery, useSaveRemindersMutation } from '@/features/applications/api/applications-api';

const codeOf = (error: unknown): string | undefined => {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
};

/** Opt-in reminder e-mails: a switch and the days ahead, saved with the page's language and the browser's time zone. */
export function RemindersPanel({ language, timeZone }: { language: string; timeZone: string }) {
  const { t } = useTranslation('applications');
  const switchId = useId();
  const daysId = useId();
  const { data, isError } = useGetRemindersQuery();
  const [save, saving] = useSaveRemindersMutation();
  // What the user changed and has not saved; undefined shows the saved value.
  const [draftEnabled, setEnabled] = useState<boolean>();
  const [draftDays, setDays] = useState<number | null>();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'noEmail' | 'invalid' | null>(null);

  if (isError) return <Alert type="error" showIcon message={t('reminders.loadFailed')} />;
  if (!data) return null;
  // What was saved here last counts until the refetched settings arrive (only this panel changes them).
  const current = saving.data ?? data;
  const enabled = draftEnabled ?? current.enabled;
  const days = draftDays === undefined ? current.days_before : draftDays;
  const min = data.min_days_before;
  const max = data.max_days_before;
  const validDays = days !== null && Number.isInteger(days) && days >= min && days <= max;
  const changed = enabled !== current.enabled || days !== current.days_before;
  const noEmail = data.email === null;

  const submit = async () => {
    if (!validDays) {
      setOutcome('invalid');
      return;
    }
    try {
      await save({ enabled, days_before: days, language, time_zone: timeZone }).unwrap();
      setEnabled(undefined);
      setDays(undefined);
      setOutcome('saved');
    } catch (error) {
      const code = codeOf(error);
      setOutcome(
        code === 'REMINDER_EMAIL_MISSING' ? 'noEmail' : code === 'VALIDATION_FAILED' ? 'invalid' : 'failed',
      );
    }
  };

  const status = current.enabled
    ? t('reminders.statusOn', { email: current.email ?? '', days: current.days_before })
    : t('reminders.statusOff');

  return (
    <section className="schedule__reminders" aria-labelledby="schedule-reminders">
      <Typography.Title level={3} id="schedule-reminders">
        <MailOutlined aria-hidden /> {t('reminders.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('reminders.explain')}</Typography.Paragraph>
      {noEmail ? <Alert type="warning" showIcon message={t('reminders.noEmail')} /> : null}
      <div className="schedule__reminder-form">
        <span className="schedule__reminder-field">
          <Switch
            id={switchId}
            checked={enabled}
            disabled={noEmail && !current.enabled}
            onChange={(value) => {
              setEnabled(value);
              setOutcome(null);
            }}
          />
          <label htmlFor={switchId}>{t('reminders.switch')}</label>
        </span>
        <span className="schedule__reminder-field">
          <label htmlFor={daysId}>{t('reminders.days')}</label>
          <InputNumber
            id={daysId}
            min={min}
            max={max}
            precision={0}
            value={days}
            status={outcome === 'invalid' ? 'error' : undefined}
            aria-invalid={outcome === 'invalid'}
            aria-describedby={outcome === 'invalid' ? `${daysId}-error` : undefined}
            onChange={(value) => {
              setDays(typeof value === 'number' ? value : null);
              setOutcome(null);
            }}
            style={{ width: 88 }}
          />
        </span>
        <Button type="primary" loading={saving.isLoading} disabled={!changed} onClick={() => void submit()}>
          {t('reminders.save')}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome === 'saved' ? (
          <Alert type="success" showIcon message={`${t('reminders.saved')} ${status}`} />
        ) : outcome === 'invalid' ? (
          <Alert
            type="error"
            showIcon
            message={<span id={`${daysId}-error`}>{t('reminders.invalidDays', { min, max })}</span>}
          />
        ) : outcome === 'noEmail' ? (
          <Alert type="error" showIcon message={t('reminders.noEmail')} />
        ) : outcome === 'failed' ? (
          <Alert type="error" showIcon message={t('reminders.saveFailed')} />
        ) : (
          <Typography.Text type="secondary">{status}</Typography.Text>
        )}
      </div>
    </section>
  );
}
