import type {
  Career,
  DegreeWanted,
  FieldConcept,
  InstructionLanguage,
  Interest,
  Region,
  Season,
} from '../concepts';

/**
 * What the planner knows of one interface language: the words that name each concept, the cue words around
 * them, and the phrases it answers with.
 *
 * Terms are lower case. Words are matched whole, with accents ignored in Latin scripts ("etudes" matches
 * "études"); a trailing `*` on a term's last word matches any word starting with it, for inflected languages
 * ("niemc*" matches "Niemczech", "almanya*" matches "Almanya'da" and "almanyada"). In Chinese, Korean and
 * Arabic, terms are found inside words too (particles and prefixes attach to them), so keep them specific.
 */
export interface Lexicon {
  readonly fields: Readonly<Record<FieldConcept, readonly string[]>>;
  readonly degrees: Readonly<Record<DegreeWanted, readonly string[]>>;
  readonly regions: Readonly<Record<Region, readonly string[]>>;
  /**
   * Country names beyond the standard ones the planner already knows in every language (ISO names from
   * i18n-iso-countries): colloquial names ("holland", "england"), and inflected stems ("niemc*").
   */
  readonly countryAliases: Readonly<Partial<Record<string, readonly string[]>>>;
  /**
   * Regions inside a country by ISO code ("bavaria", "algarve", "tuscany"): a wish for one is a wish for the country;
   * a refusal of one ("fuera de Andalucía") cannot be kept at that grain and refuses nothing.
   */
  readonly countryParts?: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Nationality words by ISO country code ("indian", "brasileiro", "中国人"), for citizenship. */
  readonly nationalities: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Names of languages as students write them ("english", "englisch", "anglais", "ingilizce*"). */
  readonly languageNames: Readonly<Record<InstructionLanguage, readonly string[]>>;
  readonly interests: Readonly<Record<Interest, readonly string[]>>;
  readonly careers: Readonly<Record<Career, readonly string[]>>;
  /** Month names and abbreviations, January first (12 entries). */
  readonly months: readonly (readonly string[])[];
  readonly seasons: Readonly<Record<Season, readonly string[]>>;
  readonly cues: Cues;
  /**
   * Words that name nothing to match on but often stand next to a field of study ("degree", "programme",
   * "abroad", "good"): they are not taken for a field the planner failed to understand.
   */
  readonly filler: readonly string[];
  /**
   * Phrases that hold a field's word but name something else ("health insurance", "seguro médico"): they hide the
   * field word inside them and name no field themselves.
   */
  readonly notFields: readonly string[];
  readonly phrases: Phrases;
}

export interface Cues {
  /** Words that exclude the place that follows them ("not", "except", "avoid", "anywhere but"). */
  readonly negationBefore: readonly string[];
  /** Words that exclude the place before them (Korean "제외", Turkish "hariç"). */
  readonly negationAfter: readonly string[];
  /** Words before a country that make it the student's origin ("from", "citizen of", "passport from"). */
  readonly originBefore: readonly string[];
  /** Words after a country that make it the student's origin (Turkish "dan", Korean "출신"). */
  readonly originAfter: readonly string[];
  /**
   * Words before a place that make it where the student lives now ("I live in", "wohne in", "مقيم في"): neither a
   * destination nor a citizenship, but home for "abroad".
   */
  readonly residenceBefore: readonly string[];
  /** Words after a place that make it where the student lives now (Turkish "İstanbul'dayım", Korean "에 살고"). */
  readonly residenceAfter: readonly string[];
  /** Words before a nationality word that make it the student's ("i am", "as a"). */
  readonly nationalityBefore: readonly string[];
  /** Words after a nationality word that make it the student's ("citizen", "passport"). */
  readonly nationalityAfter: readonly string[];
  /** Words near a language name that say the program should be taught in it ("taught", "in", "program"). */
  readonly taughtIn: readonly string[];
  /** Words near a language name that say the student speaks it ("speak", "fluent", "native", "level"). */
  readonly speaks: readonly string[];
  /** Words near an amount that make it a tuition limit rather than a total budget. */
  readonly tuition: readonly string[];
  /** Words near an amount that make it a budget ("budget", "afford", "maximum", "up to"). */
  readonly budget: readonly string[];
  /**
   * Words near an amount that say it covers everything, living costs included ("in total", "all in",
   * "including rent"). A budget that says neither this nor tuition is read as a tuition ceiling.
   */
  readonly totalCost: readonly string[];
  /**
   * Words after which a student names what they want to study ("study", "degree in", "master in", "major in"):
   * unknown words right there are a field the planner did not understand, not chatter.
   */
  readonly fieldSlot: readonly string[];
  /**
   * Words between a field and the narrower one the student really means ("BWL mit Schwerpunkt Marketing", "law
   * with a focus on human rights"): the narrower one is the field.
   */
  readonly focusOn: readonly string[];
  /** Words saying the student has not chosen a field ("any subject", "egal was", "还没定"): none is asked for. */
  readonly anyField: readonly string[];
  /**
   * Words that make the place next to them a wish inside a wider one ("Scandinavia, ideally Norway", "Benelux
   * (Delft would be perfect!)", "am liebsten", "最好", "면 좋겠"), before or right after it: the region around it
   * stays the limit. Without a region the place stays a limit, as does a place named as the choice ("Northern
   * Europe: Denmark or Norway").
   */
  readonly wish: readonly string[];
  /**
   * Words that open the student's dream ("my dream is", "meu sonho é", "حلمي"): a place right after it is a wish
   * ("Su sueño es Holanda"), while a place after the study dreamt of is the plan itself ("my dream is to study
   * medicine in Switzerland").
   */
  readonly dream: readonly string[];
  /**
   * Words for studying abroad ("abroad", "im Ausland", "lá para fora", "yurt dışında", "za granicą", "해외", "出国",
   * "في الخارج"): the student's own country (from a home city, passport or nationality) is excluded, unless they
   * name it as a destination too.
   */
  readonly abroad: readonly string[];
  /**
   * Words refusing to leave a place ("não quer sair de", "I don't want to leave"): the place is where the student
   * wants to study, and the leaving word in them refuses nothing.
   */
  readonly stay: readonly string[];
  /** Words introducing the student's name ("je m'appelle Léa", "my name is Sofia"): a name is no place or field. */
  readonly nameIntro: readonly string[];
  /**
   * A family member written before their name ("ma fille Léa", "my son Jordan"): a name right after them is no place
   * or field, while their nationality still counts ("mi hija española").
   */
  readonly relativeIntro: readonly string[];
  /**
   * Words adding a language to the ones the country's own universities teach in ("aber auch auf Englisch", "also in
   * English", "영어도"): the language is one more that will do, not the only one.
   */
  readonly alsoLanguage: readonly string[];
  /** Words saying the places named are examples, not limits ("or abroad", "other options too"). */
  readonly openPlaces: readonly string[];
  /**
   * Words widening a city to around it ("Madrid o cerca", "Lyon ou environs", "서울 근처"): its country is the
   * limit, not the city.
   */
  readonly nearPlaces: readonly string[];
  /** Words near an amount that make it money for living only ("to live on", "rent"): no limit on tuition. */
  readonly livingCost: readonly string[];
  /** Words before a field the student already studied ("graduated in", "I studied", "B.Tech"). */
  readonly pastStudy: readonly string[];
  /**
   * Words after a language that say the student does not speak it well enough to be taught in it ("my German is
   * bad", "mein Deutsch ist schlecht", "法语不行"); Turkish and Korean put every such verb there already.
   */
  readonly notSpeakAfter: readonly string[];
  /** Words before a language the student does not speak ("I don't speak", "ne parle pas"). */
  readonly notSpeak: readonly string[];
  /** Words for finishing school ("high school", "Abitur", "高中"): a first degree, bachelor or long cycle. */
  readonly schoolLeaving: readonly string[];
  /**
   * Words for a first university degree in general ("undergraduate", "本科", "학부", "grado", "lisans"), which
   * in the student's own system also name the long single cycles (medicine, pharmacy): a bachelor, or a long
   * cycle when the field has them. The words stay in `degrees.bachelor` too; words for the bachelor alone
   * ("bachelor", "licence", "licencjat") are not listed here.
   */
  readonly undergraduate: readonly string[];
  /** Multipliers written as words after a number for a million ("million", "millones", "mln"). */
  readonly million: readonly string[];
  readonly perMonth: readonly string[];
  readonly perYear: readonly string[];
  /** Wishes for low costs ("cheap", "affordable", "low budget"). */
  readonly lowCost: readonly string[];
  /** Wishes for no tuition ("free tuition", "tuition-free", "no fees"). */
  readonly freeTuition: readonly string[];
  /** Statements of EU/EEA citizenship ("eu citizen", "european passport"). */
  readonly euCitizen: readonly string[];
  /** Statements of non-EU status ("non-eu", "outside the eu", "international student"). */
  readonly nonEuCitizen: readonly string[];
  readonly nextYear: readonly string[];
  readonly thisYear: readonly string[];
  /** Currency words by ISO 4217 code ("euro", "euros", "dollars", "pounds", "lira", "złotych"). */
  readonly currencies: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Multipliers written as words after a number ("thousand", "k", "tausend", "mil", "bin", "tys"). */
  readonly thousand: readonly string[];
  /** Ten thousand as one word (Chinese 万, Korean 만); empty elsewhere. */
  readonly tenThousand: readonly string[];
}

/**
 * Answers, in this language. `{value}`, `{amount}`, `{city}`, `{date}` are filled in; lists are joined with
 * the locale's own list format, amounts and dates formatted with the locale's conventions.
 */
export interface Phrases {
  readonly criteria: {
    readonly field: string;
    readonly degree: string;
    readonly countries: string;
    /** Places only wished for ("ideally Iceland"): "{value}". */
    readonly countriesWished: string;
    readonly cities: string;
    readonly excluded: string;
    readonly taughtIn: string;
    readonly speaks: string;
    readonly citizenshipEu: string;
    readonly citizenshipNonEu: string;
    readonly citizenshipNonEuCountry: string;
    readonly budgetTotalPerYear: string;
    readonly budgetTotalPerMonth: string;
    readonly budgetTuition: string;
    /** A budget that did not say what it covers, read as a tuition ceiling: "{amount}" a year. */
    readonly budgetAssumedTuition: string;
    /** Words that seem to name a field of study the planner does not know: "{value}". */
    readonly fieldNotUnderstood: string;
    /** A field found only in program names ("viticulture"): "{value}". */
    readonly fieldByName: string;
    readonly lowCost: string;
    readonly freeTuition: string;
    /** Free tuition only wished for ("najlepiej bezpłatnie"). */
    readonly freeTuitionWished: string;
    readonly interests: string;
    readonly start: string;
  };
  readonly goals: {
    readonly careers: Readonly<Record<Career, string>>;
    /** When the student names no goal but a field: "A degree in {value}". */
    readonly degreeIn: string;
  };
  readonly names: {
    readonly degrees: Readonly<Record<DegreeWanted, string>>;
    readonly fields: Readonly<Record<FieldConcept, string>>;
    readonly regions: Readonly<Record<Region, string>>;
    readonly interests: Readonly<Record<Interest, string>>;
  };
  readonly reasons: {
    readonly field: string;
    readonly degree: string;
    readonly place: string;
    readonly taughtIn: string;
    readonly withinBudget: string;
    readonly tuitionFree: string;
    readonly tuitionAmount: string;
    readonly lowCost: string;
    readonly interests: Readonly<Record<Interest, string>>;
    readonly career: string;
    readonly startsIn: string;
    readonly applyBy: string;
    readonly noVisa: string;
  };
  readonly display: {
    readonly perYear: string;
    readonly perMonth: string;
    readonly free: string;
    readonly tuitionForEu: string;
    readonly tuitionForNonEu: string;
    readonly visaNotNeeded: string;
    readonly visaNeeded: string;
    readonly notAvailable: string;
  };
  /** Why nothing was found: "{value}" lists the requirements that could not all be met together. */
  readonly noMatch: string;
  /** When the profile names nothing the planner can match on (no field, place, degree, language, budget…). */
  readonly nothingUnderstood: string;
  /**
   * When the profile seems to name a field of study the planner does not know ("{value}"): no program is shown
   * rather than programs of other fields.
   */
  readonly fieldNotUnderstood: string;
}
