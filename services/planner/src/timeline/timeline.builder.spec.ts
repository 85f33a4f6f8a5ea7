import { Catalogue } from '../catalogue/catalogue';
import { germanyFile } from '../catalogue/catalogue.test-util';
import { buildTimeline } from './timeline.builder';
import { renderTemplate } from './templates';

const TODAY = new Date('2026-11-23T12:00:00Z');
const catalogue = new Catalogue([germanyFile()]);
const freiburgCs = catalogue.program('de-uni-freiburg-ma-computer-science')!;

describe(buildTimeline.name, () => {
  it('dates every step between today and the first weeks of the next intake, in order', () => {
    const sut = buildTimeline(freiburgCs, 'non_eu', TODAY);
    const dates = sut.steps.map((step) => step.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= '2026-11-23').toBe(true);
    // the deadline in the test data is 5 September; the intake after it is October 2027
    expect(sut.program.applicationDeadline).toBe('2027-09-05');
    expect(sut.program.intake).toBe('2027-10-01');
    expect(sut.steps.find((step) => step.kind === 'submit_application')?.dueDate).toBe('2027-09-05');
  });

  it('dates a 29 February deadline on 28 February in a year without one', () => {
    const leapDay = {
      ...freiburgCs,
      program: { ...freiburgCs.program, deadlines: { eu: '02-29', nonEu: '02-29' } },
    };
    const sut = buildTimeline(leapDay, 'eu', TODAY);
    expect(sut.program.applicationDeadline).toBe('2027-02-28');
    expect(sut.steps.find((step) => step.kind === 'submit_application')?.dueDate).toBe('2027-02-28');
    expect(sut.program.intake).toBe('2027-03-01');
  });

  it('adds visa, proof of funds and tuition steps for a non-EU student, and none of them for an EU citizen', () => {
    const kinds = (citizenship: 'eu' | 'non_eu') =>
      buildTimeline(freiburgCs, citizenship, TODAY).steps.map((s) => s.kind);
    expect(kinds('non_eu')).toEqual(expect.arrayContaining(['visa', 'proof_of_funds', 'tuition_payment']));
    expect(kinds('eu')).not.toEqual(expect.arrayContaining(['visa']));
    expect(kinds('eu')).not.toContain('proof_of_funds');
    expect(kinds('eu')).not.toContain('tuition_payment');
  });

  it('totals the first-year costs without the money that only has to be shown', () => {
    const { costs } = buildTimeline(freiburgCs, 'non_eu', TODAY);
    const byCategory = Object.fromEntries(costs.items.map((item) => [item.category, item]));
    expect(byCategory.tuition?.amount).toBe(3000);
    expect(byCategory.living?.amount).toBe(12300);
    expect(byCategory.deposit?.includedInTotal).toBe(false);
    const counted = costs.items.filter((i) => i.includedInTotal).reduce((sum, i) => sum + (i.amount ?? 0), 0);
    expect(costs.firstYearTotal).toBe(counted);
  });

  it('lists resources with https links, fitting scholarships and three templates', () => {
    const sut = buildTimeline(freiburgCs, 'non_eu', TODAY);
    expect(sut.resources.map((r) => [r.category, new URL(r.url).protocol])).toEqual([
      ['housing', 'https:'],
      ['transportation', 'https:'],
      ['student services', 'https:'],
      ['student services', 'https:'],
      ['embassy', 'https:'],
    ]);
    expect(sut.scholarships.map((s) => s.id)).toEqual(
      expect.arrayContaining(['de-ernst-mach', 'eu-erasmus-mundus']),
    );
    expect(sut.templates.map((t) => t.downloadUrl)).toEqual([
      '/api/study_abroad_templates/standard?program_id=de-uni-freiburg-ma-computer-science',
      '/api/study_abroad_templates/research?program_id=de-uni-freiburg-ma-computer-science',
      '/api/study_abroad_templates/language?program_id=de-uni-freiburg-ma-computer-science',
    ]);
  });

  it('leaves out scholarships for other citizens or degree levels', () => {
    const bachelor = catalogue.program('de-tu-berlin-ba-computer-science')!;
    expect(buildTimeline(bachelor, 'eu', TODAY).scholarships).toEqual([]);
  });
});

describe(renderTemplate.name, () => {
  it('fills the program and university into each template', () => {
    for (const kind of ['standard', 'research', 'language'] as const) {
      const { fileName, text } = renderTemplate(kind, freiburgCs);
      expect(fileName).toBe(`${kind}-de-uni-freiburg-ma-computer-science.txt`);
      expect(text).toContain('University of Freiburg');
      expect(text).toContain('Computer Science');
    }
  });
});
