import { CalendarOutlined, DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, message, Empty, Segmented, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type ScheduleEvent,
  useCreateSubscriptionMutation,
  useGetScheduleQuery,
  useGetSubscriptionQuery,
  useLazyGetCalendarFileQuery,
  useRevokeSubscriptionMutation,
} from '@/features/applications/api/applications-api';
import '@/features/applications/components/applications.css';
import { RemindersPanel } from '@/features/applications/components/reminders-panel';
import { formatDay, monthGrid, shiftMonth, todayIn, userTimeZone } from '@/features/applications/utils/dates';

const SCHEDULE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'pl', 'tr', 'ar', 'zh', 'ko'];

/** Upcoming dates of applications and favourites as an agenda and a month, with .ics export and a private feed. */
export function ScheduleScreen({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation(['applications', 'planner']);
  const language = SCHEDULE_LANGUAGES.includes(i18n.language) ? i18n.language : 'en';
  const timeZone = userTimeZone();
  const today = todayIn(timeZone, now);
  const { data, isLoading, isError } = useGetScheduleQuery(language);
  const [view, setView] = useState<'agenda' | 'month'>('agenda');
  const [chosenMonth, setMonth] = useState<string>();
  const [getFile, file] = useLazyGetCalendarFileQuery();

  const events = useMemo(() => (data?.events ?? []).filter((event) => !event.done), [data]);
  // The month opens at this month when it has dates, else at the month of the next date.
  const thisMonth = today.slice(0, 7);
  const month =
    chosenMonth ??
    (events.some((event) => event.date.startsWith(thisMonth))
      ? thisMonth
      : (events.find((event) => event.date >= today)?.date.slice(0, 7) ?? thisMonth));
  const titleOf = (event: ScheduleEvent) =>
    event.kind === 'deadline'
      ? `${t('deadline')} · ${event.program}`
      : `${t(`planner:steps.${event.kind}.title`, { defaultValue: event.title.split(' · ')[0] })} · ${event.program}`;

  const download = async () => {
    try {
      const text = await getFile(language).unwrap();
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = 'schedule.ics';
      anchor.click();
      URL.revokeObjectURL(url);
    } catch {
      void message.error(t('schedule.downloadFailed'));
    }
  };

  if (isLoading) return <Spin aria-label={t('loading')} />;
  if (isError) return <Alert type="error" showIcon message={t('loadFailed')} />;

  const eventItem = (event: ScheduleEvent, withDate: boolean) => {
    const overdue = event.date < today;
    return (
      <li key={event.uid} className={`schedule__event${overdue ? ' schedule__event--overdue' : ''}`}>
        {withDate ? (
          <>
            <time dateTime={event.date}>{formatDay(event.date, i18n.language)}</time>{' '}
          </>
        ) : null}
        <bdi>{titleOf(event)}</bdi>
        {overdue ? <span className="schedule__overdue"> · {t('schedule.overdue')}</span> : null}
      </li>
    );
  };

  return (
    <div className="schedule">
      <div className="schedule__toolbar">
        <Segmented
          aria-label={t('schedule.view')}
          value={view}
          onChange={(value) => setView(value as 'agenda' | 'month')}
          options={[
            { value: 'agenda', label: t('schedule.agenda') },
            { value: 'month', label: t('schedule.month') },
          ]}
        />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={file.isFetching}
          onClick={() => void download()}
        >
          {t('schedule.download')}
        </Button>
        <Typography.Text type="secondary">{t('schedule.timeZone', { timeZone })}</Typography.Text>
      </div>

      {events.length === 0 ? (
        <Empty description={t('schedule.empty')} />
      ) : view === 'agenda' ? (
        <ol className="schedule__agenda" aria-label={t('schedule.agenda')}>
          {events.map((event) => eventItem(event, true))}
        </ol>
      ) : (
        <MonthView month={month} onMonth={setMonth} events={events} item={eventItem} today={today} />
      )}

      <RemindersPanel language={language} timeZone={timeZone} />
      <SubscriptionPanel language={language} />
    </div>
  );
}

function MonthView({
  month,
  onMonth,
  events,
  item,
  today,
}: {
  month: string;
  onMonth: (month: string) => void;
  events: ScheduleEvent[];
  item: (event: ScheduleEvent, withDate: boolean) => React.ReactNode;
  today: string;
}) {
  const { t, i18n } = useTranslation('applications');
  const title = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  return (
    <section aria-label={title}>
      <div className="schedule__toolbar">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('schedule.previous')}
          onClick={() => onMonth(shiftMonth(month, -1))}
        />
        <Typography.Title level={3} style={{ margin: 0 }} aria-live="polite">
          {title}
        </Typography.Title>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t('schedule.next')}
          onClick={() => onMonth(shiftMonth(month, 1))}
        />
      </div>
      <table className="schedule__month">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                const dayEvents = day ? events.filter((event) => event.date === day) : [];
                return (
                  <td key={day ?? `pad-${column}`} aria-current={day === today ? 'date' : undefined}>
                    {day ? (
                      <>
                        <span>{Number(day.slice(8))}</span>
                        {dayEvents.length ? (
                          <ul className="schedule__day-events">
                            {dayEvents.map((event) => item(event, false))}
                          </ul>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SubscriptionPanel({ language }: { language: string }) {
  const { t, i18n } = useTranslation('applications');
  const { data } = useGetSubscriptionQuery();
  const [create, creating] = useCreateSubscriptionMutation();
  const [revoke, revoking] = useRevokeSubscriptionMutation();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);

  const make = async () => {
    const created = await create(language).unwrap();
    setFeedUrl(created.feed_path ? new URL(created.feed_path, window.location.origin).toString() : null);
  };

  return (
    <section className="schedule__subscription" aria-labelledby="schedule-subscription">
      <Typography.Title level={3} id="schedule-subscription">
        <CalendarOutlined aria-hidden /> {t('subscription.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('subscription.explain')}</Typography.Paragraph>
      {feedUrl ? (
        <Typography.Paragraph copyable={{ text: feedUrl }} className="schedule__feed-url">
          <code>{feedUrl}</code>
        </Typography.Paragraph>
      ) : data?.active && data.created_at ? (
        <Typography.Paragraph>
          {t('subscription.active', { date: formatDay(data.created_at, i18n.language) })}
        </Typography.Paragraph>
      ) : null}
      <div className="schedule__toolbar">
        <Button type="primary" loading={creating.isLoading} onClick={() => void make()}>
          {data?.active ? t('subscription.regenerate') : t('subscription.create')}
        </Button>
        {data?.active ? (
          <Button
            danger
            loading={revoking.isLoading}
            onClick={() =>
              void revoke()
                .unwrap()
                .then(() => setFeedUrl(null))
            }
          >
            {t('subscription.revoke')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
