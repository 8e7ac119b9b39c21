/**
 * The demo scenarios (mock mode only): what the mock provider does on purpose, so that a
 * showing or a developer can see how the product behaves when things go wrong. The mock API
 * (mocks/demo/) applies them; the panel shows these names. Written once, here.
 */
export const SCENARIO_IDS = [
  'normal',
  'provider-down',
  'slow-network',
  'session-expired',
  'bank-rejects',
] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface ScenarioCopy {
  name: string;
  description: string;
}

/** The mock provider's latency in 'Red lenta', and how late the bank rejects a payment. */
export const SLOW_NETWORK_MS = 3000;
export const BANK_REJECTION_DELAY_S = 20;

// Read by the customer watching a showing: what happens, in their words, never an HTTP code.
export const SCENARIOS: Record<ScenarioId, ScenarioCopy> = {
  normal: {
    name: 'Normal',
    description: 'Todo funciona como siempre: el proveedor responde bien y rápido.',
  },
  'provider-down': {
    name: 'Proveedor caído',
    description: 'El proveedor no responde: no vas a poder ingresar ni descargar tu resumen.',
  },
  'slow-network': {
    name: 'Red lenta',
    description: `El proveedor tarda ${SLOW_NETWORK_MS / 1000} segundos en responder: vas a ver qué se muestra mientras esperás.`,
  },
  'session-expired': {
    name: 'Sesión vencida',
    description:
      'La sesión vence en la próxima verificación: al cambiar de pantalla vas a tener que ingresar de nuevo.',
  },
  'bank-rejects': {
    name: 'Pago rechazado por el banco',
    description: `Tu próximo pago parece aprobado en el formulario, pero el banco lo rechaza ${BANK_REJECTION_DELAY_S} segundos después.`,
  },
};

export const PANEL_TITLE = 'Escenarios de demostración';
export const RESET_LABEL = 'Reiniciar la demostración';

/** The question before a reset from Opciones (it ends the session), and what /login says after. */
export const RESET_CONFIRM = {
  title: '¿Reiniciar la demostración?',
  body: "Los titulares de prueba vuelven a sus datos iniciales, el escenario vuelve a 'Normal' y se cierra tu sesión.",
  confirm: 'Reiniciar',
  cancel: 'Cancelar',
  failed: 'No pudimos reiniciar la demostración. Intentá nuevamente.',
  done: 'Reiniciamos la demostración: todo volvió a como estaba al principio.',
};

export function isScenarioId(value: unknown): value is ScenarioId {
  return typeof value === 'string' && (SCENARIO_IDS as readonly string[]).includes(value);
}
