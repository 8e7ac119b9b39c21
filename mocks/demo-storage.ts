/**
 * Where the demo keeps its state between page loads (local storage, shared by the app's
 * window, the payment popup and the demo gateway's notification page). Kept apart from the
 * Mirage server so that the notification page can write the database without loading Mirage.
 */
export const DEMO_DB_KEY = 'autogestion-demo-db';

/** The demo scenario chosen in 'Escenarios de demostración' (mocks/demo/scenario-state.ts). */
export const DEMO_SCENARIO_KEY = 'autogestion-demo-scenario';
