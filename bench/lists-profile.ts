import { loadavg } from 'node:os';
import { basename } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openBrowser } from '../e2e/browser.ts';
import { stats, THROTTLE, throttledPage } from './kit.ts';
import { clientBuild, startShop, watchFirstRow } from './lists.bench.ts';
import { watchFirstChart } from './reports-screen.bench.ts';

/**
 * Where the renderer's main thread spends its time between navigation and the first list row,
 * counted by Chrome itself so that a busy machine moves the figures little:
 * `npx node bench/lists-profile.ts` (`/orders /invoices` for some screens; BENCH_PROFILE_ROUNDS,
 * default 5; BENCH_PROFILE_DOCUMENTS, default 2,000: every paged screen loads the same first 50
 * rows at any size; BENCH_PROFILE_WINDOW=before|between|after narrows the tables to one phase;
 * BENCH_PROFILE_TOP, default 40, is how many functions the last table lists;
 * BENCH_PROFILE_UNTIL=chart times the Reports screen's first chart, as
 * bench/reports-screen.bench.ts does, instead of the first list row: `/reports`).
 *
 * Each load (warm HTTP cache, after one untimed load per screen) is traced with CDP `Tracing`
 * (the categories DevTools' Performance panel records, with V8's sampling profiler): the main
 * thread's CPU time (the trace's `tdur`, the thread's own clock, so other processes on the
 * machine do not count) from navigation start to the first row painted, split at the first
 * GraphQL request (main.tsx's), the last one sent (the screen's list) and its answer; by what
 * Chrome did (compile, run scripts, style, layout, paint, GC); and, from the profiler's samples
 * (wall time, so only their shares mean much on a busy machine), by script and function, the
 * latter also with the time of what each function called (which render, which hook).
 *
 * Unthrottled by default (BENCH_PROFILE_THROTTLE=4 throttles): with Chrome's CPU throttling on,
 * the thread clock counts the throttling too (6× the unthrottled CPU time at 4×, measured
 * 2026-11-27), so it no longer measures the page's work. The throttling makes each slice of
 * main-thread work 4× as long, so the 1.0 s goal at 4× leaves at most 250 ms of this CPU time,
 * less the waits for the network.
 *
 * With the sampling profiler on, V8 compiles the chunks that carry a compile hint
 * (vite.config.ts, compileHints) on the main thread rather than on the streaming thread, so
 * this script cannot see what the hints save; bench/lists-ab.ts, on the wall clock, can.
 */

const ROUNDS = Number(process.env.BENCH_PROFILE_ROUNDS ?? 5);
const DOCUMENTS = Number(process.env.BENCH_PROFILE_DOCUMENTS ?? 2_000);
const RATE = Number(process.env.BENCH_PROFILE_THROTTLE ?? 1);
const ALL = ['/inventory', '/customers', '/suppliers', '/orders', '/invoices'];
const requested = process.argv.slice(2).filter((a) => a.startsWith('/'));
const SCREENS = requested.length > 0 ? requested : ALL;
const UNTIL_CHART = process.env.BENCH_PROFILE_UNTIL === 'chart';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: { data?: ProfileData };
};

/** What V8's sampling profiler puts in a trace's `Profile` and `ProfileChunk` events. */
type CallFrame = {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
};
type ProfileData = {
  startTime?: number;
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
    samples?: number[];
  };
  timeDeltas?: number[];
};

/** What Chrome did, by the trace events' names. */
function kind(name: string): string {
  if (/compile|Parse(Function|Script|Lazy)|V8\.Deserialize/i.test(name) && !/HTML/.test(name))
    return 'compile';
  if (/GC|Sweep|Mark|Scavenge/.test(name)) return 'gc';
  if (/UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyle/.test(name))
    return 'style';
  if (/^Layout|UpdateLayout$|IntersectionObserver|ResizeObserver/.test(name)) return 'layout';
  if (/Paint|Layerize|Commit|Composite|UpdateLayer|Raster|Decode/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'html';
  if (
    /EvaluateScript|evaluateModule|FunctionCall|v8\.run|v8\.callFunction|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|XHR|v8\.execute|RunMicrotask/.test(
      name,
    )
  )
    return 'script';
  return 'other';
}

type Profile = {
  cpuMs: number;
  wallMs: number;
  firstRow: number;
  kinds: Record<string, number>;
  names: Record<string, number>;
  /** Sampled time (ms of wall clock) by script file and by function. */
  urls: Record<string, number>;
  functions: Record<string, number>;
  /** The same with the time of what each function called (each function once per sample). */
  inclusive: Record<string, number>;
  /** ms from navigation start: first and last GraphQL request sent, last answer in. */
  graphql: { firstSent: number; lastSent: number; lastIn: number };
  /** Main-thread CPU (ms) up to the first GraphQL request, up to the last, to its answer, to the row. */
  phases: number[];
};

const add = (into: Record<string, number>, key: string, value: number) => {
  into[key] = (into[key] ?? 0) + value;
};

function analyse(
  events: TraceEvent[],
  firstRowMs: number,
  markedAt: number,
  graphql: Profile['graphql'],
): Omit<Profile, 'graphql'> {
  const mark = events.find((e) => e.name === 'bench-first-row');
  if (!mark) throw new Error('no bench-first-row mark in the trace');
  const { pid, tid } = mark;
  // The page's clock starts at its navigation (performance.timeOrigin); the mark says where
  // that is on the trace's clock.
  const from = mark.ts - markedAt * 1000;
  const to = mark.ts;
  const cuts = [graphql.firstSent, graphql.lastSent, graphql.lastIn].map((t) => from + t * 1000);
  // The tables of what ran: the whole load, or only from navigation to the first GraphQL request
  // (BENCH_PROFILE_WINDOW=before: main.tsx's), from there to the last (=between: the screen's
  // list) or from its answer to the row (=after).
  const windows: Record<string, [number, number]> = {
    before: [from, cuts[0]!],
    between: [cuts[0]!, cuts[1]!],
    after: [cuts[2]!, to],
  };
  const [tableFrom, tableTo] = windows[process.env.BENCH_PROFILE_WINDOW ?? ''] ?? [from, to];
  const onThread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  // Self thread time per event name: each event's own time minus its children's.
  const names: Record<string, number> = {};
  const stack: { end: number; event: TraceEvent; children: number }[] = [];
  let cpu = 0;
  let wall = 0;
  const phases = [0, 0, 0, 0];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const top = stack.pop()!;
      const own = (top.event.tdur ?? 0) - top.children;
      if (top.event.ts >= tableFrom && top.event.ts < tableTo) {
        add(names, top.event.name, Math.max(0, own) / 1000);
      }
      if (stack.length > 0) stack.at(-1)!.children += top.event.tdur ?? 0;
    }
  };
  for (const event of onThread) {
    if (event.tdur === undefined) continue;
    close(event.ts);
    if (stack.length === 0) {
      cpu += event.tdur;
      phases[cuts.filter((cut) => event.ts >= cut).length]! += event.tdur / 1000;
      wall += event.dur ?? 0;
    }
    stack.push({ end: event.ts + (event.dur ?? 0), event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  // The sampling profiler's own start (tens of ms, as the page's context is created) is the
  // measurement's cost, not the page's.
  const profilerStart = onThread
    .filter((e) => e.name === 'CpuProfiler::StartProfiling')
    .reduce((total, e) => total + (e.tdur ?? 0), 0);
  cpu -= profilerStart;
  phases[0]! -= profilerStart / 1000;
  delete names['CpuProfiler::StartProfiling'];
  const kinds: Record<string, number> = {};
  for (const [name, value] of Object.entries(names)) add(kinds, kind(name), value);

  // The sampling profiler: nodes and samples arrive in chunks per profile.
  const urls: Record<string, number> = {};
  const functions: Record<string, number> = {};
  const inclusive: Record<string, number> = {};
  const profiles = new Map<
    string,
    { at: number; frames: Map<number, CallFrame>; parents: Map<number, number> }
  >();
  const label = (frame: CallFrame) =>
    `${frame.functionName || '(anonymous)'} ${frame.url ? basename(new URL(frame.url, 'http://x').pathname) : '(native)'}:${frame.lineNumber ?? ''}:${frame.columnNumber ?? ''}`;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id) {
      profiles.set(event.id, {
        at: event.args?.data?.startTime ?? 0,
        frames: new Map(),
        parents: new Map(),
      });
    }
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data: ProfileData = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      profile.frames.set(node.id, node.callFrame);
      if (node.parent !== undefined) profile.parents.set(node.id, node.parent);
    }
    const samples: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    let at = profile.at;
    samples.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      at += delta;
      const next = deltas[index + 1] ?? 0;
      if (at < tableFrom || at >= tableTo) return;
      const frame = profile.frames.get(id) ?? {};
      const fn = frame.functionName || '(anonymous)';
      if (fn === '(idle)' || fn === '(program)' || fn === '(garbage collector)') {
        add(urls, fn, next / 1000);
        return;
      }
      const file = frame.url ? basename(new URL(frame.url, 'http://x').pathname) : '(native)';
      add(urls, file, next / 1000);
      add(functions, label(frame), next / 1000);
      const onStack = new Set<string>();
      for (
        let node: number | undefined = id;
        node !== undefined;
        node = profile.parents.get(node)
      ) {
        const caller = profile.frames.get(node);
        if (caller?.url) onStack.add(label(caller));
      }
      for (const key of onStack) add(inclusive, key, next / 1000);
    });
    profile.at = at;
  }
  return {
    cpuMs: cpu / 1000,
    wallMs: wall / 1000,
    firstRow: firstRowMs,
    kinds,
    names,
    urls,
    functions,
    inclusive,
    phases,
  };
}

async function traceLoad(context: BrowserContext, url: string): Promise<Profile> {
  const { page, cdp } = await throttledPage(context);
  if (RATE !== THROTTLE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const { at: firstRow, markedAt } = await page.evaluate(async (chart) => {
      const at = await (chart ? window.benchFirstChart : window.benchFirstRow);
      return { at, markedAt: performance.mark('bench-first-row').startTime };
    }, UNTIL_CHART);
    const graphql = await page.evaluate((paintedAt) => {
      const requests = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((r) => new URL(r.name).pathname === '/graphql' && r.startTime < paintedAt);
      return {
        firstSent: Math.min(...requests.map((r) => r.startTime)),
        lastSent: Math.max(...requests.map((r) => r.startTime)),
        lastIn: Math.max(...requests.map((r) => r.responseEnd)),
      };
    }, firstRow);
    await cdp.send('Tracing.end');
    await complete;
    return { ...analyse(events, firstRow, markedAt, graphql), graphql };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => stats(values).p50;
const round = (value: number) => value.toFixed(0).padStart(5);

function report(screen: string, loads: Profile[]) {
  const med = (pick: (p: Profile) => number) => median(loads.map(pick));
  console.log(
    `\n${screen}: main-thread CPU ${round(med((p) => p.cpuMs))} ms (×${THROTTLE} = ${round(THROTTLE * med((p) => p.cpuMs))} ms) (p50 of ${loads.length}; min ${round(Math.min(...loads.map((p) => p.cpuMs)))}), ` +
      `task wall ${round(med((p) => p.wallMs))} ms; wall clock: GraphQL sent ${round(med((p) => p.graphql.firstSent))} and ${round(med((p) => p.graphql.lastSent))} ms, answered ${round(med((p) => p.graphql.lastIn))} ms, first row ${round(med((p) => p.firstRow))} ms`,
  );
  console.log(
    `  CPU (ms) until the first GraphQL request ${round(med((p) => p.phases[0]!))}, until the last ${round(med((p) => p.phases[1]!))}, until its answer ${round(med((p) => p.phases[2]!))}, until the row ${round(med((p) => p.phases[3]!))}`,
  );
  const table = (title: string, pick: (p: Profile) => Record<string, number>, top: number) => {
    const keys = new Set(loads.flatMap((p) => Object.keys(pick(p))));
    const rows = [...keys]
      .map((key) => [key, median(loads.map((p) => pick(p)[key] ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    console.log(`  ${title}`);
    for (const [key, value] of rows) console.log(`    ${round(value)}  ${key}`);
  };
  table('CPU by kind (ms, thread time)', (p) => p.kinds, 10);
  table('CPU by trace event, self (ms, thread time)', (p) => p.names, 18);
  table('samples by script (ms, wall)', (p) => p.urls, 12);
  table('samples by function, self (ms, wall)', (p) => p.functions, 25);
  table(
    'samples by function, with what it called (ms, wall)',
    (p) => p.inclusive,
    Number(process.env.BENCH_PROFILE_TOP ?? 40),
  );
}

const started = performance.now();
const clientDir = await clientBuild();
const shop = await startShop('sqlite', DOCUMENTS, clientDir);
const { context, close } = await openBrowser();
try {
  await context.addInitScript(UNTIL_CHART ? watchFirstChart : watchFirstRow);
  const login = await context.newPage();
  await login.goto(`${shop.url}/login`);
  await login.evaluate((value) => localStorage.setItem('token', value), shop.token);
  await login.close();
  const load = { before: loadavg()[0] ?? 0 };
  const results: Record<string, Profile[]> = {};
  // One untimed load per screen: the HTTP cache and V8's code cache warm, as for daily staff.
  for (const screen of SCREENS) await traceLoad(context, `${shop.url}${screen}`);
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const screen of SCREENS) {
      const loads = results[screen] ?? [];
      loads.push(await traceLoad(context, `${shop.url}${screen}`));
      results[screen] = loads;
    }
  }
  console.log(
    `\nCPU throttled ${RATE}×, warm HTTP cache, ${DOCUMENTS.toLocaleString('en')} documents; load average ${load.before.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const screen of SCREENS) report(screen, results[screen]!);
} finally {
  await close();
  await shop.stop();
}
