import { Catalogue } from '../catalogue/catalogue';
import { createPlannerParts } from '../services/planner.factory';
import { StudyPlannerService } from '../services/study-planner.service';
import { evaluate, loadProfiles } from './evaluation';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('the planner on the evaluation profiles', () => {
  const { catalogue, extractor, matcher } = createPlannerParts(Catalogue.load(), () => TODAY);
  const sut = new StudyPlannerService(extractor, matcher, () => TODAY);
  const profiles = loadProfiles();
  const report = evaluate(profiles, catalogue, (description) => sut.plan(description).recommendations);

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
});
