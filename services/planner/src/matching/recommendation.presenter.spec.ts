import { Catalogue } from '../catalogue/catalogue';
import { CountryFileFactory, germanyFile } from '../catalogue/catalogue.test-util';
import { phrasingFor } from '../understanding/phrasing';
import type { StudentProfile } from '../understanding/student-profile';
import { studentProfile } from '../understanding/student-profile.test-util';
import { ProgramMatcher } from './program-matcher';
import { recommendationSchema } from '../dtos/planner.dto';
import { describeNoMatch, presentRecommendation } from './recommendation.presenter';

const TODAY = new Date('2026-01-15T00:00:00Z');

describe(presentRecommendation.name, () => {
  const germany = germanyFile();
  germany.programs[0] = { ...germany.programs[0]!, programUrl: 'https://www.tu.berlin/en/cs-master' };
  const catalogue = new Catalogue([CountryFileFactory.create(), germany]);
  const matcher = new ProgramMatcher(catalogue);
  const present = (p: Partial<StudentProfile>) => {
    const student = studentProfile(p);
    const phrasing = phrasingFor(student.language);
    return matcher.match(student).programs.map((s) => presentRecommendation(phrasing, s, student, TODAY));
  };
  const byId = (p: Partial<StudentProfile>) => new Map(present(p).map((r) => [r.program_id, r]));

  it('adds the city id and its names in the other interface languages, and writes reasons with them', () => {
    const freiburg = byId({ language: 'de', cities: ['de-freiburg'], interests: ['small_town'] }).get(
      'de-uni-freiburg-ma-computer-science',
    )!;
    expect(freiburg.city).toBe('Freiburg');
    expect(freiburg.city_id).toBe('de-freiburg');
    expect(freiburg.city_names).toMatchObject({ de: 'Freiburg im Breisgau', ar: 'فرايبورغ', zh: '弗赖堡' });
    expect(freiburg.reasons).toEqual(
      expect.arrayContaining(['Standort wie gewünscht: Freiburg im Breisgau']),
    );
  });

  it('gives no place as a reason when the place was only wished for and let go', () => {
    const wished = present({
      language: 'de',
      countries: ['FR'],
      fields: ['computer_science'],
      wished: ['place'],
    });
    expect(wished.length).toBeGreaterThan(0);
    for (const recommendation of wished) {
      expect(recommendation.reasons.join(' ')).not.toContain('Standort wie gewünscht');
      expect(recommendation.criteria).toContainEqual({ kind: 'place', met: false });
    }
    const met = present({
      language: 'de',
      countries: ['DE'],
      fields: ['computer_science'],
      wished: ['place'],
    });
    expect(met[0]!.reasons.join(' ')).toContain('Standort wie gewünscht');
  });

  it('names the visa kind, and whether this student needs it', () => {
    const [unknown] = present({ countries: ['DE'] });
    expect(unknown).toMatchObject({ visa_kind: 'visa_then_residence_permit', visa_needed: null });
    expect(present({ countries: ['AT'], citizenship: 'eu' })[0]).toMatchObject({
      visa_kind: 'residence_permit',
      visa_needed: false,
    });
    expect(present({ countries: ['AT'], citizenship: 'non_eu' })[0]?.visa_needed).toBe(true);
  });

  it("links to the program's page where the catalogue has one, and says when it is the university's site", () => {
    const results = byId({ countries: ['DE'], fields: ['computer_science'], degree: 'master' });
    expect(results.get('de-tu-berlin-ma-computer-science')).toMatchObject({
      link: 'https://www.tu.berlin/en/cs-master',
      link_kind: 'program',
    });
    expect(results.get('de-uni-freiburg-ma-computer-science')).toMatchObject({
      link: 'https://www.univie.ac.at',
      link_kind: 'university',
    });
  });

  it('lists the stated criteria with whether each is met, in the API’s names', () => {
    const tuitionBudget = { amount: 500, currency: 'EUR', period: 'year' as const, eurPerYear: 500 };
    const berlin = byId({
      countries: ['DE'],
      fields: ['computer_science'],
      degree: 'master',
      tuitionBudget,
      interests: ['research'],
      citizenship: 'non_eu',
    }).get('de-tu-berlin-ma-computer-science')!;
    expect(berlin.criteria).toEqual([
      { kind: 'field', met: true },
      { kind: 'degree', met: true },
      { kind: 'place', met: true },
      { kind: 'tuition_budget', met: true },
      { kind: 'interest', interest: 'research', met: false },
    ]);
  });

  it('names wanted cities by name, in the student’s language, when nothing matches', () => {
    const student = studentProfile({ language: 'de', cities: ['de-freiburg'], fields: ['medicine'] });
    const text = describeNoMatch(phrasingFor('de'), ['place', 'field'], student, (id) => catalogue.city(id));
    expect(text).toContain('Freiburg im Breisgau');
    expect(text).not.toContain('de-freiburg');
  });

  it('says which academic year each money figure describes and where it was read', () => {
    const [recommendation] = present({ countries: ['DE'] });
    expect(recommendation).toMatchObject({
      tuition_academic_year: '2025/26',
      tuition_source_url: expect.stringMatching(/^https:\/\//),
      living_cost_year: expect.any(Number),
    });
  });

  it('answers exactly what the OpenAPI document describes', () => {
    const answers = present({ countries: ['DE'], interests: ['research'], start: { month: 10, year: null } });
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(recommendationSchema.parse(answer)).toEqual(answer);
  });
});
