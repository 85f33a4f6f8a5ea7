import { Catalogue } from '../catalogue/catalogue';
import { CountryFileFactory, germanyFile } from '../catalogue/catalogue.test-util';
import type { StudentProfile } from '../understanding/student-profile';
import { studentProfile } from '../understanding/student-profile.test-util';
import { ProgramMatcher } from './program-matcher';

describe(ProgramMatcher.name, () => {
  const catalogue = new Catalogue([CountryFileFactory.create(), germanyFile()]);
  const sut = new ProgramMatcher(catalogue);
  const ids = (p: Partial<StudentProfile>) =>
    sut.match(studentProfile(p)).programs.map((s) => s.entry.program.id);

  it('keeps to the wanted country, degree, language and field', () => {
    expect(
      ids({
        countries: ['DE'],
        degree: 'master',
        instructionLanguages: ['en'],
        fields: ['computer_science'],
      }).sort(),
    ).toEqual(['de-tu-berlin-ma-computer-science', 'de-uni-freiburg-ma-computer-science']);
  });

  it('never shows an excluded country, nor a region it excludes', () => {
    expect(ids({ excludedCountries: ['DE'] }).sort()).toEqual([
      'at-univie-ba-computer-science',
      'at-univie-ma-economics',
    ]);
    expect(ids({ excludedRegions: ['german_speaking'] })).toEqual([]);
  });

  it("applies a tuition ceiling with the tuition of the student's citizenship", () => {
    const tuitionBudget = { amount: 1000, currency: 'EUR', period: 'year' as const, eurPerYear: 1000 };
    expect(
      ids({
        countries: ['DE'],
        fields: ['computer_science'],
        degree: 'master',
        tuitionBudget,
        citizenship: 'non_eu',
      }),
    ).toEqual(['de-tu-berlin-ma-computer-science']);
    expect(
      ids({
        countries: ['DE'],
        fields: ['computer_science'],
        degree: 'master',
        tuitionBudget,
        citizenship: 'eu',
      }),
    ).toHaveLength(2);
  });

  it('counts living costs into a total budget', () => {
    // Berlin and Freiburg cost EUR 1,025 a month in the test data: 12,300 a year
    const totalBudget = (eurPerYear: number) => ({
      amount: eurPerYear,
      currency: 'EUR',
      period: 'year' as const,
      eurPerYear,
    });
    expect(ids({ countries: ['DE'], totalBudget: totalBudget(12_000), citizenship: 'eu' })).toEqual([]);
    expect(ids({ countries: ['DE'], totalBudget: totalBudget(12_300), citizenship: 'eu' })).not.toEqual([]);
  });

  it('answers no programs and names every constraint, those that block alone first', () => {
    const result = sut.match(studentProfile({ countries: ['AT'], fields: ['medicine'], degree: 'master' }));
    expect(result.programs).toEqual([]);
    expect(result.blocking).toEqual(['field', 'place', 'degree']);
  });

  it('shows nothing for a field it does not know, unless program names carry its words', () => {
    const unknown = sut.match(
      studentProfile({ countries: ['DE'], unknownField: { text: 'Egyptology', words: ['egyptology'] } }),
    );
    expect(unknown).toMatchObject({ programs: [], fieldNotUnderstood: true });
    const named = sut.match(studentProfile({ unknownField: { text: 'Economics', words: ['economics'] } }));
    expect(named.programs.map((s) => s.entry.program.id).sort()).toEqual([
      'at-univie-ma-economics',
      'de-uni-freiburg-ma-economics',
    ]);
    expect(named.programs[0]?.criteria).toEqual([{ kind: 'field', met: true }]);
  });

  it('shows nothing for a doctorate alone: the catalogue holds bachelors and masters', () => {
    expect(sut.match(studentProfile({ wantsDoctorate: true, fields: ['economics'] }))).toMatchObject({
      programs: [],
      blocking: ['degree', 'field'],
    });
    expect(ids({ wantsDoctorate: true, degree: 'master', fields: ['economics'] })).not.toEqual([]);
  });

  it("takes a school leaver's first degree as a bachelor or a long single cycle, for a named field", () => {
    const withMedicine = new Catalogue([CountryFileFactory.create(), germanyFile(), medicineFile()]);
    const matcher = new ProgramMatcher(withMedicine);
    const first = (fields: StudentProfile['fields']) =>
      matcher
        .match(studentProfile({ degree: 'bachelor', firstDegree: true, fields }))
        .programs.map((s) => s.entry.program.degree);
    expect(first(['medicine'])).toEqual(['long_cycle']);
    expect(new Set(first([]))).toEqual(new Set(['bachelor']));
    // a long cycle in a field mostly taught as bachelor and master (a German Diplom) is no first degree asked for
    const diplom = medicineFile();
    diplom.programs = diplom.programs.map((program) => ({
      ...program,
      id: 'cz-charles-lc-computer-science',
      fields: ['0613'],
    }));
    const withDiplom = new ProgramMatcher(
      new Catalogue([CountryFileFactory.create(), germanyFile(), diplom]),
    );
    const firstInComputing = withDiplom
      .match(studentProfile({ degree: 'bachelor', firstDegree: true, fields: ['computer_science'] }))
      .programs.map((s) => s.entry.program.degree);
    expect(new Set(firstInComputing)).toEqual(new Set(['bachelor']));
  });

  it('takes the languages a student speaks, and the one they write in, for those they can be taught in', () => {
    const spoken = (language: StudentProfile['language']) =>
      ids({ countries: ['DE'], fields: ['computer_science'], spokenLanguages: ['fr'], language });
    expect(spoken('en').sort()).toEqual([
      'de-tu-berlin-ma-computer-science',
      'de-uni-freiburg-ma-computer-science',
    ]);
    expect(spoken('de')).toContain('de-tu-berlin-ba-computer-science');
  });

  it('leaves out programs taught only in a language the student does not speak', () => {
    expect(ids({ countries: ['DE'], fields: ['computer_science'], avoidedLanguages: ['en'] })).toEqual([
      'de-tu-berlin-ba-computer-science',
    ]);
  });

  it('takes free tuition for none at all: a registration fee of a few hundred euro is a fee', () => {
    const luxembourg = CountryFileFactory.create({ code: 'LU' });
    luxembourg.programs = luxembourg.programs.map((program) => ({
      ...program,
      tuition: { eu: 400, nonEu: 400, currency: 'EUR', academicYear: '2025/26' },
    }));
    const matcher = new ProgramMatcher(new Catalogue([luxembourg, germanyFile()]));
    const free = matcher.match(studentProfile({ freeTuition: true, citizenship: 'eu' })).programs;
    expect(free.map((s) => s.entry.country.code)).not.toContain('LU');
    expect(free.length).toBeGreaterThan(0);
  });

  it("takes a city for its country, the city's programs first, and places named as examples for a wish", () => {
    const inFreiburg = ids({ cities: ['de-freiburg'], fields: ['computer_science'] });
    expect(inFreiburg[0]).toBe('de-uni-freiburg-ma-computer-science');
    expect(inFreiburg).toContain('de-tu-berlin-ma-computer-science');
    expect(ids({ countries: ['AT'], fields: ['computer_science'], placesAreExamples: true })).toContain(
      'de-tu-berlin-ma-computer-science',
    );
  });

  it('keeps to places and free tuition wished for while something meets them, else shows them unmet', () => {
    const wishedAustria: Partial<StudentProfile> = {
      countries: ['AT'],
      fields: ['computer_science'],
      wished: ['place'],
    };
    expect(ids(wishedAustria)).toEqual(['at-univie-ba-computer-science']);
    const wishedFrance = sut.match(studentProfile({ ...wishedAustria, countries: ['FR'] })).programs;
    expect(wishedFrance.map((s) => s.entry.country.code)).toContain('DE');
    expect(wishedFrance[0]!.criteria).toContainEqual({ kind: 'place', met: false });
    // an exclusion is no wish: it holds when the wished places are let go
    expect(
      ids({ ...wishedAustria, countries: ['FR'], excludedCountries: ['DE'] }).map((id) => id.slice(0, 2)),
    ).toEqual(['at']);
    // stated as a limit, a place nothing meets gives nothing
    expect(ids({ countries: ['FR'], fields: ['computer_science'] })).toEqual([]);
  });

  it('shows a university once before it shows it twice', () => {
    const institutions = sut
      .match(studentProfile({ countries: ['DE'] }))
      .programs.map((s) => s.entry.institution.id);
    expect(institutions.slice(0, 2).sort()).toEqual(['de-tu-berlin', 'de-uni-freiburg']);
  });

  it('ranks by interests: research and a small town favour Freiburg', () => {
    const [best] = sut.match(
      studentProfile({
        countries: ['DE'],
        fields: ['computer_science'],
        interests: ['research', 'small_town'],
      }),
    ).programs;
    expect(best?.entry.institution.id).toBe('de-uni-freiburg');
    expect(best?.interests).toEqual(['research', 'small_town']);
  });

  it('says which stated criteria each program meets: every constraint, and the wishes that hold', () => {
    const { programs } = sut.match(
      studentProfile({
        countries: ['DE'],
        degree: 'master',
        instructionLanguages: ['en'],
        fields: ['computer_science'],
        interests: ['research'],
        start: { month: 3, year: null },
      }),
    );
    const byId = new Map(programs.map((s) => [s.entry.program.id, s.criteria]));
    const constraints = [
      { kind: 'field', met: true },
      { kind: 'degree', met: true },
      { kind: 'place', met: true },
      { kind: 'language', met: true },
    ];
    expect(byId.get('de-uni-freiburg-ma-computer-science')).toEqual([
      ...constraints,
      { kind: 'interest', interest: 'research', met: true },
      { kind: 'start', met: true },
    ]);
    expect(byId.get('de-tu-berlin-ma-computer-science')).toEqual([
      ...constraints,
      { kind: 'interest', interest: 'research', met: false },
      { kind: 'start', met: true },
    ]);
  });

  it('names budgets and careers among the criteria, and none for a profile without any', () => {
    const tuitionBudget = { amount: 1000, currency: 'EUR', period: 'year' as const, eurPerYear: 1000 };
    const [program] = sut.match(
      studentProfile({
        countries: ['DE'],
        tuitionBudget,
        freeTuition: true,
        careers: ['software_ai'],
        citizenship: 'eu',
      }),
    ).programs;
    expect(program?.criteria.map((c) => c.kind)).toEqual(['place', 'tuitionBudget', 'freeTuition', 'career']);
    expect(program?.criteria.every((c) => c.met)).toBe(true);
    expect(sut.match(studentProfile({ searchText: 'computer science' })).programs[0]?.criteria).toEqual([]);
  });
});

/** A third country with a long single-cycle medicine program, for first degrees. */
function medicineFile() {
  const file = CountryFileFactory.create({ code: 'CZ' });
  file.country.name = 'Czechia';
  file.cities = [{ ...file.cities[0]!, id: 'cz-prague', name: 'Prague', localName: 'Praha' }];
  file.institutions = [
    { ...file.institutions[0]!, id: 'cz-charles', name: 'Charles University', cityId: 'cz-prague' },
  ];
  file.programs = [
    {
      ...file.programs[0]!,
      id: 'cz-charles-lc-medicine',
      institutionId: 'cz-charles',
      name: 'General Medicine',
      degree: 'long_cycle',
      fields: ['0912'],
      durationYears: 6,
      ects: 360,
    },
  ];
  return file;
}
