import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, message, Modal, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DETAIL_TYPES,
  useGetUniversityDetailsQuery,
  type DetailType,
  type Recommendation,
} from '@/features/planner/api/planner-api';
import {
  OnlyInEnglishNote,
  UniversityFactsView,
  universityFactsOf,
} from '@/features/planner/components/university-facts';
import { useClosingOverlay } from '@/features/planner/hooks/use-closing-overlay';
import { errorMessage, textOrNull } from '@/features/planner/utils/display';
import { linksToProgramPage } from '@/features/planner/utils/localized';

/** Planner toasts last 3 s (specification section 9). */
const TOAST_SECONDS = 3;

/** A details answer is valid only when `content` is a non-empty string (specification section 5). */
export function detailsContent(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const content = (data as { content?: unknown }).content;
  return typeof content === 'string' && content.trim().length > 0 ? content : null;
}

type Selection = { university: string; country: string; program?: string; program_id?: string };

function DetailsTab({ selection, tab }: { selection: Selection; tab: DetailType }) {
  const { t } = useTranslation('planner');
  // one query per tab: RTK Query fetches it once and keeps it while the dialog is open
  const { data, error, isLoading, isError } = useGetUniversityDetailsQuery({ ...selection, detailType: tab });
  const content = detailsContent(data);
  const invalid = !isLoading && !isError && content === null;
  const failed = isError || invalid;

  useEffect(() => {
    if (failed) void message.error(t('university.toast'), TOAST_SECONDS);
  }, [failed, t]);

  if (isLoading) {
    return (
      <div className="planner__analysing" aria-busy="true">
        <Spin aria-hidden />
        <p>{t('university.loading')}</p>
      </div>
    );
  }
  if (failed) {
    const tabName = t(`university.tabs.${tab}`);
    const problem = isError
      ? t('university.httpError', { message: errorMessage(error) ?? '' })
      : t('university.invalid', { tab: tabName });
    return (
      <div className="university-details">
        <Alert type="warning" showIcon title={problem} description={t('university.usingFallback')} />
        <p className="university-details__content">{t(`university.fallback.${tab}`)}</p>
      </div>
    );
  }
  const facts = universityFactsOf(data, tab);
  if (facts) {
    return (
      <div className="university-details university-details__content university-details__content--facts">
        <UniversityFactsView facts={facts} />
      </div>
    );
  }
  // the API's text alone (an older answer): it is the catalogue's English
  return (
    <div className="university-details">
      <OnlyInEnglishNote />
      <p className="university-details__content" lang="en">
        {content}
      </p>
    </div>
  );
}

/** `onClose` is called once the dialog has closed and the focus is back on the control that opened it. */
type UniversityDialogProps = { recommendation: Recommendation; onClose: () => void };

/** A university's courses, faculty, admissions and facilities, each fetched on first view of its tab. */
export default function UniversityDialog({ recommendation: r, onClose }: UniversityDialogProps) {
  const { t } = useTranslation('planner');
  const { open, close, afterClose } = useClosingOverlay(onClose);
  const university = textOrNull(r.university);
  const country = textOrNull(r.country);
  const link = textOrNull(r.link) ?? textOrNull(r.university_website);
  const [active, setActive] = useState<DetailType>('courses');
  const [visited, setVisited] = useState<DetailType[]>(['courses']);
  const [shownFor, setShownFor] = useState(university);

  // another university: start again on the first tab, with nothing fetched
  if (shownFor !== university) {
    setShownFor(university);
    setActive('courses');
    setVisited(['courses']);
  }

  const selection: Selection | null =
    university && country
      ? {
          university,
          country,
          ...(r.program ? { program: r.program } : {}),
          ...(r.program_id ? { program_id: r.program_id } : {}),
        }
      : null;

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={university ?? t('card.unknownUniversity')}
      onCancel={close}
      width="min(760px, calc(100vw - 32px))"
      closable={{ 'aria-label': t('university.close') }}
      footer={[
        <Button key="close" onClick={close}>
          {t('university.close')}
        </Button>,
        link ? (
          <Button
            key="apply"
            type="primary"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            icon={<ExportOutlined aria-hidden />}
          >
            {linksToProgramPage(r) ? t('university.applyNow') : t('university.website')}
          </Button>
        ) : null,
      ]}
    >
      {selection ? (
        <Tabs
          activeKey={active}
          onChange={(key) => {
            const tab = key as DetailType;
            setActive(tab);
            setVisited((seen) => (seen.includes(tab) ? seen : [...seen, tab]));
          }}
          items={DETAIL_TYPES.map((tab) => ({
            key: tab,
            label: t(`university.tabs.${tab}`),
            children: visited.includes(tab) ? <DetailsTab selection={selection} tab={tab} /> : null,
          }))}
        />
      ) : (
        <Alert type="error" showIcon title={t('university.missing')} />
      )}
    </Modal>
  );
}
