import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

import { useGetTimelineQuery, type Recommendation } from '@/features/planner/api/planner-api';
import {
  CostsTab,
  ResourcesTab,
  ScholarshipsTab,
  TemplatesTab,
} from '@/features/planner/components/timeline-extras';
import { TimelineSteps } from '@/features/planner/components/timeline-steps';
import { useClosingOverlay } from '@/features/planner/hooks/use-closing-overlay';
import { textOrNull } from '@/features/planner/utils/display';

/** `onClose` is called once the panel has closed and the focus is back on the control that opened it. */
type DetailsPanelProps = { recommendation: Recommendation; onClose: () => void };

/** The selected program's panel: timeline, costs, local resources, scholarships and templates. */
export default function DetailsPanel({ recommendation: r, onClose }: DetailsPanelProps) {
  const { t, i18n } = useTranslation('planner');
  const { open, close, afterClose } = useClosingOverlay(onClose);
  const rtl = i18n.dir(i18n.resolvedLanguage ?? i18n.language) === 'rtl';
  const program = textOrNull(r.program) ?? '';
  const country = textOrNull(r.country) ?? '';
  const university = textOrNull(r.university) ?? t('card.unknownUniversity');
  const request = { country, program, ...(r.program_id ? { program_id: r.program_id } : {}) };
  const { data, isFetching, isError, refetch } = useGetTimelineQuery(request, { skip: !country || !program });

  let content;
  if (isFetching) {
    content = (
      <div className="planner__analysing" aria-busy="true">
        <Spin aria-hidden />
        <p>{t('panel.loading')}</p>
      </div>
    );
  } else if (isError || !data) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('panel.failed')}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()}>
            {t('panel.tryAgain')}
          </Button>
        }
      />
    );
  } else {
    const programKey = r.program_id ?? `${university}|${program}`.toLowerCase();
    content = (
      <Tabs
        defaultActiveKey="timeline"
        items={[
          {
            key: 'timeline',
            label: t('panel.tabs.timeline'),
            children: <TimelineSteps steps={data.steps} programKey={programKey} />,
          },
          { key: 'costs', label: t('panel.tabs.costs'), children: <CostsTab costs={data.costs} /> },
          {
            key: 'resources',
            label: t('panel.tabs.resources'),
            children: <ResourcesTab resources={data.resources} />,
          },
          {
            key: 'scholarships',
            label: t('panel.tabs.scholarships'),
            children: <ScholarshipsTab scholarships={data.scholarships} />,
          },
          {
            key: 'templates',
            label: t('panel.tabs.templates'),
            children: <TemplatesTab templates={data.templates} />,
          },
        ]}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={close}
      afterOpenChange={(visible) => {
        if (!visible) afterClose();
      }}
      placement={rtl ? 'left' : 'right'}
      size="min(760px, 100vw)"
      title={t('panel.title', { program, university })}
      closable={{ 'aria-label': t('panel.close') }}
      className="details-panel"
    >
      {content}
    </Drawer>
  );
}
