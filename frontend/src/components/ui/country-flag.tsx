import { FLAG_IMAGES } from '@/components/ui/flag-images';
import globe from '@/components/ui/globe.svg?no-inline';

import './country-flag.css';

/** English country names and common aliases → code, for answers that carry a name but no code. */
const NAME_TO_CODE: Readonly<Record<string, string>> = {
  andorra: 'AD',
  albania: 'AL',
  austria: 'AT',
  'bosnia and herzegovina': 'BA',
  bosnia: 'BA',
  belgium: 'BE',
  bulgaria: 'BG',
  belarus: 'BY',
  switzerland: 'CH',
  cyprus: 'CY',
  'czech republic': 'CZ',
  czechia: 'CZ',
  germany: 'DE',
  deutschland: 'DE',
  denmark: 'DK',
  estonia: 'EE',
  spain: 'ES',
  'european union': 'EU',
  eu: 'EU',
  europe: 'EU',
  finland: 'FI',
  france: 'FR',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  greece: 'GR',
  croatia: 'HR',
  hungary: 'HU',
  ireland: 'IE',
  iceland: 'IS',
  italy: 'IT',
  liechtenstein: 'LI',
  lithuania: 'LT',
  luxembourg: 'LU',
  latvia: 'LV',
  monaco: 'MC',
  moldova: 'MD',
  montenegro: 'ME',
  'north macedonia': 'MK',
  macedonia: 'MK',
  malta: 'MT',
  netherlands: 'NL',
  'the netherlands': 'NL',
  holland: 'NL',
  norway: 'NO',
  poland: 'PL',
  portugal: 'PT',
  romania: 'RO',
  serbia: 'RS',
  sweden: 'SE',
  slovenia: 'SI',
  slovakia: 'SK',
  'san marino': 'SM',
  turkey: 'TR',
  türkiye: 'TR',
  turkiye: 'TR',
  ukraine: 'UA',
  'vatican city': 'VA',
  vatican: 'VA',
  'holy see': 'VA',
  kosovo: 'XK',
};

/** The two-letter code of a recommendation's country: its `country_code`, else its name; null when unknown. */
export function countryCode(code: string | null | undefined, name: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase();
  if (upper && /^[A-Z]{2}$/.test(upper)) return upper;
  const byName = name ? NAME_TO_CODE[name.trim().toLowerCase()] : undefined;
  return byName ?? null;
}

/** The country's name in the interface language (Intl), else the given name. */
export function countryName(
  code: string | null,
  fallback: string | null | undefined,
  language: string,
): string {
  if (code && code !== 'EU' && code !== 'XK') {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
      if (name && name !== code) return name;
    } catch {
      // an engine without DisplayNames keeps the API's name
    }
  }
  return fallback?.trim() || '';
}

type CountryFlagProps = {
  code: string | null;
  /** The country's name for screen readers; without it the flag is decorative (the name is written beside it). */
  label?: string;
  className?: string;
};

/**
 * An SVG flag (emoji flags show as letters on Windows), or a globe for an unknown country. The image is
 * named for screen readers.
 */
export function CountryFlag({ code, label, className = '' }: CountryFlagProps) {
  const image = code ? FLAG_IMAGES[code] : undefined;
  if (!image) {
    return (
      <span
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        className={`country-flag country-flag--globe ${className}`}
      >
        <img src={globe} alt="" width={20} height={20} />
      </span>
    );
  }
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`country-flag ${className}`}
    >
      <img src={image} alt="" width={30} height={20} />
    </span>
  );
}
