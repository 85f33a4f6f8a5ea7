import { CheckOutlined, ExportOutlined, InfoCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recommendation } from '@/features/planner/api/planner-api';
import { CountryFlag, countryCode, countryName } from '@/components/ui/country-flag';
import { MatchCriteria } from '@/features/planner/components/match-criteria';
import { euroText, formatDate, textOrNull } from '@/features/planner/utils/display';
import { cityIn, linksToProgramPage, visaIn } from '@/features/planner/utils/localized';

type RecommendationCardProps = {
  recommendation: Recommendation;
  selected: boolean;
  onSelect: () => void;
  onDetails: () => void;
  /** The favourite button, composed by the route (features do not import each other). */
  favorite?: ReactNode;
  headingId: string;
};

/** One matched program: country, university, program, costs, language and visa, reasons and actions. */
export function RecommendationCard({
  recommendation: r,
  selected,
  onSelect,
  onDetails,
  favorite,
  headingId,
}: RecommendationCardProps) {
  const { t, i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const notAvailable = t('card.notAvailable');
  const code = countryCode(r.country_code, r.country);
  const country = countryName(code, r.country, language);
  const university = textOrNull(r.university) ?? t('card.unknownUniversity');
  const program = textOrNull(r.program) ?? notAvailable;
  const link = textOrNull(r.link) ?? textOrNull(r.university_website);
  const programPage = linksToProgramPage(r);
  const city = cityIn(r.city, r.city_names, language);
  const reasons = (r.reasons ?? []).filter((reason) => reason.trim().length > 0);

  const facts: [string, string][] = [
    [t('card.tuition'), euroText(r.tuition) ?? notAvailable],
    [t('card.livingCost'), euroText(r.living_cost) ?? notAvailable],
    [t('card.language'), textOrNull(r.language) ?? notAvailable],
    [t('card.visa'), visaIn(r, t) ?? notAvailable],
  ];
  if (r.next_deadline) facts.push([t('card.deadline'), formatDate(r.next_deadline, language)]);

  return (
    <Card className={`result-card${selected ? ' result-card--selected' : ''}`}>
      <article aria-labelledby={headingId} className="result-card__body">
        <div className="result-card__top">
          <CountryFlag
            code={code}
            label={country ? t('card.flagOf', { country }) : t('card.unknownCountry')}
            className="result-card__flag"
          />
          <span className="result-card__place">
            {city ? t('card.place', { city, country: country || notAvailable }) : country || notAvailable}
          </span>
        </div>
        <p className="result-card__university">
          <bdi>{university}</bdi>
        </p>
        <h3 id={headingId} className="result-card__program">
          <bdi>{program}</bdi>
        </h3>
        <MatchCriteria criteria={r.criteria} />
        <dl className="result-card__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="result-card__fact">
              <dt>{term}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {reasons.length > 0 ? (
          <div className="result-card__reasons">
            <h4 className="result-card__reasons-title">{t('card.why')}</h4>
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>
                  <CheckOutlined aria-hidden className="result-card__reason-icon" /> <bdi>{reason}</bdi>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="result-card__actions">
          {link ? (
            <Button
              type="primary"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
              aria-label={
                programPage ? t('card.applyNowLabel', { program }) : t('card.websiteLabel', { university })
              }
            >
              {programPage ? t('card.applyNow') : t('card.website')}
            </Button>
          ) : null}
          <Button
            id={`${headingId}-details`}
            icon={<InfoCircleOutlined aria-hidden />}
            onClick={onDetails}
            aria-label={t('card.detailsLabel', { university })}
            aria-haspopup="dialog"
          >
            {t('card.details')}
          </Button>
          <Button
            id={`${headingId}-select`}
            icon={selected ? <CheckOutlined aria-hidden /> : <ScheduleOutlined aria-hidden />}
            onClick={onSelect}
            aria-pressed={selected}
            aria-label={selected ? undefined : t('card.selectLabel', { program })}
            className="result-card__select"
          >
            {selected ? t('card.selected') : t('card.select')}
          </Button>
          {favorite}
        </div>
      </article>
    </Card>
  );
}
