// Bench time, in Node: the bare React page's HTML, its form rendered by react-dom/server (the
// same markup the client hydrates). Imported by scripts/bench/references.ts.
import { renderToString } from 'react-dom/server';
import { LoginForm } from './LoginForm';

/** The whole document; `scripts` are the bundle's files, each loaded `defer` from the head. */
export function renderPage(scripts: readonly string[]): string {
  const tags = scripts.map((src) => `<script defer src="/${src}"></script>`).join('');
  return [
    '<!doctype html>',
    '<html lang="es-AR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="description" content="Referencia del bench: un formulario de React sin nada más">',
    `<title>Autogestión | React solo</title>${tags}</head>`,
    `<body><div id="root">${renderToString(<LoginForm />)}</div></body></html>`,
  ].join('');
}
