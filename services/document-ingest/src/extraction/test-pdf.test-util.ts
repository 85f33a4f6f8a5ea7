import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with a text layer: one entry per page, each the lines drawn on it (Helvetica, WinAnsi: umlauts work). */
export async function makeTextPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font }));
  }
  return document.save();
}

/** A "scanned" PDF: every page shows an image and carries no text. */
export async function makeImageOnlyPdf(pageCount = 2): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // a 1×1 grey PNG
  const png = await document.embedPng(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  for (let i = 0; i < pageCount; i += 1) {
    document.addPage([595, 842]).drawImage(png, { x: 50, y: 50, width: 495, height: 742 });
  }
  return document.save();
}
