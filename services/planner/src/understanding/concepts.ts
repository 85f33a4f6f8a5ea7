/**
 * The concepts the planner understands in a free-text profile, with what each means for matching.
 * Every lexicon (one per interface language) names each concept; the types make a missing one a compile error.
 */

export const INTERFACE_LANGUAGES = ['en', 'de', 'pt', 'es', 'fr', 'tr', 'pl', 'ko', 'zh', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Fields of study, each with the ISCED-F 2013 code prefixes (broad, narrow or detailed) it covers. */
export const FIELD_CONCEPTS = {
  education: ['011'],
  early_childhood_education: ['0112'],
  /** Teacher training for primary school, without a subject (0113). */
  primary_teaching: ['0113'],
  /** Teacher training with a subject, for secondary school (0114). */
  subject_teaching: ['0114'],
  fine_arts: ['0213', '0214'],
  /** Handicrafts (0214): instrument making, goldsmithing, glass, bookbinding; not the fine arts around them. */
  crafts: ['0214'],
  design: ['0212'],
  music_performing_arts: ['0215'],
  film_media_production: ['0211'],
  /** Game design and programming: catalogue game programmes carry 0211 (media), 0613 (software) or both. */
  game_development: ['0211', '0613'],
  /** Game design and game art, apart from game programming (0613): audio-visual techniques and media (0211). */
  game_design: ['0211'],
  arts_humanities: ['02'],
  /** The arts as a whole, when no art form is named (021): "l'art", "예술 쪽". */
  arts: ['021'],
  history_archaeology: ['0222'],
  philosophy: ['0223'],
  languages_literature: ['0231', '0232'],
  /** Literature, comparative literature, linguistics and creative writing (0232). */
  literature_linguistics: ['0232'],
  translation_interpreting: ['0231'],
  /** A language and its literature ("filologia szwedzka", "Skandinavistik"): literature and linguistics. */
  philology: ['0232'],
  theology: ['0221'],
  social_sciences: ['031'],
  economics: ['0311'],
  political_science: ['0312'],
  psychology: ['0313'],
  sociology_anthropology: ['0314'],
  journalism_communication: ['0321'],
  library_information: ['0322'],
  business_management: ['0413', '0416', '0415', '0417'],
  /** Finance and accounting named together; each alone is its own narrow field. */
  finance_accounting: ['0411', '0412'],
  finance: ['0412'],
  accounting: ['0411'],
  /** Actuarial science: statistics (0542) as taught for insurance and finance (0412). */
  actuarial_science: ['0542', '0412'],
  marketing: ['0414'],
  law: ['0421'],
  natural_sciences: ['05'],
  biology: ['0511'],
  /** Biochemistry, molecular biology and biotechnology: ISCED-F 0512, apart from biology (0511). */
  biochemistry: ['0512'],
  environmental_sciences: ['0521'],
  /** Natural environments and wildlife: conservation, biodiversity, protected areas (0522). */
  conservation_wildlife: ['0522'],
  environmental_engineering: ['0712'],
  chemistry: ['0531'],
  earth_sciences: ['0532'],
  physics: ['0533'],
  mathematics: ['0541'],
  statistics_data_science: ['0542', '0613'],
  /** Statistics alone, without data science's computing (0613). */
  statistics: ['0542'],
  computer_science: ['061'],
  artificial_intelligence: ['0613'],
  cybersecurity: ['0612'],
  // engineering as students say it: not architecture (0731)
  engineering: ['071', '072', '0732'],
  mechanical_engineering: ['0715'],
  electrical_engineering: ['0713'],
  electronics_automation: ['0714'],
  civil_engineering: ['0732'],
  chemical_engineering: ['0711'],
  aerospace_engineering: ['0716'],
  /** Motor vehicles and ships share ISCED-F 0716 with aircraft; the programme names tell them apart. */
  automotive_engineering: ['0716'],
  naval_engineering: ['0716'],
  materials_engineering: ['0722'],
  textiles: ['0723'],
  mining: ['0724'],
  energy_engineering: ['0713'],
  architecture: ['0731'],
  agriculture: ['0811', '0812'],
  /** Horticulture alone (0812), apart from crop and livestock production (0811). */
  horticulture: ['0812'],
  forestry: ['0821'],
  fisheries: ['0831'],
  food_science: ['0721'],
  nutrition_dietetics: ['0915'],
  veterinary: ['0841'],
  health: ['09'],
  /** Public and global health, epidemiology: catalogue programmes carry 0988 (inter-disciplinary health). */
  public_health: ['0988', '0919'],
  medicine: ['0912'],
  dentistry: ['0911'],
  nursing: ['0913'],
  pharmacy: ['0916'],
  traditional_medicine: ['0917'],
  biomedical_sciences: ['0914', '0512'],
  /** Optometry, radiography, audiology, laboratory and dental technology: medical diagnostic and treatment technology. */
  medical_technology: ['0914'],
  physiotherapy_therapy: ['0915'],
  social_work: ['0923'],
  /** Care of the elderly and disabled (0921), of children and youth (0922): apart from social work (0923). */
  care_services: ['0921', '0922'],
  tourism_hospitality: ['1013', '1015'],
  /** Hotels, restaurants and catering alone ("gestão hoteleira", "Hotelmanagement"), not travel and tourism. */
  hospitality: ['1013'],
  sport_science: ['1014'],
  logistics_transport: ['1041'],
  occupational_health: ['102'],
  security_defence: ['103'],
} as const satisfies Record<string, readonly string[]>;
export type FieldConcept = keyof typeof FIELD_CONCEPTS;

/** Regions a student may name, with their ISO country codes (UN geoscheme where one exists). */
export const REGIONS = {
  europe: [],
  eu: [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
  ],
  nordics: ['DK', 'FI', 'IS', 'NO', 'SE'],
  scandinavia: ['DK', 'NO', 'SE'],
  baltics: ['EE', 'LV', 'LT'],
  benelux: ['BE', 'NL', 'LU'],
  /** The German-speaking countries as students mean them (DACH and Liechtenstein); trilingual Luxembourg is not. */
  german_speaking: ['DE', 'AT', 'CH', 'LI'],
  french_speaking: ['FR', 'BE', 'CH', 'LU', 'MC'],
  iberia: ['ES', 'PT'],
  british_isles: ['GB', 'IE'],
  balkans: ['AL', 'BA', 'BG', 'GR', 'HR', 'ME', 'MK', 'RS', 'SI', 'XK'],
  eastern_europe: ['BG', 'CZ', 'HU', 'PL', 'RO', 'SK', 'MD', 'UA'],
  central_europe: ['AT', 'CZ', 'DE', 'HU', 'PL', 'SK', 'SI', 'CH', 'LI'],
  western_europe: ['AT', 'BE', 'FR', 'DE', 'LI', 'LU', 'MC', 'NL', 'CH', 'GB', 'IE'],
  southern_europe: ['AL', 'BA', 'HR', 'GR', 'IT', 'MT', 'ME', 'MK', 'PT', 'RS', 'SI', 'ES', 'CY'],
  northern_europe: ['DK', 'EE', 'FI', 'IS', 'IE', 'LV', 'LT', 'NO', 'SE', 'GB'],
  mediterranean: ['CY', 'ES', 'FR', 'GR', 'HR', 'IT', 'MT', 'SI', 'TR', 'ME', 'AL'],
  english_speaking: ['GB', 'IE', 'MT'],
} as const satisfies Record<string, readonly string[]>;
export type Region = keyof typeof REGIONS;

/** Fields first studied in one long cycle in much of Europe: a school leaver's first degree there may be one. */
export const LONG_CYCLE_FIELDS: ReadonlySet<FieldConcept> = new Set<FieldConcept>([
  'medicine',
  'dentistry',
  'veterinary',
  'pharmacy',
  'law',
]);
/** The long-cycle fields no graduate of another field enters by a master. */
export const MEDICAL_LONG_CYCLE_FIELDS: ReadonlySet<FieldConcept> = new Set<FieldConcept>(
  [...LONG_CYCLE_FIELDS].filter((field) => field !== 'law'),
);

export const INTERESTS = [
  'sports',
  'campus_life',
  'arts_culture',
  'big_city',
  'small_town',
  'research',
  'nature',
  'warm_climate',
  'international',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** Career goals, with the fields of study that lead there (used when the student names no field). */
export const CAREERS = {
  data_science: ['statistics_data_science', 'statistics', 'computer_science', 'mathematics'],
  software_ai: ['computer_science', 'artificial_intelligence'],
  business_management: ['business_management'],
  finance: ['finance_accounting', 'economics'],
  consulting: ['business_management', 'economics'],
  marketing: ['marketing', 'business_management'],
  entrepreneurship: ['business_management'],
  engineering: ['engineering'],
  research_academia: [],
  medicine_health: ['medicine', 'health'],
  law_career: ['law'],
  diplomacy_public_policy: ['political_science', 'law', 'economics'],
  teaching: ['education'],
  design_creative: ['design', 'fine_arts'],
  sustainability: ['environmental_sciences', 'energy_engineering'],
  tourism_hospitality: ['tourism_hospitality'],
  sports_career: ['sport_science'],
  work_in_europe: [],
} as const satisfies Record<string, readonly FieldConcept[]>;
export type Career = keyof typeof CAREERS;

/** Languages of instruction the planner knows by name. */
export const INSTRUCTION_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'pl',
  'cs',
  'hu',
  'tr',
  'el',
  'ro',
  // taught almost nowhere in Europe, but asked for: a request for them is read, and honestly finds little
  'ko',
  'zh',
  'ar',
  'ja',
  'ru',
] as const;
export type InstructionLanguage = (typeof INSTRUCTION_LANGUAGES)[number];

export const DEGREES = ['bachelor', 'master', 'long_cycle', 'doctorate'] as const;
export type DegreeWanted = (typeof DEGREES)[number];

export const SEASONS = [
  'spring',
  'summer',
  'autumn',
  'winter',
  'winter_semester',
  'summer_semester',
] as const;
export type Season = (typeof SEASONS)[number];
