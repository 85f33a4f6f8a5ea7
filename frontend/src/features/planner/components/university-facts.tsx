import { GlobalOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

import { countryName } from '@/components/ui/country-flag';
import { cityIn } from '@/features/planner/utils/localized';

const numberOrNull = z.nullable(z.number());
const stringOrNull = z.nullish(z.string());

/** The facts of one tab of the university dialog (`details` of `POST /api/university_details`). */
export const universityFactsSchema = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal('courses'),
    university: z.string(),
    programs: z.array(
      z.looseObject({
        program_id: z.string(),
        name: z.string(),
        qualification: z.string(),
        degree: z.string(),
        duration_years: z.number(),
        ects: numberOrNull,
        languages: z.array(z.string()),
      }),
    ),
  }),
  z.looseObject({
    type: z.literal('faculty'),
    university: z.string(),
    local_name: stringOrNull,
    description: z.string(),
    faculties: z.array(z.string()),
  }),
  z.looseObject({
    type: z.literal('admissions'),
    program: z.string(),
    qualification: z.string(),
    prior_education: z.string(),
    language_requirements: z.array(
      z.looseObject({ language: z.string(), level: z.string(), tests: z.array(z.string()) }),
    ),
    other_requirements: stringOrNull,
    deadlines: z.looseObject({ eu: stringOrNull, non_eu: stringOrNull }),
    intake_months: z.array(z.number()),
    tuition: z.looseObject({
      academic_year: z.string(),
      eu: numberOrNull,
      non_eu: numberOrNull,
      currency: z.string(),
      note: stringOrNull,
    }),
    country_code: z.string(),
    tuition_policy: z.string(),
    apply_url: z.string(),
    apply_kind: z.string(),
  }),
  z.looseObject({
    type: z.literal('facilities'),
    facilities: z.string(),
    city_id: z.string(),
    city: z.string(),
    city_names: z.nullish(z.record(z.string(), z.string())),
    living_cost: z.looseObject({
      rent: z.number(),
      food: z.number(),
      transport: z.number(),
      other: z.number(),
      currency: z.string(),
      year: z.number(),
    }),
    international_url: stringOrNull,
    website: z.string(),
  }),
]);
export type UniversityFacts = z.infer<typeof universityFactsSchema>;

/** The facts of a details answer, when it has them for this tab and they are well formed. */
export function universityFactsOf(data: unknown, tab: string): UniversityFacts | null {
  if (!data || typeof data !== 'object') return null;
  const parsed = universityFactsSchema.safeParse((data as { details?: unknown }).details);
  return parsed.success && parsed.data.type === tab ? parsed.data : null;
}

/**
 * Text the catalogue only has in English: marked as English (screen readers read it so) and left to right, so
 * that its punctuation stays in place in an Arabic page.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  return (
    <p lang="en" dir="ltr" className="university-details__english">
      {children}
    </p>
  );
}

/** A name inside a translated sentence, isolated so that its own direction cannot reorder the sentence. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** Said once above a tab whose texts come from the catalogue in English, unless the interface is English. */
export function OnlyInEnglishNote() {
  const { t, i18n } = useTranslation('planner');
  if ((i18n.resolvedLanguage ?? i18n.language).startsWith('en')) return null;
  return (
    <p className="university-details__english-note">
      <GlobalOutlined aria-hidden /> {t('university.onlyEnglish')}
    </p>
  );
}

function useFormats() {
  const { i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const languageNames = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    language,
    languages: (codes: readonly string[]) => list.format(codes.map((code) => languageNames.of(code) ?? code)),
    years: (years: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years),
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
        amount,
      ),
    month: (month: number) =>
      new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, month - 1, 1)),
      ),
    /** "MM-DD" as the language writes a day of a month. */
    monthDay: (monthDay: string) => {
      const [month, day] = monthDay.split('-').map(Number);
      if (!month || !day) return monthDay;
      return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, month - 1, day)),
      );
    },
  };
}

const DEGREES = ['bachelor', 'master', 'long_cycle'] as const;

function Courses({ facts }: { facts: Extract<UniversityFacts, { type: 'courses' }> }) {
  const { t } = useTranslation('planner');
  const format = useFormats();
  return (
    <>
      <h3 className="university-details__heading">
        {t('university.programsAt', { university: isolated(facts.university) })}
      </h3>
      <ul className="university-details__list">
        {facts.programs.map((program) => {
          const degree = DEGREES.find((known) => known === program.degree);
          const parts = [
            degree ? t(`university.degrees.${degree}`) : null,
            format.years(program.duration_years),
            program.ects ? t('university.ects', { ects: program.ects }) : null,
            t('university.taughtIn', { languages: format.languages(program.languages) }),
          ].filter(Boolean);
          return (
            <li key={program.program_id}>
              <bdi lang="en">
                {program.name} ({program.qualification})
              </bdi>{' '}
              — {parts.join(', ')}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Faculty({ facts }: { facts: Extract<UniversityFacts, { type: 'faculty' }> }) {
  const { t } = useTranslation('planner');
  return (
    <>
      <OnlyInEnglishNote />
      <h3 className="university-details__heading">
        <bdi>{facts.university}</bdi>
        {facts.local_name ? (
          <>
            {' '}
            (<bdi>{facts.local_name}</bdi>)
          </>
        ) : null}
      </h3>
      <EnglishText>{facts.description}</EnglishText>
      <h4 className="university-details__subheading">{t('university.faculties')}</h4>
      <ul className="university-details__list">
        {facts.faculties.map((faculty) => (
          <li key={faculty}>
            <bdi>{faculty}</bdi>
          </li>
        ))}
      </ul>
    </>
  );
}

function Admissions({ facts }: { facts: Extract<UniversityFacts, { type: 'admissions' }> }) {
  const { t } = useTranslation('planner');
  const format = useFormats();
  const { tuition, deadlines } = facts;
  const fee = (amount: number | null) =>
    amount === null
      ? t('university.notPublished')
      : amount === 0
        ? t('university.noTuition')
        : t('university.perYear', { amount: format.money(amount, tuition.currency) });
  const deadlineLines: string[] = [];
  if (deadlines.eu) deadlineLines.push(t('university.deadlineEu', { date: format.monthDay(deadlines.eu) }));
  if (deadlines.non_eu) {
    deadlineLines.push(t('university.deadlineNonEu', { date: format.monthDay(deadlines.non_eu) }));
  }

  return (
    <>
      <OnlyInEnglishNote />
      <h3 className="university-details__heading">
        {t('university.admissionTo', { program: isolated(`${facts.program} (${facts.qualification})`) })}
      </h3>
      <dl className="info-list__facts">
        <dt>{t('university.priorEducation')}</dt>
        <dd>
          <EnglishText>{facts.prior_education}</EnglishText>
        </dd>
        <dt>{t('university.languageRequirements')}</dt>
        <dd>
          {facts.language_requirements.length > 0
            ? facts.language_requirements
                .map(
                  (r) =>
                    t('university.languageLevel', {
                      language: format.languages([r.language]),
                      level: r.level,
                    }) + (r.tests.length > 0 ? ` (${r.tests.join(', ')})` : ''),
                )
                .join('; ')
            : t('university.seeProgramPage')}
        </dd>
        {facts.other_requirements ? (
          <>
            <dt>{t('university.otherRequirements')}</dt>
            <dd>
              <EnglishText>{facts.other_requirements}</EnglishText>
            </dd>
          </>
        ) : null}
        <dt>{t('university.deadlines')}</dt>
        <dd>{deadlineLines.length > 0 ? deadlineLines.join('; ') : t('university.seeProgramPage')}</dd>
        <dt>{t('university.intake')}</dt>
        <dd>{facts.intake_months.map(format.month).join(', ')}</dd>
        <dt>{t('university.tuition', { year: tuition.academic_year })}</dt>
        <dd>
          {t('university.tuitionEu', { amount: fee(tuition.eu) })};{' '}
          {t('university.tuitionNonEu', { amount: fee(tuition.non_eu) })}
          {tuition.note ? <EnglishText>{tuition.note}</EnglishText> : null}
        </dd>
        <dt>
          {t('university.tuitionRules', {
            country: countryName(facts.country_code, facts.country_code, format.language),
          })}
        </dt>
        <dd>
          <EnglishText>{facts.tuition_policy}</EnglishText>
        </dd>
      </dl>
    </>
  );
}

function Facilities({ facts }: { facts: Extract<UniversityFacts, { type: 'facilities' }> }) {
  const { t } = useTranslation('planner');
  const format = useFormats();
  const { living_cost: cost } = facts;
  const city = cityIn(facts.city, facts.city_names, format.language) ?? facts.city;
  const items = [
    [t('university.rent'), cost.rent],
    [t('university.food'), cost.food],
    [t('university.transport'), cost.transport],
    [t('university.other'), cost.other],
  ] as const;
  return (
    <>
      <OnlyInEnglishNote />
      <EnglishText>{facts.facilities}</EnglishText>
      <h4 className="university-details__subheading">
        {t('university.livingIn', { city: isolated(city), year: cost.year })}
      </h4>
      <dl className="info-list__facts">
        {items.map(([label, amount]) => (
          <div key={label} className="university-details__cost">
            <dt>{label}</dt>
            <dd>{format.money(amount, cost.currency)}</dd>
          </div>
        ))}
      </dl>
      <ul className="university-details__list">
        {facts.international_url ? (
          <li>
            <a href={facts.international_url} target="_blank" rel="noopener noreferrer">
              {t('university.internationalStudents')}
            </a>
          </li>
        ) : null}
        <li>
          <a href={facts.website} target="_blank" rel="noopener noreferrer">
            {t('university.website')}
          </a>
        </li>
      </ul>
    </>
  );
}

/** One tab of the university dialog, written in the interface language from the answer's facts. */
export function UniversityFactsView({ facts }: { facts: UniversityFacts }) {
  switch (facts.type) {
    case 'courses':
      return <Courses facts={facts} />;
    case 'faculty':
      return <Faculty facts={facts} />;
    case 'admissions':
      return <Admissions facts={facts} />;
    case 'facilities':
      return <Facilities facts={facts} />;
  }
}
