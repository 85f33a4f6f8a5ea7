/** A valid contact form message (German site), with HTML in its text to check escaping. */
export const CONTACT_MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines Ltd',
  fullPhone: '+44 20 7946 0000',
  subject: 'funding',
  message: 'We would like advice on <b>Horizon Europe</b> funding.',
  language: 'de',
};
