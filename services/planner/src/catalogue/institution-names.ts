import { normalizeText } from '../understanding/text-normalizer';
import type { InstitutionRecord } from './catalogue.schema';

/**
 * The short names students use for well-known institutions ("ETH", "Bocconi", "Sciences Po", "博科尼"), where the
 * institution's own names do not give them. Keyed by institution id; `institution-names.spec.ts` checks every id
 * against the catalogue. A name that is also a common word in an interface language is left out ("TUM" is Turkish
 * "tüm", "all"; "UJ", "KI" are too short to tell).
 */
// prettier-ignore -- one line per institution reads as a table
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'ch-eth': [
    'ETH',
    'ETHZ',
    'ETH Zürich',
    'ETH Zuerich',
    '苏黎世联邦理工',
    '苏黎世联邦理工学院',
    '취리히 연방공대',
  ],
  'ch-epfl': ['EPFL', 'EPF Lausanne', '洛桑联邦理工', '洛桑联邦理工学院'],
  'ch-ehl': ['EHL', 'Ecole hôtelière de Lausanne', 'École hôtelière de Lausanne'],
  'ch-zhaw': ['ZHAW'],
  'ch-hsg': ['HSG', 'Uni St. Gallen', 'HSG St. Gallen'],
  'ch-uzh': ['UZH'],
  'it-bocconi': ['Bocconi', '博科尼', '博科尼大学', '보코니'],
  'it-polimi': ['Polimi', 'Politecnico Milano', '米兰理工', '米兰理工大学'],
  'it-polito': ['Polito', 'Politecnico Torino', '都灵理工', '都灵理工大学'],
  'it-sapienza': ['Sapienza', 'La Sapienza'],
  'fr-sorbonne-universite': ['Sorbonne', 'La Sorbonne', '索邦', '索邦大学'],
  'fr-sciences-po': ['SciencesPo', 'Sciences-Po', '巴黎政治学院'],
  'fr-essec': ['ESSEC'],
  'nl-tudelft': ['TU Delft', 'TUDelft', '代尔夫特理工', '代尔夫特理工大学'],
  'nl-uva': ['UvA Amsterdam'],
  'gb-lse': ['LSE', '伦敦政经', '伦敦政治经济学院'],
  'gb-ucl': ['UCL'],
  'gb-kcl': ['KCL', "King's College"],
  'ie-tcd': ['Trinity College', 'TCD'],
  'hu-semmelweis': ['Semmelweis'],
  'hu-elte': ['ELTE'],
  'hu-bme': ['BME Budapest'],
  'pl-uj': ['Jagiellonian', 'Uniwersytet Jagielloński', 'UJ Kraków'],
  'pl-agh': ['AGH'],
  'pl-sgh': ['SGH'],
  'se-ki': ['Karolinska'],
  'se-kth': ['KTH'],
  'cz-muni': ['Masaryk', 'MUNI'],
  'cz-cuni': ['Univerzita Karlova'],
  'es-ie': ['IE Business School'],
  'es-ucm': ['Complutense', 'la Complu'],
  'es-upf': ['Pompeu Fabra', 'UPF'],
  'es-uc3m': ['Carlos III', 'UC3M'],
  'de-hu-berlin': ['Humboldt', 'HU Berlin', 'Humboldt-Uni'],
  'de-lmu': ['LMU'],
  'de-tum': ['TU München', 'TU Munich', 'TU Muenchen'],
  'de-rwth': ['RWTH'],
  'fi-aalto': ['Aalto'],
  'dk-dtu': ['DTU'],
  'dk-cbs': ['CBS Copenhagen'],
  'no-ntnu': ['NTNU'],
  'at-boku': ['BOKU'],
  'tr-metu': ['METU', 'ODTÜ', 'ODTU'],
  'tr-bilkent': ['Bilkent'],
  'tr-koc': ['Koç Üniversitesi', 'Koc University'],
};

/**
 * The names a student may call an institution by: its English and local names, and its short names. A student who
 * names one ("an der ETH", "EPFL sinon la France") names the place it is in, so a full name that holds one of its
 * city's names ("University of Amsterdam") is left to the city; short names stay ("TU Delft").
 */
export function institutionNames(
  institution: Pick<InstitutionRecord, 'id' | 'name' | 'localName'>,
  cityNames: readonly string[] = [],
): string[] {
  const city = cityNames.map(normalizeText);
  const holdsCity = (name: string) => {
    const normalized = normalizeText(name);
    return city.some((own) => normalized.includes(own));
  };
  const full = [institution.name, ...(institution.localName ? [institution.localName] : [])];
  return [...full.filter((name) => !holdsCity(name)), ...shortNames(institution.id)];
}

/** The short names of one institution ("ETH", "TU Delft"), none when the table has none. */
function shortNames(id: string): readonly string[] {
  return SHORT_NAMES[id] ?? [];
}

/** The institutions the short-name table knows, for its check against the catalogue. */
export function institutionsWithShortNames(): string[] {
  return Object.keys(SHORT_NAMES);
}
