import { charUnits, pdfChars, textWidth, winAnsiCodes, type FontStyle } from './helvetica';

/**
 * A one-page PDF written by hand in the standard fonts Helvetica and Helvetica-Bold: every reader
 * has them, so none is embedded, and the text stays real text (search, copy). Coordinates are
 * points from the page's top left corner, as on screen.
 */

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const FONT_NAME: Record<FontStyle, string> = { normal: 'F1', bold: 'F2' };
const num = (value: number) => String(Math.round(value * 100) / 100);

/** '#b3202c' as the PDF's three fractions. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  // Three decimals: each channel reads back as the same byte.
  return [16, 8, 0].map((shift) => String(+(((value >> shift) & 255) / 255).toFixed(3))).join(' ');
}

/** A PDF string of `text`: its WinAnsi codes, the ones outside printable ASCII in octal. */
function pdfString(text: string): string {
  const body = winAnsiCodes(text)
    .map((code) => {
      const char = String.fromCharCode(code);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      return code >= 32 && code <= 126 ? char : `\\${code.toString(8).padStart(3, '0')}`;
    })
    .join('');
  return `(${body})`;
}

/** As much of `text` as fits in `room` with '…' after it, no space before the '…'. */
function ellipsized(text: string, style: FontStyle, size: number, room: number): string {
  const chars = pdfChars(text);
  let [end, units] = [0, charUnits('…', style)];
  while (end < chars.length) {
    const next = units + charUnits(chars[end] as string, style);
    if ((next * size) / 1000 > room) break;
    [end, units] = [end + 1, next];
  }
  while (end > 0 && chars[end - 1] === ' ') end -= 1;
  return `${chars.slice(0, end).join('')}…`;
}

export interface TextStyle {
  style: FontStyle;
  size: number;
  color: string;
  align?: 'left' | 'right';
}

export class PdfPage {
  private readonly ops: string[] = [];

  /** Draws one line of text; `x` is its left edge, or its right edge when aligned right. */
  text(text: string, x: number, y: number, { style, size, color, align }: TextStyle): void {
    const left = align === 'right' ? x - textWidth(text, style, size) : x;
    this.ops.push(
      `BT /${FONT_NAME[style]} ${num(size)} Tf ${rgb(color)} rg ` +
        `1 0 0 1 ${num(left)} ${num(A4.height - y)} Tm ${pdfString(text)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number): void {
    this.ops.push(
      `${rgb(color)} RG ${num(width)} w 1 J ${num(x1)} ${num(A4.height - y1)} m ` +
        `${num(x2)} ${num(A4.height - y2)} l S`,
    );
  }

  /** A box with rounded corners of radius `r`, filled with `color`. */
  roundedBox(x: number, y: number, width: number, height: number, r: number, color: string) {
    // Each corner a quarter circle of four-thirds-of-(√2 − 1) control points.
    const k = r * 0.5523;
    const [left, right, top, bottom] = [x, x + width, A4.height - y, A4.height - y - height];
    const path = [
      `${num(left + r)} ${num(bottom)} m`,
      `${num(right - r)} ${num(bottom)} l`,
      `${num(right - r + k)} ${num(bottom)} ${num(right)} ${num(bottom + r - k)} ${num(right)} ${num(bottom + r)} c`,
      `${num(right)} ${num(top - r)} l`,
      `${num(right)} ${num(top - r + k)} ${num(right - r + k)} ${num(top)} ${num(right - r)} ${num(top)} c`,
      `${num(left + r)} ${num(top)} l`,
      `${num(left + r - k)} ${num(top)} ${num(left)} ${num(top - r + k)} ${num(left)} ${num(top - r)} c`,
      `${num(left)} ${num(bottom + r)} l`,
      `${num(left)} ${num(bottom + r - k)} ${num(left + r - k)} ${num(bottom)} ${num(left + r)} ${num(bottom)} c`,
    ];
    this.ops.push(`${rgb(color)} rg ${path.join(' ')} f`);
  }

  /**
   * `text` in lines no wider than `room`: broken between words, and a word wider than the
   * room broken where it must be. Past `maxLines` lines the last kept ends in '…'.
   */
  wrap(text: string, style: FontStyle, size: number, room: number, maxLines = Infinity): string[] {
    // Widths add up character by character (no kerning): each is measured once, so a
    // word of any length wraps in time proportional to its length.
    const chars = pdfChars(text);
    const units = chars.map((char) => charUnits(char, style));
    const fits = (sum: number) => (sum * size) / 1000 <= room;
    const space = charUnits(' ', style);
    const lines: string[] = [];
    // A line is always a run of `chars`: its words with the spaces between them.
    let [start, end, lineUnits] = [0, 0, 0];
    let wordStart = 0;
    for (let at = 0; at <= chars.length && lines.length <= maxLines; at += 1) {
      if (at < chars.length && chars[at] !== ' ') continue;
      let wordUnits = 0;
      for (let i = wordStart; i < at; i += 1) wordUnits += units[i] as number;
      const joined = end > start ? lineUnits + space + wordUnits : wordUnits;
      if (fits(joined)) {
        if (end === start) start = wordStart;
        [end, lineUnits, wordStart] = [at, joined, at + 1];
        continue;
      }
      if (end > start) lines.push(chars.slice(start, end).join(''));
      let from = wordStart;
      while (from < at && !fits(wordUnits) && lines.length <= maxLines) {
        let [to, taken] = [from + 1, units[from] as number];
        while (to < at && fits(taken + (units[to] as number))) {
          taken += units[to] as number;
          to += 1;
        }
        lines.push(chars.slice(from, to).join(''));
        [from, wordUnits] = [to, wordUnits - taken];
      }
      [start, end, lineUnits, wordStart] = [from, at, wordUnits, at + 1];
    }
    lines.push(chars.slice(start, end).join(''));
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = ellipsized(kept[maxLines - 1] as string, style, size, room);
    return kept;
  }

  /** `text` on one line no wider than `room`: as it is when it fits, else cut with '…'. */
  cut(text: string, style: FontStyle, size: number, room: number): string {
    return textWidth(text, style, size) <= room ? text : ellipsized(text, style, size, room);
  }

  /** The file: the page, its two fonts and the document's title, subject and author. */
  bytes(info: Record<'Title' | 'Subject' | 'Author' | 'Creator', string>): Uint8Array<ArrayBuffer> {
    const content = this.ops.join('\n');
    const font = (name: string) =>
      `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
      font('Helvetica'),
      font('Helvetica-Bold'),
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      `<< ${Object.entries(info)
        .map(([key, value]) => `/${key} ${pdfString(value)}`)
        .join(' ')} >>`,
    ];
    // Every character is ASCII (pdfString escapes the rest): offsets are string lengths.
    let file = '%PDF-1.4\n';
    const offsets = objects.map((object, index) => {
      const offset = file.length;
      file += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = file.length;
    file +=
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
      `startxref\n${xref}\n%%EOF\n`;
    const bytes = new Uint8Array(file.length);
    for (let at = 0; at < file.length; at += 1) bytes[at] = file.charCodeAt(at);
    return bytes;
  }
}
