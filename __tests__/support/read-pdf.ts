import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PDF as a reader opens it: poppler's pdftotext (installed by .ci/run) gives its text in
 * the page's layout, pdfinfo its pages, pdffonts its fonts.
 */
export function readPdf(bytes: Uint8Array) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-')), 'mi-resumen.pdf');
  writeFileSync(file, bytes);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  return {
    file,
    text: run('pdftotext', '-layout'),
    info: run('pdfinfo'),
    fonts: run('pdffonts'),
  };
}

/** A word of a PDF's first page, and the box it is drawn in (points, from the top left). */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Where a PDF (a file readPdf wrote) draws each word of its first page: pdftotext -bbox. */
export function wordBoxes(file: string): { width: number; height: number; words: PdfWord[] } {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  });
  const page = /<page width="([\d.]+)" height="([\d.]+)">/.exec(html);
  if (!page) throw new Error('no page in the PDF');
  const words = [
    ...html.matchAll(
      /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: (text ?? '').replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
  return { width: Number(page[1]), height: Number(page[2]), words };
}

/** The colour [r, g, b] of the first page at (x, y) points from its top left, drawn at 72 dpi. */
export function pixelAt(file: string, x: number, y: number): number[] {
  const at = ['-x', String(x), '-y', String(y), '-W', '1', '-H', '1'];
  const image = execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', ...at, file]);
  // A binary PPM: 'P6', its width and height, its largest value, then the one pixel's bytes.
  return [...image.subarray(image.length - 3)];
}

/** '$ 84,350.75' or '-$ 1,500.00' as a number. */
export function amountOf(text: string): number {
  const match = /(-?)\$ ([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(`${match[1]}${match[2]?.replace(/,/g, '')}`);
}

/** The lines of `text` from the one holding `from` up to (not including) the one holding `to`. */
export function linesBetween(text: string, from: string, to: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(from));
  const end = lines.findIndex((line, index) => index > start && line.includes(to));
  if (start < 0 || end < 0) throw new Error(`no "${from}" … "${to}" in the text`);
  return lines.slice(start + 1, end);
}
