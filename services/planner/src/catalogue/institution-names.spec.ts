import { createExtractor } from '../services/planner.factory';
import { Catalogue } from './catalogue';
import { institutionNames, institutionsWithShortNames } from './institution-names';

const TODAY = new Date('2026-11-25T12:00:00Z');
const catalogue = Catalogue.load();
const extractor = createExtractor(catalogue, () => TODAY);

describe('institutions by the names students call them', () => {
  it('names no institution the catalogue lacks', () => {
    const ids = new Set(catalogue.institutions().map((institution) => institution.id));
    expect(institutionsWithShortNames().filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives an institution its own names and its short names', () => {
    const eth = catalogue.institutions().find((institution) => institution.id === 'ch-eth')!;
    expect(institutionNames(eth)).toEqual(expect.arrayContaining(['ETH Zurich', 'ETH']));
  });

  it("leaves a full name holding its city's name to the city, and keeps the short names", () => {
    const eth = catalogue.institutions().find((institution) => institution.id === 'ch-eth')!;
    const names = institutionNames(eth, ['Zurich', 'Zürich']);
    expect(names).toContain('ETH');
    expect(names).not.toContain('ETH Zurich');
  });

  it.each([
    [
      'Traum: Physik-Master an der ETH oder in Island (Reykjavík), auf Englisch.',
      ['ch-zurich', 'is-reykjavik'],
    ],
    ["Je vise l'EPFL pour un bachelor en génie civil, sinon la France ou la Belgique.", ['ch-lausanne']],
    ['想在博科尼读奢侈品管理硕士，英语授课。', ['it-milan']],
    ['Master in economics at Bocconi or Sciences Po', ['it-milan', 'fr-paris']],
  ])('reads an institution named as its city: "%s"', (text, cities) => {
    expect(extractor.extract(text).cities).toEqual(cities);
  });

  it('reads a one-character Korean city name with its place particle, not alone', () => {
    expect(extractor.extract('빈에서 작곡 석사 하고 싶어요.').cities).toEqual(['at-vienna']);
    expect(extractor.extract('빈 강의실이 많은 독일 대학 석사').cities).toEqual([]);
  });

  it('reads no city in Arabic "مكان آمن" (a safe place), though Emmen is إمن', () => {
    expect(extractor.extract('بس أهلي يبون مكان آمن وفيه طيران مباشر').cities).toEqual([]);
  });

  it('reads the school in brackets after a degree held as the past ("B.Sc. Forstwirtschaft (BOKU)")', () => {
    expect(
      extractor.extract(
        'Österreicherin, B.Sc. Forstwirtschaft (BOKU). Ich möchte einen englischsprachigen Master in Waldökologie machen – in Skandinavien oder Finnland.',
      ),
    ).toMatchObject({ cities: [], countries: ['FI'], regions: ['scandinavia'] });
  });

  it('reads an institution the student studied at as the past, not a wish', () => {
    expect(extractor.extract('I did my bachelor at TU Delft and want a master in Sweden')).toMatchObject({
      countries: ['SE'],
      cities: [],
    });
  });

  it('inflects no institution name as a Polish city ("Polito" is not in "politologii")', () => {
    expect(extractor.extract('Mam dyplom z politologii i szukam magisterki w Hiszpanii').cities).toEqual([]);
  });

  it("reads a country's schools as the country, not its language", () => {
    expect(
      extractor.extract('looking at swiss hotel schools for a bachelor in hospitality management'),
    ).toMatchObject({ countries: ['CH'], instructionLanguages: [] });
    expect(extractor.extract('taught in English at a German university')).toMatchObject({
      countries: ['DE'],
      instructionLanguages: ['en'],
    });
  });
});
