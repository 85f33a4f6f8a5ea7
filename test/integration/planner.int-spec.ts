import { distributedHarness, RunningSite, standaloneHarness } from '../support/harness';

interface Recommendation {
  country: string;
  program: string;
  university: string;
  tuition: string;
  living_cost: string;
  language: string;
  visa: string;
  program_id: string;
  country_code: string;
  degree_level: string;
  tuition_eur: number | null;
  living_cost_eur_month: number;
  link: string;
  match_score: number;
  reasons: string[];
}

const PROFILE =
  "I'm from India and want a master's in computer science taught in English, in Germany or the Netherlands. I love sports.";

describe.each([standaloneHarness, distributedHarness])('the planner API ($mode)', (harness) => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await harness.start();
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
  });

  const firstRecommendation = async (): Promise<Recommendation> => {
    const response = await post('/api/plan_study_abroad', { description: PROFILE });
    return ((await response.json()) as { recommendations: Recommendation[] }).recommendations[0]!;
  };

  const post = (path: string, body: unknown) =>
    fetch(`${site.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('recommends at most six programs that meet the profile, with display strings and reasons', async () => {
    const response = await post('/api/plan_study_abroad', { description: PROFILE });
    expect(response.status).toBe(200);
    const { recommendations } = (await response.json()) as { recommendations: Recommendation[] };
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(6);
    for (const recommendation of recommendations) {
      expect(['DE', 'NL']).toContain(recommendation.country_code);
      expect(recommendation.degree_level).toBe('master');
      expect(recommendation.language).toContain('English');
      for (const key of [
        'country',
        'program',
        'university',
        'tuition',
        'living_cost',
        'language',
        'visa',
      ] as const) {
        expect(typeof recommendation[key]).toBe('string');
      }
      expect(recommendation.link).toMatch(/^https:\/\//);
      expect(recommendation.reasons.length).toBeGreaterThan(0);
    }
    expect(new Set(recommendations.map((r) => r.university)).size).toBe(recommendations.length);
  });

  it('says what it understood, in the language of the profile', async () => {
    const response = await post('/api/extract_user_insights', { description: PROFILE });
    expect(response.status).toBe(200);
    const insights = (await response.json()) as { criteria: string[]; goals: string[] };
    expect(insights.criteria).toEqual(
      expect.arrayContaining(['Field of study: Computer science', "Degree: Master's", 'Taught in: English']),
    );
  });

  it('answers no recommendations and a reason when the hard constraints cannot all be met', async () => {
    const response = await post('/api/plan_study_abroad', {
      description: 'I want to study veterinary medicine in Iceland, taught in Polish.',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { recommendations: unknown[]; no_match_reason: string };
    expect(body.recommendations).toEqual([]);
    expect(body.no_match_reason).toMatch(/Iceland|Polish/);
  });

  it('says so, in the language of the text, when it understands nothing to match on', async () => {
    const response = await post('/api/plan_study_abroad', {
      description: 'Hallo, ich bin Anna und ich mag Katzen.',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      recommendations: unknown[];
      no_match_reason: string;
      language: string;
    };
    expect(body).toMatchObject({ recommendations: [], language: 'de' });
    expect(body.no_match_reason).toMatch(/^Wir konnten nicht erkennen/);
  });

  it('builds the timeline of a recommended program, and its templates download as documents', async () => {
    const first = await firstRecommendation();
    const response = await post('/api/study_abroad_timeline', {
      country: first.country,
      program: first.program,
      program_id: first.program_id,
      citizenship: 'non_eu',
    });
    expect(response.status).toBe(200);
    const timeline = (await response.json()) as {
      steps: { dueDate: string; category: string }[];
      costs: { items: { category: string }[]; firstYearTotal: number };
      resources: { url: string }[];
      templates: { id: string; downloadUrl: string }[];
    };
    const dates = timeline.steps.map((step) => step.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(timeline.steps.map((s) => s.category)).toEqual(
      expect.arrayContaining(['application', 'document', 'financial']),
    );
    expect(timeline.costs.items.map((c) => c.category)).toEqual(
      expect.arrayContaining(['tuition', 'living', 'visa']),
    );
    expect(timeline.costs.firstYearTotal).toBeGreaterThan(0);
    for (const resource of timeline.resources) expect(resource.url).toMatch(/^https:\/\//);
    expect(timeline.templates.map((t) => t.id)).toEqual(['standard', 'research', 'language']);

    const download = await fetch(`${site.baseUrl}${timeline.templates[0]!.downloadUrl}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="standard-/);
    expect(await download.text()).toContain(first.university);
  });

  it('finds the timeline by country and program names when no id is given', async () => {
    const first = await firstRecommendation();
    const response = await post('/api/study_abroad_timeline', {
      country: first.country,
      program: first.program,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { program: { id: string } }).program.id).toBe(first.program_id);
  });

  it('describes a university tab by tab from the catalogue', async () => {
    const first = await firstRecommendation();
    for (const detailType of ['courses', 'faculty', 'admissions', 'facilities']) {
      const response = await post('/api/university_details', {
        university: first.university,
        country: first.country,
        program: first.program,
        detailType,
      });
      expect(response.status).toBe(200);
      const { content } = (await response.json()) as { content: string };
      expect(content.length).toBeGreaterThan(20);
    }
  });

  it.each([
    ['an empty description', { description: '' }, 'description'],
    ['a whitespace description', { description: '   \n ' }, 'description'],
    ['a description of 5,001 characters', { description: 'a'.repeat(5001) }, 'description'],
    ['a description that is a number', { description: 42 }, 'description'],
    ['no description', {}, 'description'],
    ['an unknown language', { description: 'Law in Spain', language: 'xx' }, 'language'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    for (const path of ['/api/plan_study_abroad', '/api/extract_user_insights']) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      const problem = (await response.json()) as {
        code: string;
        detail: string;
        fields: Record<string, string>;
      };
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(problem.fields)).toContain(field);
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post('/api/plan_study_abroad', { description: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers the university dialog without a country with the specification message', async () => {
    const response = await post('/api/university_details', {
      university: 'Leiden University',
      detailType: 'courses',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Missing university or country.',
      code: 'MISSING_UNIVERSITY_OR_COUNTRY',
    });
  });

  it('refuses an unknown detail type, an unknown university and an unknown template', async () => {
    const badType = await post('/api/university_details', {
      university: 'Leiden University',
      country: 'Netherlands',
      detailType: 'gossip',
    });
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'detailType',
    );
    const unknown = await post('/api/university_details', {
      university: 'Hogwarts',
      country: 'Netherlands',
      detailType: 'courses',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'UNIVERSITY_NOT_FOUND' });
    const template = await fetch(`${site.baseUrl}/api/study_abroad_templates/poem?program_id=x`);
    expect(template.status).toBe(400);
    const noProgram = await fetch(
      `${site.baseUrl}/api/study_abroad_templates/standard?program_id=nl-nowhere`,
    );
    expect(noProgram.status).toBe(404);
  });
});
