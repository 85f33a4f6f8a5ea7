import type { StudentProfile, MoneyLimit } from './student-profile';
import { phrasingFor, Phrasing } from './phrasing';

export interface Insights {
  readonly criteria: string[];
  readonly goals: string[];
}

function budgetPhrase(p: Phrasing, limit: MoneyLimit, kind: 'total' | 'tuition'): string {
  const { criteria } = p.phrases;
  if (kind === 'tuition') {
    const template = limit.assumed ? criteria.budgetAssumedTuition : criteria.budgetTuition;
    return p.fill(template, { amount: p.euros(limit.eurPerYear) });
  }
  return limit.period === 'month'
    ? p.fill(criteria.budgetTotalPerMonth, { amount: p.euros(limit.eurPerYear / 12) })
    : p.fill(criteria.budgetTotalPerYear, { amount: p.euros(limit.eurPerYear) });
}

/**
 * Short phrases, in the student's language, saying what the planner understood: criteria and goals. A field it
 * did not understand is said so, or that it was found in program names (`fieldFoundInNames`).
 */
export function describeProfile(profile: StudentProfile, fieldFoundInNames = false): Insights {
  const p = phrasingFor(profile.language);
  const { criteria, names, goals: goalPhrases } = p.phrases;
  const list: string[] = [];
  const add = (template: string, value: string) => list.push(p.fill(template, { value }));

  const fieldNames = profile.fields.map((field) => names.fields[field]);
  if (fieldNames.length > 0) add(criteria.field, p.join(fieldNames));
  else if (profile.unknownField) {
    add(fieldFoundInNames ? criteria.fieldByName : criteria.fieldNotUnderstood, profile.unknownField.text);
  }
  if (profile.degree) add(criteria.degree, names.degrees[profile.degree]);
  else if (profile.wantsDoctorate) add(criteria.degree, names.degrees.doctorate);
  const places = [
    ...profile.countries.map((code) => p.country(code)),
    ...profile.regions.map((r) => names.regions[r]),
  ];
  if (places.length > 0)
    add(profile.wished.includes('place') ? criteria.countriesWished : criteria.countries, p.join(places));
  const excluded = [
    ...profile.excludedCountries.map((code) => p.country(code)),
    ...profile.excludedRegions.map((r) => names.regions[r]),
  ];
  if (excluded.length > 0) add(criteria.excluded, p.join(excluded));
  if (profile.instructionLanguages.length > 0) {
    add(criteria.taughtIn, p.join(profile.instructionLanguages.map((code) => p.languageName(code))));
  }
  if (profile.spokenLanguages.length > 0) {
    add(criteria.speaks, p.join(profile.spokenLanguages.map((code) => p.languageName(code))));
  }
  if (profile.citizenship === 'eu') list.push(criteria.citizenshipEu);
  if (profile.citizenship === 'non_eu') {
    if (profile.originCountry) add(criteria.citizenshipNonEuCountry, p.country(profile.originCountry));
    else list.push(criteria.citizenshipNonEu);
  }
  if (profile.totalBudget) list.push(budgetPhrase(p, profile.totalBudget, 'total'));
  if (profile.tuitionBudget) list.push(budgetPhrase(p, profile.tuitionBudget, 'tuition'));
  if (profile.freeTuition)
    list.push(profile.wished.includes('freeTuition') ? criteria.freeTuitionWished : criteria.freeTuition);
  else if (profile.lowCost) list.push(criteria.lowCost);
  if (profile.interests.length > 0)
    add(criteria.interests, p.join(profile.interests.map((i) => names.interests[i])));
  const { month, year } = profile.start;
  if (month !== null || year !== null) {
    add(
      criteria.start,
      [month !== null ? p.month(month) : '', year !== null ? String(year) : ''].join(' ').trim(),
    );
  }

  const goals = profile.careers.map((career) => goalPhrases.careers[career]);
  if (goals.length === 0 && fieldNames.length > 0)
    goals.push(p.fill(goalPhrases.degreeIn, { value: p.join(fieldNames) }));
  return { criteria: list, goals };
}
