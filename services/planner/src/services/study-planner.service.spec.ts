import { Catalogue } from '../catalogue/catalogue';
import { CountryFileFactory, germanyFile } from '../catalogue/catalogue.test-util';
import { createPlannerParts } from './planner.factory';
import { StudyPlannerService } from './study-planner.service';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe(StudyPlannerService.name, () => {
  const catalogue = new Catalogue([CountryFileFactory.create(), germanyFile()]);
  const { extractor, matcher } = createPlannerParts(catalogue, () => TODAY);
  const sut = new StudyPlannerService(extractor, matcher, () => TODAY);

  it('answers in the language of the question, whatever the site language', () => {
    expect(sut.plan('master in economics in Germany', 'pl').language).toBe('en');
    expect(sut.plan('Master in Wirtschaftswissenschaften in Deutschland', 'en').language).toBe('de');
  });

  it('says which field it did not understand instead of showing programs of other fields', () => {
    const answer = sut.plan('I want a master in Zorblaxology in Germany');
    expect(answer.recommendations).toEqual([]);
    expect(answer.no_match_reason).toContain('“Zorblaxology”');
    expect(sut.insights('I want a master in Zorblaxology in Germany').criteria).toContain(
      'Field of study not recognised: “Zorblaxology”',
    );
  });

  it('names a region refused when it explains why nothing matched', () => {
    const reason = sut.plan('A master in economics, not in the German-speaking countries').no_match_reason;
    expect(reason).toContain('Not in: German-speaking countries');
  });

  it('matches a budget that did not say what it covers on tuition, shows the total and says so', () => {
    const answer = sut.plan('Economics master in Germany, I can pay 5,000 euros. I am an EU citizen.');
    expect(answer.recommendations.length).toBeGreaterThan(0);
    for (const r of answer.recommendations) {
      expect(r.tuition_eur).toBeLessThanOrEqual(5000);
      expect(r.total_cost_eur_year).toBeGreaterThan(5000);
    }
    expect(
      sut.insights('Economics master in Germany, I can pay 5,000 euros. I am an EU citizen.').criteria,
    ).toContain(
      'Budget: up to €5,000 per year, read as tuition (each program also shows its total cost with living costs)',
    );
  });
});
