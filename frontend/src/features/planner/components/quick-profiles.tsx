import {
  BankOutlined,
  BulbOutlined,
  EuroCircleOutlined,
  ExperimentOutlined,
  HighlightOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const QUICK_PROFILES = ['business', 'sports', 'tech', 'affordable', 'arts', 'science'] as const;
export type QuickProfile = (typeof QUICK_PROFILES)[number];

const ICONS: Record<QuickProfile, ReactNode> = {
  business: <BankOutlined aria-hidden />,
  sports: <TrophyOutlined aria-hidden />,
  tech: <BulbOutlined aria-hidden />,
  affordable: <EuroCircleOutlined aria-hidden />,
  arts: <HighlightOutlined aria-hidden />,
  science: <ExperimentOutlined aria-hidden />,
};

type QuickProfilesProps = { onPick: (sample: string) => void; disabled?: boolean };

/** Six shortcuts that fill the description box with a sample text in the interface language. */
export function QuickProfiles({ onPick, disabled }: QuickProfilesProps) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  return (
    <div className="quick-profiles" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="quick-profiles__heading">
        {t('quickProfiles.heading')}
      </span>
      <div className="quick-profiles__list">
        {QUICK_PROFILES.map((profile) => (
          <Button
            key={profile}
            icon={ICONS[profile]}
            disabled={disabled}
            onClick={() => onPick(t(`quickProfiles.samples.${profile}`))}
          >
            {t(`quickProfiles.${profile}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
