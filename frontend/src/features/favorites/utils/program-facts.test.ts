import { describe, expect, it } from 'vitest';

import { formatDate, formatEuro, programFacts } from '@/features/favorites/utils/program-facts';

describe('programFacts', () => {
  it('localizes the country and the languages from their codes', () => {
    const facts = programFacts(
      {
        university: 'TU Wien',
        program: 'Informatik',
        country: 'Austria',
        country_code: 'at',
        languages: ['de', 'en'],
      },
      'fr',
    );
    expect(facts.countryCode).toBe('AT');
    expect(facts.country).toBe('Autriche');
    expect(facts.language).toBe('allemand et anglais');
  });

  it('finds the code of a country saved by its English name only', () => {
    const facts = programFacts({ university: 'UvA', program: 'AI', country: 'Netherlands' }, 'de');
    expect(facts.countryCode).toBe('NL');
    expect(facts.country).toBe('Niederlande');
  });

  it('keeps the saved texts when the structured facts are missing, with € for $', () => {
    const facts = programFacts(
      {
        university: 'X',
        program: 'Y',
        country: 'Atlantis',
        tuition: '$900 per year',
        language: 'Latin',
        next_deadline: 'soon',
      },
      'en',
    );
    expect(facts.countryCode).toBeNull();
    expect(facts.country).toBe('Atlantis');
    expect(facts.tuitionText).toBe('€900 per year');
    expect(facts.language).toBe('Latin');
    expect(facts.deadline).toBeNull();
  });

  it('ignores malformed structured facts', () => {
    const facts = programFacts(
      { university: 'X', program: 'Y', tuition_eur: 'free', country_code: 'Germany' },
      'en',
    );
    expect(facts.tuitionEur).toBeNull();
    expect(facts.countryCode).toBeNull();
  });
});

describe('formatting', () => {
  it('writes euro amounts and dates as the language does', () => {
    expect(formatEuro(1500, 'en')).toBe('€1,500');
    expect(formatEuro(1500, 'de')).toBe('1.500\u00a0€');
    expect(formatDate('2027-01-15', 'en')).toBe('Jan 15, 2027');
    expect(formatDate('2027-01-15', 'de')).toBe('15.01.2027');
  });
});
