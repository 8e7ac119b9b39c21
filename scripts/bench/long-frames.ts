// Why a wait took what it took: the page's long animation frames (over 50 ms, the Long
// Animation Frames API), each with the scripts that ran in it, named by what invoked them and
// where their code is. The waits journey logs those of each press with WAITS_FRAMES=1.
import type { Page } from '@playwright/test';

interface LongFrame {
  start: number;
  duration: number;
  blocking: number;
  /** From the frame's start to its rendering (style, layout, paint), ms. */
  beforeRender: number;
  scripts: { what: string; duration: number; layout: number }[];
}

/** Runs in the page before its scripts: keeps every long animation frame (window.benchFrames). */
export function observeLongFrames(): void {
  const frames: LongFrame[] = [];
  (window as unknown as { benchFrames: LongFrame[] }).benchFrames = frames;
  interface Script {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      blockingDuration: number;
      renderStart: number;
      scripts: Script[];
    })[]) {
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        beforeRender: (entry.renderStart || entry.startTime + entry.duration) - entry.startTime,
        scripts: entry.scripts.map((script) => ({
          what: `${script.invoker} ${script.sourceFunctionName || '?'} @ ${script.sourceURL.split('/').pop() ?? ''}`,
          duration: script.duration,
          layout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The long animation frames from `from` to `to` (the page's clock), one line each. */
export async function longFramesBetween(tab: Page, from: number, to: number): Promise<string[]> {
  const frames = await tab.evaluate(
    () => (window as unknown as { benchFrames: LongFrame[] }).benchFrames,
  );
  return frames
    .filter((frame) => frame.start + frame.duration >= from && frame.start <= to)
    .map(
      (frame) =>
        `  +${(frame.start - from).toFixed(0)} ms: frame ${frame.duration.toFixed(0)} ms ` +
        `(render at +${frame.beforeRender.toFixed(0)}); ` +
        frame.scripts
          .map(
            (script) =>
              `${script.what} ${script.duration.toFixed(0)} ms` +
              (script.layout > 0 ? ` (layout ${script.layout.toFixed(0)})` : ''),
          )
          .join('; '),
    );
}
