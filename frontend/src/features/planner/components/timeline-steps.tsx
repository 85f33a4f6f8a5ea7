import { CalendarOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, message, Switch, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TimelineStep } from '@/features/planner/api/planner-api';
import { readCompletedSteps, writeCompletedSteps } from '@/features/planner/utils/completed-steps';
import { apiUrl } from '@/features/planner/api/planner-api';
import { formatDate, formatEuro } from '@/features/planner/utils/display';
import { buildIcs, icsFileName } from '@/features/planner/utils/ics';
import { downloadTextFile } from '@/lib/download';

/** Step kinds the interface has its own texts for; other steps keep the API's (English) texts. */
const KNOWN_KINDS = [
  'shortlist',
  'language_test',
  'documents',
  'motivation_letter',
  'submit_application',
  'scholarship',
  'admission_decision',
  'proof_of_funds',
  'tuition_payment',
  'visa',
  'housing',
  'health_insurance',
  'travel',
  'arrival_registration',
] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];
const isKnownKind = (kind: string | null | undefined): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind ?? '');

const TEMPLATE_LINK = /\/study_abroad_templates\/(standard|research|language)\b/;

/** Planner toasts last 3 s (specification section 9). */
const TOAST_SECONDS = 3;

type TimelineStepsProps = { steps: readonly TimelineStep[]; programKey: string };

/** The dated steps, each with its completion (kept in this browser) and an Add to Calendar download. */
export function TimelineSteps({ steps, programKey }: TimelineStepsProps) {
  const { t, i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const english = language.startsWith('en');
  const switchId = useId();
  const [showCompleted, setShowCompleted] = useState(true);
  const [completed, setCompleted] = useState<string[]>(() => {
    const stored = readCompletedSteps(programKey);
    return stored.length > 0 ? stored : steps.filter((s) => s.completed).map((s) => s.id);
  });

  const texts = (step: TimelineStep) => {
    if (!isKnownKind(step.kind))
      return { title: step.title, description: step.description ?? '', fromApi: true };
    return {
      title: t(`steps.${step.kind}.title`),
      // the API's description is specific to the program, but English: other languages get the general text
      description: english ? (step.description ?? '') : t(`steps.${step.kind}.description`),
      fromApi: english,
    };
  };

  const toggle = (id: string, done: boolean) => {
    const next = done ? [...new Set([...completed, id])] : completed.filter((c) => c !== id);
    setCompleted(next);
    writeCompletedSteps(programKey, next);
    void message.success(done ? t('timeline.stepCompleted') : t('timeline.stepReopened'), TOAST_SECONDS);
  };

  const addToCalendar = (step: TimelineStep, title: string, description: string) => {
    const ics = buildIcs({
      uid: `${step.id}@study-planner`,
      date: step.dueDate,
      summary: title,
      description,
      url: step.documentLinks?.[0]?.url ? apiUrl(step.documentLinks[0].url) : undefined,
    });
    downloadTextFile(icsFileName(step.id), ics, 'text/calendar;charset=utf-8');
  };

  const visible = steps.filter((step) => showCompleted || !completed.includes(step.id));

  return (
    <div className="timeline">
      <div className="timeline__toolbar">
        <label htmlFor={switchId} className="timeline__switch-label">
          {t('timeline.showCompleted')}
        </label>
        <Switch id={switchId} checked={showCompleted} onChange={setShowCompleted} />
      </div>
      {visible.length === 0 ? (
        <Empty description={t('timeline.allCompleted')} />
      ) : (
        <ol className="timeline__steps">
          {visible.map((step) => {
            const { title, description, fromApi } = texts(step);
            const done = completed.includes(step.id);
            return (
              <li key={step.id} className={`timeline-step${done ? ' timeline-step--done' : ''}`}>
                <div className="timeline-step__head">
                  <Tag className={`timeline-tag timeline-tag--${step.category}`}>
                    {t(`timeline.categories.${step.category}`)}
                  </Tag>
                  <time dateTime={step.dueDate} className="timeline-step__date">
                    {t('timeline.due', { date: formatDate(step.dueDate, language) })}
                  </time>
                </div>
                <h3 className="timeline-step__title">{title}</h3>
                <p className="timeline-step__description" lang={fromApi && !english ? 'en' : undefined}>
                  <bdi>{description}</bdi>
                </p>
                {typeof step.estimatedCost === 'number' ? (
                  <p className="timeline-step__cost">
                    {t('timeline.estimatedCost', { amount: formatEuro(step.estimatedCost, language) })}
                  </p>
                ) : null}
                {step.documentLinks && step.documentLinks.length > 0 ? (
                  <ul className="timeline-step__links" aria-label={t('timeline.links')}>
                    {step.documentLinks.map((link) => {
                      // the template documents have names of their own in every language
                      const template = TEMPLATE_LINK.exec(link.url)?.[1] as
                        'standard' | 'research' | 'language' | undefined;
                      return (
                        <li key={link.url + link.title}>
                          <a
                            href={apiUrl(link.url)}
                            target="_blank"
                            rel="noopener noreferrer"
                            lang={template || english ? undefined : 'en'}
                          >
                            <LinkOutlined aria-hidden />{' '}
                            <bdi>{template ? t(`templates.names.${template}`) : link.title}</bdi>
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                <div className="timeline-step__actions">
                  <Checkbox
                    checked={done}
                    onChange={(event) => toggle(step.id, event.target.checked)}
                    aria-label={t('timeline.markCompleted', { title })}
                  >
                    {t('timeline.completed')}
                  </Checkbox>
                  <Button
                    size="small"
                    icon={<CalendarOutlined aria-hidden />}
                    onClick={() => addToCalendar(step, title, description)}
                    aria-label={t('timeline.addToCalendarLabel', { title })}
                  >
                    {t('timeline.addToCalendar')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
