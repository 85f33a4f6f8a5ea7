import type { InterfaceLanguage } from '../concepts';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { Lexicon } from './lexicon.types';

// Work in progress: languages whose lexicon has not landed yet are read with the English one.
export const LEXICONS: Readonly<Record<InterfaceLanguage, Lexicon>> = {
  en,
  de,
  pt: en,
  es: en,
  fr,
  tr: en,
  pl: en,
  ko: en,
  zh: en,
  ar: en,
};
