import countries from 'i18n-iso-countries';
import { INTERFACE_LANGUAGES, InterfaceLanguage } from './concepts';
import { LEXICONS } from './lexicon';
import type { Lexicon } from './lexicon/lexicon.types';
import { normalizeText } from './text-normalizer';
import { TermMatcher } from './term-matcher';

for (const language of INTERFACE_LANGUAGES) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

/** A city the catalogue knows, by the names students may use for it. */
export interface CityName {
  readonly id: string;
  readonly names: readonly string[];
  /** Institutions in the city by the names students call them ("ETH", "Bocconi"): the city, never inflected. */
  readonly institutionNames?: readonly string[];
}

type ConceptSection =
  'fields' | 'degrees' | 'regions' | 'languageNames' | 'interests' | 'careers' | 'seasons';

const SECTION_KINDS: ReadonlyArray<readonly [ConceptSection, string]> = [
  ['fields', 'field'],
  ['degrees', 'degree'],
  ['regions', 'region'],
  ['languageNames', 'language'],
  ['interests', 'interest'],
  ['careers', 'career'],
  ['seasons', 'season'],
];

function addConcepts(
  matcher: TermMatcher,
  lexicon: Lexicon,
  sections: readonly ConceptSection[],
  borrowed = false,
): void {
  for (const [section, kind] of SECTION_KINDS) {
    if (!sections.includes(section)) continue;
    for (const [id, terms] of Object.entries(lexicon[section]) as [string, readonly string[]][]) {
      matcher.addAll(terms, borrowed ? { kind, id, borrowed } : { kind, id });
    }
  }
}

/**
 * A German field name as it reads after a preposition or article: its adjectives take -r or -n ("Master in
 * Sozialer Arbeit", "Bachelor der Angewandten Informatik"); the lexicons list the names as headwords.
 */
function germanDeclensions(term: string): string[] {
  const words = term.split(' ');
  const declined = (word: string, index: number) => index < words.length - 1 && /[a-zäöüß]e$/.test(word);
  if (!words.some(declined)) return [];
  return ['r', 'n'].map((ending) =>
    words.map((word, index) => (declined(word, index) ? word + ending : word)).join(' '),
  );
}

/** English short names that are words in other languages (Swiss German "i bi us Luzern": "us" is "from"). */
const BORROWED_AMBIGUOUS = ['us'];

/** Standard country names that are also common words in that language ("المالي" is "financial"). */
const AMBIGUOUS_COUNTRY_NAMES: Readonly<Partial<Record<InterfaceLanguage, readonly string[]>>> = {
  ar: ['مالي', 'عمان'],
  // "Universidad de Granada" is the Spanish city, not Grenada
  es: ['granada'],
  pt: ['granada'],
};

/**
 * Places ISO 3166 lists apart that are part of a country for study and citizenship: France's overseas regions
 * (a student from Martinique is French, and "abroad" leaves France).
 */
const PART_OF: Readonly<Record<string, string>> = { GP: 'FR', MQ: 'FR', GF: 'FR', RE: 'FR', YT: 'FR' };

function addCountries(
  matcher: TermMatcher,
  language: InterfaceLanguage,
  lexicon: Lexicon,
  borrowed = false,
): void {
  const ambiguous = new Set(
    [...(AMBIGUOUS_COUNTRY_NAMES[language] ?? []), ...(borrowed ? BORROWED_AMBIGUOUS : [])].map(
      normalizeText,
    ),
  );
  const tag = (kind: string, id: string) => (borrowed ? { kind, id, borrowed } : { kind, id });
  for (const [listed, names] of Object.entries(countries.getNames(language, { select: 'all' }))) {
    const code = PART_OF[listed] ?? listed;
    for (const name of names) {
      const normalized = normalizeText(name);
      // two Latin letters ("US") are words too; two Chinese or Korean characters (德国, 독일) are names
      const tooShort = /^[a-z .]+$/.test(normalized) && normalized.replace(/[^a-z]/g, '').length <= 2;
      if (!tooShort && !ambiguous.has(normalized)) {
        matcher.add(name, tag('country', code));
        // Turkish writes case endings onto the name ("İngiltere'de", "ingilterede")
        if (language === 'tr' && normalized.length >= 5) matcher.add(`${name}*`, tag('country', code));
      }
    }
  }
  for (const [code, names] of Object.entries(lexicon.countryAliases)) {
    matcher.addAll(names ?? [], tag('country', code));
  }
  for (const [code, names] of Object.entries(lexicon.countryParts ?? {})) {
    matcher.addAll(names ?? [], { ...tag('country', code), part: true });
  }
  for (const [code, names] of Object.entries(lexicon.nationalities)) {
    matcher.addAll(names ?? [], tag('nationality', code));
    const plurals = PLURAL_NATIONALITIES[language];
    if (plurals) {
      matcher.addAll(
        (names ?? []).filter((name) => plurals.test(name)).map((name) => `${name}s`),
        tag('nationality', code),
      );
    }
    // "somos españoles", "franceses", "alemanes": Spanish nouns ending in a consonant take -es
    if (language === 'es') {
      matcher.addAll(
        (names ?? [])
          .filter((name) => /[lnrs]$/.test(normalizeText(name)))
          .map((name) => `${normalizeText(name)}es`),
        tag('nationality', code),
      );
    }
    // "نحن أردنيون", "كوننا سوريين": Arabic adjectives in -ي take -ون and -ين for "we"
    if (language === 'ar') {
      matcher.addAll(
        (names ?? []).filter((name) => name.endsWith('ي')).flatMap((name) => [`${name}ون`, `${name}ين`]),
        tag('nationality', code),
      );
    }
    // "somos portugueses", "alemães": Portuguese -ês takes -eses, -ão takes -ães
    if (language === 'pt') {
      matcher.addAll(
        (names ?? []).flatMap((name) =>
          name.endsWith('ês')
            ? [`${name.slice(0, -2)}eses`]
            : name.endsWith('ão')
              ? [`${name.slice(0, -2)}ães`]
              : [],
        ),
        tag('nationality', code),
      );
    }
  }
}

/** Polish locatives that no ending rule gives: the stem itself changes ("Wiedeń" → "w Wiedniu"). */
const POLISH_IRREGULAR_LOCATIVES: Readonly<Record<string, string>> = {
  wieden: 'wiedniu',
  praga: 'pradze',
  ryga: 'rydze',
  haga: 'hadze',
  ateny: 'atenach',
};

/**
 * Cities as inflected languages write them after "in": Polish "w Krakowie", "w Warszawie", "w Bratysławie" (the
 * stem without its last vowel, then any ending). A short stem takes only the usual locative endings, as whole
 * words ("w Rzymie", "w Grazu", "w Łodzi"): any ending after four letters would take common words ("cork*" takes
 * "córki", a daughter's).
 */
const INFLECTED_CITY: Partial<Record<InterfaceLanguage, (name: string) => readonly string[]>> = {
  pl: (name) => {
    if (name.includes(' ')) return [];
    const stem = name.replace(/[aeiouy]$/, '');
    const irregular = POLISH_IRREGULAR_LOCATIVES[name];
    if (stem.length >= 5) return irregular ? [`${stem}*`, irregular] : [`${stem}*`];
    if (stem.length < 3) return [];
    return [irregular, `${stem}ie`, `${stem}u`, stem.endsWith('dz') ? `${stem}i` : undefined].filter(
      (form): form is string => form !== undefined,
    );
  },
};

/**
 * Nationality words that take an -s in the plural ("we are Ghanaians", "somos brasileiros", "nous sommes
 * marocains"); "Swiss", "Irish", "français" do not.
 */
const PLURAL_NATIONALITIES: Partial<Record<InterfaceLanguage, RegExp>> = {
  en: /(?:an|i|ot|ek|er)$/,
  es: /[oa]$/,
  pt: /[oa]$/,
  fr: /(?:ain|ien|an|e)$/,
};

function addCues(matcher: TermMatcher, lexicon: Lexicon, borrowed = false): void {
  const tag = (kind: string, id: string) => (borrowed ? { kind, id, borrowed } : { kind, id });
  const { currencies, ...lists } = lexicon.cues;
  for (const [cue, terms] of Object.entries(lists) as [string, readonly string[]][]) {
    matcher.addAll(terms, tag('cue', cue));
  }
  for (const [code, words] of Object.entries(currencies)) matcher.addAll(words ?? [], tag('currency', code));
  lexicon.months.forEach((names, index) => matcher.addAll(names, tag('month', String(index + 1))));
}

/** Catalogue city names that are also common words (Ås, Nice, Bath, Ede), once normalized. */
const COMMON_WORD_CITY_NAMES = new Set(['as', 'nice', 'bath', 'ede']);
/** City names that are common words in one interface language only (Polish "Haga" is Spanish "lo que haga falta"). */
const COMMON_WORD_CITY_NAMES_IN: Readonly<Partial<Record<InterfaceLanguage, ReadonlySet<string>>>> = {
  es: new Set(['haga']),
  // Emmen, إمن, is "safe" (آمن) once normalized: "مكان آمن"
  ar: new Set(['امن']),
};
/** Words before a place ("in Nice", "à Nice", "nach Ås", "w Bath"), in the interface languages. */
const PLACE_WORDS = [
  'in',
  'at',
  'to',
  'near',
  'à',
  'a',
  'en',
  'em',
  'na',
  'no',
  'nach',
  'w',
  'de',
  'i',
  'في',
];

/**
 * Languages whose script shares no letters with English: English words written into them ("psychology master,
 * English only, max $10k") can be read with the whole English lexicon without clashing with the language's own
 * words, as they cannot be in French or Polish ("in", "de").
 */
const OWN_SCRIPT_LANGUAGES: ReadonlySet<InterfaceLanguage> = new Set(['ko', 'zh', 'ar']);

/** Cues about money that students write in English inside any language. */
const ENGLISH_MONEY_CUES = ['perYear', 'perMonth', 'tuition', 'livingCost', 'totalCost'] as const;

/** The Latin-script interface languages, whose writers mix each other's country names ("Danimarka ya da Almanya"). */
const LATIN_LANGUAGES: readonly InterfaceLanguage[] = ['en', 'de', 'fr', 'es', 'pt', 'pl', 'tr'];
/** The catalogue's countries, named in a neighbour language's words inside a text detected as another. */
const CATALOGUE_COUNTRIES = [
  ...['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE'],
  ...['IS', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'TR'],
];
/** Names that are words of another interface language: German "Island" (Iceland) is English "island". */
const NEIGHBOUR_NAMES_LEFT_OUT = new Set(['island']);

/**
 * "I want a master … Danimarka ya da Almanya": a text mixing two languages is read in one; the catalogue's countries
 * as the other Latin-script interface languages name them are understood too (borrowed: never misspelt).
 */
function addNeighbourCountryNames(matcher: TermMatcher, language: InterfaceLanguage): void {
  for (const other of LATIN_LANGUAGES) {
    if (other === language) continue;
    const names = countries.getNames(other, { select: 'all' });
    for (const code of CATALOGUE_COUNTRIES) {
      for (const name of names[code] ?? []) {
        const normalized = normalizeText(name);
        if (normalized.length < 5 || NEIGHBOUR_NAMES_LEFT_OUT.has(normalized)) continue;
        matcher.add(name, { kind: 'country', id: code, borrowed: true });
      }
    }
  }
}

/**
 * The vocabulary of one interface language: its own lexicon, the standard country names in it, the catalogue's
 * city names, and the English names of fields, regions and countries that students mix into any language.
 */
export function buildVocabulary(language: InterfaceLanguage, cities: readonly CityName[]): TermMatcher {
  const lexicon = LEXICONS[language];
  const matcher = new TermMatcher();
  addConcepts(matcher, lexicon, [
    'fields',
    'degrees',
    'regions',
    'languageNames',
    'interests',
    'careers',
    'seasons',
  ]);
  if (language === 'de') {
    for (const [id, terms] of Object.entries(lexicon.fields)) {
      matcher.addAll(terms.flatMap(germanDeclensions), { kind: 'field', id });
    }
  }
  addCountries(matcher, language, lexicon);
  addCues(matcher, lexicon);
  // words that name nothing, so that they are neither misspellings of a term nor a field not understood
  matcher.addAll(lexicon.filler, { kind: 'filler', id: 'filler' });
  matcher.addAll(lexicon.notFields, { kind: 'notField', id: 'notField' });
  addNeighbourCountryNames(matcher, language);
  if (language !== 'en') {
    const english = LEXICONS.en;
    for (const [id, terms] of Object.entries(english.fields)) {
      matcher.addAll(
        terms.filter((term) => term.length > 3),
        { kind: 'field', id, borrowed: true },
      );
    }
    addConcepts(matcher, english, ['regions'], true);
    addCountries(matcher, 'en', { ...english, nationalities: {} }, true);
    // "Tuition max 2500 EUR/year" in a Polish text: the English words of money, none of them short
    for (const cue of ENGLISH_MONEY_CUES) {
      matcher.addAll(
        english.cues[cue].filter((term) => term.length >= 4),
        { kind: 'cue', id: cue, borrowed: true },
      );
    }
    if (OWN_SCRIPT_LANGUAGES.has(language)) {
      addConcepts(matcher, english, ['degrees', 'languageNames', 'interests', 'careers', 'seasons'], true);
      addCountries(matcher, 'en', { ...english, countryAliases: {} }, true);
      addCues(matcher, english, true);
      matcher.addAll(english.filler, { kind: 'filler', id: 'filler', borrowed: true });
    }
  }
  const commonWord = (name: string) =>
    COMMON_WORD_CITY_NAMES.has(name) || (COMMON_WORD_CITY_NAMES_IN[language]?.has(name) ?? false);
  for (const city of cities) {
    matcher.addAll(city.institutionNames ?? [], { kind: 'city', id: city.id });
    for (const name of city.names) {
      // "as long as", "it would be nice": a city named like a common word counts only after a place word
      const common = commonWord(normalizeText(name));
      const names = common ? PLACE_WORDS.map((word) => `${word} ${name}`) : [name];
      matcher.addAll(names, { kind: 'city', id: city.id });
      if (!common) {
        matcher.addAll(INFLECTED_CITY[language]?.(normalizeText(name)) ?? [], { kind: 'city', id: city.id });
      }
    }
  }
  return matcher;
}
