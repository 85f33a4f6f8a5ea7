const MAX_NAME_LENGTH = 180;
// control characters, and characters that are unsafe in file names on common systems
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a document is listed and cited under: the client's file name without any path part, in Unicode NFC,
 * without control or direction-override characters, spaces collapsed, at most 180 characters, ending in `.pdf`.
 */
export function sanitiseFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  let name = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  let stem = name.replace(/\.pdf$/i, '').trim();
  if (stem === '') stem = 'document';
  stem = [...stem]
    .slice(0, MAX_NAME_LENGTH - 4)
    .join('')
    .trim();
  name = `${stem}.pdf`;
  return name;
}
