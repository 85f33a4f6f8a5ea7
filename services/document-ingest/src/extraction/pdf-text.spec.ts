import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractPdfPages, normalisePageText, PdfRefusedError } from './pdf-text';
import type { PdfRefusal } from './pdf-text.port';
import { makeImageOnlyPdf, makeTextPdf } from './test-pdf.test-util';

const options = { maxPages: 10 };
const fixture = (name: string) => readFileSync(join(__dirname, '../../../../test/fixtures/pdf', name));

async function refusal(data: Uint8Array, maxPages = 10): Promise<PdfRefusal> {
  const error = await extractPdfPages(data, { maxPages }).catch((e: unknown) => e);
  if (!(error instanceof PdfRefusedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe(extractPdfPages.name, () => {
  it('answers one record per page with the text of that page, English and German', async () => {
    const pdf = await makeTextPdf([
      ['Erasmus+ funds study stays abroad.', 'Applications close in March.'],
      ['Die Universität Wien bietet Stipendien für Studierende an.', 'Größere Förderungen gibt es selten.'],
      [],
    ]);

    const pages = await extractPdfPages(pdf, options);

    expect(pages).toEqual([
      { page: 1, text: 'Erasmus+ funds study stays abroad. Applications close in March.' },
      {
        page: 2,
        text: 'Die Universität Wien bietet Stipendien für Studierende an. Größere Förderungen gibt es selten.',
      },
      { page: 3, text: '' },
    ]);
  });

  it('joins a word hyphenated at a line end, and keeps a hyphen that is not a break', async () => {
    const pdf = await makeTextPdf([
      ['The appli-', 'cation deadline and the Ein- und Ausgang of pre-', 'war times.'],
    ]);

    const [page] = await extractPdfPages(pdf, options);

    expect(page.text).toBe('The application deadline and the Ein- und Ausgang of prewar times.');
  });

  it('does not change the bytes it was given', async () => {
    const pdf = await makeTextPdf([['Hello.']]);
    const copy = Uint8Array.from(pdf);

    await extractPdfPages(pdf, options);

    expect(pdf).toEqual(copy);
  });

  it('refuses a file that is not a PDF', async () => {
    expect(await refusal(Buffer.from('<html><body>not a pdf</body></html>'))).toBe('INVALID_PDF');
  });

  it('refuses a file with a PDF header and garbage after it', async () => {
    expect(await refusal(Buffer.from(`%PDF-1.7\n${'garbage '.repeat(200)}\n%%EOF`))).toBe('INVALID_PDF');
  });

  it('refuses a truncated PDF', async () => {
    const pdf = await makeTextPdf([['Some text on a page.']]);

    expect(await refusal(pdf.subarray(0, Math.floor(pdf.length / 3)))).toBe('INVALID_PDF');
  });

  it('refuses a PDF protected by a password', async () => {
    expect(await refusal(fixture('encrypted-password.pdf'))).toBe('ENCRYPTED_PDF');
  });

  it('refuses more pages than allowed, and takes exactly the limit', async () => {
    const pdf = await makeTextPdf([['one'], ['two'], ['three']]);

    expect(await refusal(pdf, 2)).toBe('TOO_MANY_PAGES');
    await expect(extractPdfPages(pdf, { maxPages: 3 })).resolves.toHaveLength(3);
  });

  it('refuses a PDF whose pages are images only (a scan)', async () => {
    expect(await refusal(await makeImageOnlyPdf())).toBe('NO_TEXT_LAYER');
  });
});

describe(normalisePageText.name, () => {
  it('makes every run of white space one space and trims', () => {
    expect(normalisePageText('  Two\t\tspaces \n\n next\u00a0line \r\n end ')).toBe(
      'Two spaces next line end',
    );
  });

  it('rejoins a lower-case word broken at a line end, keeps a compound hyphen before a capital', () => {
    expect(normalisePageText('Stipen-\ndium der Donau-\nDampfschifffahrt')).toBe(
      'Stipendium der Donau-Dampfschifffahrt',
    );
  });

  it('keeps a suspended hyphen before a conjunction', () => {
    expect(normalisePageText('Vor-\nund Nachteile, pre-\nand post-war')).toBe(
      'Vor- und Nachteile, pre- and post-war',
    );
  });

  it('drops soft hyphens and control characters', () => {
    expect(normalisePageText('Uni\u00adversität\u0000 ok')).toBe('Universität ok');
  });

  it('joins Chinese lines without a space, Korean lines with one', () => {
    expect(normalisePageText('欧洲大学\n提供奖学金。\n申请')).toBe('欧洲大学提供奖学金。申请');
    expect(normalisePageText('유럽 대학은\n장학금을 제공합니다.')).toBe('유럽 대학은 장학금을 제공합니다.');
  });
});
