import type { InterfaceLanguage } from '../concepts';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ko } from './ko';
import type { Lexicon } from './lexicon.types';
import { pl } from './pl';
import { pt } from './pt';
import { tr } from './tr';
import { zh } from './zh';

export const LEXICONS: Readonly<Record<InterfaceLanguage, Lexicon>> = {
  en,
  de,
  pt,
  es,
  fr,
  tr,
  pl,
  ko,
  zh,
  ar,
};
