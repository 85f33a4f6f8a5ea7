import { GlobalOutlined } from '@ant-design/icons';
import { CN, DE, ES, FR, GB, KR, PL, PT, TR } from 'country-flag-icons/react/3x2';

/**
 * Language code → flag (specification: eleven codes, with the fr-fr and zh-cn variants).
 * Arabic is spoken in many countries and gets the globe, like any unknown code.
 * SVG flags, because Windows shows flag emoji as letters.
 */
const FLAGS: Record<string, typeof GB> = {
  en: GB,
  de: DE,
  pt: PT,
  es: ES,
  fr: FR,
  'fr-fr': FR,
  pl: PL,
  tr: TR,
  zh: CN,
  'zh-cn': CN,
  ko: KR,
};

type LanguageFlagProps = { code: string; className?: string };

export function LanguageFlag({ code, className = '' }: LanguageFlagProps) {
  const Flag = FLAGS[code.toLowerCase()];
  if (!Flag)
    return <GlobalOutlined className={`language-flag language-flag--globe ${className}`} aria-hidden />;
  return <Flag className={`language-flag ${className}`} aria-hidden focusable="false" />;
}
