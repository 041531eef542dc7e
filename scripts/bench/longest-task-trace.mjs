// What the longest main-thread task is made of, from a Chromium trace (IMPORT_BENCH_TRACE=1 in
// scripts/bench/import.mjs): the page's own long-task entry says how long, not what ran.
// Prints the task's direct parts by name (script, style, layout, paint, garbage collection),
// with the longest script's function when the trace names it.

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
];

/** The renderer's main thread: the one the trace names CrRendererMain with the most tasks. */
function mainThread(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best;
  let most = -1;
  for (const m of mains) {
    const n = events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask',
    ).length;
    if (n > most) [best, most] = [m, n];
  }
  return best;
}

/** Lines describing the `top` longest tasks of a trace buffer (Playwright's browser.stopTracing()). */
export function describeLongestTasks(buffer, top = 2) {
  const { traceEvents: events } = JSON.parse(buffer.toString());
  const main = mainThread(events);
  if (!main) return ['  (no renderer main thread in the trace)'];
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => b.dur - a.dur)
    .slice(0, top);
  return tasks.flatMap((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    // The task's direct parts: events not inside another event of the task.
    const direct = [];
    let reach = -1;
    for (const e of inside) {
      if (e.ts < reach) continue;
      direct.push(e);
      reach = e.ts + e.dur;
    }
    const byName = new Map();
    for (const e of direct) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    // Inside its scripts, what took long: the deepest named parts over 2 ms.
    const named = inside
      .filter((e) => e.dur > 2000 && !direct.includes(e))
      .map(
        (e) =>
          `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop()}` : ''} ${(e.dur / 1000).toFixed(1)} ms`,
      )
      .slice(0, 12);
    // Style and layout say how much they touched (elements restyled, objects laid out).
    const sizes = direct
      .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
      .map((e) => {
        const b = e.args?.beginData ?? {};
        const n = e.args?.elementCount ?? b.totalObjects;
        return `${e.name} ${(e.dur / 1000).toFixed(1)} ms${n !== undefined ? ` over ${n}` : ''}${b.dirtyObjects !== undefined ? ` (${b.dirtyObjects} dirty)` : ''}`;
      });
    return [
      ...sizes.map((line) => `    ${line}`),
      `  task of ${(task.dur / 1000).toFixed(1)} ms: ${[...byName]
        .sort((a, b) => b[1] - a[1])
        .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)} ms`)
        .join(', ')}`,
      ...named.map((line) => `    ${line}`),
    ];
  });
}
