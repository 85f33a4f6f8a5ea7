import { CheckCircleFilled, ExclamationCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';

type Criterion = NonNullable<Recommendation['criteria']>[number];

const KINDS = [
  'field',
  'degree',
  'place',
  'language',
  'tuition_budget',
  'total_budget',
  'free_tuition',
  'career',
  'start',
] as const;
const INTERESTS = [
  'sports',
  'campus_life',
  'arts_culture',
  'big_city',
  'small_town',
  'research',
  'nature',
  'warm_climate',
  'international',
] as const;

function criterionName({ kind, interest }: Criterion, t: TFunction<'planner'>): string | null {
  if (kind === 'interest') {
    const known = INTERESTS.find((name) => name === interest);
    return known ? t(`card.criteria.interests.${known}`) : null;
  }
  const known = KINDS.find((name) => name === kind);
  return known ? t(`card.criteria.kinds.${known}`) : null;
}

/**
 * How many of the criteria the visitor stated a program meets ("Meets all 4 of your criteria"), and which it
 * does not: a match score reads as a grade ("Match 35 %") although it only ranks the results.
 */
export function MatchCriteria({ criteria }: { criteria: Recommendation['criteria'] }) {
  const { t, i18n } = useTranslation('planner');
  const stated = criteria ?? [];
  if (stated.length === 0) return null;
  const met = stated.filter((criterion) => criterion.met).length;
  const total = stated.length;
  const unmet = stated
    .filter((criterion) => !criterion.met)
    .map((criterion) => criterionName(criterion, t))
    .filter((name): name is string => name !== null);
  const headline =
    met < total
      ? t('card.criteria.some', { met, total })
      : total === 1
        ? t('card.criteria.single')
        : t('card.criteria.all', { total });
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });

  return (
    <div className="result-card__criteria">
      <p className={`result-card__criteria-met${met === total ? ' result-card__criteria-met--all' : ''}`}>
        {met === total ? (
          <CheckCircleFilled aria-hidden className="result-card__criteria-icon" />
        ) : (
          <MinusCircleOutlined aria-hidden className="result-card__criteria-icon" />
        )}{' '}
        {headline}
      </p>
      {unmet.length > 0 ? (
        <p className="result-card__criteria-unmet">
          <ExclamationCircleOutlined aria-hidden className="result-card__criteria-icon" />{' '}
          {t('card.criteria.notMet', { list: list.format(unmet) })}
        </p>
      ) : null}
    </div>
  );
}

/** A criterion's identity: its kind, and for an interest which one. */
const key = ({ kind, interest }: Criterion) => (kind === 'interest' ? `interest:${interest ?? ''}` : kind);

/**
 * Above the results: the criteria that no program found meets, such as a place the student only wished for
 * ("ideally in Iceland") where the catalogue has nothing; the planner then lets the wish go and shows the closest
 * programs elsewhere, which each card alone would only hint at.
 */
export function UnmetByAll({ results }: { results: Pick<Recommendation, 'criteria'>[] }) {
  const { t, i18n } = useTranslation('planner');
  if (results.length === 0) return null;
  const [first, ...rest] = results.map((result) => result.criteria ?? []);
  const unmetEverywhere = (first ?? []).filter(
    (criterion) =>
      !criterion.met &&
      rest.every((criteria) => criteria.some((other) => key(other) === key(criterion) && !other.met)),
  );
  const names = unmetEverywhere
    .map((criterion) => criterionName(criterion, t))
    .filter((name): name is string => name !== null);
  if (names.length === 0) return null;
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });

  return (
    <Alert
      className="planner__unmet-by-all"
      type="warning"
      showIcon
      role="status"
      title={t('results.unmetByAll', { list: list.format(names) })}
    />
  );
}
