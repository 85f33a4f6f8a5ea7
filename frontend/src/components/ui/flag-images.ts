/**
 * Flag images by ISO 3166-1 alpha-2 code: SVG files of country-flag-icons, served as images rather than bundled as
 * components, so they cost no JavaScript (only the flags on screen are fetched). European countries, the EU and
 * Kosovo, plus China and Korea for the language menu.
 */
const files = import.meta.glob<string>(
  'flag-images/{AD,AL,AT,BA,BE,BG,BY,CH,CN,CY,CZ,DE,DK,EE,ES,EU,FI,FR,GB,GR,HR,HU,IE,IS,IT,KR,LI,LT,LU,LV,MC,MD,ME,MK,MT,NL,NO,PL,PT,RO,RS,SE,SI,SK,SM,TR,UA,VA,XK}.svg',
  { query: '?no-inline', import: 'default', eager: true },
);

export const FLAG_IMAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [/([A-Z]{2})\.svg$/.exec(path)![1], url]),
);
