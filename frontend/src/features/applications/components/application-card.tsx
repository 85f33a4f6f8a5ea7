import { DeleteOutlined } from '@ant-design/icons';
import { message, Modal, Button, Checkbox, Input, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  useDeleteApplicationMutation,
  useUpdateApplicationMutation,
} from '@/features/applications/api/applications-api';
import { formatDay } from '@/features/applications/utils/dates';

/** One application: status with its history, the checklist to tick off, notes, delete. */
export function ApplicationCard({ application }: { application: Application }) {
  const { t, i18n } = useTranslation(['applications', 'planner']);
  const [update, updating] = useUpdateApplicationMutation();
  const [remove, removing] = useDeleteApplicationMutation();
  const [notes, setNotes] = useState(application.notes);
  const id = useId();
  const names = { program: application.program, university: application.university };
  const language = i18n.language;

  const save = (change: Omit<Parameters<typeof update>[0], 'id'>) =>
    update({ id: application.id, ...change })
      .unwrap()
      .catch(() => void message.error(t('saveFailed')));

  const confirmDelete = () =>
    Modal.confirm({
      title: t('delete.title', names),
      content: t('delete.content'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove(application.id).unwrap(),
    });

  const done = application.checklist.filter((item) => item.done).length;

  return (
    <article className="application-card" aria-labelledby={`${id}-title`}>
      <header>
        <Typography.Title level={3} id={`${id}-title`} className="application-card__program">
          <bdi>{application.program}</bdi>
        </Typography.Title>
        <Typography.Text>
          <bdi>{application.university}</bdi>
          {application.country ? (
            <>
              {' '}
              · <bdi>{application.country}</bdi>
            </>
          ) : null}
        </Typography.Text>
      </header>

      <section className="application-card__status" aria-labelledby={`${id}-status`}>
        <label id={`${id}-status`} htmlFor={`${id}-status-select`}>
          {t('status.label')}
        </label>
        <Select<ApplicationStatus>
          id={`${id}-status-select`}
          value={application.status}
          loading={updating.isLoading}
          onChange={(status) => void save({ status })}
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          style={{ minWidth: 200 }}
        />
        <ol className="application-card__history" aria-label={t('status.history')}>
          {application.history.map((change) => (
            <li key={`${change.status}-${change.at}`}>
              <span>{t(`status.${change.status}`)}</span>{' '}
              <time dateTime={change.at}>{formatDay(change.at, language)}</time>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={`${id}-checklist`}>
        <Typography.Title level={4} id={`${id}-checklist`}>
          {t('checklist.title')}{' '}
          <span className="application-card__progress">
            {t('checklist.progress', { done, total: application.checklist.length })}
          </span>
        </Typography.Title>
        {application.checklist.length === 0 ? (
          <Typography.Paragraph>{t('checklist.empty')}</Typography.Paragraph>
        ) : (
          <ul className="application-card__checklist">
            {application.checklist.map((item) => (
              <li key={item.id}>
                <Checkbox
                  checked={item.done}
                  onChange={(event) =>
                    void save({ checklist: [{ id: item.id, done: event.target.checked }] })
                  }
                >
                  {t(`planner:steps.${item.kind}.title`, { defaultValue: item.title })}
                  {item.due_date ? (
                    <>
                      {' · '}
                      <time dateTime={item.due_date}>{formatDay(item.due_date, language)}</time>
                    </>
                  ) : null}
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-notes`}>
        <Typography.Title level={4} id={`${id}-notes`}>
          <label htmlFor={`${id}-notes-input`}>{t('notes.title')}</label>
        </Typography.Title>
        <Input.TextArea
          id={`${id}-notes-input`}
          value={notes}
          maxLength={5000}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Button
          className="application-card__save"
          disabled={notes === application.notes}
          loading={updating.isLoading}
          onClick={() => void save({ notes })}
        >
          {t('notes.save')}
        </Button>
      </section>

      <footer>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={removing.isLoading}
          onClick={confirmDelete}
        >
          {t('delete.button')}
        </Button>
      </footer>
    </article>
  );
}
