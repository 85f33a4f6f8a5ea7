import type { InterfaceLanguage } from '../concepts';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { Lexicon } from './lexicon.types';
import { pl } from './pl';
import { pt } from './pt';
import { tr } from './tr';

// Work in progress: languages whose lexicon has not landed yet are read with the English one.
export const LEXICONS: Readonly<Record<InterfaceLanguage, Lexicon>> = {
  en,
  de,
  pt,
  es,
  fr,
  tr,
  pl,
  ko: en,
  zh: en,
  ar: en,
};
