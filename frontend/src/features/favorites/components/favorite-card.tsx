import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Checkbox, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FACT_KEYS, FactValue } from '@/features/favorites/components/program-values';
import type { ProgramFacts } from '@/features/favorites/utils/program-facts';

type FavoriteCardProps = {
  facts: ProgramFacts;
  headingId: string;
  selected: boolean;
  /** The comparison is full and this program is not in it. */
  selectionFull: boolean;
  removing: boolean;
  onToggleCompare: (selected: boolean) => void;
  onRemove: () => void;
  /** E.g. "Start application", beside the program's link. */
  extraAction?: ReactNode;
};

/** A saved program: university, program and the facts the planner gave, with Compare and Remove. */
export function FavoriteCard({
  facts,
  headingId,
  selected,
  selectionFull,
  removing,
  onToggleCompare,
  onRemove,
  extraAction,
}: FavoriteCardProps) {
  const { t } = useTranslation('profile');
  const university = facts.university ?? t('favorites.unknownUniversity');
  const program = facts.program ?? t('favorites.notAvailable');
  const names = { university, program };
  // most catalogue programs link to the university's home page, not their own (ADR 22)
  const linkLabel = facts.linksToProgramPage ? t('favorites.programLink') : t('favorites.universityLink');

  return (
    <article
      className={`favorite-card${selected ? ' favorite-card--selected' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="favorite-card__header">
        <Typography.Title level={3} id={headingId} className="favorite-card__university">
          {university}
        </Typography.Title>
        <Typography.Text className="favorite-card__program">{program}</Typography.Text>
      </header>

      <dl className="favorite-card__facts">
        {FACT_KEYS.map((fact) => (
          <div key={fact} className="favorite-card__fact">
            <dt>{t(`favorites.fields.${fact}`)}</dt>
            <dd>
              <FactValue facts={facts} fact={fact} />
            </dd>
          </div>
        ))}
      </dl>

      <footer className="favorite-card__actions">
        <Checkbox
          checked={selected}
          disabled={!selected && selectionFull}
          onChange={(event) => onToggleCompare(event.target.checked)}
          aria-label={t('favorites.compareLabel', names)}
        >
          {t('favorites.compare')}
        </Checkbox>
        <span className="favorite-card__spacer" />
        {extraAction}
        {facts.link ? (
          <Button
            type="link"
            href={facts.link}
            target="_blank"
            rel="noopener noreferrer"
            icon={<ExportOutlined aria-hidden />}
            aria-label={t('favorites.programLinkLabel', { label: linkLabel, program })}
          >
            {linkLabel}
          </Button>
        ) : null}
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={removing}
          onClick={onRemove}
          aria-label={t('favorites.removeLabel', names)}
        >
          {t('favorites.remove')}
        </Button>
      </footer>
    </article>
  );
}
