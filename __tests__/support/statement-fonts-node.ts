import { readFileSync } from 'node:fs';
import type { StatementFonts } from '../../mocks/statement/statement-pdf';

/**
 * Jest's stand-in for mocks/statement/statement-fonts.ts (jest.config.js maps it): the same font
 * files, read from disk instead of fetched from a build's static files.
 */
const fontFile = (face: string) =>
  readFileSync(require.resolve(`open-sans-fontface/fonts/${face}/OpenSans-${face}.ttf`)).toString(
    'base64',
  );

export async function loadStatementFonts(): Promise<StatementFonts> {
  return { regular: fontFile('Regular'), bold: fontFile('Bold') };
}
