import { Catalogue } from '../catalogue/catalogue';
import { createPlannerParts } from '../services/planner.factory';
import { StudyPlannerService } from '../services/study-planner.service';
import {
  BLIND_EVALUATION_FILE,
  evaluate,
  loadProfiles,
  SECOND_BLIND_EVALUATION_FILE,
  THIRD_BLIND_EVALUATION_FILE,
  violations,
} from './evaluation';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('the planner on the evaluation profiles', () => {
  const { catalogue, extractor, matcher } = createPlannerParts(Catalogue.load(), () => TODAY);
  const sut = new StudyPlannerService(extractor, matcher, () => TODAY);
  const profiles = loadProfiles();
  const report = evaluate(profiles, catalogue, (description) => sut.plan(description));

  it('covers at least 40 profiles in at least six interface languages', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(40);
    expect(report.languages.length).toBeGreaterThanOrEqual(6);
  });

  // On failure the received value lists what went wrong, profile by profile.
  it('returns only results that meet every hard constraint (precision of 95% or more)', () => {
    const problems = report.profiles.flatMap((p) => p.problems.map((problem) => `${p.id} ${problem}`));
    expect(report.precision >= 0.95 ? 'met' : `precision ${report.precision}:\n${problems.join('\n')}`).toBe(
      'met',
    );
  });

  it('finds results for 90% or more of the satisfiable profiles', () => {
    const missed = report.profiles.filter((p) => p.satisfiable && p.results === 0).map((p) => p.id);
    expect(report.coverage >= 0.9 ? 'met' : `coverage ${report.coverage}, missed: ${missed.join(', ')}`).toBe(
      'met',
    );
  });

  it('answers every profile in the language it is written in', () => {
    const wrong = report.profiles.filter((p) => p.answerLanguage !== p.language).map((p) => p.id);
    expect(wrong).toEqual([]);
  });
});

describe('the suite written blind', () => {
  it('reads its {about, profiles} file: 150 profiles in the ten interface languages', () => {
    const profiles = loadProfiles(BLIND_EVALUATION_FILE);
    expect(profiles).toHaveLength(150);
    expect(new Set(profiles.map((p) => p.language)).size).toBe(10);
  });

  it.each([SECOND_BLIND_EVALUATION_FILE, THIRD_BLIND_EVALUATION_FILE])(
    'reads a later blind suite: 60 profiles in the ten interface languages, ids unique (%s)',
    (file) => {
      const profiles = loadProfiles(file);
      expect(profiles).toHaveLength(60);
      expect(new Set(profiles.map((p) => p.language)).size).toBe(10);
      expect(new Set(profiles.map((p) => p.id)).size).toBe(60);
    },
  );
});

describe(violations.name, () => {
  const facts = {
    countryCode: 'SE',
    degree: 'master',
    languages: ['en'],
    fields: ['0311'],
    tuitionEur: 0,
    totalEurPerYear: 12000,
  };

  it('allows the named countries and a region joined to them, and anything for mere preferences', () => {
    expect(violations(facts, { countries: ['DK', 'NO'] })).toEqual(['country SE']);
    expect(violations(facts, { countries: ['FI'], regionCountries: ['DK', 'NO', 'SE'] })).toEqual([]);
    expect(violations(facts, { countries: ['DK', 'NO'], countriesSoft: true })).toEqual([]);
  });

  it('counts a master as breaking a wish for a doctorate', () => {
    expect(violations(facts, { degree: 'phd' })).toEqual(['degree master']);
  });
});
