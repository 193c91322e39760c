import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Glyphs {
  text: string;
  x: number;
  y: number;
}

/**
 * The text of a PDF's first page as a reader of a right-to-left page reads it: line by line from
 * the top, each line's pieces from the right edge to the left, shaped letters (presentation
 * forms) read back as the letters they are. `raw` keeps the pieces as the PDF holds them.
 */
export async function rightToLeftLines(pdf: Uint8Array) {
  const document = await getDocument({ data: pdf }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const pieces: Glyphs[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    pieces.push({ text: item.str, x, y: Math.round(y) });
  }
  const rows = new Map<number, Glyphs[]>();
  for (const piece of pieces) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
  const lines = [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => b.x - a.x)
        .map((piece) => piece.text)
        .join('')
        .normalize('NFKC')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  await document.destroy();
  return { lines, raw: pieces.map((piece) => piece.text).join('') };
}
