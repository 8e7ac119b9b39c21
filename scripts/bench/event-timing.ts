// Every tap and keystroke of a journey, as the page's Event Timing saw it (entries of 16 ms and
// over, buffered from the start), each named by its event type and its target and counted in
// the step the bench said it was at when the event began; and their report against the targets.
import type { Page } from '@playwright/test';
import { cell, fmt, markdownTable } from './report';

const INPUT_TARGETS = { worstMs: 100, aimMs: 50 };

/** One Event Timing entry: its type, what it hit, its start and duration (ms), its step. */
export interface InputEvent {
  name: string;
  target: string;
  start: number;
  duration: number;
  step: string;
}

/** What observeInputs() keeps in the page (window.benchInputs). */
interface InputState {
  events: Omit<InputEvent, 'step'>[];
  steps: { name: string; at: number }[];
}

/** Runs in the page before its scripts: collects the Event Timing entries, targets named. */
export function observeInputs(): void {
  const state: InputState = { events: [], steps: [{ name: 'sign-in', at: 0 }] };
  (window as unknown as { benchInputs: InputState }).benchInputs = state;
  const nameOf = (node: EventTarget | null) => {
    if (!(node instanceof Element)) return null;
    const named = node.closest('button, a, input, label, [role="dialog"]');
    if (!named) return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`;
    const words =
      named.getAttribute('aria-label') ??
      (named instanceof HTMLInputElement ? (named.labels?.[0]?.textContent ?? named.name) : null) ??
      named.textContent;
    const text = words.replace(/\s+/g, ' ').trim().slice(0, 30);
    return `${named.tagName.toLowerCase()}${text ? ` '${text}'` : ''}`;
  };
  // Named at the event too: by the time its entry comes, a press may have taken its target away.
  const namedAt = new Map<number, string>();
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'input']) {
    addEventListener(
      type,
      (event) => {
        const name = nameOf(event.target);
        if (name && !namedAt.has(event.timeStamp)) namedAt.set(event.timeStamp, name);
      },
      true,
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      state.events.push({
        name: entry.name,
        target: nameOf(entry.target) ?? namedAt.get(entry.startTime) ?? '(gone)',
        start: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Says which step of the journey begins now: the events from here on count in it. */
export async function stepOf(tab: Page, name: string): Promise<void> {
  await tab.evaluate((step) => {
    (window as unknown as { benchInputs: InputState }).benchInputs.steps.push({
      name: step,
      at: performance.now(),
    });
  }, name);
}

/** The events the page saw, each in its step (Event Timing entries come a frame or two late). */
export async function inputsOf(tab: Page): Promise<InputEvent[]> {
  const { events, steps } = await tab.evaluate(
    () => (window as unknown as { benchInputs: InputState }).benchInputs,
  );
  return events.map((event) => ({
    ...event,
    step: steps.filter((step) => step.at <= event.start).at(-1)?.name ?? 'sign-in',
  }));
}

/** One tap or keystroke: the events that ended in the same frame, named by its main one. */
interface Interaction {
  /** Its main event (a hover alone: 'pointerover, no press'), and how many events it holds. */
  name: string;
  count: number;
  target: string;
  duration: number;
  step: string;
}

/**
 * The events a tap or keystroke dispatches overlap in time (each runs from its start to the
 * frame after it): overlapping events of a step are one interaction.
 */
function interactionsOf(events: readonly InputEvent[]): Interaction[] {
  const groups: InputEvent[][] = [];
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.start - b.start)) {
    const last = groups.at(-1);
    if (last && last[0].step === event.step && event.start <= end) {
      last.push(event);
      end = Math.max(end, event.start + event.duration);
    } else {
      groups.push([event]);
      end = event.start + event.duration;
    }
  }
  // What a person did is its click, pointerdown or keydown; hovering is what came with it.
  const pressed = ['click', 'pointerdown', 'keydown', 'input'];
  const rank = (name: string) => pressed.indexOf(name) >>> 0;
  return groups.map((group) => {
    const main = [...group].sort((a, b) => rank(a.name) - rank(b.name))[0];
    return {
      name: pressed.includes(main.name) ? main.name : `${main.name}, no press`,
      count: group.length,
      target: main.target,
      duration: Math.max(...group.map((event) => event.duration)),
      step: main.step,
    };
  });
}

const interactionsOfRuns = (runs: readonly (InputEvent[] | null)[]) =>
  runs
    .filter((run): run is InputEvent[] => run !== null)
    .map((run) => interactionsOf(run.filter((event) => event.step !== 'sign-in')));

/**
 * The table of one build's runs: per step, the slowest interaction of each run (median,
 * min–max) and the slowest of all with its events and target; then the target, met or not.
 * First, the same of the references' taps (`references`), the machine's floor in those rounds.
 */
export function inputsReport(
  label: string,
  runs: readonly (InputEvent[] | null)[],
  references: readonly (InputEvent[] | null)[],
): string[] {
  const measured = interactionsOfRuns(runs);
  const steps = [...new Set(measured.flatMap((run) => run.map((one) => one.step)))];
  const slowest = (all: readonly Interaction[]) =>
    all.reduce<Interaction | null>((a, b) => (a && a.duration >= b.duration ? a : b), null);
  const describe = (one: Interaction | null) =>
    one ? `${fmt(one.duration)} ms, ${one.name} on ${one.target} (${one.count} events)` : '-';
  const verdict = (ms: number | null) =>
    ms === null
      ? '-'
      : ms <= INPUT_TARGETS.aimMs
        ? 'met (and the aim)'
        : ms <= INPUT_TARGETS.worstMs
          ? 'met'
          : '**not met**';
  const row = (step: string, of: (one: Interaction) => boolean, among = measured) => {
    const perRun = among.map((run) => slowest(run.filter(of))?.duration ?? 0);
    const worst = slowest(among.flat().filter(of));
    return [step, cell(perRun), describe(worst), verdict(worst?.duration ?? null)];
  };
  const referenceRow = row(
    'the references: a tap on a plain link, on a plain button',
    () => true,
    interactionsOfRuns(references),
  );
  const overAim = measured
    .flat()
    .filter((one) => one.duration > INPUT_TARGETS.aimMs)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map((one) => `${describe(one)} (${one.step})`);
  return [
    `Taps and keystrokes after the sign-in, ${label} (Event Timing, 16 ms and over; events that overlap are one interaction; ${measured.length} runs):`,
    '',
    ...markdownTable(
      ['step', 'slowest per run, ms: median (min–max)', 'slowest of all runs', 'target'],
      [
        [...referenceRow.slice(0, 3), '-'],
        ...steps.map((step) => row(step, (one) => one.step === step)),
        row(
          `**the whole journey**: no tap or keystroke over ${INPUT_TARGETS.worstMs} ms (aim ${INPUT_TARGETS.aimMs})`,
          () => true,
        ),
      ],
    ),
    '',
    ...(overAim.length > 0
      ? [`Over ${INPUT_TARGETS.aimMs} ms, slowest first: ${overAim.join('; ')}.`, '']
      : []),
  ];
}
