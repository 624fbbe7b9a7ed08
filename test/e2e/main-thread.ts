/**
 * How much the page's main thread works while something happens, from Chromium's own trace:
 * each task's CPU time on the renderer's main thread. CPU time, not wall time: on a machine
 * shared with other work a 30 ms task can take 300 ms of wall time waiting for a core, while
 * the engine running on the main thread would cost every run its whole CPU time there (a
 * second or more for a program that never ends).
 */
import type { Page } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** Runs `action` while tracing; returns the CPU milliseconds of every main-thread task of the page. */
export async function mainThreadTaskCpu(page: Page, action: () => Promise<void>): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  try {
    await action();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const tasks = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && /RunTask/.test(e.name));
  // The page's renderer main thread: the one that ran the most tasks while tracing.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = mains.sort((a, b) => tasks(b.pid, b.tid).length - tasks(a.pid, a.tid).length)[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  return tasks(main.pid, main.tid).map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
}
