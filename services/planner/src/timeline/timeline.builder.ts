import { addWeeks } from 'date-fns';
import type { ProgramEntry } from '../catalogue/catalogue';
import type { ScholarshipRecord } from '../catalogue/catalogue.schema';
import { toEuro } from '../catalogue/exchange-rates';
import { tuitionFor } from '../matching/program-matcher';
import {
  calendarDay,
  formatDay,
  isoDate,
  nextDeadline,
  nextIntake,
  nextOccurrence,
} from '../matching/deadlines';
import type { Citizenship } from '../understanding/student-profile';
import { EU_WIDE_SCHOLARSHIPS } from './eu-scholarships';
import { TEMPLATE_KINDS, templateDescriptions } from './templates';

export const STEP_CATEGORIES = ['preparation', 'document', 'application', 'financial', 'travel'] as const;
export type StepCategory = (typeof STEP_CATEGORIES)[number];

/** Stable names of timeline steps: the interface translates titles by them. */
export type StepKind =
  | 'shortlist'
  | 'language_test'
  | 'documents'
  | 'motivation_letter'
  | 'submit_application'
  | 'scholarship'
  | 'admission_decision'
  | 'proof_of_funds'
  | 'tuition_payment'
  | 'visa'
  | 'housing'
  | 'health_insurance'
  | 'travel'
  | 'arrival_registration';

export interface TimelineStep {
  readonly id: string;
  readonly kind: StepKind;
  readonly title: string;
  readonly description: string;
  readonly dueDate: string;
  readonly completed: boolean;
  readonly category: StepCategory;
  readonly documentLinks?: readonly { readonly title: string; readonly url: string }[];
  readonly estimatedCost?: number;
}

export type CostCategory = 'tuition' | 'living' | 'visa' | 'insurance' | 'deposit' | 'travel' | 'tests';

export interface CostItem {
  readonly category: CostCategory;
  readonly label: string;
  readonly amount: number | null;
  readonly note: string;
  /** A deposit is money the student must show or set aside, not money spent: it is not in the total. */
  readonly includedInTotal: boolean;
}

export interface Timeline {
  readonly program: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly duration: string;
    readonly degreeLevel: string;
    readonly university: string;
    readonly city: string;
    readonly link: string;
    readonly intake: string;
    readonly applicationDeadline: string | null;
  };
  readonly country: {
    readonly id: string;
    readonly name: string;
    readonly flag: string;
    readonly description: string;
    readonly currency: string;
    readonly languageRequirements: string;
  };
  readonly citizenship: Citizenship;
  readonly steps: readonly TimelineStep[];
  readonly costs: {
    readonly currency: 'EUR';
    readonly items: readonly CostItem[];
    readonly firstYearTotal: number;
  };
  readonly resources: readonly {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly url: string;
    readonly category: string;
  }[];
  readonly scholarships: readonly {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly deadline: string;
    readonly amount: string;
    readonly eligibility: string;
    readonly applicationUrl: string;
  }[];
  readonly templates: readonly {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly downloadUrl: string;
  }[];
}

/** Typical fees of the usual language tests, in euro (test centres set their own prices). */
const LANGUAGE_TEST_FEES: Readonly<Record<string, number>> = { en: 250, de: 215, fr: 150, es: 180, it: 150 };
/** A rough one-way journey to the place of study: within Europe, and from elsewhere. */
const TRAVEL_EUR = { europe: 200, elsewhere: 800 };

function weeksFrom(date: string, weeks: number): string {
  return formatDay(addWeeks(calendarDay(date), weeks));
}

function regionalIndicatorFlag(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function scholarshipFits(s: ScholarshipRecord, entry: ProgramEntry, citizenship: Citizenship): boolean {
  const degreeFits = s.degreeLevels.length === 0 || s.degreeLevels.includes(entry.program.degree);
  const citizenshipFits =
    s.citizenship === 'any' ||
    citizenship === 'unknown' ||
    (s.citizenship === 'eu') === (citizenship === 'eu');
  return degreeFits && citizenshipFits;
}

/**
 * A program's way from today to the first day of study: dated steps, first-year costs, local resources,
 * scholarships and templates. Dates follow from the program's next deadline and intake for this citizenship.
 */
export function buildTimeline(entry: ProgramEntry, citizenship: Citizenship, today: Date): Timeline {
  const { program, institution, city, country } = entry;
  const todayIso = isoDate(today);
  const nonEu = citizenship !== 'eu';
  const deadline = nextDeadline(program, citizenship, today);
  // without a published deadline, plan to apply four months (non-EU: six) before the next intake
  const intake = deadline
    ? nextIntake(program, deadline)
    : nextIntake(program, weeksFrom(todayIso, nonEu ? 26 : 17));
  const applyBy = deadline ?? weeksFrom(intake, nonEu ? -26 : -17);
  const clamp = (date: string) => (date < todayIso ? todayIso : date);
  const link = program.programUrl ?? institution.website;
  const steps: Omit<TimelineStep, 'id' | 'completed'>[] = [];
  const step = (s: Omit<TimelineStep, 'id' | 'completed' | 'dueDate'> & { dueDate: string }) =>
    steps.push({ ...s, dueDate: clamp(s.dueDate) });

  step({
    kind: 'shortlist',
    category: 'preparation',
    title: 'Check the admission requirements',
    description: `Compare your qualifications with what ${institution.name} asks for ${program.name}: ${program.requirements.degree}`,
    dueDate: weeksFrom(applyBy, -16),
    documentLinks: [{ title: institution.name, url: link }],
  });
  const languageRequirements = program.requirements.languages;
  if (languageRequirements.length > 0) {
    const tests = languageRequirements.map(
      (r) => `${r.level}${r.tests.length ? ` (${r.tests.join(', ')})` : ''}`,
    );
    step({
      kind: 'language_test',
      category: 'preparation',
      title: 'Take the language test',
      description: `Book early: results take a few weeks. Required: ${tests.join('; ')}.`,
      dueDate: weeksFrom(applyBy, -10),
      estimatedCost: LANGUAGE_TEST_FEES[languageRequirements[0]!.language] ?? 150,
    });
  }
  step({
    kind: 'documents',
    category: 'document',
    title: 'Gather your documents',
    description:
      'School-leaving certificate or degree, transcripts, passport, CV; certified translations where they are not in English or the language of instruction.',
    dueDate: weeksFrom(applyBy, -8),
  });
  step({
    kind: 'motivation_letter',
    category: 'document',
    title: 'Write your motivation letter',
    description: `Explain why ${program.name} at ${institution.name} fits your goals. Start from one of the templates.`,
    dueDate: weeksFrom(applyBy, -4),
    documentLinks: TEMPLATE_KINDS.map((kind) => ({
      title: templateDescriptions[kind].name,
      url: templateUrl(kind, program.id),
    })),
  });
  step({
    kind: 'submit_application',
    category: 'application',
    title: 'Submit your application',
    description: deadline
      ? `The usual closing date for ${nonEu ? 'applicants from outside the EU/EEA' : 'EU/EEA applicants'}; check the exact date on the program page.`
      : 'No fixed closing date is published: apply early, places and visa slots fill up.',
    dueDate: applyBy,
    documentLinks: [{ title: program.name, url: link }],
  });
  step({
    kind: 'admission_decision',
    category: 'application',
    title: 'Receive the admission decision',
    description:
      'Universities usually answer within four to eight weeks of the closing date; accept your place in time.',
    dueDate: weeksFrom(applyBy, 6),
  });

  const tuition = tuitionFor(entry, citizenship);
  if (tuition !== null && tuition > 0) {
    step({
      kind: 'tuition_payment',
      category: 'financial',
      title: 'Pay the first tuition instalment',
      description:
        'Many universities ask for the first instalment or a deposit before they issue the documents for the visa.',
      dueDate: weeksFrom(intake, -10),
      estimatedCost: tuition,
    });
  }
  const { visa } = country;
  if (nonEu) {
    const funds =
      visa.proofOfFundsPerYear === null
        ? null
        : Math.round(toEuro(visa.proofOfFundsPerYear, visa.fundsCurrency));
    step({
      kind: 'proof_of_funds',
      category: 'financial',
      title: 'Prepare proof of funds',
      description: funds
        ? `${visa.name} requires proof of about ${funds.toLocaleString('en')} EUR for a year of study.`
        : `${visa.name} requires proof that you can pay for your studies and living costs.`,
      dueDate: weeksFrom(intake, -(visa.processingWeeksMax + 6)),
      documentLinks: [{ title: visa.name, url: visa.officialUrl }],
      ...(funds ? { estimatedCost: funds } : {}),
    });
    step({
      kind: 'visa',
      category: 'document',
      title: 'Apply for your student visa or residence permit',
      description: `${visa.name}. Processing: ${visa.processingTime}.`,
      dueDate: weeksFrom(intake, -(visa.processingWeeksMax + 4)),
      documentLinks: [{ title: visa.name, url: visa.officialUrl }],
      ...(visa.fees !== null ? { estimatedCost: Math.round(toEuro(visa.fees, visa.fundsCurrency)) } : {}),
    });
  }
  const scholarships = [...country.scholarships, ...EU_WIDE_SCHOLARSHIPS].filter((s) =>
    scholarshipFits(s, entry, citizenship),
  );
  for (const scholarship of scholarships) {
    if (!scholarship.deadlineMonthDay) continue;
    const due = nextOccurrence(scholarship.deadlineMonthDay, today);
    if (due > intake) continue;
    step({
      kind: 'scholarship',
      category: 'financial',
      title: `Apply for the ${scholarship.name}`,
      description: `${scholarship.amount}. ${scholarship.eligibility}`,
      dueDate: due,
      documentLinks: [{ title: scholarship.name, url: scholarship.url }],
    });
  }
  const housing = [...city.resources, ...country.resources].find((r) => r.category === 'housing');
  step({
    kind: 'housing',
    category: 'travel',
    title: 'Find accommodation',
    description: `Student rooms in ${city.name} go fast; apply as soon as you are admitted.`,
    dueDate: weeksFrom(intake, -14),
    estimatedCost: Math.round(toEuro(city.livingCost.rent, city.livingCost.currency)),
    ...(housing ? { documentLinks: [{ title: housing.name, url: housing.url }] } : {}),
  });
  const insuranceMonthly =
    country.healthInsurance.monthlyCost === null
      ? null
      : toEuro(country.healthInsurance.monthlyCost, country.currency);
  step({
    kind: 'health_insurance',
    category: 'financial',
    title: 'Arrange health insurance',
    description: country.healthInsurance.summary,
    dueDate: weeksFrom(intake, -4),
    ...(insuranceMonthly !== null ? { estimatedCost: Math.round(insuranceMonthly * 12) } : {}),
    ...(country.healthInsurance.url
      ? { documentLinks: [{ title: 'Health insurance', url: country.healthInsurance.url }] }
      : {}),
  });
  step({
    kind: 'travel',
    category: 'travel',
    title: `Travel to ${city.name}`,
    description: 'Arrive a week or two early for orientation days and paperwork.',
    dueDate: weeksFrom(intake, -2),
    estimatedCost: nonEu ? TRAVEL_EUR.elsewhere : TRAVEL_EUR.europe,
  });
  step({
    kind: 'arrival_registration',
    category: 'document',
    title: 'Register your address and enrol',
    description: nonEu
      ? `Register with the local authorities, collect your residence permit if it is issued after arrival, and complete enrolment at ${institution.name}.`
      : `Register your address with the local authorities and complete enrolment at ${institution.name}.`,
    dueDate: weeksFrom(intake, 1),
  });

  const ordered = steps
    .map((s, index) => ({ s, index }))
    .sort((a, b) => a.s.dueDate.localeCompare(b.s.dueDate) || a.index - b.index)
    .map(({ s }, index) => ({ ...s, id: `${program.id}-step-${index + 1}`, completed: false }));

  const costs = costItems(entry, citizenship, tuition, insuranceMonthly);
  const resources = [
    ...city.resources,
    ...country.resources,
    {
      name: institution.name,
      category: 'student_services' as const,
      description: 'The university: admissions office and support for international students.',
      url: institution.internationalUrl ?? institution.website,
    },
    ...(nonEu
      ? [{ name: visa.name, category: 'embassy' as const, description: visa.summary, url: visa.officialUrl }]
      : []),
  ].map((r, index) => ({
    id: `${program.id}-resource-${index + 1}`,
    ...r,
    category: r.category.replace('_', ' '),
  }));

  return {
    program: {
      id: program.id,
      name: program.name,
      description: `${program.name} (${program.qualification}) at ${institution.name}, ${city.name}.`,
      duration: `${program.durationYears} years${program.ects ? `, ${program.ects} ECTS` : ''}`,
      degreeLevel: program.degree,
      university: institution.name,
      city: city.name,
      link,
      intake,
      applicationDeadline: deadline,
    },
    country: {
      id: country.code,
      name: country.name,
      flag: regionalIndicatorFlag(country.code),
      description: country.tuitionPolicy.summary,
      currency: country.currency,
      languageRequirements: languageRequirements.length
        ? languageRequirements
            .map((r) => `${r.language.toUpperCase()} ${r.level}: ${r.tests.join(', ')}`)
            .join('; ')
        : 'See the program page.',
    },
    citizenship,
    steps: ordered,
    costs: {
      currency: 'EUR',
      items: costs,
      firstYearTotal: costs.reduce(
        (sum, item) => sum + (item.includedInTotal && item.amount ? item.amount : 0),
        0,
      ),
    },
    resources,
    scholarships: scholarships.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      deadline: s.deadline,
      amount: s.amount,
      eligibility: s.eligibility,
      applicationUrl: s.url,
    })),
    templates: TEMPLATE_KINDS.map((kind) => ({
      id: kind,
      name: templateDescriptions[kind].name,
      description: templateDescriptions[kind].description,
      downloadUrl: templateUrl(kind, program.id),
    })),
  };
}

export function templateUrl(kind: string, programId: string): string {
  return `/api/study_abroad_templates/${kind}?program_id=${encodeURIComponent(programId)}`;
}

function costItems(
  entry: ProgramEntry,
  citizenship: Citizenship,
  tuition: number | null,
  insuranceMonthly: number | null,
): CostItem[] {
  const { country, city } = entry;
  const nonEu = citizenship !== 'eu';
  const { visa } = country;
  const { range, academicYear } = citizenship === 'eu' ? entry.tuitionEu : entry.tuitionNonEu;
  const tuitionNote =
    tuition === null
      ? 'Not published in our catalogue: see the program page.'
      : range
        ? `Not published for this program; the country's typical range is EUR ${range.min.toLocaleString('en')}–${range.max.toLocaleString('en')} a year, and the upper end is counted (${academicYear}).`
        : `Published figure (${entry.program.tuition.academicYear}).`;
  const items: CostItem[] = [
    {
      category: 'tuition',
      label: 'Tuition, first year',
      amount: tuition,
      note: tuitionNote,
      includedInTotal: true,
    },
    {
      category: 'living',
      label: `Living costs in ${city.name}, 12 months`,
      amount: entry.livingEurPerMonth * 12,
      note: `Rent, food, transport and other costs (${city.livingCost.year}).`,
      includedInTotal: true,
    },
  ];
  if (nonEu) {
    items.push({
      category: 'visa',
      label: 'Visa and residence permit fees',
      amount: visa.fees === null ? null : Math.round(toEuro(visa.fees, visa.fundsCurrency)),
      note: `${visa.name} (${visa.year}).`,
      includedInTotal: true,
    });
    items.push({
      category: 'deposit',
      label: 'Proof of funds',
      amount:
        visa.proofOfFundsPerYear === null
          ? null
          : Math.round(toEuro(visa.proofOfFundsPerYear, visa.fundsCurrency)),
      note: 'Money you must show (for example in a blocked account); you spend it on living costs, so it is not added to the total.',
      includedInTotal: false,
    });
  }
  items.push({
    category: 'insurance',
    label: 'Health insurance, 12 months',
    amount: insuranceMonthly === null ? null : Math.round(insuranceMonthly * 12),
    note: country.healthInsurance.summary,
    includedInTotal: true,
  });
  const firstTest = entry.program.requirements.languages[0];
  if (firstTest) {
    items.push({
      category: 'tests',
      label: 'Language test',
      amount: LANGUAGE_TEST_FEES[firstTest.language] ?? 150,
      note: 'Typical fee; test centres set their own prices.',
      includedInTotal: true,
    });
  }
  items.push({
    category: 'travel',
    label: 'Journey to the place of study',
    amount: nonEu ? TRAVEL_EUR.elsewhere : TRAVEL_EUR.europe,
    note: 'Rough estimate of a one-way journey.',
    includedInTotal: true,
  });
  return items;
}
