import { Catalogue } from '../catalogue/catalogue';
import { germanyFile } from '../catalogue/catalogue.test-util';
import { universityDetailsResponseSchema } from '../dtos/planner.dto';
import { describeUniversity, DETAIL_TYPES, universityFacts } from './university-details';

describe(universityFacts.name, () => {
  const file = germanyFile();
  file.programs[0] = { ...file.programs[0]!, programUrl: 'https://www.tu.berlin/en/cs-master' };
  const catalogue = new Catalogue([file]);
  const berlin = catalogue.programs.filter((entry) => entry.institution.id === 'de-tu-berlin');
  const master = catalogue.program('de-tu-berlin-ma-computer-science')!;
  const bachelor = catalogue.program('de-tu-berlin-ba-computer-science')!;

  it("lists the university's programs with degree, duration, credits and language codes", () => {
    const facts = universityFacts('courses', berlin);
    expect(facts).toEqual({
      type: 'courses',
      university: 'Technische Universität Berlin',
      programs: [
        expect.objectContaining({ program_id: bachelor.program.id, degree: 'bachelor', languages: ['de'] }),
        expect.objectContaining({
          program_id: master.program.id,
          degree: 'master',
          duration_years: 3,
          ects: 180,
          languages: ['en'],
        }),
      ],
    });
  });

  it("gives the selected program's admission facts, and where to apply", () => {
    expect(universityFacts('admissions', berlin, master)).toMatchObject({
      type: 'admissions',
      program: 'Computer Science',
      language_requirements: [{ language: 'de', level: 'B2', tests: ['ÖSD B2', 'Goethe-Zertifikat B2'] }],
      deadlines: { eu: '09-05', non_eu: '09-05' },
      intake_months: [10, 3],
      tuition: { academic_year: '2025/26', eu: 0, non_eu: 0, currency: 'EUR', note: null },
      country_code: 'DE',
      apply_url: 'https://www.tu.berlin/en/cs-master',
      apply_kind: 'program',
    });
    expect(universityFacts('admissions', berlin, bachelor)).toMatchObject({
      apply_url: 'https://www.univie.ac.at',
      apply_kind: 'university',
    });
  });

  it('gives the faculties, and the living costs with the city in other languages', () => {
    expect(universityFacts('faculty', berlin)).toMatchObject({
      type: 'faculty',
      faculties: ['Faculty of Computer Science', 'Faculty of Business, Economics and Statistics'],
    });
    expect(universityFacts('facilities', berlin)).toMatchObject({
      type: 'facilities',
      city_id: 'de-berlin',
      city: 'Berlin',
      city_names: expect.objectContaining({ ar: 'برلين', ko: '베를린' }),
      living_cost: { rent: 550, food: 300, transport: 25, other: 150, currency: 'EUR', year: 2025 },
    });
  });

  it('keeps the text the specification asks for beside the facts', () => {
    expect(describeUniversity('admissions', berlin, master)).toContain(
      'Apply: https://www.tu.berlin/en/cs-master',
    );
  });

  it('answers each tab as the OpenAPI document describes it', () => {
    for (const type of DETAIL_TYPES) {
      const answer = {
        content: describeUniversity(type, berlin, master),
        language: 'en',
        details: universityFacts(type, berlin, master),
      };
      expect(universityDetailsResponseSchema.parse(answer)).toEqual(answer);
    }
  });
});
