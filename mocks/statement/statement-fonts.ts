import regular from 'open-sans-fontface/fonts/Regular/OpenSans-Regular.ttf';
import bold from 'open-sans-fontface/fonts/Bold/OpenSans-Bold.ttf';
import type { StatementFonts } from './statement-pdf';

/**
 * The statement's fonts, built into its chunk as base64 data URLs (webpack.config.ts), so
 * only a demo build that is asked for a statement ever loads them. Jest reads the same files
 * from disk instead (__tests__/support/statement-fonts-node.ts, through jest.config.js).
 */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

export async function loadStatementFonts(): Promise<StatementFonts> {
  return { regular: base64Of(regular), bold: base64Of(bold) };
}
