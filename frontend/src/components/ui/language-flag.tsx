import { FLAG_IMAGES } from '@/components/ui/flag-images';
import globe from '@/components/ui/globe.svg?no-inline';

/**
 * Language code → country of its flag (specification: eleven codes, with the fr-fr and zh-cn variants).
 * Arabic is spoken in many countries and gets the globe, like any unknown code.
 * SVG flags, because Windows shows flag emoji as letters.
 */
const FLAG_COUNTRIES: Record<string, string> = {
  en: 'GB',
  de: 'DE',
  pt: 'PT',
  es: 'ES',
  fr: 'FR',
  'fr-fr': 'FR',
  pl: 'PL',
  tr: 'TR',
  zh: 'CN',
  'zh-cn': 'CN',
  ko: 'KR',
};

type LanguageFlagProps = { code: string; className?: string };

/** Decorative: the language's native name is always written beside it. */
export function LanguageFlag({ code, className = '' }: LanguageFlagProps) {
  const country = FLAG_COUNTRIES[code.toLowerCase()];
  const image = country ? FLAG_IMAGES[country] : undefined;
  if (!image) {
    return (
      <img
        src={globe}
        alt=""
        width={16}
        height={16}
        className={`language-flag language-flag--globe ${className}`}
      />
    );
  }
  return <img src={image} alt="" width={20} height={14} className={`language-flag ${className}`} />;
}
