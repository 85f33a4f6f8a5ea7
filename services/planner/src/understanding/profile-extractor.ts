import { toEuro } from '../catalogue/exchange-rates';
import {
  FIELD_CONCEPTS,
  MEDICAL_LONG_CYCLE_FIELDS,
  REGIONS,
  type Career,
  type DegreeWanted,
  type FieldConcept,
  type InstructionLanguage,
  type InterfaceLanguage,
  type Interest,
  type Region,
  type Season,
} from './concepts';
import { rankLanguages } from './language-detector';
import { euroPerYear, findMoney, MoneyMention } from './money';
import type {
  Citizenship,
  MoneyLimit,
  StudentProfile,
  UnknownField,
  WishableConstraint,
} from './student-profile';
import { isSubstringScript, normalizeText } from './text-normalizer';
import { longestNonOverlapping, Mention, TermMatcher, Token, tokenize } from './term-matcher';

/** EU and EEA states and Switzerland: their citizens pay EU/EEA tuition and need no student visa. */
export const EEA_AND_SWISS = new Set<string>([...REGIONS.eu, 'IS', 'LI', 'NO', 'CH']);

/** Countries a student could mean as a study destination in Europe; any other country is an origin. */
const EUROPEAN_COUNTRIES = new Set([
  ...EEA_AND_SWISS,
  'GB',
  'TR',
  'RS',
  'AL',
  'BA',
  'ME',
  'MK',
  'XK',
  'MD',
  'UA',
  'AD',
  'MC',
  'SM',
  'VA',
  'BY',
  'GE',
]);

/** Words that end the reach of a negation or an origin ("not in Germany but in France"), in every language. */
const CONTRAST_WORDS = new Set([
  'but',
  'rather',
  'instead',
  'prefer',
  'aber',
  'sondern',
  'lieber',
  'mais',
  'plutot',
  'pero',
  'sino',
  'mas',
  'porem',
  'ama',
  'fakat',
  'ancak',
  'ale',
  'lecz',
  'raczej',
  'لكن',
  'بل',
  'ولكن',
]);
const CONTRAST_SUBSTRINGS = ['但', '而是', '更想', '하지만', '그러나', '대신'];

/** Words for "no" that go with a noun ("kein", "aucun"), which an adjective may follow before the noun. */
const NEGATING_DETERMINERS = new Set([
  'no',
  'kein',
  'keine',
  'keinen',
  'aucun',
  'aucune',
  'ningun',
  'ninguna',
  'nenhum',
  'nenhuma',
  'zadnej',
  'zadnych',
  'zadne',
  'hicbir',
]);

function lastWord(text: string): string {
  return (text.match(/[\p{L}]+/gu) ?? []).at(-1) ?? '';
}

/** A price comparison right before a place ("cheaper than in", "moins cher qu'en", "günstiger als in"), normalized. */
const COMPARED_WITH =
  /(?:cheaper|more expensive|less expensive|moins cher|plus cher|gunstiger|billiger|teurer|mas barato|mas caro|mais barato|mais caro|taniej|drozej)\s+(?:than|qu|que|als|niz|do que|od)\b[^.;!?]{0,8}$/u;

/**
 * Where a diploma is recognised is no place to study in: "valid in the EU", "anerkannt in der EU", "reconnu en
 * Europe" before the place, "AB'de geçerli" after it (normalized).
 */
const RECOGNISED_IN =
  /\b(?:valid|recogni[sz]ed|accepted|anerkannt|gultig|reconnu|reconnue|valable|valido|valida|reconocido|reconocida|reconhecido|reconhecida|uznawany|uznawana|uznawane)\s(?:all\s)?(?:in|across|throughout|en|em|no|na|w|in der|im|dans)?\s?(?:the|l'|la|le|a|o)?\s?$/u;
const RECOGNISED_AFTER =
  /^['’]?\p{L}{0,3}\s(?:gecerli|taninan|taninir|taninmasi)|^\s?(?:에서\s?)?인정|^(?:认可|承认|认证)/u;

/** "then", "first … then": one degree after another on the way ("a master, then a PhD"), normalized. */
const THEN =
  /\b(?:then|afterwards|later|dann|danach|anschliessend|puis|ensuite|luego|despues|depois|em seguida|potem|nastepnie|sonra|ardindan)\b|然后|之后|再读|다음|후에|ثم|بعدها|بعد ذلك/u;

/** "or", "nor" alone between two languages, in the interface languages (normalized). */
const OR_LIST = /^\s(?:or|nor|oder|noch|ou|ni|nem|o|u|lub|albo|ani|veya|ya da|yahut)\s$/;

/** How far before "anywhere else" a "not" still turns it round ("not interested in anywhere else"). */
const NEGATED_OPENING_REACH = 16;

const YEAR_COUNTS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  zwei: 2,
  drei: 3,
  deux: 2,
  trois: 3,
  dos: 2,
  tres: 3,
  dois: 2,
  três: 3,
  dwa: 2,
  trzy: 3,
  four: 4,
  vier: 4,
  quatre: 4,
  cuatro: 4,
  quatro: 4,
  cztery: 4,
  five: 5,
  funf: 5,
  cinq: 5,
  cinco: 5,
  piec: 5,
  iki: 2,
  uc: 3,
  dort: 4,
};
/** "for the whole 2 years", "für zwei Jahre", "pour les deux ans", "para los 2 años", "na dwa lata", normalized. */
const FOR_YEARS =
  /^[^.;!?]{0,16}?\b(?:for|fur|pour|para|na)\s(?:the\s|all\s|the\swhole\s|die\s|les\s|los\s|os\s|todos\sos\s|ganze\s)?(?:whole\s)?(\d|two|three|zwei|drei|deux|trois|dos|tres|dois|dwa|trzy)\s(?:years|yrs|jahre|ans|anos|años|anos|lata)\b/u;

/**
 * A sum for the whole programme ("pro curso todo (são 4 anos né)", "for the whole degree, which is 3 years",
 * "für das ganze Studium (4 Jahre)"), normalized: the programme, then how long it lasts, soon after the amount.
 */
const WHOLE_PROGRAMME =
  /^[^.;!?]{0,24}?\b(?:pro curso todo|para o curso todo|para todo o curso|o curso inteiro|for the whole (?:course|programme|program|degree)|for the entire (?:course|programme|program|degree)|fur das ganze studium|fur das gesamte studium|pour toute la formation|pour tout le cursus|para toda la carrera|para todo el grado|para todo el master|para toda a faculdade|para todo o mestrado|pour tout le master|for the whole master'?s?|fur den ganzen master|na cale studia)\b[^.;!?\d]{0,24}?\b(\d|two|three|four|five|zwei|drei|vier|funf|deux|trois|quatre|cinq|dos|tres|cuatro|cinco|dois|quatro|dwa|trzy|cztery|piec)\s(?:years|jahre|ans|anos|lata|lat)\b/u;

/** The programme named as a whole right after a sum, its length said elsewhere ("for the whole course"). */
const WHOLE_PROGRAMME_ALONE =
  /^[^.;!?]{0,24}?\b(?:for the (?:whole|entire) (?:course|programme|program|degree)|fur das (?:ganze|gesamte) studium|pour (?:toute la formation|tout le cursus)|para (?:toda la carrera|todo el grado|todo el master|todo o curso|o curso todo|todo o mestrado))\b/u;
/** How long the programme is, said anywhere ("a 2-year master's", "3 yıllık program", "zweijähriger Master"). */
const PROGRAMME_LENGTH = /\b(\d|two|three|four|iki|uc|dort|zwei|drei|vier)[- ]?(?:year|yillik|jahrig\w*)\b/u;
/**
 * A total before the sum for a programme of so many years ("3 yıllık program için toplamda en fazla 24.000 euro",
 * "for the 2-year programme, in total 30000").
 */
const TOTAL_FOR_YEARS_BEFORE =
  /\b(\d|two|three|four|iki|uc|dort)[- ]?(?:year|yillik)\b[^.;!?\d]{0,40}?\b(?:in total|total|toplam|toplamda)\b[^.;!?\d]{0,16}$/u;

/** How many years a sum is said to cover, when it covers more than one. */
function yearsCovered(scan: Scan, amount: { start: number; end: number }): number | null {
  const after = scan.text.slice(amount.end, amount.end + 80);
  const before = scan.text.slice(Math.max(0, amount.start - 70), amount.start);
  const match =
    FOR_YEARS.exec(after) ??
    WHOLE_PROGRAMME.exec(after) ??
    TOTAL_FOR_YEARS_BEFORE.exec(before) ??
    (WHOLE_PROGRAMME_ALONE.test(after) ? PROGRAMME_LENGTH.exec(scan.text) : null);
  if (!match) return null;
  const count = Number(match[1]) || YEAR_COUNTS[match[1]!] || 0;
  return count >= 2 && count <= 6 ? count : null;
}

/** Words saying the thing just named is welcome but not required ("muss aber nicht sein", "not a must"). */
const NOT_REQUIRED =
  /muss (?:aber )?nicht sein|(?:ist )?(?:aber )?kein muss|doesn'?t have to be|does not have to be|not a must|not necessarily|pas obligatoire|pas forcement|no es obligatorio|no necesariamente|nao e obrigatorio|nie musi byc|sart degil|꼭 아니어도|不一定|ليس شرطا/gu;

/**
 * The place a sentence names last before saying it is not required ("Genf fände ich natürlich toll, muss aber nicht
 * sein", "Paris şart değil"); none where something else comes last ("Tuition-free wäre ideal, muss aber nicht sein").
 */
function optionalPlace(scan: Scan): Mention | undefined {
  for (const match of scan.text.matchAll(NOT_REQUIRED)) {
    const from = sentenceStart(scan.text, match.index);
    const last = [...scan.concepts, ...scan.cues]
      .filter((m) => m.start >= from && m.end <= match.index && m.kind !== 'filler')
      .sort((a, b) => a.end - b.end)
      .at(-1);
    if (last && PLACE_KINDS.has(last.kind)) return last;
  }
  return undefined;
}

/** Words for schools after a nationality word ("Swiss hotel schools", "Schweizer Hochschulen", "Dutch unis"). */
const SCHOOLS_AFTER =
  /^\s(?:(?!(?:at|in|from|of|an|auf|im|am)\s)[\p{L}-]+\s)?(?:schools?|universit(?:y|ies)|unis?|colleges?|hochschulen?|universitaten|universitat|fachhochschulen?)\b/u;

/** A nationality or language word that names a country's schools ("Swiss hotel schools", "a German university"). */
function namesSchools(scan: Scan, mention: Mention): boolean {
  return SCHOOLS_AFTER.test(scan.text.slice(mention.end, mention.end + 40));
}

/**
 * A country's adjective naming a residence permit ("Italian residence permit", "italienische Aufenthaltserlaubnis",
 * "permiso de residencia italiano", "titre de séjour italien", "意大利居留卡"): where the student may live, not a
 * nationality and not a language.
 */
const PERMIT_AFTER =
  /^\s?(?:residence|residency|resident|permanent residence|aufenthalts|niederlassungs|居留|永居|绿卡|oturma izni|karta pobytu)/u;
const PERMIT_BEFORE =
  /(?:permiso de residencia|tarjeta de residencia|residencia|titre de sejour|carte de sejour|autorizacao de residencia|titulo de residencia|karta pobytu)\s$/u;
function namesResidencePermit(scan: Scan, mention: Mention): boolean {
  return (
    PERMIT_AFTER.test(scan.text.slice(mention.end, mention.end + 24)) ||
    PERMIT_BEFORE.test(scan.text.slice(Math.max(0, mention.start - 30), mention.start))
  );
}

/** Words for schools right after an opening ("or other schools", "或者其他学校"): other schools, not places. */
const OTHER_SCHOOLS =
  /^\s?(?:schools?|universit|unis?\b|colleges?|hochschul|ecoles?|escuelas?|escolas?|faculdades?|szkol|uczelni|okul|universite|학교|대학|学校|大学|院校|جامع|مدارس|مدرس)/u;

/** Words giving a reason ("because", "parce que", "weil", "porque", "çünkü", "因为", "때문", "لأن"), normalized. */
const BECAUSE =
  /\b(?:because|bc|cuz|coz|weil|denn|parce qu|puisqu|pcq|porque|pois|pq|ya que|poniewaz|gdyz|bo|cunku|zira)\b|因为|因為|때문|لان|لأن/u;

/** Words that join places in a list ("France, Italy or Spain"), so one cue reaches all of them. */
const CONNECTORS = new Set([
  'and',
  'or',
  'nor',
  'nem',
  'ani',
  'und',
  'oder',
  'noch',
  'et',
  'ou',
  'ni',
  'y',
  'o',
  'e',
  'ne',
  've',
  'veya',
  'ya',
  'da',
  'de',
  'i',
  'lub',
  'albo',
  'ani',
  'czy',
  'the',
  'in',
  'to',
  'w',
  'en',
  'em',
  'a',
  'au',
  'aux',
  'nach',
  'dans',
  'و',
  'او',
  'ولا',
  'في',
  // Chinese and Korean words for "and", "or" when they stand alone between two places ("英国和爱尔兰")
  '和',
  '或',
  '或者',
  '还是',
  '跟',
  '与',
  '及',
  '以及',
  '同',
  '또는',
  '혹은',
  '및',
]);

const ARTICLES = new Set([
  'die',
  'der',
  'das',
  'den',
  'dem',
  'des',
  'la',
  'le',
  'el',
  'les',
  'los',
  'las',
  'os',
  'as',
  'l',
]);

/** Whether the words of a gap only join a list ("or", "und", "ve"): punctuation alone joins too. */
function onlyConnectors(gap: string): boolean {
  return (gap.match(/[\p{L}]+/gu) ?? []).every((word) => CONNECTORS.has(word));
}

/** A word that joins a list of places or nationalities: a connector, an article, or a particle in CJK/Arabic. */
function joinsList(scan: Scan, word: string): boolean {
  return CONNECTORS.has(word) || ARTICLES.has(word) || (scan.substringScript && word.length <= 2);
}

const CEFR_OR_TEST = /\b(a1|a2|b1|b2|c1|c2|ielts|toefl|testdaf|dsh|dele|delf|dalf|cambridge|cae|cpe)\b/;

const SEASON_MONTHS: Readonly<Record<Season, number>> = {
  spring: 3,
  summer: 7,
  autumn: 9,
  winter: 1,
  winter_semester: 10,
  summer_semester: 4,
};

/**
 * Cues written after what they qualify sit right next to it ("Almanya hariç", "인도 출신", "Indian citizen"), and so
 * do the words that make a nationality the student's ("I'm Nigerian").
 */
const AFTER_REACH = 4;
/** A degree right after "I have", "graduated with" is one the student holds. */
const PAST_DEGREE_REACH = 12;
/** How near a narrower field must stand to the one named in the slot to refine it ("Ingenieurwesen (Fahrzeugtechnik)"). */
const REFINING_REACH = 30;
/** How far into the clause after "I am" a nationality still says who the student is. */
const CLAUSE_NATIONALITY_REACH = 40;

const PLACE_KINDS = new Set(['country', 'region', 'city']);
const CUE_KINDS = new Set(['cue', 'currency', 'month']);
const SENTENCE_END = /[.;!?。！？；\n]/;
const NEW_PLACE_PHRASE = /[,،]\s*(?:in|en|em|na|no|w|we|au|aux|dans|nach|à|a|في)\s/u;

/** Words denying a passport or citizenship right before a nationality ("no tengo pasaporte", "nie mam"). */
const NOT_HELD_BEFORE =
  /(?:no tengo|don't have|do not have|dont have|nie mam|nao tenho|habe keinen|habe keine|hab keinen|n'ai pas|n ai pas)\b[^.;!?,]{0,20}$/u;

/** A relative and where they come from, right before a place ("my grandmother was from", "mein Opa kommt aus"). */
const RELATIVE_FROM =
  /\b(?:grandmother|grandfather|grandma|grandpa|granny|grandparents|great-grandparents|ancestors|oma|opa|grossmutter|grossvater|urgrossvater|urgrossmutter|grand-mere|grand-pere|grands-parents|abuela|abuelo|abuelos|bisabuelo|bisabuela|avo|avos|bisavo|babcia|dziadek|dziadkowie|pradziadek|anneannem|babaannem|dedem)\b[^.;!?,]{0,24}?\b(?:from|aus|de|du|da|do|z|ze)\s(?:the\s|der\s|la\s|el\s)?$/u;

/** A refusal of the places just named by a pronoun ("also bitte die nicht", "but not those"), normalized. */
const REFUSES_NAMED =
  /\b(?:bitte die nicht|die bitte nicht|die beiden nicht|beide nicht|diese nicht|not those|none of those|neither of those|pas ceux-la|pas ceux la|pas ces pays|esos no|esos paises no|ninguno de esos|esses nao|nenhum desses|te odpadaja|tych nie)\b/gu;

/** Where the sentence holding a position starts. */
function sentenceStart(text: string, index: number): number {
  let start = index;
  while (start > 0 && !SENTENCE_END.test(text[start - 1]!)) start -= 1;
  return start;
}

interface Scan {
  readonly text: string;
  readonly substringScript: boolean;
  readonly concepts: readonly Mention[];
  readonly cues: readonly Mention[];
  readonly filler: readonly Mention[];
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Abbreviations whose dot ends no sentence ("total budget incl. living", "max. 5000", "ca. 800 im Monat"), in
 * the interface languages; the dot is read as a space so that a cue reaches past it.
 */
const ABBREVIATION_DOT =
  /(?<![\p{L}])(incl|inkl|approx|aprox|abt|ca|env|max|min|mind|bzw|usw|ggf|evtl|etc|eg|ie|zb|vs|yakl|vb|np|tj|ok|wł|około|prib|aprox|aprx)\./gu;

/** The one country whose students write in a language, for "abroad" when they name no home. */
const HOME_OF_LANGUAGE: Partial<Record<InterfaceLanguage, string>> = { tr: 'TR', pl: 'PL' };

/** The text between two offsets, for deciding whether a cue reaches a mention. */
function between(scan: Scan, from: number, to: number): string {
  return scan.text
    .slice(from, to)
    .replace(DOTTED_ABBREVIATION, (word) => word.replace(/\./g, ' '))
    .replace(ABBREVIATION_DOT, (word) => `${word.slice(0, -1)} `);
}

/** Abbreviations with a dot inside ("o.ä.", "z.B.", "e.g.", "i.e.", "d.h."), read without their dots. */
const DOTTED_ABBREVIATION = /(?<![\p{L}])(?:o\.a|o\.ä|u\.a|u\.ä|z\.b|d\.h|e\.g|i\.e|p\.ex|v\.a)\.?/gu;

function crossesSentenceOrContrast(gap: string): boolean {
  if (SENTENCE_END.test(gap)) return true;
  const words = gap.match(/[\p{L}]+/gu) ?? [];
  if (words.some((word) => CONTRAST_WORDS.has(word))) return true;
  return CONTRAST_SUBSTRINGS.some((word) => gap.includes(word));
}

/**
 * Whether a cue standing before `target` reaches it: close enough with no other place in between, or joined to
 * it by a list of places ("not France, Italy or Spain").
 */
function reachesForward(
  scan: Scan,
  cue: Mention,
  target: Mention,
  maxGap: number,
  clauseOnly = false,
): boolean {
  // "j'habite à Nice" where the city's name is "à Nice": a cue sharing the target's first word still stands before it
  if (cue.end > target.start && !(cue.start < target.start && cue.end < target.end)) return false;
  const gap = between(scan, Math.min(cue.end, target.start), target.start);
  if (crossesSentenceOrContrast(gap)) return false;
  const placesBetween = scan.concepts.filter(
    (m) => PLACE_KINDS.has(m.kind) && m.start >= cue.end && m.end <= target.start && m !== target,
  );
  // "nada de frío, tipo Italia": a negation does not reach past a comma to a place of another clause
  if (placesBetween.length === 0) return gap.length <= maxGap && !(clauseOnly && /[,،、，]/.test(gap));
  // a list: only places, connectors and punctuation between the first place and the target
  let rest = between(scan, placesBetween[0]!.start, target.start);
  for (const place of placesBetween) rest = rest.replace(between(scan, place.start, place.end), ' ');
  // "except the UK (way too expensive) and France (long story)": an aside in brackets leaves the list whole
  rest = rest.replace(/\([^()]{0,40}\)/gu, ' ');
  // "fora de Portugal, em Espanha ou Itália": a comma and a fresh "in" start another phrase, not the list
  if (NEW_PLACE_PHRASE.test(rest)) return false;
  // "除了意大利，地中海国家都可以": after "except X" a comma turns to what is wanted
  if (/^(?:除了|除咗)$/u.test(scan.text.slice(cue.start, cue.end)) && /[,，]/u.test(rest)) return false;
  const firstGap = between(scan, cue.end, placesBetween[0]!.start);
  if (clauseOnly && /[,،、，]/.test(firstGap)) return false;
  return firstGap.length <= maxGap && onlyConnectors(rest);
}

function reachesBackward(scan: Scan, cue: Mention, target: Mention, maxGap: number): boolean {
  if (cue.start < target.end) return false;
  const gap = between(scan, target.end, cue.start);
  if (crossesSentenceOrContrast(gap) || gap.length > maxGap) return false;
  return !scan.concepts.some((m) => PLACE_KINDS.has(m.kind) && m.start >= target.end && m.end <= cue.start);
}

function cueBefore(
  scan: Scan,
  target: Mention,
  cueIds: readonly string[],
  maxGap: number,
  clauseOnly = false,
): boolean {
  return scan.cues.some(
    (cue) => cueIds.includes(cue.id) && reachesForward(scan, cue, target, maxGap, clauseOnly),
  );
}

function cueAfter(
  scan: Scan,
  target: Mention,
  cueIds: readonly string[],
  maxGap: number,
  clauseOnly = false,
): boolean {
  return scan.cues.some(
    (cue) =>
      cueIds.includes(cue.id) &&
      reachesBackward(scan, cue, target, maxGap) &&
      !(clauseOnly && /[,،、，]/.test(between(scan, target.end, cue.start))),
  );
}

/**
 * A refusal written after the language ("Almanca bilmiyorum", "my German is basic"), not one that belongs to a
 * language in parentheses after it ("espanhol ou inglês (italiano não falo)") or to the next language alone.
 */
function refusedAfter(scan: Scan, language: Mention, cueId: string, maxGap: number): boolean {
  // "Englischsprachige Studiengänge kommen nicht in Frage": the word for the programmes between them
  const onlyProgrammesBetween = (cue: Mention) =>
    scan.cues.some(
      (taught) =>
        taught.id === 'taughtIn' &&
        taught.start >= language.end &&
        taught.end <= cue.start &&
        between(scan, language.end, taught.start).trim() === '' &&
        between(scan, taught.end, cue.start).trim() === '',
    );
  return scan.cues.some(
    (cue) =>
      cue.id === cueId &&
      (reachesBackward(scan, cue, language, maxGap) ||
        (cue.start >= language.end && onlyProgrammesBetween(cue))) &&
      !/[,،、，()（）]/.test(between(scan, language.end, cue.start)) &&
      // "in English because I don't speak German": a reason given in between refuses the next language
      !BECAUSE.test(between(scan, language.end, cue.start)) &&
      // "الفرنسية مليح وشوية إسبانية": a level said well in between is the language's own
      !scan.cues.some(
        (other) => other.id === 'speaks' && other.start >= language.end && other.end <= cue.start,
      ) &&
      // "falo inglês e alemão básico": a level word right after another language is that one's alone
      !scan.concepts.some(
        (other) =>
          other.kind === 'language' &&
          other.start >= language.end &&
          other.end <= cue.start &&
          between(scan, other.end, cue.start).trim() === '',
      ),
  );
}

// (Korean writes "북유럽어" as one word: "북유럽 어디든" is "anywhere in Northern Europe")
const LANGUAGE_AFTER =
  /^(?:[\s-]*(?:languages?|sprache|sprachen|langues?|idiomas?|linguas?|lingua|dil|dili|dilleri|jezyk\w*|język\w*|언어|语|語|语言)|어(?!디))/u;
const LANGUAGE_BEFORE = /(?:لغه|لغة|اللغه|اللغة|اللغات|لغات)\s*$/u;

function namesLanguages(scan: Scan, mention: Mention): boolean {
  return (
    LANGUAGE_AFTER.test(scan.text.slice(mention.end, mention.end + 12)) ||
    LANGUAGE_BEFORE.test(scan.text.slice(Math.max(0, mention.start - 8), mention.start))
  );
}

function near(scan: Scan, target: Mention, cueIds: readonly string[], maxGap: number): boolean {
  return scan.cues.some((cue) => {
    if (!cueIds.includes(cue.id)) return false;
    const gap =
      cue.end <= target.start ? between(scan, cue.end, target.start) : between(scan, target.end, cue.start);
    if (cue.end > target.start && cue.start < target.end) return false;
    return gap.length <= maxGap && !crossesSentenceOrContrast(gap);
  });
}

/** Currencies that share a word ("pesos", "dollars"): a student means their own country's. */
const CURRENCY_FAMILIES: readonly (readonly string[])[] = [
  ['MXN', 'COP', 'CLP'],
  ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD'],
  ['JOD', 'KWD', 'TND', 'DZD', 'IQD'],
  ['XOF', 'XAF'],
  ['MAD', 'AED'],
];
const ORIGIN_CURRENCIES: Readonly<Partial<Record<string, string>>> = {
  MX: 'MXN',
  JO: 'JOD',
  AE: 'AED',
  IQ: 'IQD',
  KW: 'KWD',
  TN: 'TND',
  DZ: 'DZD',
  CM: 'XAF',
  GA: 'XAF',
  CG: 'XAF',
  TD: 'XAF',
  CF: 'XAF',
  CO: 'COP',
  CL: 'CLP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
};

/** "60 millones de pesos" from a Colombian student are Colombian pesos. */
function localCurrency(currency: string | null, origin: string | null): string | null {
  const local = origin ? ORIGIN_CURRENCIES[origin] : undefined;
  if (!currency || !local) return currency;
  return CURRENCY_FAMILIES.some((family) => family.includes(currency) && family.includes(local))
    ? local
    : currency;
}

/** The cues that say what an amount covers, a total first so that "tuition included" is a total. */
const COVERAGE_CUES = ['totalCost', 'tuition', 'livingCost'] as const;
type CoverageCue = (typeof COVERAGE_CUES)[number];

type LanguageRole = 'instruction' | 'spoken' | 'avoided';

/**
 * A student of school-leaving age, 15 to 19 ("I'm 17", "18 yaşındayım", "mi hija de 17 años", "18살"): with no
 * degree named, the first degree is meant.
 */
const SCHOOL_AGE = [
  /(?<!\d)1[5-9]\s?(?:years?\b|yrs?\b|yo\b|y\/o|jahre?\b|ans\b|años|anos\b|anys\b|lat\b|yaş|yas(?:inda|indayim|indayım)?\b|살|세|岁|歲|سن[ةه]|سنوات|عام)/u,
  /(?:\bi'?m|\bi am|\bbin|\btengo|\btenho|\bmam|\bj'ai|\bho|عمري|\(|,)\s?1[5-9](?!\d|[.,]\d|\s?(?:k|bin|mil|tys|000|€|\$|£|%))/u,
];

/** Fields whose management is classed with them in ISCED-F rather than with business (tourism, hotels). */
const MANAGED_AS_THEIR_OWN = new Set<FieldConcept>([
  'tourism_hospitality',
  'hospitality',
  'forestry',
  'environmental_sciences',
  'environmental_engineering',
]);
/** Words joining "management" to what is managed ("management du tourisme", "gestión de bosques"). */
const MANAGEMENT_JOINERS = /^\s(?:of|of the|du|de|de la|des|del|de los|de las|da|do|dos|das|der)\s$/;

/** Words that pad a list without breaking it ("İsveççe, Danca falan", "and so on"). */
const LIST_FILLERS = new Set(['falan', 'filan', 'gibi', 'etc', 'vs', '등', '같은', '이나']);

/** Languages whose verb ends the clause: "I don't speak" follows the language there. */
const VERB_LAST = new Set<InterfaceLanguage>(['tr', 'ko']);
/** "… but I can learn it": a language not spoken yet that the student means to learn (normalized). */
const LEARNING_AFTER =
  /^[^.;!?。！？]{0,24}?(?:但可以学|可以学|会去学|但我会学|正在学|but (?:i )?(?:can|will|could) learn|aber (?:ich )?(?:kann es |werde es |will es )?lernen|mais (?:je peux|je vais) l'apprendre|pero (?:lo )?(?:puedo|voy a) aprender)/u;
/** Languages in which "cannot" may follow the language named ("法语和英语都不行" as well as "不会法语"). */
const NOT_SPEAK_AFTER = new Set<InterfaceLanguage>([...VERB_LAST, 'zh', 'ar']);

/** A mention inside the words of a cue ("معي بكالوريوس", "文科生"). */
function insideCue(scan: Scan, m: Mention, cueId: string): boolean {
  return scan.cues.some((cue) => cue.id === cueId && cue.start <= m.start && cue.end >= m.end);
}

/** A field or degree the student already has: right after words for it, or inside them. */
function heldBefore(scan: Scan, m: Mention): boolean {
  return cueBefore(scan, m, ['pastStudy'], PAST_DEGREE_REACH) || insideCue(scan, m, 'pastStudy');
}

/** "not a master", "kein Master", "pas un master", "no un máster", normalized: a level refused right before it. */
const REFUSED_BEFORE =
  /(?:^|[^\p{L}])(?:not|kein|keinen|keine|nicht|pas|no|nao|nie)(?:\s(?:a|an|the|un|une|um|uma|den|einen|el|le|o))?\s?$/u;
/**
 * "대학원 말고", "석사가 아니라", "yüksek lisansı değil", "Master nicht": a level refused right after it, past a
 * case ending ("Master nicht unbedingt" is "not necessarily").
 */
const REFUSED_AFTER =
  /^(?:가|이|는|은|ı|i|u|ü)?\s?(?:degil|말고|아니고|아니라|nicht\b(?!\s(?:unbedingt|zwingend|nur|so)))/u;
/** In Chinese and Arabic: "不是硕士", "不要读硕士", "مش ماجستير", "ليس ماجستير". */
const REFUSED_BEFORE_OTHER_SCRIPTS = /(?:不是|不要|不读|不念|مش\s|ليس\s|لا اريد\s|مو\s)$/u;
/** A degree level the student says is not the one wanted. */
function refusedLevel(scan: Scan, m: Mention): boolean {
  const before = scan.text.slice(Math.max(0, m.start - 12), m.start);
  return (
    REFUSED_BEFORE.test(before) ||
    REFUSED_BEFORE_OTHER_SCRIPTS.test(before) ||
    REFUSED_AFTER.test(scan.text.slice(m.end, m.end + 8))
  );
}

/**
 * German says what was done with a participle at the clause's end ("Bachelor an der Uni Wien abgeschlossen",
 * "BWL in Graz studiert"): a degree, field or place before it in the clause is the student's past.
 */
const DONE_AFTER = /^[^,.;!?()]{0,40}?\b(?:abgeschlossen|absolviert|beendet|studiert|gemacht)\b/u;
function doneAfter(scan: Scan, m: Mention): boolean {
  return DONE_AFTER.test(scan.text.slice(m.end, m.end + 60));
}

/**
 * A place right after a field or degree the student already studied ("licence d'histoire de l'art à Lyon 2",
 * "BSc in chemistry from Bonn"): where they studied, home rather than a wish.
 */
/**
 * "B.Sc. Forstwirtschaft (BOKU). Ich möchte einen Master …": the school in brackets after a degree and its field,
 * when another level is named later, is where that degree was taken.
 */
function bracketedAfterDegreeHeld(scan: Scan, place: Mention): boolean {
  if (!/\(\s*$/.test(scan.text.slice(Math.max(0, place.start - 3), place.start))) return false;
  const degree = scan.concepts.find(
    (m) =>
      m.kind === 'degree' &&
      m.end <= place.start &&
      /^[\s,.]*(?:[\p{L}-]+\s*){1,3}\($/u.test(between(scan, m.end, place.start)),
  );
  return (
    degree !== undefined &&
    scan.concepts.some((m) => m.kind === 'degree' && m.start > place.end && m.id !== degree.id)
  );
}

function studiedAt(scan: Scan, place: Mention): boolean {
  if (place.kind === 'region') return false;
  return (
    doneAfter(scan, place) ||
    bracketedAfterDegreeHeld(scan, place) ||
    scan.concepts.some(
      (m) =>
        (m.kind === 'field' || m.kind === 'degree') &&
        m.end <= place.start &&
        /^\s*(?:\([^)]*\)\s*)?,?\s*(?:in|at|from|en|em|à|a|an der|aus|w|we|na|no|da|do|de|di|in der)?\s*$/u.test(
          between(scan, m.end, place.start),
        ) &&
        heldBefore(scan, m),
    ) ||
    // "pracuję jako programista we Wrocławiu", "I work as a developer in Lagos": where the student works
    scan.cues.some(
      (cue) =>
        cue.id === 'pastStudy' &&
        cue.end <= place.start &&
        /^\s*(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s*,?\s*(?:in|at|en|em|à|a|w|we|na|no|da|do|de|di|in der|bei)\s*$/u.test(
          between(scan, cue.end, place.start),
        ),
    )
  );
}

/** Words for "not" that refuse a language when they stand right before it, or before "in" ("pas en anglais"). */
const NOT_WORDS = new Set(['not', 'nicht', 'pas', 'nie', 'não', 'nao', 'değil']);

/** A "no" right before a language, or before the word for "in" that leads to it ("kein Französisch"). */
function refusedRightBefore(scan: Scan, language: Mention): boolean {
  // "pas anglais du tout": the bare word for "not" right before the language, with no cue of its own
  const before = scan.text.slice(Math.max(0, language.start - 8), language.start).match(/([\p{L}]+)\s$/u);
  if (before && NOT_WORDS.has(before[1]!)) return true;
  return scan.cues.some((cue) => {
    if (cue.id !== 'negationBefore' || cue.end > language.start) return false;
    // "anything but English", "وإلا فبالإنجليزية" (otherwise in English) name the one that will do
    const word = lastWord(scan.text.slice(cue.start, cue.end));
    if (!NEGATING_DETERMINERS.has(word) && !NOT_WORDS.has(word)) return false;
    const gap = between(scan, cue.end, language.start);
    if (/^\s?$/.test(gap)) return true;
    return scan.cues.some(
      (taught) =>
        taught.id === 'taughtIn' &&
        taught.start === cue.end + 1 &&
        /^\s?$/.test(between(scan, taught.end, language.start)),
    );
  });
}

/** Languages in which a bare "no" before a place refuses it ("no ukraine/russia pls", "no Francia"). */
const BARE_NO = new Set<InterfaceLanguage>(['en', 'es']);
/** Languages in which what was studied may come before the word saying so ("历史系毕业", "土木工程本科在读"). */
const PAST_AFTER = new Set<InterfaceLanguage>([...VERB_LAST, 'zh']);

/** Fields whose names carry languages: "English literature", "translation (Arabic - English - German)". */
const LANGUAGE_FIELDS = new Set([
  'languages_literature',
  'literature_linguistics',
  'translation_interpreting',
]);

/** Whether a language names what is studied, right after or before a language field, not how it is taught. */
function isWorkingLanguage(scan: Scan, language: Mention): boolean {
  return scan.concepts.some((field) => {
    if (field.kind !== 'field' || !LANGUAGE_FIELDS.has(field.id)) return false;
    const gap =
      field.end <= language.start
        ? between(scan, field.end, language.start)
        : between(scan, language.end, field.start);
    // "الأدب المقارن باللغة الفرنسية", "literature in French": a word for "taught in" before it makes it the teaching
    // ... and so does one right after it ("한국학 석사, 영어 수업")
    const taughtInBetween =
      field.end <= language.start &&
      scan.cues.some(
        (cue) =>
          cue.id === 'taughtIn' &&
          ((cue.start >= field.end && cue.end <= language.start) ||
            (cue.start >= language.end && between(scan, language.end, cue.start).length <= 2)),
      );
    return (
      !taughtInBetween && gap.length <= (field.end <= language.start ? 30 : 2) && !SENTENCE_END.test(gap)
    );
  });
}

/**
 * A language right beside a word for teacher is the subject taught ("English teacher", "nauczycielka angielskiego",
 * "profesora de inglés", "İngilizce öğretmeni"), not the language of instruction.
 */
function taughtSubject(scan: Scan, language: Mention): boolean {
  return scan.concepts.some((m) => {
    const teacher = m.kind === 'career' && m.id === 'teaching';
    // "zostać nauczycielką angielskiego" is read as the field education: the language follows the teacher there
    const teacherField = m.kind === 'field' && m.id === 'education';
    if (m.end <= language.start)
      return (
        (teacher || teacherField) &&
        /^\s?(?:of|de|d'|d|du|da|do|für|fur|der)?\s?$/.test(between(scan, m.end, language.start))
      );
    return teacher && language.end <= m.start && /^\s?$/.test(between(scan, language.end, m.start));
  });
}

/** Characters from a cue of a kind to a mention, on one side of it, in the same sentence. */
function gapOnSide(scan: Scan, target: Mention, cueId: string, side: 'before' | 'after'): number {
  let best = Infinity;
  for (const cue of scan.cues) {
    if (cue.id !== cueId) continue;
    if (side === 'before' ? cue.end > target.start : cue.start < target.end) continue;
    // "15.000 euro, yaşam masrafı ayrı" (living costs apart), "والسكن سنتدبره" (rent we will manage): what is
    // named after the amount as paid apart is not what the amount covers
    if (side === 'after' && paidApart(scan, cue)) continue;
    const gap =
      side === 'before' ? between(scan, cue.end, target.start) : between(scan, target.end, cue.start);
    if (!crossesSentenceOrContrast(gap)) best = Math.min(best, gap.length);
  }
  return best;
}

/** A word that sets a limit near an amount ("au maximum", "up to", "budget"), not a period ("par an"). */
function limitWordNear(scan: Scan, target: Mention): boolean {
  const periods = scan.cues.filter((cue) => cue.id === 'perYear' || cue.id === 'perMonth');
  return scan.cues.some(
    (cue) =>
      cue.id === 'budget' &&
      !periods.some((period) => period.start === cue.start && period.end === cue.end) &&
      (reachesForward(scan, cue, target, 30, true) || reachesBackward(scan, cue, target, 12)),
  );
}

/**
 * Whether tuition and living are named together ("tuition and rent", "matrícula y manutención", "kira, yemek, okul
 * hepsi"), not each with an amount of its own ("3 000 € de frais de scolarité et 700 € par mois pour le logement",
 * "700€ al mes para vivir, la matrícula me la paga una beca").
 */
function tuitionJoinedToLiving(scan: Scan, target: Mention): boolean {
  const near = (id: string) =>
    scan.cues.filter((cue) => cue.id === id && Math.abs(cue.start - target.start) <= 100);
  return near('tuition').some((tuition) =>
    near('livingCost').some((living) => {
      const [first, second] = tuition.start < living.start ? [tuition, living] : [living, tuition];
      const gap = between(scan, first.end, second.start);
      // "school fees, the living costs my uncle will sort out separately": named together, but apart
      const rest = scan.text
        .slice(second.end)
        .split(/[.;!?。！？]/u)[0]!
        .slice(0, 60);
      // "school fees only, I'll work part time for rent", "na czesne, na życie mam oszczędności": a clause of its
      // own about the living costs is no sum
      const words = gap.match(/[\p{L}]+/gu) ?? [];
      return (
        gap.length <= 30 &&
        !/[.;!?。！？]|\d/.test(gap) &&
        !PAID_APART.test(rest) &&
        !(PAID_BY_OTHERS.test(rest) && words.length === 0) &&
        words.every((word) => CONNECTORS.has(word) || SUM_WORDS.has(word))
      );
    }),
  );
}

/** "per semester" in the interface languages, right after an amount. */
const PER_SEMESTER =
  /^[^.;!?。！？]{0,20}?(?:per semester|a semester|pro semester|im semester|par semestre|por semestre|na semestr|za semestr|semestrlnie|semestralnie|semestrales|semestral|semestrais|donem basina|her donem|donemlik|yariyillik|학기당|한 학기|每学期|一学期|في الفصل|للفصل|كل فصل)/u;

/** "Pro Semester höchstens 1.500 Euro": the semester named before the amount. */
const SEMESTER_BEFORE =
  /(?:per semester|a semester|pro semester|im semester|par semestre|por semestre|na semestr|za semestr|donemlik|yariyillik|학기당|每学期)[^.;!?。！？\d]{0,20}$/u;

/** Words that add living costs to tuition ("tuition plus rent", "Studiengebühren inklusive Miete"). */
const SUM_WORDS = new Set([
  'plus',
  'with',
  'including',
  'incl',
  'inkl',
  'inklusive',
  'mit',
  'avec',
  'compris',
  'con',
  'com',
  'ile',
  'dahil',
  'oraz',
  'wraz',
  'z',
  'des',
  'del',
  'do',
  'da',
  'of',
  'for',
  'für',
  'pour',
  'para',
  'na',
  'için',
  've',
  '加',
  '加上',
  '以及',
  '그리고',
  '및',
  '랑',
  '이랑',
  '하고',
  '과',
  '와',
  'مع',
]);

/** Words saying living costs are paid apart from the amount ("separately", "getrennt", "à part", "따로"). */
const PAID_APART =
  /\b(?:separately|separate|apart|extra|getrennt|separat|a part|aparte|por separado|a parte|osobno|oddzielnie|ayrica|ayri|verra)\b|따로|별도|另外|单独|另算|自理|另付|自付|自己承担|منفصل|سنتدبر|نتدبر/u;

/** Whether the words right after a cue, in its clause, say it is paid apart or by someone else. */
function paidApart(scan: Scan, cue: Mention): boolean {
  const rest = scan.text
    .slice(cue.end)
    .split(/[,;.!?،，。！？]/u)[0]!
    .slice(0, 30);
  return PAID_APART.test(rest) || PAID_BY_OTHERS.test(rest);
}

/**
 * The second of tuition and living said to be paid by someone else, right after it: "fees (rent is covered by my
 * aunt)", "frais (le loyer est pris en charge)", "matrícula; el alquiler lo paga mi tía".
 */
const PAID_BY_OTHERS =
  /^\s?(?:is |are |will be |gets |get )?(?:covered|paid for|taken care of|est couvert|est pris en charge|sont pris en charge|lo pagan?|la pagan?|esta cubiert|estan cubiert|esta cobert|e pag|sao pag)/u;

/**
 * What an amount says it covers: tuition and living named together around it make a total ("tuition and
 * rent", "matrícula y manutención"); else a cue before it decides first ("tuition under 5000", "in total 900
 * a month"), the nearest when several stand there; else a cue right after it ("5000 tuition", "900 all in").
 * "Tuition included" says total: where a total cue and a tuition cue start together, the total wins.
 */
function coverageCue(scan: Scan, target: Mention): CoverageCue | null {
  const gaps = (side: 'before' | 'after') =>
    COVERAGE_CUES.map((kind) => [kind, gapOnSide(scan, target, kind, side)] as const);
  const before = gaps('before');
  const after = gaps('after');
  const gapTo = (kind: CoverageCue) =>
    Math.min(before.find(([k]) => k === kind)![1], after.find(([k]) => k === kind)![1]);
  if (gapTo('tuition') <= 80 && gapTo('livingCost') <= 80 && tuitionJoinedToLiving(scan, target))
    return 'totalCost';
  const nearest = (
    gaps: readonly (readonly [CoverageCue, number])[],
    limit: (kind: CoverageCue) => number,
  ) => {
    let best: readonly [CoverageCue, number] | null = null;
    for (const entry of gaps) if (entry[1] <= limit(entry[0]) && (!best || entry[1] < best[1])) best = entry;
    return best?.[0] ?? null;
  };
  // a cue written right after the amount and its currency ("11k euros all in", "1000 € de frais d'inscription") is
  // its own, before one further back
  const adjacent = nearest(after, () => 4);
  const beforeKind = nearest(before, () => 30);
  if (adjacent && beforeKind) {
    const gapBefore = Math.min(...before.filter(([kind]) => kind === beforeKind).map(([, gap]) => gap));
    if (gapBefore > 3) return adjacent;
  }
  // "total budget incl. living is 12 lakh": living named inside a total is part of it, not money to live on
  if (beforeKind === 'livingCost' && before.some(([kind, gap]) => kind === 'totalCost' && gap <= 30))
    return 'totalCost';
  return beforeKind ?? nearest(after, (kind) => (kind === 'tuition' ? 20 : 24));
}

/**
 * Where an amount ends with its currency written after it ("1000 €", "20 000 euros"): a cue right after that
 * ("1000 € de frais d'inscription") is the amount's own.
 */
function amountEnd(scan: Scan, found: MoneyMention): number {
  const symbol = /^\s?[€$£₺₩¥₹]/u.exec(scan.text.slice(found.end, found.end + 2));
  if (symbol) return found.end + symbol[0].length;
  const word = scan.cues.find(
    (cue) =>
      cue.kind === 'currency' && cue.start >= found.end && /^\s?$/.test(between(scan, found.end, cue.start)),
  );
  return word?.end ?? found.end;
}

/** Characters between a mention and the nearest cue of a kind on either side in the same sentence. */
function distanceToCue(scan: Scan, target: Mention, cueId: string): number {
  let best = Infinity;
  for (const cue of scan.cues) {
    if (cue.id !== cueId || (cue.end > target.start && cue.start < target.end)) continue;
    // "taught in English, my Danish is zero": a cue after the language that leads into the next one is that one's
    if (cue.start >= target.end && leadsIntoLanguage(scan, cue)) continue;
    const gap =
      cue.end <= target.start ? between(scan, cue.end, target.start) : between(scan, target.end, cue.start);
    if (!crossesSentenceOrContrast(gap)) best = Math.min(best, gap.length);
  }
  return best;
}

/** A cue right before a language's name ("my Danish", "mein Deutsch"): it is about that language. */
function leadsIntoLanguage(scan: Scan, cue: Mention): boolean {
  return scan.concepts.some(
    (m) => m.kind === 'language' && m.start >= cue.end && /^\s?$/.test(between(scan, cue.end, m.start)),
  );
}

/**
 * The regions that still widen the wanted places: a region in which the student names a country or a city as the
 * choice only frames them ("Northern Europe: Denmark or Norway" means Denmark or Norway), while a region with no
 * place chosen in it is a place of its own ("Germany or the Nordics"; "Scandinavia, ideally Norway", where Norway
 * is only a wish). `named` holds the countries of the places chosen.
 */
function narrowedRegions(regions: readonly Region[], named: ReadonlySet<string>) {
  return regions.filter((region) => !(REGIONS[region] as readonly string[]).some((code) => named.has(code)));
}

/**
 * The wish words before a place: "ideally", and "my dream is" when the place follows it directly ("Su sueño es
 * Holanda"), not after the study dreamt of ("meu sonho é estudar Medicina na Suíça" asks for Switzerland).
 */
function wishesBefore(scan: Scan, place: Mention): Mention[] {
  const dreams = scan.cues.filter((cue) => cue.id === 'dream');
  return scan.cues.filter(
    (cue) =>
      // "e meu sonho é estudar": accents aside, "é meu sonho" is inside the dream
      (cue.id === 'wish' && !dreams.some((dream) => dream.start < cue.end && dream.end > cue.start)) ||
      (cue.id === 'dream' &&
        cue.end <= place.start &&
        ![...scan.cues, ...scan.concepts].some(
          (m) =>
            (m.id === 'fieldSlot' || m.kind === 'field' || m.kind === 'degree') &&
            m.start >= cue.end &&
            m.end <= place.start,
        )),
  );
}

/**
 * The wanted places that are a wish: a wish word before them with no region in between ("Scandinavia, ideally
 * Norway or Denmark", not "ideally in Northern Europe: Denmark"), or right after them ("Delft would be perfect"),
 * and the places listed with a wished one ("Norway or Denmark would be perfect").
 */
function wishedPlaces(scan: Scan, places: readonly Mention[], reach: number): Set<Mention> {
  // "Skandinavien fänd ich mega (Norwegen?? 😍)": a country in brackets after a region holding it is an example
  const wished = new Set<Mention>(places.filter((place) => bracketedInRegion(scan, place)));
  if (!scan.cues.some((cue) => cue.id === 'wish' || cue.id === 'dream')) return wished;
  const regionBetween = (from: number, to: number) =>
    scan.concepts.some((m) => m.kind === 'region' && m.start >= from && m.end <= to);
  // an abbreviation's own dot is no sentence end: "e.g. Norway", "z. B. Dänemark", "p. ex. la Suède"
  const abbreviated = (cue: Mention, place: Mention) =>
    cue.end <= place.start &&
    /^\.?\s*(?:(?:the|la|le|les|l|die|der|das|el|los|las|o|a|os|as)\s*)?$/.test(
      between(scan, cue.end, place.start),
    );
  for (const place of places) {
    const before = wishesBefore(scan, place).some(
      (cue) =>
        abbreviated(cue, place) ||
        (reachesForward(scan, cue, place, reach, true) && !regionBetween(cue.end, place.start)),
    );
    if (before || cueAfter(scan, place, ['wish'], AFTER_REACH, true)) wished.add(place);
  }
  // a list shares its wish: walk it both ways
  const listed = (a: Mention, b: Mention) => listedTogether(scan, a, b);
  for (let i = places.length - 2; i >= 0; i -= 1)
    if (wished.has(places[i + 1]!) && listed(places[i]!, places[i + 1]!)) wished.add(places[i]!);
  for (let i = 1; i < places.length; i += 1)
    if (wished.has(places[i - 1]!) && listed(places[i - 1]!, places[i]!)) wished.add(places[i]!);
  return wished;
}

/** A country or city in brackets opened shortly after a region that holds it. */
function bracketedInRegion(scan: Scan, place: Mention): boolean {
  const code = place.kind === 'city' ? countryOfCity(place.id) : place.kind === 'country' ? place.id : null;
  if (!code) return false;
  const open = scan.text.lastIndexOf('(', place.start);
  if (open < 0 || !/^[^()]*$/.test(scan.text.slice(open + 1, place.start))) return false;
  return scan.concepts.some(
    (region) =>
      region.kind === 'region' &&
      region.end <= open &&
      between(scan, region.end, open).length <= 24 &&
      !SENTENCE_END.test(between(scan, region.end, open)) &&
      (REGIONS[region.id as Region] as readonly string[]).includes(code),
  );
}

/**
 * The constraints the student states only as a wish: the places, when every place named is wished for
 * (`placesWished`), and free tuition with a wish word next to it ("najlepiej bezpłatnie", "학비 무료인 나라면 좋겠고").
 */
function wishedConstraints(scan: Scan, placesWished: boolean, reach: number): WishableConstraint[] {
  const wished: WishableConstraint[] = placesWished ? ['place'] : [];
  const free = scan.cues.filter((cue) => cue.id === 'freeTuition');
  if (
    free.length > 0 &&
    free.every(
      (cue) => cueBefore(scan, cue, ['wish'], reach, true) || cueAfter(scan, cue, ['wish'], reach, true),
    )
  )
    wished.push('freeTuition');
  return wished;
}

/**
 * Whether every place named, regions included, is only wished for: a wish word before it in its clause or right
 * after it, shared along a list ("ideally Scandinavia or the Netherlands"); a region followed by a wished country
 * ("Scandinavia, ideally Norway") is itself no wish.
 */
function allWished(scan: Scan, places: readonly Mention[], reach: number): boolean {
  if (places.length === 0) return false;
  const ordered = [...places].sort((a, b) => a.start - b.start);
  // a wish word right after a place is that place's ("헝가리나 폴란드 같은 동유럽": Hungary or Poland are examples,
  // Eastern Europe is no wish)
  const placeOwns = (cue: Mention) =>
    places.some(
      (place) => place.end <= cue.start && between(scan, place.end, cue.start).length <= AFTER_REACH,
    );
  const wished = ordered.map(
    (place) =>
      wishesBefore(scan, place).some(
        (cue) =>
          reachesForward(scan, cue, place, reach, true) && (place.kind !== 'region' || !placeOwns(cue)),
      ) || wishAfter(scan, place),
  );
  // a wish word between two places is no joint ("헝가리나 폴란드 같은 동유럽")
  const listed = (a: Mention, b: Mention) =>
    listedTogether(scan, a, b) &&
    !scan.cues.some((cue) => cue.id === 'wish' && cue.start >= a.end && cue.end <= b.start);
  for (let i = 1; i < ordered.length; i += 1)
    if (wished[i - 1] && listed(ordered[i - 1]!, ordered[i]!)) wished[i] = true;
  for (let i = ordered.length - 2; i >= 0; i -= 1)
    if (wished[i + 1] && listed(ordered[i]!, ordered[i + 1]!)) wished[i] = true;
  return wished.every(Boolean);
}

/**
 * A wish word right after a place, in its clause, that is the place's: not one that leads into the next thing
 * wished ("In den Niederlanden oder Belgien – gern auf Englisch": English is wished, the places are not).
 */
function wishAfter(scan: Scan, place: Mention): boolean {
  return scan.cues.some(
    (cue) =>
      cue.id === 'wish' &&
      reachesBackward(scan, cue, place, AFTER_REACH) &&
      !/[,،、，]/.test(between(scan, place.end, cue.start)) &&
      !scan.concepts.some(
        (next) =>
          (next.kind === 'language' || PLACE_KINDS.has(next.kind)) &&
          next !== place &&
          next.start >= cue.end &&
          /^\s*(?:[\p{L}]+\s+)?$/u.test(between(scan, cue.end, next.start)),
      ),
  );
}

/** Two places written as one list ("Norway or Denmark"; Chinese, Korean and Arabic join them with particles). */
function listedTogether(scan: Scan, a: Mention, b: Mention): boolean {
  const gap = between(scan, a.end, b.start);
  const words = gap.match(/[\p{L}]+/gu) ?? [];
  return (
    gap.length <= 12 &&
    !SENTENCE_END.test(gap) &&
    words.every((word) => joinsList(scan, word) || PLACE_PREPOSITIONS.has(word))
  );
}

/** Words for "in" repeated before each place of a list ("na Croácia ou na Grécia", "in Italien oder in Spanien"). */
const PLACE_PREPOSITIONS = new Set([
  'in',
  'im',
  'en',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'au',
  'aux',
  'w',
  'we',
]);

/** Catalogue city ids start with their country's code ("de-munich"). */
function countryOfCity(cityId: string): string {
  return cityId.slice(0, 2).toUpperCase();
}

/**
 * How much of a text a language's vocabulary explains: characters covered by its terms, each counted once, and
 * half as much where only an English term borrowed into that vocabulary explains them (an English profile is
 * English even though every vocabulary knows "chemistry" and "Switzerland").
 */
function coverage(mentions: readonly Mention[]): number {
  let end = 0;
  for (const mention of mentions) end = Math.max(end, mention.end);
  const weights = new Float32Array(end);
  for (const mention of mentions) {
    const weight = mention.borrowed ? 0.5 : 1;
    for (let at = mention.start; at < mention.end; at += 1) if (weights[at]! < weight) weights[at] = weight;
  }
  let sum = 0;
  for (const weight of weights) sum += weight;
  return sum;
}

/** Fields named only by their broad group ("science", "engineering", "health"): a broad ISCED-F field. */
const BROAD_FIELDS = new Set<FieldConcept>(
  (Object.keys(FIELD_CONCEPTS) as FieldConcept[]).filter((concept) =>
    FIELD_CONCEPTS[concept].every((prefix) => prefix.length <= 2),
  ),
);

/** Whether every code prefix of `narrow` lies within one of `broad`'s: finance within business. */
function within(narrow: FieldConcept, broad: FieldConcept): boolean {
  return (FIELD_CONCEPTS[narrow] as readonly string[]).every((code) =>
    (FIELD_CONCEPTS[broad] as readonly string[]).some((prefix) => code.startsWith(prefix)),
  );
}

/** Where a field is named: the words for studying it ("study", "master in") and the degrees. */
function fieldAnchors(scan: Scan): Mention[] {
  return [
    ...scan.cues.filter((cue) => cue.id === 'fieldSlot'),
    ...scan.concepts.filter((m) => m.kind === 'degree'),
  ];
}

/**
 * "I love biology, but I want to study medicine": where some fields stand where a field is named (next to "study",
 * "master in", a degree) and others do not, the others are context. A list shares its slot.
 */
function slotted(scan: Scan, fields: readonly Mention[], reach: number): Mention[] {
  const anchors = fieldAnchors(scan);
  const near = (m: Mention) =>
    anchors.some((a) =>
      a.end <= m.start
        ? !/[,،、，]/.test(between(scan, a.end, m.start)) && reachesForward(scan, a, m, reach, true)
        : a.start >= m.end &&
          !/[,،、，]/.test(between(scan, m.end, a.start)) &&
          reachesBackward(scan, a, m, reach),
    );
  const inSlot = new Set(fields.filter(near));
  if (inSlot.size === 0) return [...fields];
  // "inżynierię samochodową (pojazdy samochodowe)": a narrower field refines the one in the slot
  // right next to it, not a job named elsewhere ("je suis professeure des écoles … un master en sciences de l'éducation")
  const nextTo = (a: Mention, b: Mention) => {
    const gap = a.end <= b.start ? between(scan, a.end, b.start) : between(scan, b.end, a.start);
    return gap.length <= REFINING_REACH && !SENTENCE_END.test(gap) && !/[,،、，]/.test(gap);
  };
  for (const m of fields)
    if ([...inSlot].some((n) => within(m.id as FieldConcept, n.id as FieldConcept) && nextTo(m, n)))
      inSlot.add(m);
  const ordered = [...fields].sort((a, b) => a.start - b.start);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [index, m] of ordered.entries()) {
      if (inSlot.has(m)) continue;
      const neighbours = [ordered[index - 1], ordered[index + 1]].filter(
        (n): n is Mention => !!n && inSlot.has(n),
      );
      if (
        neighbours.some((n) => {
          const gap = n.end <= m.start ? between(scan, n.end, m.start) : between(scan, m.end, n.start);
          // "matematyki stosowanej albo statystyki": a list, one word of the first item past its field
          const words = gap.match(/[\p{L}]+/gu) ?? [];
          const others = words.filter((word) => !CONNECTORS.has(word)).length;
          return (
            gap.length <= 20 &&
            !SENTENCE_END.test(gap) &&
            (others === 0 ||
              (others === 1 &&
                ((words.length > 1 && CONNECTORS.has(words[words.length - 1]!)) || /[/／]\s*$/.test(gap))))
          );
        })
      ) {
        inSlot.add(m);
        grown = true;
      }
    }
  }
  return fields.filter((m) => inSlot.has(m));
}

/**
 * The fields the student wants: not the one they already studied ("graduate in electrical engineering, want a
 * master in renewable energy") unless it is the only one; not a broad word that is part of a longer name
 * ("sciences des religions"); and the narrower of two where one lies within the other ("finance at a business
 * school" is finance).
 */
function fieldsWanted(scan: Scan, reach: number, language: InterfaceLanguage): FieldConcept[] {
  const mentions = scan.concepts.filter((m) => m.kind === 'field');
  // "bac sciences maths", "Abitur mit Leistungskurs Chemie": the school track named right after the school-leaving
  // word, in the same clause, is no field wanted either
  const studied = new Set<Mention>();
  // "간호사로 일하고 있는데 심리학 석사": where the verb ends the clause, a cue right after a field is that field's
  // and says nothing of the next
  const claimed = (cue: Mention) =>
    PAST_AFTER.has(language) &&
    mentions.some((m) => m.end <= cue.start && reachesBackward(scan, cue, m, PAST_DEGREE_REACH));
  for (const [index, m] of mentions.entries()) {
    const before = mentions[index - 1];
    if (
      // "台大歷史系畢業，想申請博物館學碩士": what was studied ends at the clause
      scan.cues.some(
        (cue) =>
          cue.id === 'pastStudy' &&
          reachesForward(scan, cue, m, reach, true) &&
          !claimed(cue) &&
          // "soy abogada y quiero un máster en psicología": a wish, or a degree not held, in between starts what is
          // wanted
          ![...scan.cues, ...scan.concepts].some(
            (other) =>
              (other.id === 'fieldSlot' ||
                other.id === 'wish' ||
                (other.kind === 'degree' && !heldBefore(scan, other))) &&
              other.start >= cue.end &&
              other.end <= m.start,
          ),
      ) ||
      // "good grades in physics, chemistry and biology": a list shares what was studied
      (before &&
        studied.has(before) &&
        onlyConnectors(between(scan, before.end, m.start)) &&
        !SENTENCE_END.test(between(scan, before.end, m.start)))
    )
      studied.add(m);
  }
  const wanted = mentions.filter(
    (m) =>
      !studied.has(m) &&
      !doneAfter(scan, m) &&
      // "makine mühendisliği bitirdim", "기계공학과 4학년입니다": where the verb ends the clause, it follows the field
      !(PAST_AFTER.has(language) && cueAfter(scan, m, ['pastStudy'], PAST_DEGREE_REACH, true)) &&
      !cueBefore(scan, m, ['schoolLeaving'], reach, true) &&
      // "文科生一枚": a field inside words for what the student studied
      !insideCue(scan, m, 'pastStudy'),
  );
  // "the programming side, not art", "MBA 말고 마케팅": a field refused right where it is named; after a word for
  // "no" that goes with a noun, past one word that describes it ("kein mathelastiges Architekturstudium")
  const refused = (m: Mention) =>
    scan.cues.some(
      (cue) =>
        (cue.id === 'negationBefore' &&
          cue.end <= m.start &&
          (/^\s?$/.test(between(scan, cue.end, m.start)) ||
            (NEGATING_DETERMINERS.has(lastWord(scan.text.slice(cue.start, cue.end))) &&
              /^\s[\p{L}-]+\s$/u.test(between(scan, cue.end, m.start))) ||
            // "not a technical computer science degree", "pas un master d'informatique"
            /^\s(?:a|an|un|une|ein|eine|einen|um|uma)\s(?:[\p{L}-]+\s)?$/u.test(
              between(scan, cue.end, m.start),
            ))) ||
        (cue.id === 'negationAfter' && cue.start >= m.end && /^\s?$/.test(between(scan, m.end, cue.start))) ||
        // "不想当医生" where "当医生" is the field's own term: the refusal overlaps its start
        (cue.id === 'negationBefore' && cue.start < m.start && cue.end > m.start && cue.end <= m.end),
    );
  // "ethics and the governance of AI, not a technical computer science degree": a field refused takes the narrower
  // fields inside it with it
  const refusedCodes = wanted.filter(refused).flatMap((m) => FIELD_CONCEPTS[m.id as FieldConcept] ?? []);
  const insideRefused = (m: Mention) =>
    refusedCodes.length > 0 &&
    (FIELD_CONCEPTS[m.id as FieldConcept] ?? []).every((code) =>
      refusedCodes.some((r) => code.startsWith(r)),
    );
  const accepted = wanted.filter((m) => !refused(m) && !insideRefused(m));
  const named = slotted(scan, accepted.length > 0 ? accepted : wanted.length > 0 ? wanted : mentions, reach);
  // "BWL mit Schwerpunkt Marketing", "law with a focus on human rights": the field the focus names is the one meant
  const focusOf = (m: Mention): Mention | undefined => {
    const cue = scan.cues.find(
      (c) =>
        c.id === 'focusOn' &&
        c.start >= m.end &&
        c.start - m.end <= 16 &&
        !crossesSentenceOrContrast(between(scan, m.end, c.start)),
    );
    return cue
      ? named.find(
          (other) =>
            other.id !== m.id && other.start >= cue.end && /^\s?$/.test(between(scan, cue.end, other.start)),
        )
      : undefined;
  };
  // ... within its broad field; a focus from another ("BWL mit Schwerpunkt Nachhaltigkeit") is the programme's
  // theme, and the programme is the field named first
  const broadFields = (m: Mention) =>
    new Set((FIELD_CONCEPTS[m.id as FieldConcept] ?? []).map((code) => code.slice(0, 2)));
  const sameBroadField = (a: Mention, b: Mention) =>
    [...broadFields(a)].some((code) => broadFields(b).has(code));
  const focusPairs = named.flatMap((m) => {
    const focus = focusOf(m);
    return focus ? [{ m, focus }] : [];
  });
  const kept = named.filter((m) => {
    if (focusPairs.some((pair) => pair.m === m && sameBroadField(m, pair.focus))) return false;
    if (focusPairs.some((pair) => pair.focus === m && !sameBroadField(pair.m, m))) return false;
    // "zarządzanie turystyką", "tourism management", "Hotelmanagement": ISCED-F counts them as tourism (1015),
    // while "fashion management" stays business
    if (
      m.id === 'business_management' &&
      named.some(
        (other) =>
          MANAGED_AS_THEIR_OWN.has(other.id as FieldConcept) &&
          (other.end <= m.start
            ? /^\s?$/.test(between(scan, other.end, m.start))
            : /^\s?$/.test(between(scan, m.end, other.start)) ||
              MANAGEMENT_JOINERS.test(between(scan, m.end, other.start))),
      )
    )
      return false;
    if (!BROAD_FIELDS.has(m.id as FieldConcept)) return true;
    // "agricultural science", "农业科学": a broad word right after a field is that field's head noun
    const previous = named.findLast((other) => other.end <= m.start);
    if (previous && previous.id !== m.id && /^\s?$/.test(between(scan, previous.end, m.start))) return false;
    const next = named.find((other) => other.start >= m.end);
    if (!next || next.start - m.end > 12) return true;
    const words = between(scan, m.end, next.start).match(/[\p{L}]+/gu) ?? [];
    return !words.every((word) => CONNECTORS.has(word) || FIELD_JOINERS.has(word));
  });
  const concepts = unique(kept.map((m) => m.id as FieldConcept));
  // "education - early childhood or primary would be perfect but general education is fine": a narrower field
  // only wished for does not narrow the broader one
  const wishedOnly = new Set(
    kept
      .filter(
        (m) => cueAfter(scan, m, ['wish'], reach, true) || cueBefore(scan, m, ['wish'], AFTER_REACH, true),
      )
      .map((m) => m.id as FieldConcept),
  );
  return concepts.filter(
    (concept) =>
      !concepts.some(
        (other) =>
          other !== concept && within(other, concept) && !within(concept, other) && !wishedOnly.has(other),
      ),
  );
}

/** The field a pastime names when it stands where a field is named. */
const FIELD_OF_PASTIME = { sports: 'sport_science' } as const satisfies Partial<
  Record<Interest, FieldConcept>
>;

/** A pastime right after a field slot ("bachelor in", "licenciatura em"), with nothing but a space between. */
function pastimeInSlot(scan: Scan): Mention | undefined {
  return scan.concepts.find(
    (m) =>
      m.kind === 'interest' &&
      m.id in FIELD_OF_PASTIME &&
      scan.cues.some(
        (cue) =>
          cue.id === 'fieldSlot' && cue.end <= m.start && /^\s?$/.test(between(scan, cue.end, m.start)),
      ),
  );
}

/** Words that join the words of one field's name ("history of art", "ciencia y tecnología"). */
const FIELD_JOINERS = new Set([
  'of',
  'and',
  'de',
  'del',
  'da',
  'do',
  'des',
  'du',
  'der',
  'und',
  'et',
  'y',
  'e',
  've',
  'i',
  'and',
]);
/** Filler and cue words that may stand between where a field is named and the field ("study it abroad"). */
const SLOT_SKIPS = 2;
/** Korean particles that end a word naming a field ("이집트학을", "이집트학에"). */
const KOREAN_PARTICLES = /(을|를|이|가|은|는|의|에서|에|으로|로|과|와|도)$/u;
const HAN_OR_HANGUL = /[\u3400-\u9FFF\uAC00-\uD7AF]/u;

/**
 * What a student seems to name as a field of study without any field concept explaining it: the words no term
 * covers right where a field is named ("a master in egyptology", "Egyptology master", "读埃及学硕士"), as
 * written. Words elsewhere (about family, hobbies) are not taken for a field.
 */
function unknownField(scan: Scan, tokens: readonly Token[], description: string): UnknownField | null {
  const anchors = fieldAnchors(scan);
  if (anchors.length === 0) return null;
  const mentions = [...scan.concepts, ...scan.cues, ...scan.filler];
  return scan.substringScript
    ? unknownFieldInScript(scan, anchors, mentions)
    : unknownFieldInWords(scan, tokens, anchors, mentions, description);
}

function unknownFieldInWords(
  scan: Scan,
  tokens: readonly Token[],
  anchors: readonly Mention[],
  mentions: readonly Mention[],
  description: string,
): UnknownField | null {
  const coveredBy = (token: Token) => mentions.filter((m) => m.start < token.end && m.end > token.start);
  const isFree = (token: Token) =>
    coveredBy(token).length === 0 && token.word.length >= 3 && !/\d/.test(token.word);
  // only filler and cue words may stand between the anchor and the field, never another concept
  const isSkippable = (token: Token) =>
    coveredBy(token).every((m) => m.kind === 'filler' || CUE_KINDS.has(m.kind)) && !isFree(token);
  const picked = new Set<number>();
  for (const anchor of anchors) {
    const after = tokens.findIndex((t) => t.start >= anchor.end);
    const before = tokens.findLastIndex((t) => t.end <= anchor.start);
    for (const [from, step] of [
      [after, 1],
      [before, -1],
    ] as const) {
      if (from < 0) continue;
      let at = from;
      let skipped = 0;
      while (at >= 0 && at < tokens.length && !isFree(tokens[at]!) && isSkippable(tokens[at]!)) {
        if (++skipped > SLOT_SKIPS || FIELD_JOINERS.has(tokens[at]!.word)) break;
        at += step;
      }
      const run: number[] = [];
      for (; at >= 0 && at < tokens.length; at += step) {
        const token = tokens[at]!;
        const previous = run.length > 0 ? tokens[run[run.length - 1]!]! : null;
        if (
          previous &&
          SENTENCE_END.test(
            between(scan, Math.min(previous.end, token.end), Math.max(previous.start, token.start)),
          )
        )
          break;
        if (isFree(token)) run.push(at);
        else if (!(run.length > 0 && FIELD_JOINERS.has(token.word))) break;
      }
      for (const index of run) picked.add(index);
    }
  }
  if (picked.size === 0) return null;
  const indices = [...picked].sort((a, b) => a - b);
  const written = description.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const words = indices.map((index) => tokens[index]!.word);
  const text =
    written.length === tokens.length ? indices.map((index) => written[index]!).join(' ') : words.join(' ');
  return { text, words };
}

function unknownFieldInScript(
  scan: Scan,
  anchors: readonly Mention[],
  mentions: readonly Mention[],
): UnknownField | null {
  const covered = new Array<boolean>(scan.text.length).fill(false);
  for (const mention of mentions) covered.fill(true, mention.start, mention.end);
  const found: string[] = [];
  for (const run of scan.text.matchAll(/[\p{L}]+/gu)) {
    let start = run.index;
    const end = start + run[0].length;
    while (start < end) {
      while (start < end && covered[start]) start += 1;
      let stop = start;
      while (stop < end && !covered[stop]) stop += 1;
      const piece = scan.text.slice(start, stop).replace(KOREAN_PARTICLES, '');
      const touches = anchors.some((a) => Math.abs(a.start - stop) <= 1 || Math.abs(start - a.end) <= 1);
      if (piece.length >= 2 && HAN_OR_HANGUL.test(piece) && touches) found.push(piece);
      start = stop;
    }
  }
  const words = unique(found);
  return words.length === 0 ? null : { text: words.join(' '), words };
}

/**
 * The negation words that are part of a wish for no tuition ("不要学费的欧洲本科", "ohne Studiengebühren in Europa")
 * or of a word for abroad ("lá para fora, de preferência Holanda") negate the fees or the home country, not the
 * place after them.
 */
/** "İsveççe, Danca falan bilmiyorum": a word that names a language and (by its stem) a country is the language. */
function withoutCountriesNamingLanguages(concepts: readonly Mention[]): Mention[] {
  return concepts.filter(
    (m) =>
      m.kind !== 'country' ||
      !concepts.some((other) => other.kind === 'language' && other.start === m.start && other.end === m.end),
  );
}

/**
 * "une école d'ingénieur en génie civil": words that can tell what was studied ("ingénieur en") are no such cue
 * inside the name of a field begun before them; "مستوى الإجازة": a word for a level is no language level inside
 * the name of a degree.
 */
function withoutCuesInsideNames(cues: readonly Mention[], mentions: readonly Mention[]): Mention[] {
  const inside = (cue: Mention, kind: string) =>
    mentions.some((m) => m.kind === kind && m.start <= cue.start && m.end > cue.end);
  return cues.filter(
    (cue) =>
      !(
        cue.id === 'pastStudy' &&
        mentions.some((m) => m.kind === 'field' && m.start < cue.start && m.end > cue.start)
      ) && !(cue.id === 'speaks' && inside(cue, 'degree')),
  );
}

/** "je m'appelle Léa", "my name is Sofia": the name after the words introducing it is no field or place. */
function withoutNames(concepts: readonly Mention[], intros: readonly Mention[], text: string): Mention[] {
  return concepts.filter(
    (m) =>
      !intros.some(
        (intro) =>
          intro.end <= m.start &&
          (intro.id === 'nameIntro'
            ? /^[\s,:]{0,2}$/.test(text.slice(intro.end, m.start))
            : // "ma fille Léa" is a name, "mi hija española" a nationality
              /^\s?$/.test(text.slice(intro.end, m.start)) &&
              (m.kind === 'field' || PLACE_KINDS.has(m.kind))),
      ),
  );
}

/**
 * Spanish "porque no tengo dinero" (because I don't have) is written like "¿por qué no?" (why not) once accents go:
 * followed by a verb it gives a reason, no wish.
 */
function becauseNot(text: string, cue: Mention): boolean {
  return (
    cue.id === 'wish' &&
    /^porque no$/.test(text.slice(cue.start, cue.end)) &&
    /^\s\p{L}/u.test(text.slice(cue.end))
  );
}

function withoutNegationInsideOtherCues(cues: readonly Mention[], concepts: readonly Mention[]): Mention[] {
  // "poza Polską i Węgrami", "outside Germany": a phrase for abroad that names the country keeps its negation
  const namesPlace = (host: Mention) =>
    concepts.some((m) => PLACE_KINDS.has(m.kind) && m.start >= host.start && m.end <= host.end);
  // "pourquoi pas en Espagne", "¿por qué no?": a wish, not an exclusion
  const hosts = cues.filter(
    (c) =>
      c.id === 'freeTuition' || c.id === 'wish' || c.id === 'stay' || (c.id === 'abroad' && !namesPlace(c)),
  );
  if (hosts.length === 0) return [...cues];
  return cues.filter(
    (c) =>
      !(c.id === 'negationBefore' || c.id === 'negationAfter') ||
      !hosts.some((h) => h.start < c.end && h.end > c.start && h.start <= c.start),
  );
}

/** Reads a free-text study profile in any interface language into a `StudentProfile`. */
/**
 * Countries written as their ISO code in capitals ("Konservatorium in NL oder BE", "em PT", "UK"): the codes of the
 * catalogue's countries that are no common word in any interface language ("IT", "IS", "NO", "AT", "DE" in
 * lower case are words; in capitals "IT" is still a field, so it stays out).
 */
const WRITTEN_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'NL',
    'BE',
    'PT',
    'ES',
    'FR',
    'CH',
    'SE',
    'DK',
    'FI',
    'PL',
    'CZ',
    'SK',
    'HU',
    'RO',
    'BG',
    'GR',
    'HR',
    'SI',
    'EE',
  ]
    .concat(['LV', 'LT', 'IE', 'LU', 'MT', 'CY', 'GB', 'TR', 'RS', 'DE'])
    .map((code) => [code, code] as const)
    .concat([['UK', 'GB']]),
);

const CITIZENSHIP_CUES = new Set([
  'nationalityBefore',
  'nationalityAfter',
  'originBefore',
  'euCitizen',
  'nonEuCitizen',
]);

/** The country a language's adjective names when it is the first half of a double nationality. */
const COUNTRY_OF_LANGUAGE: Readonly<Partial<Record<string, string>>> = {
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
  pl: 'PL',
  nl: 'NL',
  tr: 'TR',
  el: 'GR',
};

/**
 * "deutsch-türkischer Doppelstaatler", "Dutch/Swiss": a language's adjective joined by a hyphen or slash to a
 * nationality is a nationality too, and no language of instruction.
 */
function hyphenatedNationalities(mentions: readonly Mention[], text: string): Mention[] {
  const nationalities = mentions.filter((m) => m.kind === 'nationality');
  return mentions.map((m) => {
    const country = m.kind === 'language' ? COUNTRY_OF_LANGUAGE[m.id] : undefined;
    if (!country || !'-/'.includes(text[m.end] ?? ' ') || !nationalities.some((n) => n.start === m.end + 1)) {
      return m;
    }
    return { kind: 'nationality', id: country, start: m.start, end: m.end };
  });
}

function countryCodesWritten(
  description: string,
  text: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
): Mention[] {
  // "mam 2 obywatelstwa PL i UK", "çifte vatandaşım (TR + DE)": codes next to words for citizenship are passports
  // ... with nothing but other codes and short joining words between them ("in NL, irish passport" is Irish,
  // "çifte vatandaşım (TR + DE), master in NL" wants the Netherlands)
  const citizenshipCues = mentions.filter((m) => CITIZENSHIP_CUES.has(m.id));
  const onlyCodesBetween = (gap: string) => gap.split(/[^\p{L}]+/u).every((word) => word.length <= 3);
  const nearCitizenship = (token: Token) =>
    citizenshipCues.some((cue) => {
      const gap =
        cue.end <= token.start ? text.slice(cue.end, token.start) : text.slice(token.end, cue.start);
      return gap.length <= 30 && !SENTENCE_END.test(gap) && onlyCodesBetween(gap);
    });
  const written = description.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (written.length !== tokens.length) return [];
  // a text in capitals ("QUIERO ESTUDIAR … ES CARO") writes words, not codes
  const capitals = description.match(/\p{Lu}/gu)?.length ?? 0;
  if (capitals > (description.match(/\p{L}/gu)?.length ?? 0) / 3) return [];
  return tokens.flatMap((token, index) => {
    const code = WRITTEN_CODES[written[index]!];
    // "with a BE in mechanical engineering": a degree held, not Belgium
    if (!code || /^(?:a|an|my)$/.test(tokens[index - 1]?.word ?? '')) return [];
    return [
      {
        kind: nearCitizenship(token) ? 'nationality' : 'country',
        id: code,
        start: token.start,
        end: token.end,
      },
    ];
  });
}

export class ProfileExtractor {
  constructor(
    private readonly vocabularies: ReadonlyMap<InterfaceLanguage, TermMatcher>,
    private readonly today: () => Date = () => new Date(),
  ) {}

  extract(description: string, hint?: InterfaceLanguage): StudentProfile {
    const text = normalizeText(description);
    const tokens = tokenize(text);
    // among the likely languages, the one whose words explain most of the text
    let language: InterfaceLanguage = 'en';
    let mentions: Mention[] = [];
    let bestCovered = -1;
    for (const candidate of rankLanguages(description, hint, text)) {
      const found = this.vocabularies.get(candidate)!.find(text, tokens);
      const covered = coverage(found);
      if (mentions.length === 0 || covered > bestCovered)
        [language, mentions, bestCovered] = [candidate, found, covered];
    }
    mentions = hyphenatedNationalities(
      [...mentions, ...countryCodesWritten(description, text, tokens, mentions)],
      text,
    );
    const scan: Scan = {
      text,
      substringScript: isSubstringScript(text),
      // filler words only tell what is not a field; they never hide a concept ("English-taught")
      concepts: withoutNames(
        withoutCountriesNamingLanguages(
          // "seguro médico": a phrase naming no field hides the field word inside it, then goes too
          longestNonOverlapping(mentions.filter((m) => !CUE_KINDS.has(m.kind) && m.kind !== 'filler')).filter(
            (m) => m.kind !== 'notField',
          ),
        ),
        mentions.filter((m) => m.id === 'nameIntro' || m.id === 'relativeIntro'),
        text,
      ),
      cues: withoutCuesInsideNames(
        withoutNegationInsideOtherCues(
          // "北欧，": a currency word ("欧") inside a place's name is the place
          mentions.filter(
            (m) =>
              CUE_KINDS.has(m.kind) &&
              !(
                m.kind === 'currency' &&
                mentions.some((p) => PLACE_KINDS.has(p.kind) && p.start < m.end && p.end > m.start)
              ) &&
              !becauseNot(text, m),
          ),
          mentions.filter((m) => PLACE_KINDS.has(m.kind)),
        ),
        mentions,
      ),
      filler: mentions.filter((m) => m.kind === 'filler' || m.kind === 'notField'),
    };
    // reach of a cue in characters: about three words in spaced scripts, a few characters in Chinese and Korean
    const reach = scan.substringScript ? 8 : 24;

    const places = this.readPlaces(scan, reach, language);
    const languages = this.readLanguages(scan, reach, places.nationalityMentions, language);
    // where the student lives says which dollar or dirham is meant before the passport does
    const money = this.readMoney(scan, places.residence ?? places.origin);
    const ofKind = <T extends string>(kind: string) =>
      unique(scan.concepts.filter((m) => m.kind === kind).map((m) => m.id as T));

    // a degree the student already holds ("I have an MSc in public health") is not the one wanted, when another is
    // "graduated" said of school ("lise mezunuyum", "고등학교 졸업했") is finishing school, not a degree held
    const schoolLeaving = scan.cues.filter((cue) => cue.id === 'schoolLeaving');
    const degreeMentions = scan.concepts.filter(
      (m) =>
        m.kind === 'degree' &&
        !schoolLeaving.some((cue) => cue.start < m.end && cue.end > m.start) &&
        !refusedLevel(scan, m),
    );
    // "약학 (6년제) 졸업했습니다", "işletme mezunuyum": where the verb ends the clause, it follows the degree held
    const notHeld = degreeMentions.filter(
      (m) =>
        // "معي بكالوريوس": a degree inside the words for one held counts too
        !heldBefore(scan, m) &&
        !doneAfter(scan, m) &&
        !(VERB_LAST.has(language) && cueAfter(scan, m, ['pastStudy'], PAST_DEGREE_REACH, true)),
    );
    const degrees = unique((notHeld.length > 0 ? notHeld : degreeMentions).map((m) => m.id as DegreeWanted));
    // "a PhD in astrophysics; MSc from Bonn": a doctorate named before any other degree is the wish, the later
    // degree the background ("a master, then a PhD" keeps the master); so is one named after a bachelor and a
    // master together, the path already walked ("BSc + MSc Physik an der ETH, suche eine Doktorandenstelle"), or
    // after degrees the student holds
    const degreesInOrder = mentions
      .filter(
        (m) =>
          m.kind === 'degree' && !refusedLevel(scan, m) && !(m.id === 'doctorate' && heldBefore(scan, m)),
      )
      .sort((a, b) => a.start - b.start);
    // "faire un doctorat", "do a PhD": a career phrase around the word still asks for a doctorate; one refused
    // ("박사는 말고") or held ("Mam doktorat") does not
    const wantsDoctorate = degreesInOrder.some((m) => m.id === 'doctorate');
    const firstDoctorate = degreesInOrder.findIndex((m) => m.id === 'doctorate');
    const before = firstDoctorate < 0 ? [] : degreesInOrder.slice(0, firstDoctorate);
    // "Master in Forstwirtschaft gemacht und suche jetzt ein Doktorat", "ماجستير علوم سياسية. أبحث عن دكتوراه": a
    // doctorate named after a master is the wish, unless the master comes first on the way ("a master, then a PhD")
    const afterMaster =
      firstDoctorate > 0 &&
      before.some((m) => m.id === 'master') &&
      !THEN.test(between(scan, before.at(-1)!.end, degreesInOrder[firstDoctorate]!.start));
    const doctorateFirst =
      firstDoctorate === 0 ||
      afterMaster ||
      (firstDoctorate > 0 &&
        ((before.some((m) => m.id === 'bachelor') && before.some((m) => m.id === 'master')) ||
          before.every((m) => !notHeld.some((n) => n.start === m.start && n.end === m.end))));
    // "bachelor or master idk", "licenciatura ou mestrado integrado, o que for": either level will do
    const ordered = [...notHeld].sort((a, b) => a.start - b.start);
    const eitherLevel = ordered.some((m, index) => {
      const next = ordered[index + 1];
      if (!next || next.id === m.id || next.id === 'doctorate' || m.id === 'doctorate') return false;
      const gap = between(scan, m.end, next.start);
      return gap.length <= 12 && !SENTENCE_END.test(gap) && onlyConnectors(gap) && /\p{L}/u.test(gap);
    });
    const explicit =
      doctorateFirst || eitherLevel
        ? null
        : degrees.includes('long_cycle')
          ? 'long_cycle'
          : degrees.includes('master')
            ? 'master'
            : degrees.includes('bachelor')
              ? 'bachelor'
              : null;
    // finishing school says a first degree, which may be a bachelor or a long single cycle (medicine), and so
    // does a word for undergraduate studies in general ("本科", "학부", "grado") when it is the only degree named
    const undergraduate = scan.cues.filter((cue) => cue.id === 'undergraduate');
    const generalFirstDegree =
      explicit === 'bachelor' &&
      notHeld.every(
        (m) => m.id !== 'bachelor' || undergraduate.some((cue) => cue.start < m.end && cue.end > m.start),
      );
    const firstDegree =
      (explicit === null &&
        !wantsDoctorate &&
        (scan.cues.some((cue) => cue.id === 'schoolLeaving') ||
          SCHOOL_AGE.some((age) => age.test(scan.text)))) ||
      generalFirstDegree;
    const degree = explicit ?? (firstDegree ? 'bachelor' : null);

    // words no concept explains ("viticulture") and the words of named fields ("artificial intelligence") may
    // name a program: they go to text search; places, cues and other concepts do not
    const covered = [...scan.cues, ...scan.concepts.filter((m) => m.kind !== 'field')];
    const searchText = unique(
      tokens
        .filter(
          (t) =>
            t.word.length >= 4 &&
            !/\d/.test(t.word) &&
            !covered.some((m) => t.start < m.end && t.end > m.start),
        )
        .map((t) => t.word),
    ).join(' ');

    let fields = fieldsWanted(scan, reach, language);
    // "licenciatura em desporto", "a bachelor in sports": a pastime named where a field is named is that field
    const pastimeAsField = fields.length === 0 ? pastimeInSlot(scan) : undefined;
    if (pastimeAsField) fields = [FIELD_OF_PASTIME[pastimeAsField.id as keyof typeof FIELD_OF_PASTIME]];
    // "nauczycielka angielskiego": a teacher of a subject trains with that subject, unless education is named on
    // its own as what to study ("professora de inglês ... mestrado em educação")
    const subjects = scan.concepts.filter((m) => m.kind === 'language' && taughtSubject(scan, m));
    const beside = (a: Mention, b: Mention) =>
      (a.end <= b.start ? between(scan, a.end, b.start) : between(scan, b.end, a.start)).length <= 4;
    const educationApart = scan.concepts.some(
      (m) => m.kind === 'field' && m.id === 'education' && !subjects.some((language) => beside(m, language)),
    );
    if (subjects.length > 0 && !educationApart)
      fields = unique([...fields.filter((field) => field !== 'education'), 'subject_teaching']);
    let unknown =
      fields.length > 0 || scan.cues.some((cue) => cue.id === 'anyField')
        ? null
        : unknownField(scan, tokens, description);
    // a Chinese or Korean field name with one character wrong ("游戏设记") is that field
    const near =
      unknown && scan.substringScript ? this.vocabularies.get(language)!.fieldNear(unknown.text) : undefined;
    if (near) [fields, unknown] = [[near.id as FieldConcept], null];
    // "간호학과 졸업했는데 수의학 쪽으로": a graduate turning to medicine or veterinary medicine starts its long cycle
    // (or a bachelor), not a master; a degree only held says no level then
    const heldOnly = notHeld.length === 0 && degreeMentions.length > 0;
    const degreeWanted =
      heldOnly && fields.some((field) => MEDICAL_LONG_CYCLE_FIELDS.has(field)) ? null : degree;
    return {
      language,
      fields,
      degree: degreeWanted,
      firstDegree,
      wantsDoctorate,
      placesAreExamples: places.examples,
      countries: places.countries,
      regions: places.regions,
      cities: places.cities,
      excludedCountries: places.excludedCountries,
      excludedRegions: places.excludedRegions,
      instructionLanguages: languages.instruction,
      spokenLanguages: languages.spoken,
      avoidedLanguages: languages.avoided,
      citizenship: this.readCitizenship(scan, places.origins),
      originCountry: places.origin,
      totalBudget: money.total,
      tuitionBudget: money.tuition,
      lowCost: money.living || scan.cues.some((c) => c.id === 'lowCost'),
      freeTuition: scan.cues.some((c) => c.id === 'freeTuition'),
      wished: wishedConstraints(scan, places.wished, reach),
      interests: ofKind<Interest>('interest').filter((interest) => interest !== pastimeAsField?.id),
      // "أعمل معلم رياضيات", "I'm a registered nurse": a job held is no career goal
      careers: unique(
        scan.concepts
          .filter(
            (m) =>
              m.kind === 'career' &&
              !insideCue(scan, m, 'pastStudy') &&
              !cueBefore(scan, m, ['pastStudy'], reach, true),
          )
          .map((m) => m.id as Career),
      ),
      start: this.readStart(scan, money.amounts),
      searchText,
      unknownField: unknown,
    };
  }

  private readPlaces(scan: Scan, reach: number, language: InterfaceLanguage) {
    const countries: string[] = [];
    const regions: Region[] = [];
    const cities: string[] = [];
    const excludedCountries: string[] = [];
    const excludedRegions: Region[] = [];
    const nationalityMentions: Mention[] = [];
    const origins: string[] = [];
    const destinations: Mention[] = [];
    let origin: string | null = null;
    let residence: string | null = null;
    const originMentions: Mention[] = [];
    const residences: Mention[] = [];
    const regionMentions: Mention[] = [];

    const ownNationalities = this.ownNationalities(scan);
    let refusedBefore: Mention | null = null;
    for (const mention of scan.concepts) {
      if (mention.kind === 'nationality') {
        if (ownNationalities.has(mention)) {
          origin ??= mention.id;
          origins.push(mention.id);
          nationalityMentions.push(mention);
        } else if (namesSchools(scan, mention)) {
          // "Swiss hotel schools", "eine Schweizer Hochschule": the schools of a country are in it
          destinations.push(mention);
          countries.push(mention.id);
        }
        continue;
      }
      if (!PLACE_KINDS.has(mention.kind)) continue;
      // "c'est moins cher qu'en France": the place a price is compared with is no destination
      if (COMPARED_WITH.test(scan.text.slice(Math.max(0, mention.start - 40), mention.start))) continue;
      // "diploma AB'de geçerli olsun", "a degree recognised in the EU": where it counts, not where to study
      if (
        RECOGNISED_IN.test(scan.text.slice(Math.max(0, mention.start - 30), mention.start)) ||
        RECOGNISED_AFTER.test(scan.text.slice(mention.end, mention.end + 16))
      )
        continue;
      // "I don't speak any Nordic language": a region's adjective naming languages, not a place
      if (mention.kind === 'region' && namesLanguages(scan, mention)) continue;
      const code = mention.kind === 'city' ? countryOfCity(mention.id) : mention.id;
      // "I live in Istanbul", "w Krakowie mieszkam", "مقيم بتركيا": home for "abroad", no citizenship, no wish; so
      // is where the student finished school ("Matura in Linz") or a degree ("在英国读完了新闻本科")
      if (
        mention.kind !== 'region' &&
        (cueBefore(scan, mention, ['residenceBefore'], reach, true) ||
          studiedAt(scan, mention) ||
          cueAfter(scan, mention, ['residenceAfter'], AFTER_REACH, true) ||
          cueBefore(scan, mention, ['schoolLeaving'], AFTER_REACH, true) ||
          (scan.substringScript && cueAfter(scan, mention, ['pastStudy'], AFTER_REACH, true)))
      ) {
        residence ??= code;
        residences.push(mention);
        continue;
      }
      // "my grandmother was from Bavaria": a relative's home is neither the student's nor a wish
      if (RELATIVE_FROM.test(scan.text.slice(Math.max(0, mention.start - 50), mention.start))) continue;
      // "from India", "soy de Valencia": where the student comes from, not where they want to go; so is a home
      // town right after the student's nationality ("je suis suisse (Lausanne)", "Österreicher, aus Graz")
      const isOrigin =
        mention.kind !== 'region' &&
        (cueBefore(scan, mention, ['originBefore'], reach, true) ||
          cueAfter(scan, mention, ['originAfter'], AFTER_REACH) ||
          // French "je suis suisse": the country's name is its adjective too
          (mention.kind === 'country' &&
            scan.cues.some(
              (cue) =>
                cue.id === 'nationalityBefore' &&
                cue.end <= mention.start &&
                /^\s*$/.test(between(scan, cue.end, mention.start)),
            )) ||
          [...ownNationalities, ...originMentions].some(
            (home) =>
              home.id === code &&
              home.end <= mention.start &&
              /^[\s,(]*(?:(?:de|from|aus|z|ze|da|do|di|du|d')\s*)?$/.test(
                between(scan, home.end, mention.start),
              ),
          ));
      // "no ukraine/russia pls": a bare "no" right before a place, and the places listed with it
      // (English and Spanish only: Portuguese "no Porto" is "in Porto")
      const refusedByNo: boolean =
        (BARE_NO.has(language) &&
          /(?:^|[\s,(])no\s*$/.test(scan.text.slice(Math.max(0, mention.start - 4), mention.start))) ||
        (refusedBefore !== null && listedTogether(scan, refusedBefore, mention));
      const negated: boolean =
        refusedByNo ||
        scan.cues.some(
          (cue) =>
            cue.id === 'negationBefore' &&
            reachesForward(scan, cue, mention, reach, true) &&
            // "à l'étranger mais pas trop loin : Espagne, Portugal ou Italie": a colon opens the choice
            !between(scan, cue.end, mention.start).includes(':'),
        ) ||
        cueAfter(scan, mention, ['negationAfter'], AFTER_REACH);
      refusedBefore = refusedByNo ? mention : null;
      // "en España pero fuera de Andalucía": a region of a country refused leaves the country as it was
      if (negated && mention.part) continue;
      // "no ukraine/russia pls": a place refused is no home either
      if (negated && mention.kind === 'country' && !EUROPEAN_COUNTRIES.has(mention.id)) continue;
      if (isOrigin || (mention.kind === 'country' && !EUROPEAN_COUNTRIES.has(mention.id))) {
        originMentions.push(mention);
        origin ??= code;
        origins.push(code);
        continue;
      }
      if (!negated && mention.kind !== 'region') destinations.push(mention);
      if (!negated && mention.kind === 'region' && mention.id !== 'europe') regionMentions.push(mention);
      if (mention.kind === 'country') (negated ? excludedCountries : countries).push(mention.id);
      else if (mention.kind === 'region') (negated ? excludedRegions : regions).push(mention.id as Region);
      else if (!negated) cities.push(mention.id);
    }
    // "노르웨이랑 덴마크는 빼주세요", "Norway and Denmark are out": a refusal written after a list is the list's
    // ("Fransa, İtalya, İspanya olmasın": all three)
    const places = scan.concepts.filter((m) => m.kind === 'country');
    let refusedAfter: Mention | null = null;
    for (let i = places.length - 2; i >= 0; i -= 1) {
      const [a, b] = [places[i]!, places[i + 1]!];
      if (
        excludedCountries.includes(b.id) &&
        countries.includes(a.id) &&
        (refusedAfter === b || cueAfter(scan, b, ['negationAfter'], AFTER_REACH)) &&
        listedTogether(scan, a, b)
      ) {
        countries.splice(countries.indexOf(a.id), 1);
        excludedCountries.push(a.id);
        refusedAfter = a;
      }
    }
    // "gehe sicher nicht ins Ausland", "Türkiye'den çıkmak istemiyorum": a word for abroad inside a refusal to leave
    // is no wish to go abroad, and home, where nothing else is named, is the place
    const stays = scan.cues.filter((cue) => cue.id === 'stay');
    // "fuera de Andalucía": out of a region of the home country is no abroad
    const leavesPart = (cue: Mention) =>
      scan.concepts.some(
        (m) =>
          m.part && m.start >= cue.start && (m.end <= cue.end || between(scan, cue.end, m.start).length <= 4),
      );
    const abroadCues = scan.cues.filter(
      (cue) =>
        cue.id === 'abroad' &&
        !stays.some((stay) => stay.start <= cue.start && stay.end >= cue.end) &&
        !leavesPart(cue),
    );
    const abroad = abroadCues.length > 0;
    // "I live in Germany." and nothing else: where they live is the only place named, and may well be the wish
    if (destinations.length === 0 && regions.length === 0 && excludedCountries.length === 0 && !abroad) {
      // (a home outside Europe is no place to study in: "مقيم في الإمارات")
      for (const mention of residences) {
        if (!EUROPEAN_COUNTRIES.has(countryOfCity(mention.id))) continue;
        destinations.push(mention);
        // not leaving the country is not staying in the city
        if (mention.kind === 'country' || stays.length > 0) countries.push(countryOfCity(mention.id));
        else cities.push(mention.id);
      }
      if (destinations.length > 0) residence = null;
      // (or the country of the student's nationality: "Je suis luxembourgeois et je ne veux pas quitter le pays")
      const home =
        originMentions.find((m) => EUROPEAN_COUNTRIES.has(m.id)) ??
        nationalityMentions.find((m) => EUROPEAN_COUNTRIES.has(m.id));
      if (destinations.length === 0 && stays.length > 0 && home !== undefined) {
        destinations.push(home);
        countries.push(home.id);
      }
    }
    // "quero ir estudar lá para fora" from Porto: abroad is anywhere but home, unless home is named as well; home is
    // where the student lives when they say so ("in Duisburg geboren, nur die türkische Staatsangehörigkeit ... im
    // Ausland" leaves Türkiye open)
    // "mit dem Schnitt wird das in Deutschland nichts, also Ausland": home named before "abroad" is the reason, not a
    // destination
    const abroadAt = Math.min(...abroadCues.map((cue) => cue.start), Number.POSITIVE_INFINITY);
    // ... unless named after it, or as its alternative ("w Polsce albo za granicą")
    // (not in the reason given after it: "à l'étranger, parce qu'en Belgique il y a le concours")
    const namedAfterAbroad = (code: string) =>
      destinations.some(
        (m) =>
          (m.kind === 'city' ? countryOfCity(m.id) : m.id) === code &&
          ((m.start > abroadAt && !BECAUSE.test(between(scan, abroadAt, m.start))) ||
            (m.end <= abroadAt && onlyConnectors(between(scan, m.end, abroadAt)))),
      );
    // "Yurt dışında hemşirelik", "fizjoterapia za granicą": with no home named, the home of a language spoken in one
    // country only
    for (const home of [residence ?? origin ?? HOME_OF_LANGUAGE[language] ?? null]) {
      if (
        home !== null &&
        EUROPEAN_COUNTRIES.has(home) &&
        abroadAt < Number.POSITIVE_INFINITY &&
        !namedAfterAbroad(home)
      ) {
        excludedCountries.push(home);
        for (let i = countries.length - 1; i >= 0; i -= 1) if (countries[i] === home) countries.splice(i, 1);
      }
    }
    // "Rumänien und Bulgarien ... also bitte die nicht", "Spain or Italy, but not those": the places named before a
    // refusal by pronoun, in its sentence, are refused
    for (const refusal of scan.text.matchAll(REFUSES_NAMED)) {
      const from = sentenceStart(scan.text, refusal.index);
      for (const m of destinations)
        if (m.kind === 'country' && m.start >= from && m.end <= refusal.index) excludedCountries.push(m.id);
    }
    // "en Madrid o cerca", "Lyon ou environs", "서울 근처": around a city is its country, the city no limit
    const nearCities = new Set(
      destinations
        .filter(
          (m) =>
            m.kind === 'city' &&
            scan.cues.some(
              (cue) =>
                cue.id === 'nearPlaces' &&
                cue.start >= m.end &&
                between(scan, m.end, cue.start).trim() === '',
            ),
        )
        .map((m) => m.id),
    );
    for (const id of nearCities) countries.push(countryOfCity(id));
    const wanted = unique(countries.filter((c) => !excludedCountries.includes(c)));
    // the countries named as the choice, not as a wish inside a region ("Scandinavia, ideally Norway")
    const wishes = wishedPlaces(scan, destinations, reach);
    const chosen = new Set(
      destinations
        .filter((m) => !wishes.has(m))
        .map((m) => (m.kind === 'city' ? countryOfCity(m.id) : m.id))
        .filter((code) => !excludedCountries.includes(code)),
    );
    // "Poland, Hungary or Slovakia, or anywhere in eastern Europe really": a region named after the countries, as
    // one more alternative, widens them; one named first frames them ("Northern Europe: Denmark or Norway")
    const lastChosen = Math.max(-1, ...destinations.filter((m) => !wishes.has(m)).map((m) => m.end));
    const alternatives = new Set(
      regionMentions.filter((m) => lastChosen >= 0 && m.start > lastChosen).map((m) => m.id as Region),
    );
    // "东欧治安不太好，所以东欧国家就不考虑了": a region refused anywhere is refused
    const wantedRegions = unique(
      regions.filter((r) => r !== 'europe' && !excludedRegions.includes(r)),
    ).filter((region) => alternatives.has(region) || narrowedRegions([region], chosen).length > 0);
    // a city said to be optional among other places is dropped; a place alone said to be optional is an example
    const optional = optionalPlace(scan);
    const optionalCity =
      optional?.kind === 'city' && destinations.some((m) => m !== optional && m.kind !== 'city');
    return {
      countries: wanted,
      regions: wantedRegions,
      // "tercihen Polonya ya da Macaristan", "ideally somewhere in Scandinavia or the Netherlands": every place
      // named is only a wish (a country wished for inside a region leaves the region a limit)
      // (home named as the reason to leave it is no place to wish for: "en Belgique c'est impossible … à l'étranger")
      wished: allWished(
        scan,
        [
          ...destinations.filter(
            (m) => !excludedCountries.includes(m.kind === 'city' ? countryOfCity(m.id) : m.id),
          ),
          ...regionMentions,
        ],
        reach,
      ),
      // "Mam dyplom z politologii (Warszawa) ... każdy kraj poza Polską": a city in a country excluded is no wish
      // "in Frankreich; Paris muss nicht sein": a city not required beside other places limits nothing
      cities: unique(cities).filter(
        (id) =>
          !excludedCountries.includes(countryOfCity(id)) &&
          !(optionalCity && id === optional!.id) &&
          !nearCities.has(id),
      ),
      excludedCountries: unique(excludedCountries),
      excludedRegions: unique(excludedRegions),
      nationalityMentions,
      origin,
      origins,
      residence,
      examples:
        (optional !== undefined && !optionalCity) ||
        scan.cues.some(
          (cue) =>
            cue.id === 'openPlaces' &&
            // "not interested in anywhere else"
            !scan.cues.some(
              (no) =>
                no.id === 'negationBefore' &&
                no.end <= cue.start &&
                cue.start - no.end <= NEGATED_OPENING_REACH,
            ) &&
            // "qualquer país da Europa de Leste": any country of a region is that region
            !scan.concepts.some((m) => m.kind === 'region' && m.start < cue.end && m.end > cue.end) &&
            // "博科尼或者其他学校都行", "Bocconi or other schools": other schools in the same place
            !OTHER_SCHOOLS.test(scan.text.slice(cue.end, cue.end + 16)),
        ),
    };
  }

  /**
   * The nationality words that are the student's: right next to a cue ("I'm Nigerian", "Indian passport"), and
   * the others of a list one such word is in ("Brazilian and Italian citizen", "pasaporte mexicano y español",
   * "franco-brésilienne"), unless the word speaks of a language there ("I'm Indian and German is my second
   * language" keeps German a language).
   */
  private ownNationalities(scan: Scan): Set<Mention> {
    const nationalities = scan.concepts.filter((m) => m.kind === 'nationality');
    // "deutsch-türkisch", "franco-brésilienne", "Dutch/Swiss": two nationalities joined by a hyphen or a slash are
    // the student's own
    const byHyphen = (gap: string) => /^\s?[-/]\s?$/.test(gap);
    // ("my Danish/Swedish/Norwegian is literally zero": after "my", the languages)
    const chainStart = (mention: Mention) => {
      let first = mention;
      for (let i = 0; i < 4; i += 1) {
        const previous = nationalities.find((other) => byHyphen(between(scan, other.end, first.start)));
        if (!previous) break;
        first = previous;
      }
      return first;
    };
    const afterPossessive = (mention: Mention) =>
      /(?:^|\s)(?:my|mein|meine|mon|ma|mi|mis|meu|minha|moj|moje|moim)\s$/u.test(
        scan.text.slice(Math.max(0, chainStart(mention).start - 8), chainStart(mention).start),
      );
    const hyphened = (mention: Mention) =>
      !afterPossessive(mention) &&
      nationalities.some(
        (other) =>
          other !== mention &&
          (byHyphen(between(scan, other.end, mention.start)) ||
            byHyphen(between(scan, mention.end, other.start))),
      );
    // "Bin 28, Deutscher, gelernter Koch", "soy de Guadalajara, mexicano.", "(somos chilenos)": a nationality set
    // apart by commas or brackets says who the student is, as a language never stands alone there
    const languages = scan.concepts.filter((m) => m.kind === 'language');
    const apart = (mention: Mention) =>
      // English "German" is the language too: alone in a list it is the language
      !languages.some((language) => language.start === mention.start && language.end === mention.end) &&
      /(^|[,(:;.!?،，、（])\s*$/.test(scan.text.slice(0, mention.start)) &&
      // ... or followed by where from: "عراقي من البصرة", "Irish, from Cork", or by Arabic "and" ("سعودي وعلى حسابي")
      /^\s*($|[,.);!،，。、）]|و|(?:from|aus|de|del|da|do|du|z|ze|من)\s)/u.test(scan.text.slice(mention.end));
    // "soy enólogo mexicano", "je suis étudiante marocaine": one word between "I am" and the nationality, unless
    // the word is also a language's name ("I am learning German")
    const afterOneWord = (mention: Mention) =>
      !languages.some((language) => language.start === mention.start && language.end === mention.end) &&
      scan.cues.some(
        (cue) =>
          cue.id === 'nationalityBefore' &&
          cue.end <= mention.start &&
          /^\s+[\p{L}]+\s+$/u.test(between(scan, cue.end, mention.start)),
      );
    // "je suis lyonnaise pure souche et française": further on in the clause that says who the student is, when
    // the word cannot be a language
    const laterInClause = (mention: Mention) =>
      !languages.some((language) => language.start === mention.start && language.end === mention.end) &&
      scan.cues.some(
        (cue) =>
          cue.id === 'nationalityBefore' &&
          reachesForward(scan, cue, mention, CLAUSE_NATIONALITY_REACH, true) &&
          // "British only (no Irish granny)": nothing else said in between
          !/[()（）]/.test(between(scan, cue.end, mention.start)) &&
          !scan.cues.some((other) => other.start >= cue.end && other.end <= mention.start),
      );
    // "EU citizen btw, Portuguese", "passport: Polish": the word a citizenship cue introduces
    const introduced = (mention: Mention) =>
      scan.cues.some(
        (cue) =>
          cue.id === 'nationalityAfter' &&
          cue.end <= mention.start &&
          /^\s*(?:btw|by the way)?\s*[:,]\s*$/u.test(between(scan, cue.end, mention.start)),
      );
    const own = new Set(
      nationalities.filter(
        (mention) =>
          !namesResidencePermit(scan, mention) &&
          // "no tengo pasaporte alemán", "I don't have a German passport"
          !NOT_HELD_BEFORE.test(scan.text.slice(Math.max(0, mention.start - 30), mention.start)) &&
          (introduced(mention) ||
            // right next to it: "I'm Nigerian", not "I am fluent in Spanish"
            cueBefore(scan, mention, ['nationalityBefore', 'originBefore'], AFTER_REACH) ||
            cueAfter(scan, mention, ['nationalityAfter', 'originAfter'], AFTER_REACH) ||
            hyphened(mention) ||
            apart(mention) ||
            afterOneWord(mention) ||
            laterInClause(mention)),
      ),
    );
    const joined = (a: Mention, b: Mention) => {
      const gap = a.end <= b.start ? between(scan, a.end, b.start) : between(scan, b.end, a.start);
      if (gap.length > 10 || SENTENCE_END.test(gap)) return false;
      const words = gap.match(/[\p{L}]+/gu) ?? [];
      // Arabic and Korean attach "and" to the word ("والإيطالية", "한국과"): short pieces of a word join too;
      // "die deutsche und die türkische (Staatsbürgerschaft)" puts an article before each
      return words.every((word) => joinsList(scan, word));
    };
    let grown = true;
    while (grown) {
      grown = false;
      for (const mention of nationalities) {
        if (own.has(mention) || near(scan, mention, ['speaks', 'notSpeak'], 12)) continue;
        if ([...own].some((other) => joined(other, mention))) {
          own.add(mention);
          grown = true;
        }
      }
    }
    return own;
  }

  private readLanguages(
    scan: Scan,
    reach: number,
    nationalityMentions: readonly Mention[],
    language: InterfaceLanguage,
  ) {
    let previous: { mention: Mention; role: LanguageRole } | null = null;
    const philologies = scan.concepts.filter((m) => m.kind === 'field' && m.id === 'philology');
    const languageMentions = scan.concepts.filter((m) => m.kind === 'language');
    const roles: { mention: Mention; role: LanguageRole; cued: boolean }[] = [];
    for (const mention of scan.concepts) {
      if (mention.kind !== 'language') continue;
      if (nationalityMentions.some((n) => n.start === mention.start && n.end === mention.end)) continue;
      // "a German university": the schools of a country, not a language
      if (namesSchools(scan, mention)) continue;
      const around = scan.text.slice(Math.max(0, mention.start - reach), mention.end + reach);
      // the nearer cue decides: "fluent in Spanish" is spoken, "taught in English" is the instruction
      const toSpeaks = distanceToCue(scan, mention, 'speaks');
      const toTaught = distanceToCue(scan, mention, 'taughtIn');
      if (
        isWorkingLanguage(scan, mention) ||
        taughtSubject(scan, mention) ||
        namesResidencePermit(scan, mention)
      )
        continue;
      // "filologia szwedzka albo norweska", "Swedish or Norwegian philology": the language studied, not the one
      // taught in, unless a cue for teaching stands nearer to it than the philology
      const toPhilology = Math.min(
        ...philologies.map((p) => Math.max(p.start - mention.end, mention.start - p.end)),
      );
      if (toPhilology <= 2 * reach && toPhilology < toTaught) continue;
      // "my German is basic so it'd have to be in English": a "cannot" right after another language is that one's
      const ownedByEarlier = (cue: Mention) =>
        languageMentions.some(
          (other) =>
            other.end <= cue.start &&
            other.start < mention.start &&
            !/[,;.!?،，。]/.test(between(scan, other.end, cue.start)) &&
            between(scan, other.end, cue.start).length < between(scan, cue.end, mention.start).length,
        );
      // "Ni anglais ni néerlandais svp, que du français": a language after one refused, past other words than a
      // list's, is not refused with it
      const separatedFrom = (cue: Mention) =>
        languageMentions.some(
          (other) =>
            other.start >= cue.end &&
            other.end <= mention.start &&
            !onlyConnectors(between(scan, other.end, mention.start)),
        );
      const notSpoken =
        // where the verb ends the clause, a "cannot" before the language is the previous one's ("독일어를 못 해서 영어로")
        (!VERB_LAST.has(language) &&
          scan.cues.some(
            (cue) =>
              cue.id === 'notSpeak' &&
              // "je ne parle que français": "ne … que" is "only"
              !/^\s*qu(?:e\b|')/.test(scan.text.slice(cue.end)) &&
              reachesForward(scan, cue, mention, reach, false) &&
              // places listed in between are no list of languages ("algo de hidrógeno verde, en Alemania o Países
              // Bajos y en inglés")
              between(scan, cue.end, mention.start).length <= reach &&
              !ownedByEarlier(cue) &&
              !separatedFrom(cue),
          )) ||
        // the verb comes after the language where the verb ends the sentence ("Almanca bilmiyorum"), and in
        // Chinese "法语和英语都不行"
        (NOT_SPEAK_AFTER.has(language) && refusedAfter(scan, mention, 'notSpeak', 8)) ||
        // "mein Deutsch ist schlecht", "my German is basic"
        refusedAfter(scan, mention, 'notSpeakAfter', 12) ||
        // "nur bitte kein Französisch", "pas en français": a "no" right before the language, past a word for "in"
        refusedRightBefore(scan, mention);
      // "我会一点葡萄牙语，大概B1，到开学可以B2": a little, but at a level that can follow lectures by the start
      // ... or not yet, but the student will learn it ("意大利语我现在零基础，但可以学", "but I can learn it")
      // (unless the level is then called too weak: "po niemiecku (B1, raczej za słabo na studia)")
      const learningAfter = LEARNING_AFTER.test(scan.text.slice(mention.end, mention.end + 40));
      const levelAfter =
        (/^[^.;!?。！？；]{0,12}\b(?:b1|b2|c1|c2)\b/.test(scan.text.slice(mention.end)) &&
          !scan.cues.some(
            (cue) =>
              cue.id === 'notSpeakAfter' &&
              cue.start >= mention.end &&
              cue.start - mention.end <= 40 &&
              !/[.;!?。！？]/u.test(between(scan, mention.end, cue.start)),
          )) ||
        learningAfter;
      // "法语学过一年（大概A2吧）", "French (A2)": a beginner's level is too little to study in
      // (the first level after it, before any other language: "İngilizcem C1, Almancam A2")
      const levelNamed = /^[^.;!?。！？；]{0,14}?\b(a1|a2|b1|b2|c1|c2)\b/u.exec(scan.text.slice(mention.end));
      const beginnerAfter =
        levelNamed !== null &&
        /^a[12]$/.test(levelNamed[1]!) &&
        !languageMentions.some(
          (other) => other.start >= mention.end && other.start < mention.end + levelNamed[0].length,
        );
      let role: LanguageRole =
        (notSpoken && !levelAfter) || (beginnerAfter && !learningAfter)
          ? 'avoided'
          : ((toSpeaks <= reach && toSpeaks <= toTaught + 3) || CEFR_OR_TEST.test(around)) &&
              !(toTaught === 0 && toSpeaks > 0)
            ? 'spoken'
            : 'instruction';
      // "I speak Portuguese and a bit of English", "ni espagnol ni portugais": a list shares its cue
      if (role === 'instruction' && toTaught > reach && previous && previous.role !== 'instruction') {
        const gap = between(scan, previous.mention.end, mention.start);
        // "독일어를 못 해서 영어로": a verb between them is the first language's own, not shared
        const verbBetween = scan.cues.some(
          (cue) =>
            (cue.id === 'notSpeak' || cue.id === 'speaks') &&
            cue.start >= previous!.mention.end &&
            cue.end <= mention.start,
        );
        // a refusal is shared along a list only ("ni anglais ni néerlandais svp, que du français")
        const listOnly = onlyConnectors(gap);
        if (
          gap.length <= reach &&
          !crossesSentenceOrContrast(gap) &&
          !verbBetween &&
          (previous.role !== 'avoided' || listOnly)
        )
          role = previous.role;
      }
      // "I don't speak German, French or Dutch": the last of a refused list is refused too, though "speak" is near;
      // "Unterricht auf Deutsch oder Englisch, Italienisch kann sie ein bisserl": so is one taught in
      if (role === 'spoken' && (previous?.role === 'avoided' || previous?.role === 'instruction')) {
        const gap = between(scan, previous.mention.end, mention.start);
        if (/\p{L}/u.test(gap) && onlyConnectors(gap)) role = previous.role;
      }
      roles.push({ mention, role, cued: notSpoken || toTaught <= reach });
      previous = { mention, role };
    }
    // "my Danish/Swedish/Norwegian is literally zero": a refusal written after a list of languages is all of theirs
    let refusedFrom = roles.length;
    for (let i = roles.length - 1; i >= 0; i -= 1) {
      const current = roles[i]!;
      const next = roles[i + 1];
      const afterRefusal =
        current.role === 'avoided' && refusedAfter(scan, current.mention, 'notSpeakAfter', 12);
      if (afterRefusal) refusedFrom = i;
      else if (next && refusedFrom === i + 1) {
        const gap = between(scan, current.mention.end, next.mention.start);
        // "Nur auf Deutsch, Englisch kann ich nicht gut": after a comma, a language named as the one taught in is
        // not in the list; "Englisch oder Spanisch kommt nicht in Frage", not "falo inglês e alemão básico"
        if (/^\s?\/\s?$/.test(gap) || ((/^\s?,\s?$/.test(gap) || OR_LIST.test(gap)) && !current.cued)) {
          current.role = 'avoided';
          refusedFrom = i;
        }
      }
    }
    // "İsveççe, Danca falan bilmiyorum": where the verb ends the clause, a list before it shares its cue
    if (VERB_LAST.has(language)) {
      for (let i = roles.length - 2; i >= 0; i -= 1) {
        const [current, next] = [roles[i]!, roles[i + 1]!];
        // a language listed before one refused shares the refusal, even where the verb also reads as "speak"
        const shares =
          (current.role === 'instruction' && next.role !== 'instruction') ||
          (current.role === 'spoken' && next.role === 'avoided');
        const gap = between(scan, current.mention.end, next.mention.start);
        // "dersler İngilizce olmalı çünkü İtalyanca ya da Fransızca bilmiyorum": joined by "or", a cue nearer
        // another language does not keep the first out of the refusal
        if (!shares || (current.cued && !(next.role === 'avoided' && OR_LIST.test(gap)))) continue;
        const words = gap.match(/[\p{L}]+/gu) ?? [];
        if (
          gap.length <= reach &&
          !crossesSentenceOrContrast(gap) &&
          words.every((w) => LIST_FILLERS.has(w) || CONNECTORS.has(w))
        )
          current.role = next.role;
      }
    }
    const instruction: InstructionLanguage[] = [];
    const spoken: InstructionLanguage[] = [];
    const avoided: InstructionLanguage[] = [];
    for (const { mention, role } of roles)
      (role === 'avoided' ? avoided : role === 'spoken' ? spoken : instruction).push(
        mention.id as InstructionLanguage,
      );
    if (/\b(ielts|toefl|cambridge)\b/.test(scan.text)) spoken.push('en');
    const kept = (list: InstructionLanguage[]) => unique(list).filter((l) => !avoided.includes(l));
    // "gerne in Italien oder Frankreich, aber auch auf Englisch": a language that will also do adds to the
    // country's own, so the languages named limit nothing
    const alsoNamed = roles
      .filter(({ role }) => role === 'instruction')
      .every(
        ({ mention }) =>
          cueBefore(scan, mention, ['alsoLanguage'], AFTER_REACH, true) ||
          // "İngilizce de olur", "영어도 괜찮아요": written after the language where the verb ends the clause
          ((scan.substringScript || VERB_LAST.has(language)) &&
            cueAfter(scan, mention, ['alsoLanguage'], AFTER_REACH, true)),
      );
    if (alsoNamed && instruction.length > 0) instruction.length = 0;
    return { instruction: kept(instruction), spoken: kept(spoken), avoided: unique(avoided) };
  }

  /** EU/EEA when any passport or origin the student names is European: a second, French passport counts. */
  private readCitizenship(scan: Scan, origins: readonly string[]): Citizenship {
    // "I'm not an EU citizen": the words for an EU citizen inside a denial of being one
    const denials = scan.cues.filter((c) => c.id === 'nonEuCitizen');
    const denied = (cue: Mention) =>
      denials.some((d) => d.start <= cue.start && d.end >= cue.end && d.end - d.start > cue.end - cue.start);
    if (scan.cues.some((c) => c.id === 'euCitizen' && !denied(c))) return 'eu';
    if (origins.some((code) => EEA_AND_SWISS.has(code))) return 'eu';
    if (scan.cues.some((c) => c.id === 'nonEuCitizen')) return 'non_eu';
    return origins.length > 0 ? 'non_eu' : 'unknown';
  }

  private readMoney(scan: Scan, origin: string | null) {
    const amounts = findMoney(scan.text, scan.cues);
    let total: MoneyLimit | null = null;
    let tuition: MoneyLimit | null = null;
    let [totalStated, tuitionStated] = [false, false];
    let living = false;
    for (const found of amounts) {
      const limit = this.toLimit(scan, found, origin);
      if (!limit) continue;
      // "les écoles privées coûtent 10 000 € par an ! Nous pouvons mettre au maximum 3 000 €": an amount
      // the student sets as a limit wins over a price quoted in passing, whichever is larger
      const target: Mention = { kind: 'money', id: '', start: found.start, end: amountEnd(scan, found) };
      // ("10 lakh rupees a year including living, so roughly 11k euros all in": both are stated)
      const stated = limitWordNear(scan, target) || coverageCue(scan, target) === 'totalCost';
      if (limit.kind === 'living') living = true;
      else if (limit.kind === 'tuition') {
        if (
          !tuition ||
          (stated && !tuitionStated) ||
          (stated === tuitionStated && limit.value.eurPerYear > tuition.eurPerYear)
        ) {
          tuition = limit.value;
          tuitionStated = stated;
        }
      } else if (
        !total ||
        (stated && !totalStated) ||
        (stated === totalStated && limit.value.eurPerYear > total.eurPerYear)
      ) {
        total = limit.value;
        totalStated = stated;
      }
    }
    return { total, tuition, living, amounts };
  }

  private toLimit(
    scan: Scan,
    found: MoneyMention,
    origin: string | null,
  ): { kind: 'tuition' | 'total'; value: MoneyLimit } | { kind: 'living'; value: null } | null {
    const target: Mention = { kind: 'money', id: '', start: found.start, end: amountEnd(scan, found) };
    // "2026" is a year, "2k" two thousand
    const isYear =
      found.currency === null &&
      found.amount >= 1990 &&
      found.amount <= 2040 &&
      /^\d{4}$/.test(scan.text.slice(found.start, found.end));
    const budgetNear = near(
      scan,
      target,
      ['budget', 'tuition', 'totalCost', 'livingCost', 'perMonth', 'perYear'],
      30,
    );
    if (!found.currency && (!budgetNear || isYear || found.amount < 50)) return null;
    // an amount with no currency in the millions is a sum in a currency the planner does not know
    if (!found.currency && found.amount >= 1_000_000) return null;
    const currency = (found.named ? found.currency : localCurrency(found.currency, origin)) ?? 'EUR';
    // "tuition under 5000" or "5000 tuition", but not "900 a month in total, tuition included"
    // the nearer word says it: "R$ 60 mil por ano de mensalidade" is a year's worth of monthly fees
    const toMonth = distanceToCue(scan, target, 'perMonth');
    const toYear = distanceToCue(scan, target, 'perYear');
    const stated: 'month' | 'year' | null =
      Math.min(toMonth, toYear) > 16 ? null : toMonth < toYear ? 'month' : 'year';
    // what the amount covers: everything ("in total", "living costs included"), tuition ("tuition under
    // 5000"), or, unsaid, tuition: a yearly amount with no word on what it covers is read as a tuition ceiling
    // (the answer says so and shows the total), while a monthly one is a living budget
    const covers = coverageCue(scan, target);
    // money to live on limits no tuition: it only asks for low costs
    if (covers === 'livingCost') return { kind: 'living', value: null };
    // "mehr als 0 € will ich nicht zahlen": nobody lives on nothing, so nothing is what the studies may cost
    const isTotal = covers === 'totalCost' && found.amount > 0;
    const isTuition = covers === 'tuition' || found.amount === 0;
    // "1500 € Gebühren pro Semester": two semesters make the year
    const perSemester =
      stated === null &&
      (PER_SEMESTER.test(scan.text.slice(found.end, found.end + 30)) ||
        SEMESTER_BEFORE.test(scan.text.slice(Math.max(0, found.start - 30), found.start)));
    // "25 lakh rupees for the whole 2 years": a sum for the whole programme, a share of it a year
    const years = perSemester ? null : yearsCovered(scan, found);
    const period =
      perSemester || years
        ? 'year'
        : (stated ?? (isTuition || toEuro(found.amount, currency) > 3000 ? 'year' : 'month'));
    const kind = isTotal || (!isTuition && period === 'month') ? 'total' : 'tuition';
    const amount = perSemester ? found.amount * 2 : years ? Math.round(found.amount / years) : found.amount;
    const value: MoneyLimit = {
      amount,
      currency,
      period,
      eurPerYear: euroPerYear(amount, currency, period),
    };
    return { kind, value: kind === 'tuition' && !isTuition ? { ...value, assumed: true } : value };
  }

  private readStart(scan: Scan, amounts: readonly MoneyMention[]) {
    const thisYear = this.today().getFullYear();
    let month: number | null = null;
    let year: number | null = null;
    const monthMention = scan.cues.find((c) => c.kind === 'month');
    const season = scan.concepts.find((c) => c.kind === 'season');
    if (monthMention) month = Number(monthMention.id);
    else if (season) month = SEASON_MONTHS[season.id as Season];

    for (const match of scan.text.matchAll(/(?<!\d)(20[2-4]\d)(?!\d)/g)) {
      const value = Number(match[1]);
      const isMoney = amounts.some((a) => a.currency && match.index >= a.start && match.index < a.end);
      if (!isMoney && value >= thisYear && value <= thisYear + 5) {
        year = value;
        break;
      }
    }
    if (year === null && scan.cues.some((c) => c.id === 'nextYear')) year = thisYear + 1;
    if (year === null && scan.cues.some((c) => c.id === 'thisYear')) year = thisYear;
    // a month alone means its next occurrence: "September" written in November is next year's
    if (year === null && month !== null) year = month > this.today().getMonth() + 1 ? thisYear : thisYear + 1;
    return { month, year };
  }
}
