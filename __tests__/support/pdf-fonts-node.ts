import { readFileSync } from 'node:fs';
import type { PdfFonts } from '../../src/lib/pdf/pdf-fonts';

/**
 * Jest's stand-in for src/lib/pdf/pdf-fonts.ts (jest.config.js maps it): the same font files,
 * read from disk instead of built into a chunk.
 */
const fontFile = (face: string) =>
  readFileSync(require.resolve(`open-sans-fontface/fonts/${face}/OpenSans-${face}.ttf`)).toString(
    'base64',
  );

export async function loadPdfFonts(): Promise<PdfFonts> {
  return { regular: fontFile('Regular'), bold: fontFile('Bold') };
}
