// The metrics of the standard PDF fonts Helvetica and Helvetica-Bold (their AFM files), in
// WinAnsiEncoding: every reader has these fonts, so the receipt embeds none. Widths are in
// thousandths of the font size, for the codes 32 to 255 (0: no character there).

/** Unicode of WinAnsiEncoding's codes 128 to 159 (Windows-1252); U+FFFD where it has none. */
const CODES_128_TO_159 = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

const WIN_ANSI = new Map<string, number>(
  [...CODES_128_TO_159].flatMap((char, index) => (char === '\uFFFD' ? [] : [[char, 128 + index]])),
);

/**
 * The one way text enters the PDF: its characters in NFC, so a letter typed as 'e' and a
 * combining accent prints, and is measured, as the one letter 'é'.
 */
export function pdfChars(text: string): string[] {
  return [...text.normalize('NFC')];
}

/** The codes of one character of `pdfChars`. */
function codesOf(char: string): number[] {
  const code = char.codePointAt(0) as number;
  if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) return [code];
  const mapped = WIN_ANSI.get(char);
  if (mapped !== undefined) return [mapped];
  // An accent NFC left apart has no letter with it in WinAnsi: its letter prints bare.
  if (/^\p{M}$/u.test(char)) return [];
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare !== char && bare.length > 0 ? [...bare].flatMap(codesOf) : [63];
}

/**
 * The WinAnsiEncoding code of each character of `text`. A letter outside it prints without its
 * accent when it has one to drop ('ő' as 'o'), else as '?'.
 */
export function winAnsiCodes(text: string): number[] {
  const codes: number[] = [];
  for (const char of pdfChars(text)) codes.push(...codesOf(char));
  return codes;
}

const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
  556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333,
  333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 260,
  556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333,
  365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278,
  278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
  556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500,
  500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, 278, 333, 556, 556, 556, 556, 280,
  556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333,
  365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278,
  278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611,
  611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

export type FontStyle = 'normal' | 'bold';

/** The width of one character of `pdfChars`, in thousandths of the font size. */
export function charUnits(char: string, style: FontStyle): number {
  const widths = style === 'bold' ? BOLD : REGULAR;
  return codesOf(char).reduce((sum, code) => sum + (widths[code - 32] ?? 0), 0);
}

/** The width of `text` at `size` points. */
export function textWidth(text: string, style: FontStyle, size: number): number {
  const units = pdfChars(text).reduce((sum, char) => sum + charUnits(char, style), 0);
  return (units * size) / 1000;
}
