/**
 * Each promise of the payment model (invariants.ts) fails where it should: given a page or a
 * provider's log that breaks it, it says so; given the same page when the model knows better,
 * it lets it be. (MODEL_PLANT in payment-commands.ts plants the same breaks in whole runs.)
 */
import { render } from '@testing-library/react';
import * as promises from './invariants';
import { storeSlice } from '../support/stored-slice';

const knowing = (knowledge: Partial<promises.Knowledge>): promises.Knowledge => ({
  presses: [],
  paidHeard: false,
  credited: false,
  ...knowledge,
});

describe('never paid twice', () => {
  test('one POST per press, at the amount shown, holds', () => {
    expect(() =>
      promises.neverPaidTwice(knowing({ presses: [8435075, 150050] }), [
        { amountCents: 8435075, pressesBefore: 1 },
        { amountCents: 150050, pressesBefore: 2 },
      ]),
    ).not.toThrow();
  });

  test.each([
    ['two POSTs for one press', [8435075], [8435075, 8435075], /2 POST payments\/ sent for 1/],
    ['a POST with no press', [], [8435075], /1 POST payments\/ sent for 0 presses/],
    ['a cent more than shown', [8435075], [8435076], /asked for 84350.76 .*showed 84350.75/],
  ])('%s breaks it', (_case, presses, amounts, message) => {
    const posts = amounts.map((amountCents) => ({ amountCents, pressesBefore: presses.length }));
    expect(() => promises.neverPaidTwice(knowing({ presses }), posts)).toThrow(message);
  });

  test('a POST sent before the press it would belong to breaks it', () => {
    expect(() =>
      promises.neverPaidTwice(knowing({ presses: [100] }), [
        { amountCents: 100, pressesBefore: 0 },
      ]),
    ).toThrow(promises.BrokenPromise);
  });
});

describe('never an untrue word about money', () => {
  test.each([
    ['<h1>Pagado</h1>', /heading says 'Pagado'/],
    ['<h1>Estás pagando</h1><p role="status">¡Pago exitoso!</p>', /'¡Pago exitoso!'/],
    ['<h1>Ya pagaste este monto</h1>', /'Ya pagaste este monto'/],
  ])('%s, with nothing heard or credited, breaks it', (html, message) => {
    render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(() => promises.neverAnUntrueWord(knowing({}))).toThrow(message);
    // Once the gateway said PAGO_REALIZADO, the page may say so.
    expect(() => promises.neverAnUntrueWord(knowing({ paidHeard: true }))).not.toThrow();
  });

  test.each([
    ['<h1>Tu tarjeta</h1><span>Acreditado</span>', /'Acreditado'/],
    ['<h1>Pagado</h1><p>Tu pago fue acreditado.</p>', /'acreditado'/],
    ['<h1>Pagado</h1><button>Descargar comprobante</button>', /offers 'Descargar comprobante'/],
  ])('%s, with nothing credited, breaks it even when paid was heard', (html, message) => {
    render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(() => promises.neverAnUntrueWord(knowing({ paidHeard: true }))).toThrow(message);
    expect(() => promises.neverAnUntrueWord(knowing({ credited: true }))).not.toThrow();
  });

  test("'¡Pago exitoso!' left over 'Tu pago fue rechazado' breaks it; over 'Pagado', it holds", () => {
    const { unmount } = render(
      <div>
        <h1>Pagado</h1>
        <div role="dialog">¡Pago exitoso!</div>
      </div>,
    );
    expect(() => promises.neverPaidAndNotPaid()).not.toThrow();
    unmount();
    render(
      <div>
        <h1>Tu pago fue rechazado</h1>
        <div role="dialog">¡Pago exitoso!</div>
      </div>,
    );
    expect(() => promises.neverPaidAndNotPaid()).toThrow(
      /heading says 'Tu pago fue rechazado' and the page says '¡Pago exitoso!' at once/,
    );
  });

  test("'Acreditados' (a filter's name) and 'no se acreditó' are no such claim", () => {
    render(<p>Acreditados · Tu banco rechazó el pago y no se acreditó en tu tarjeta</p>);
    expect(() => promises.neverAnUntrueWord(knowing({}))).not.toThrow();
  });
});

describe('never a blank or broken page', () => {
  test('a heading, or the loading state, and nothing broken holds', () => {
    const { unmount } = render(<h1>Tu tarjeta</h1>);
    expect(() => promises.neverABrokenPage([])).not.toThrow();
    unmount();
    render(<div className="page-loading" role="status" />);
    expect(() => promises.neverABrokenPage([])).not.toThrow();
  });

  test.each([
    ['<p>nothing</p>', /no h1 and no loading state/],
    ['<h1>Tu tarjeta</h1><p>$ NaN</p>', /says 'NaN'/],
    ['<h1>Pagar</h1><p>Tu pago de undefined</p>', /says 'undefined'/],
    ['<h1>Pagar</h1><p>[object Object]</p>', /says '\[object Object\]'/],
  ])('%s breaks it', (html, message) => {
    render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(() => promises.neverABrokenPage([])).toThrow(message);
  });

  test('a console error breaks it', () => {
    render(<h1>Tu tarjeta</h1>);
    expect(() => promises.neverABrokenPage(['error: Warning: act(...)'])).toThrow(
      /the console said/,
    );
  });
});

describe('never signed out without a reason', () => {
  test('any signed-in page holds; /login breaks it', () => {
    render(<h1>Ingresá a Autogestión</h1>);
    for (const path of ['/', '/payment?amount=1500.50', '/payments'])
      expect(() => promises.neverSignedOut(path, null)).not.toThrow();
    expect(() => promises.neverSignedOut('/login', null)).toThrow(
      /the page is \/login: 'Ingresá a Autogestión'/,
    );
  });

  test("/login after the cardholder's sign-out holds; after idle time, only with its reason", () => {
    render(<h1>Ingresá a Autogestión</h1>);
    expect(() =>
      promises.neverSignedOut('/login', { by: 'the cardholder', reason: null }),
    ).not.toThrow();
    const idle = { by: 'idle time', reason: 'Cerramos tu sesión por inactividad.' } as const;
    expect(() => promises.neverSignedOut('/login', idle)).toThrow(
      /ended by idle time, \/login does not say 'Cerramos tu sesión por inactividad.'/,
    );
    render(<p>Cerramos tu sesión por inactividad.</p>);
    expect(() => promises.neverSignedOut('/login', idle)).not.toThrow();
  });
});

describe('nothing personal after an end', () => {
  test('the last activity may stay; a token, a payment or a name breaks it', () => {
    window.localStorage.setItem('last-activity', '1764680000000');
    expect(() => promises.nothingPersonalAfterAnEnd('/login')).not.toThrow();
    window.localStorage.setItem('user-data', '{"name":"\\"María Fernández\\""}');
    expect(() => promises.nothingPersonalAfterAnEnd('/')).not.toThrow();
    expect(() => promises.nothingPersonalAfterAnEnd('/login')).toThrow(
      /user-data=.*María Fernández/,
    );
  });

  test("the slices' empty state, as a signed-out start writes it, holds", () => {
    storeSlice('api', { token: null });
    expect(() => promises.nothingPersonalAfterAnEnd('/login')).not.toThrow();
    storeSlice('api', { token: 'token-1' });
    expect(() => promises.nothingPersonalAfterAnEnd('/login')).toThrow(/api=.*token-1/);
  });
});

describe('never signed in past the idle limit', () => {
  test('left past the limit: /login holds, a signed-in page breaks it; signed in again, it holds', () => {
    render(<h1>Tu tarjeta</h1>);
    const idle = { by: 'idle time', reason: null } as const;
    expect(() => promises.neverSignedInPastTheIdleLimit('/login', idle)).not.toThrow();
    expect(() => promises.neverSignedInPastTheIdleLimit('/', idle)).toThrow(
      /left past the limit, the page is \/: 'Tu tarjeta'/,
    );
    const again = { by: 'a new sign-in', reason: null } as const;
    expect(() => promises.neverSignedInPastTheIdleLimit('/', again)).not.toThrow();
  });
});

describe('a file saved only for a press', () => {
  const statement = { name: 'mi-resumen.pdf', type: 'application/pdf' };
  test('one statement per press, or none (a failure), holds', () => {
    expect(() => promises.oneFilePerPress([], 1, [])).not.toThrow();
    expect(() => promises.oneFilePerPress([statement], 1, [])).not.toThrow();
    const receipt = { name: 'comprobante-1042.pdf', type: 'application/pdf' };
    expect(() => promises.oneFilePerPress([statement, receipt], 2, ['1042'])).not.toThrow();
  });

  test('a second file for one press, a receipt of a payment not credited, or another file, breaks it', () => {
    expect(() => promises.oneFilePerPress([statement, statement], 1, [])).toThrow(
      /2 files for 1 presses/,
    );
    const rejected = { name: 'comprobante-1043.pdf', type: 'application/pdf' };
    expect(() => promises.oneFilePerPress([rejected], 1, ['1042'])).toThrow(
      /saved comprobante-1043.pdf/,
    );
    expect(() =>
      promises.oneFilePerPress([{ name: 'resumen', type: 'text/plain' }], 1, []),
    ).toThrow(/saved resumen \(text\/plain\)/);
  });
});
