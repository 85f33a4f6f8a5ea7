import { definePDFJSModule, getDocumentProxy } from 'unpdf';
import type { PdfPage, PdfRefusal } from './pdf-text.port';

let pdfjsLoaded: Promise<void> | undefined;

/** PDF.js, loaded once; a failure to load it is the service's fault, never the file's. */
function loadPdfjs(): Promise<void> {
  pdfjsLoaded ??= definePDFJSModule(() => import('unpdf/pdfjs')).catch((error: unknown) => {
    pdfjsLoaded = undefined;
    throw error;
  });
  return pdfjsLoaded;
}

/** A PDF the service does not take, and why. */
export class PdfRefusedError extends Error {
  constructor(
    readonly reason: PdfRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PdfRefusedError';
  }
}

export interface PdfTextOptions {
  /** More pages than this is refused with `TOO_MANY_PAGES` before any page is read. */
  readonly maxPages: number;
  /**
   * Called before each page is read; a `ReadingStopped` it throws ends the reading and reaches the caller as it is
   * (any other failure while reading is the file's: `INVALID_PDF`).
   */
  readonly beforePage?: (page: number, pageCount: number) => void;
}

/** Thrown by a `beforePage` hook to stop reading a PDF; passes through the extraction as it is. */
export class ReadingStopped extends Error {
  constructor(readonly why: 'cancelled' | 'timeout') {
    super(why === 'cancelled' ? 'the reading was cancelled' : 'the reading took too long');
    this.name = 'ReadingStopped';
  }
}

/** Readers accept the header anywhere in the first kilobyte (Acrobat does); a file without it is not a PDF. */
const HEADER_WINDOW = 1024;
const PDF_HEADER = Buffer.from('%PDF-');

/** Whether the bytes carry a PDF header where readers look for one. */
export function hasPdfHeader(data: Uint8Array): boolean {
  return (
    Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, HEADER_WINDOW)).indexOf(PDF_HEADER) >= 0
  );
}

/**
 * The text of every page of a PDF, one record per page (empty text for a page without any), whitespace normalised
 * and words hyphenated at line ends joined again. Throws `PdfRefusedError` for files it cannot or must not read.
 */
export async function extractPdfPages(data: Uint8Array, options: PdfTextOptions): Promise<PdfPage[]> {
  if (!hasPdfHeader(data)) {
    throw new PdfRefusedError('INVALID_PDF', 'The file is not a PDF.');
  }
  await loadPdfjs();
  // pdf.js takes over the buffer it is given: hand it a copy, never the caller's bytes
  const document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, stopAtErrors: true }).catch(
    (error: unknown) => {
      if ((error as { name?: unknown } | null)?.name === 'PasswordException') {
        throw new PdfRefusedError('ENCRYPTED_PDF', 'The PDF is protected by a password.');
      }
      throw new PdfRefusedError('INVALID_PDF', 'The PDF cannot be read.');
    },
  );
  try {
    if (document.numPages > options.maxPages) {
      throw new PdfRefusedError(
        'TOO_MANY_PAGES',
        `The PDF has ${document.numPages} pages; at most ${options.maxPages} are accepted.`,
      );
    }
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      options.beforePage?.(number, document.numPages);
      pages.push({ page: number, text: normalisePageText(await readPageLines(document, number)) });
    }
    if (!pages.some((page) => /[\p{L}\p{N}]/u.test(page.text))) {
      throw new PdfRefusedError(
        'NO_TEXT_LAYER',
        'The PDF has no text to read (a scan or images only); text recognition is not offered.',
      );
    }
    return pages;
  } catch (error) {
    if (error instanceof PdfRefusedError || error instanceof ReadingStopped) throw error;
    throw new PdfRefusedError('INVALID_PDF', 'The PDF cannot be read.');
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function readPageLines(document: PdfDocument, number: number): Promise<string> {
  const page = await document.getPage(number);
  try {
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } finally {
    page.cleanup();
  }
}

/** Words that follow a hyphen that is not a break inside a word ("Ein- und Ausgang", "pre- and post-war"). */
const WORDS_AFTER_SUSPENDED_HYPHEN = new Set([
  'und',
  'oder',
  'bis',
  'sowie',
  'and',
  'or',
  'to',
  'et',
  'ou',
  'y',
  'o',
]);
const HYPHEN_AT_LINE_END = /(\p{Ll})[-\u2010]\n(\p{Ll}+)/gu;
/** Chinese and Japanese put no spaces between words (Korean does), so a line break between them is no space. */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u
  .source;
const LINE_BREAK_WITHOUT_SPACE = new RegExp(`(?<=${WITHOUT_SPACES})\n(?=${WITHOUT_SPACES})`, 'gu');

/** One line of text per page: line ends joined, hyphenated words rejoined, runs of white space made one space. */
export function normalisePageText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // soft hyphens and control characters other than white space carry no text
      .replace(/\u00ad|[^\P{Cc}\s]/gu, '')
      .replace(/[^\S\n]*\n[^\S\n]*/g, '\n')
      .replace(HYPHEN_AT_LINE_END, (match, last: string, next: string) =>
        WORDS_AFTER_SUSPENDED_HYPHEN.has(next) ? match : `${last}${next}`,
      )
      // a compound broken at its own hyphen ("Donau-\nDampfschiff") keeps the hyphen
      .replace(/(?<=\p{L})([-\u2010])\n(?=\p{Lu})/gu, '$1')
      .replace(LINE_BREAK_WITHOUT_SPACE, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
