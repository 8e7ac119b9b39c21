import {
  bindMonitor,
  initialProgress,
  linkMonitor,
  type FormProgress,
  type MonitorEvent,
  type MonitorResult,
} from '../../../src/features/payment/popup/monitors';

const intent = (name: string): MonitorEvent => ({ type: 'intentReceived', intent: name });
const checked = (popupClosed: boolean): MonitorEvent => ({ type: 'popupChecked', popupClosed });

/** The LINK monitor over a few events, stopping at the end. */
function run(events: MonitorEvent[], start: FormProgress = initialProgress): MonitorResult {
  let result: MonitorResult = { progress: start };
  for (const event of events) {
    if (!('progress' in result)) return result;
    result = linkMonitor(result.progress, event);
  }
  return result;
}

describe('LINK_PEI monitor (spec section 4)', () => {
  test('starts at Iniciando proceso de pago..., having heard nothing', () => {
    expect(initialProgress).toEqual({ message: 'Iniciando proceso de pago...', heard: 'nothing' });
  });

  test.each([
    ['CARGANDO_FORMULARIO', 'Cargando el formulario de pago...', 'nothing'],
    ['FORMULARIO_CARGADO', 'Formulario de pago cargado, complete los datos por favor', 'nothing'],
    ['PAGO_REALIZADO', '¡Pago exitoso!', 'paid'],
    ['ERROR_EN_PAGO', 'Hubo un error en el pago', 'refused'],
    ['ERROR', 'Hubo un error en el pago', 'refused'],
  ])('%s shows %p; the flow goes on', (name, message, heard) => {
    expect(run([intent(name)])).toEqual({ progress: { message, heard } });
  });

  test('PAGO_CANCELADO ends the flow at once: Pago cancelado desde formulario', () => {
    expect(run([intent('FORMULARIO_CARGADO'), intent('PAGO_CANCELADO')])).toEqual({
      end: 'cancelled',
      message: 'Pago cancelado desde formulario',
    });
  });

  test.each([
    ['VENTANA_CERRADA', intent('VENTANA_CERRADA')],
    ['the popup found closed', checked(true)],
  ])('%s: closed with nothing heard, else the end of what was heard', (_, closing) => {
    expect(run([intent('FORMULARIO_CARGADO'), closing])).toEqual({
      end: 'closed',
      message: 'Formulario de pago cerrado',
    });
    expect(run([intent('PAGO_REALIZADO'), closing])).toEqual({
      end: 'paid',
      message: '¡Pago exitoso!',
    });
    expect(run([intent('ERROR_EN_PAGO'), closing])).toEqual({
      end: 'refused',
      message: 'Hubo un error en el pago',
    });
  });

  test('CONTINUAR: paid after PAGO_REALIZADO; refused after an error, or with nothing heard', () => {
    expect(run([intent('PAGO_REALIZADO'), intent('CONTINUAR')])).toMatchObject({ end: 'paid' });
    expect(run([intent('ERROR_EN_PAGO'), intent('CONTINUAR')])).toMatchObject({ end: 'refused' });
    expect(run([intent('FORMULARIO_CARGADO'), intent('CONTINUAR')])).toEqual({
      end: 'refused',
      message: 'Formulario de pago cargado, complete los datos por favor',
    });
  });

  test('an unknown event resets to Iniciando proceso de pago...', () => {
    expect(run([intent('FORMULARIO_CARGADO'), intent('OTRA_COSA')])).toEqual({
      progress: initialProgress,
    });
    expect(run([intent('ERROR_EN_PAGO'), intent('OTRA_COSA')])).toEqual({
      progress: initialProgress,
    });
  });

  test('once the form said it was paid, nothing it says after undoes it', () => {
    const paid = { progress: { message: '¡Pago exitoso!', heard: 'paid' } };
    for (const name of ['ERROR_EN_PAGO', 'ERROR', 'OTRA_COSA', 'CARGANDO_FORMULARIO']) {
      expect(run([intent('PAGO_REALIZADO'), intent(name)])).toEqual(paid);
    }
    // A cancellation after it ends the flow as paid: the money may have moved.
    expect(run([intent('PAGO_REALIZADO'), intent('PAGO_CANCELADO')])).toEqual({
      end: 'paid',
      message: '¡Pago exitoso!',
    });
  });

  test('the popup found open changes nothing', () => {
    const progress = { message: 'x', heard: 'paid' } as const;
    expect(linkMonitor(progress, checked(false))).toEqual({ progress });
    expect((linkMonitor(progress, checked(false)) as { progress: FormProgress }).progress).toBe(
      progress,
    );
  });
});

describe('BIND_SIMPLE monitor (spec section 4)', () => {
  test("ignores messages, but the app's own success page saying PAGO_REALIZADO", () => {
    expect(bindMonitor(initialProgress, intent('FORMULARIO_CARGADO'))).toEqual({
      progress: initialProgress,
    });
    expect(bindMonitor(initialProgress, intent('PAGO_REALIZADO'))).toEqual({
      progress: { message: '¡Pago exitoso!', heard: 'paid' },
    });
  });

  test('popup open on focus or visibility: form loaded', () => {
    expect(bindMonitor(initialProgress, checked(false))).toEqual({
      progress: {
        message: 'Formulario de pago cargado, complete los datos por favor',
        heard: 'nothing',
      },
    });
  });

  test('popup closed: the payment is assumed made, Pago realizado', () => {
    expect(bindMonitor(initialProgress, checked(true))).toEqual({
      end: 'bindDone',
      message: 'Pago realizado',
    });
  });

  test("the app's own error page said ERROR_EN_PAGO: rejected, and the closed popup ends as refused, never assumed paid", () => {
    const rejected = bindMonitor(initialProgress, intent('ERROR_EN_PAGO'));
    expect(rejected).toEqual({
      progress: { message: 'Hubo un error en el pago', heard: 'refused' },
    });
    if (!('progress' in rejected)) throw new Error('still paying');
    expect(bindMonitor(rejected.progress, checked(false))).toEqual({ progress: rejected.progress });
    expect(bindMonitor(rejected.progress, checked(true))).toEqual({
      end: 'refused',
      message: 'Hubo un error en el pago',
    });
    // Paid first: a later error page changes nothing (the money may have moved).
    const paid = { message: '¡Pago exitoso!', heard: 'paid' } as const;
    expect(bindMonitor(paid, intent('ERROR_EN_PAGO'))).toEqual({ progress: paid });
  });
});
