import { randomBytes } from 'node:crypto';
import type { BrowserContext, Route } from '@playwright/test';
import { LIVE_GATEWAY_ORIGIN } from './origins';
import type { StubProvider } from './stub-provider';

/**
 * A stub LINK and BIND gateway on https://pasarela.test (it resolves nowhere), served by the
 * context's routing. Each page has its own CSP (a nonce for its script) and no COOP, so the popup
 * keeps its opener, as with the real gateways; every message names the app's origin, never '*'.
 */
export const OTHER_ORIGIN = 'https://otra.test';
export const INTRUDER_URL = `${LIVE_GATEWAY_ORIGIN}/link/intrusa`;
export const OTHER_ORIGIN_URL = `${OTHER_ORIGIN}/mensaje`;

function page(title: string, body: string, script: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="data:,">
</head>
<body>
<main>
${body}
</main>
<script nonce="${nonce}">
${script}
</script>
</body>
</html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/** A function that posts `{ intent }` to the opener, naming the app's origin. */
function sender(appOrigin: string): string {
  return `const APP_ORIGIN = ${JSON.stringify(appOrigin)};
function send(intent) {
  if (window.opener) window.opener.postMessage({ intent }, APP_ORIGIN);
}`;
}

/** The LINK_PEI form, telling its opener each step; 'Rechazar' is the bank saying no. */
function linkForm(appOrigin: string, amount: number | null) {
  const shown = amount === null ? '' : `<p>Monto a debitar: ${amount.toFixed(2)}</p>`;
  return page(
    'Pasarela LINK (prueba)',
    `<h1>Pagá con tu tarjeta de débito</h1>
${shown}
<p id="estado" role="status"></p>
<button type="button" id="pagar">Pagar</button>
<button type="button" id="rechazar">Rechazar</button>
<button type="button" id="cancelar">Cancelar</button>
<button type="button" id="continuar" hidden>Continuar</button>`,
    `${sender(appOrigin)}
const pagar = document.getElementById('pagar');
const continuar = document.getElementById('continuar');
send('CARGANDO_FORMULARIO');
window.addEventListener('load', () => send('FORMULARIO_CARGADO'));
function finish(text, intent) {
  document.getElementById('estado').textContent = text;
  send(intent);
  for (const id of ['pagar', 'rechazar', 'cancelar']) document.getElementById(id).hidden = true;
  continuar.hidden = false;
}
pagar.addEventListener('click', async () => {
  pagar.disabled = true;
  await fetch('/link/notificacion', { method: 'POST' });
  finish('Pago aprobado', 'PAGO_REALIZADO');
});
document.getElementById('rechazar').addEventListener('click', () =>
  finish('Pago rechazado', 'ERROR_EN_PAGO'),
);
document.getElementById('cancelar').addEventListener('click', () => send('PAGO_CANCELADO'));
continuar.addEventListener('click', () => send('CONTINUAR'));`,
  );
}

/**
 * The BIND_SIMPLE form: it tells its opener nothing. Its server notifies the provider, then the
 * popup goes to the app's own /payment/success or /payment/error (spec sections 2 and 4);
 * 'Cancelar' notifies 'Cancelado' and closes the window.
 */
function bindForm(appOrigin: string, amount: number | null) {
  const shown = amount === null ? '' : `<p>Monto a debitar: ${amount.toFixed(2)}</p>`;
  return page(
    'Pasarela BIND (prueba)',
    `<h1>Pagá con BIND</h1>
${shown}
<button type="button" id="pagar">Pagar</button>
<button type="button" id="rechazar">Rechazar</button>
<button type="button" id="cancelar">Cancelar</button>`,
    `const APP_ORIGIN = ${JSON.stringify(appOrigin)};
async function notify(status) {
  for (const button of document.querySelectorAll('button')) button.disabled = true;
  await fetch('/bind/notificacion?estado=' + status, { method: 'POST' });
}
document.getElementById('pagar').addEventListener('click', async () => {
  await notify('Acreditado');
  window.location.assign(APP_ORIGIN + '/payment/success');
});
document.getElementById('rechazar').addEventListener('click', async () => {
  await notify('Rechazado');
  window.location.assign(APP_ORIGIN + '/payment/error');
});
document.getElementById('cancelar').addEventListener('click', async () => {
  await notify('Cancelado');
  window.close();
});`,
  );
}

const BIND_STATUSES = ['Acreditado', 'Rechazado', 'Cancelado'] as const;

/**
 * A page that tells its opener CONTINUAR on load: a gateway window that is not the payment popup
 * (/link/intrusa, opened by other means), or a popup that wandered off the gateway (otra.test).
 */
function messengerPage(appOrigin: string, title: string) {
  return page(
    title,
    `<h1>${title}</h1>`,
    `${sender(appOrigin)}
send('CONTINUAR');
document.title = ${JSON.stringify(`${title} (enviado)`)};`,
  );
}

async function serve(route: Route, { html, csp }: { html: string; csp: string }) {
  await route.fulfill({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    headers: { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
    body: html,
  });
}

export class StubGateway {
  /** Every URL of the gateway's (and the other) origin the browser asked for. */
  readonly requests: string[] = [];

  constructor(
    private readonly appOrigin: string,
    private readonly provider: StubProvider,
  ) {}

  async install(context: BrowserContext): Promise<void> {
    await context.route(`${LIVE_GATEWAY_ORIGIN}/**`, async (route, request) => {
      this.requests.push(request.url());
      const { pathname, searchParams } = new URL(request.url());
      if (pathname === '/link/pago' && request.method() === 'GET') {
        await serve(route, linkForm(this.appOrigin, this.provider.lastPaymentAmount()));
      } else if (pathname === '/link/notificacion' && request.method() === 'POST') {
        // The gateway's server tells the provider the payment went through.
        const amount = this.provider.lastPaymentAmount();
        if (amount !== null) this.provider.settle(amount);
        await route.fulfill({ status: 204 });
      } else if (pathname === '/bind/pago' && request.method() === 'GET') {
        await serve(route, bindForm(this.appOrigin, this.provider.lastPaymentAmount()));
      } else if (pathname === '/bind/notificacion' && request.method() === 'POST') {
        // The gateway's server tells the provider how the payment ended.
        const status = BIND_STATUSES.find((name) => name === searchParams.get('estado'));
        if (status) this.provider.notifyBind(status);
        await route.fulfill({ status: status ? 204 : 400 });
      } else if (pathname === '/link/intrusa') {
        await serve(route, messengerPage(this.appOrigin, 'Otra ventana de la pasarela'));
      } else {
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'No encontrado' });
      }
    });
    await context.route(`${OTHER_ORIGIN}/**`, async (route, request) => {
      this.requests.push(request.url());
      await serve(route, messengerPage(this.appOrigin, 'Otro sitio'));
    });
  }
}
