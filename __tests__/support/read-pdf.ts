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
