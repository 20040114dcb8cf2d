// Renders bench/report.json as bench/REPORT.md: every figure beside its floor and the ratio app/floor.

const kb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const num = (value, digits = 0) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const ratio = (a, b) =>
  a === null || b === null || a === undefined || b === undefined || b === 0 ? 'n/a' : `${(a / b).toFixed(2)}x`;
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const spread = (s, format) => (s && s.n ? `${format(s.median)} (${format(s.min)} – ${format(s.max)})` : 'n/a');
const missing = (section) => (section?.error ? `**Not measured in this run:** ${section.error}\n` : null);

function sizeSection(size) {
  if (!size) return '_Not run (--only)._';
  const failed = missing(size);
  if (failed) return failed;
  const floor = size.entries.floor;
  const rows = Object.entries(size.entries).map(([id, entry]) => [
    id,
    `\`${entry.renderedAt}\` (“${entry.heading}”)`,
    String(entry.files.length),
    kb(entry.js.gzip),
    kb(entry.js.brotli),
    kb(entry.css.gzip),
    kb(entry.css.brotli),
    ratio(entry.js.gzip, floor.js.gzip),
  ]);
  const register = size.entries['register-v2'].js.gzip;
  const goal = size.goal.registerV2JsGzipBytes;
  const verdict =
    register <= goal
      ? `**Goal met:** register-v2 loads ${kb(register)} gzip JS before its first screen (goal ${kb(goal)}).`
      : `**Goal missed by ${kb(register - goal)}:** register-v2 loads ${kb(register)} gzip JS before its first screen (goal ${kb(goal)}). The stack floor alone is ${kb(floor.js.gzip)} (the goal is ${ratio(goal, floor.js.gzip)} the floor), so the app's own code may add ${kb(goal - floor.js.gzip)}; it adds ${kb(register - floor.js.gzip)}. See docs/bench.md ("What is left") for what is in it and what would move it.`;
  const perFile = Object.entries(size.entries)
    .map(
      ([id, entry]) =>
        `- ${id}: ${entry.files.map((f) => `\`${f.file.replace('static/', '')}\` ${kb(f.gzip)}`).join(', ')}`,
    )
    .join('\n');
  return [
    size.method,
    '',
    table(
      ['entry', 'first screen', 'files', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'JS gzip / floor'],
      rows,
    ),
    '',
    verdict,
    '',
    `Main bundle alone: ${kb(size.mainBundle.js.gzip)} gzip JS, ${kb(size.mainBundle.css.gzip)} gzip CSS. From webpack's chunk groups (main + registration, what the CI budget check reads): ${kb(size.registerV2FromStats.js.gzip)} gzip JS.`,
    '',
    `All built JS: app ${kb(size.total.app.js.gzip)} gzip in ${size.total.app.chunks} files, floor ${kb(size.total.floor.js.gzip)} gzip in ${size.total.floor.chunks} files (${ratio(size.total.app.js.gzip, size.total.floor.js.gzip)}).`,
    '',
    'Files per entry (gzip):',
    '',
    perFile,
  ].join('\n');
}

/** Issue 16's goals for both pages, each met or missed by how much; the next steps are in docs/bench.md. */
function lighthouseGoals(lh) {
  const check = (label, value, goal, format, atMost) => {
    const met = atMost ? value <= goal : value >= goal;
    const by = Math.abs(value - goal);
    return `${label} ${format(value)} (goal ${atMost ? '≤' : '≥'} ${format(goal)}: ${met ? 'met' : `**missed by ${format(by)}**`})`;
  };
  const lines = [
    ['register-v2', lh.goal.registerV2Performance],
    ['application', lh.goal.applicationPerformance],
  ].flatMap(([id, score]) => {
    const page = lh.pages[id];
    if (!page) return [];
    return [
      `- ${id}: ${[
        check('score', page.performance.median, score, (v) => num(v), false),
        check('LCP', page.lcpMs.median, lh.goal.lcpMs, ms, true),
        check('TBT', page.tbtMs.median, lh.goal.tbtMs, ms, true),
      ].join(', ')}.`,
    ];
  });
  const missed = lines.some((line) => line.includes('missed'));
  return [
    '',
    "Issue 16's goals, medians of the runs:",
    '',
    ...lines,
    ...(missed ? ['', 'What the misses are and the next steps: docs/bench.md, "What is left".'] : []),
  ].join('\n');
}

function lighthouseSection(lh) {
  if (!lh) return '_Not run (--only)._';
  const failed = missing(lh);
  if (failed) return failed;
  const floor = lh.pages.floor;
  const rows = Object.entries(lh.pages).map(([id, page]) => [
    id,
    spread(page.performance, (v) => num(v)),
    spread(page.lcpMs, ms),
    spread(page.tbtMs, ms),
    page.maxFidMs ? spread(page.maxFidMs, ms) : '–',
    spread(page.cls, (v) => num(v, 3)),
    `${ratio(page.lcpMs.median, floor.lcpMs.median)} LCP`,
  ]);
  const register = lh.pages['register-v2'].performance.median;
  const verdict =
    register >= lh.goal.registerV2Performance
      ? `**Goal met:** median performance ${register} on register-v2 (goal ≥ ${lh.goal.registerV2Performance}).`
      : `**Goal missed:** median performance ${register} on register-v2 (goal ≥ ${lh.goal.registerV2Performance}); the floor scores ${floor.performance.median}. What is left and the next steps: docs/bench.md, "What is left".`;
  const goals = lh.goal.lcpMs === undefined ? '' : lighthouseGoals(lh);
  const errors = Object.entries(lh.pages)
    .flatMap(([id, page]) => page.runs.filter((r) => r.runtimeError).map((r) => `- ${id}: ${r.runtimeError}`))
    .join('\n');
  return [
    lh.method,
    '',
    'Median (min – max) of the runs:',
    '',
    table(['page', 'performance', 'LCP', 'TBT', 'INP proxy (max potential FID)', 'CLS', 'vs floor'], rows),
    '',
    verdict,
    goals,
    errors ? `\nRuns with errors:\n${errors}` : '',
  ].join('\n');
}

function stepsSection(steps) {
  if (!steps) return '_Not run (--only)._';
  const failed = missing(steps);
  if (failed) return failed;
  const r = steps.registration;
  const f = steps.floor;
  return [
    steps.method,
    '',
    table(
      ['change', 'median', 'min – max', 'runs', 'chunk fetches on the way'],
      [
        [
          `register-v2 ${r.from} → ${r.to}`,
          ms(r.median),
          `${ms(r.min)} – ${ms(r.max)}`,
          `${r.n} (+${r.timeouts} timed out)`,
          String(r.chunkFetches.length),
        ],
        [
          `floor ${f.from} → ${f.to}`,
          ms(f.median),
          `${ms(f.min)} – ${ms(f.max)}`,
          `${f.n} (+${f.timeouts} timed out)`,
          String(f.chunkFetches.length),
        ],
      ],
    ),
    '',
    `Ratio app/floor (median): ${ratio(r.median, f.median)}. Goal, no chunk fetch on the way: ${r.chunkFetches.length === 0 ? '**met**' : `**missed** (${r.chunkFetches.join(', ')})`}.`,
    '',
    createAccountSection(steps.createAccount),
  ].join('\n');
}

function createAccountSection(c) {
  if (!c) return '';
  const files = [...new Set(c.chunkFetches)];
  return [
    '### "Create account" to the offers',
    '',
    c.method,
    '',
    table(
      [
        'from → to',
        'median',
        'min – max',
        'runs',
        'platform calls in flight (median)',
        "app's own time (median)",
        'calls',
      ],
      [
        [
          'register-v2 "Create account" → "Select your offer"',
          ms(c.median),
          `${ms(c.min)} – ${ms(c.max)}`,
          `${c.n} (+${c.timeouts} timed out)`,
          ms(c.callsMs.median),
          ms(c.median - c.callsMs.median),
          num(c.calls.median),
        ],
      ],
    ),
    '',
    files.length === 0
      ? 'No file is fetched on the way: the area\'s and the offer screen\'s code is in before "Create account".'
      : `Files fetched on the way (all runs): ${files.map((file) => `\`${file.replace(/^\/static\//, '')}\``).join(', ')}.`,
  ].join('\n');
}

function pollingSection(polling) {
  if (!polling) return '_Not run (--only)._';
  const failed = missing(polling);
  if (failed) return failed;
  const rows = Object.entries(polling)
    .filter(([key]) => key.startsWith('status-'))
    .map(([, run]) => [
      `${run.settlesAtMs / 1000} s`,
      String(run.requests),
      run.times.map((t) => t / 1000).join(', '),
      run.spec.map((t) => t / 1000).join(', '),
      run.matchesSpec ? 'yes' : '**no**',
      ms(run.detectionLagMs),
      String(run.requestsAfterSettled),
    ]);
  const ten = polling['ten-minutes'];
  return [
    "The real store and sagas against a fake platform on jest's fake clock (tools/bench-polling.bench.ts). The floor is the spec's schedule: 1000 ms doubling, capped at 5000 ms, 14 retries for a transient status.",
    '',
    table(
      [
        'settles after',
        'status requests',
        'sent at (s)',
        'spec schedule (s)',
        'matches',
        'seen settled after',
        'requests after settled',
      ],
      rows,
    ),
    '',
    `Ten simulated minutes in the area with a settled application: ${ten.inArea.conditionsRequests} conditions requests (spec floor: 1 on entry + 1 per 60 s = 11), ${ten.inArea.flagsRequests} flags requests (same floor), ${ten.inArea.statusRequests} status requests; longest time with no request at all: ${ms(ten.longestQuietMs)} (nothing is sent while nothing is due).`,
    '',
    `Ten more minutes after leaving the area: ${ten.afterLeaving.statusRequests} status and ${ten.afterLeaving.conditionsRequests} conditions requests (goal 0); the app-wide flag poll goes on (${ten.afterLeaving.flagsRequests} requests, register-v2 needs it), other requests: ${ten.afterLeaving.otherRequests.length}.`,
  ].join('\n');
}

function memorySection(memory) {
  if (!memory) return '_Not run (--only)._';
  const failed = missing(memory);
  if (failed) return failed;
  const { app, floor } = memory;
  const hourly = app.samples.map((s, i) => [
    String(s.hour),
    String(s.storeBytes),
    kb(s.heapBytes),
    kb(floor.samples[i]?.heapBytes),
    String(s.requests),
    String(s.actions),
  ]);
  return [
    `${memory.hours} simulated hours in the application area with the status, conditions (60 s) and flags (60 s) polls and a live chat running (60 s token and authentication refreshes, 10 s socket pings; a new chat starts when a 6-hour session ends: ${app.chatSessions ?? '?'} sessions), on jest's fake clock (tools/bench-memory.bench.ts; heap after a forced GC: ${memory.gcExposed ? 'yes' : 'no'}). The floor is the same clock running two one-minute timers with no app.`,
    '',
    table(
      ['', 'store growth per hour', 'heap growth per hour'],
      [
        ['app', `${num(app.storeGrowthBytesPerHour)} B`, kb(app.heapGrowthBytesPerHour)],
        ['floor', '–', kb(floor.heapGrowthBytesPerHour)],
      ],
    ),
    '',
    table(['hour', 'store (JSON bytes)', 'heap', 'floor heap', 'requests that hour', 'actions that hour'], hourly),
  ].join('\n');
}

function loadSection(load) {
  if (!load) return '_Not run (--only)._';
  const failed = missing(load);
  if (failed) return failed;
  const row = (name, r, floor) => [
    name,
    String(r.requests),
    num(r.rps),
    ms(r.p50Ms),
    ms(r.p99Ms),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    floor ? ratio(r.rps, floor.rps) : '–',
  ];
  return [
    load.method,
    '',
    table(
      ['call', 'requests', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'req/s vs floor'],
      [
        row('status (GET)', load.status, load.floor.get),
        row(`create HELOC (POST, ${load.create.borrowersAvailable} fresh borrowers)`, load.create, load.floor.post),
        row('floor GET', load.floor.get),
        row('floor POST (same body)', load.floor.post),
      ],
    ),
  ].join('\n');
}

function vitalsSection(vitals) {
  if (!vitals) return '_Not run (--only)._';
  const failed = missing(vitals);
  if (failed) return failed;
  if (vitals.n === 0) return `No web-vital events in the sandbox at ${vitals.origin}.`;
  const metricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
  const cell = (m, metric) => {
    if (!m) return '–';
    const value = metric === 'CLS' ? num(m.p75, 3) : ms(m.p75);
    return `${value} (n ${m.n}, ${Math.round(m.good * 100)}% good)`;
  };
  const counts = (record) =>
    Object.entries(record)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
  return [
    `The app's own reports (src/shell/rum.ts, the web-vitals library) kept by the sandbox at ${vitals.origin}: the 75th percentile per route pattern the pages were opened at, with the number of reports and the share rated good. In a bench run these are the bench's own page loads (Lighthouse's throttled ones among them); \`--only=vitals --vitals-from=<origin>\` reads any sandbox, such as one a demo or a test ran against.`,
    '',
    table(
      ['route', ...metricNames],
      vitals.routes.map(({ route, metrics }) => [
        `\`${route}\``,
        ...metricNames.map((name) => cell(metrics[name], name)),
      ]),
    ),
    '',
    `${vitals.n} reports; engines: ${counts(vitals.engines)}; connections: ${counts(vitals.connections)}.`,
  ].join('\n');
}

/** Issue 47: the application entry's repeat visit from its service worker, beside its first visit and the floor's. */
function repeatSection(repeat) {
  if (!repeat) return '_Not run (--only)._';
  const failed = missing(repeat);
  if (failed) return failed;
  const names = {
    applicationFirst: 'application, first visit',
    applicationRepeat: 'application, repeat visit (service worker)',
    floorFirst: 'floor, first visit',
    floorRepeat: 'floor, repeat visit (HTTP cache)',
  };
  // Each visit against the same visit of the floor (a report from before the floor's first visit was measured reads
  // both against its repeat visit).
  const floorOf = (kind) => (kind.endsWith('First') ? repeat.pages.floorFirst : undefined) ?? repeat.pages.floorRepeat;
  const rows = Object.entries(repeat.pages).map(([kind, page]) => [
    names[kind] ?? kind,
    spread(page.lcpMs, ms),
    ratio(page.lcpMs.median, floorOf(kind).lcpMs.median),
    spread(page.fcpMs, ms),
    spread(page.tbtMs, ms),
    ratio(page.tbtMs.median, floorOf(kind).tbtMs.median),
    spread(page.filesPastWorker, num),
  ]);
  return [
    repeat.method,
    '',
    table(
      ['page', 'LCP', 'LCP vs floor', 'FCP', 'blocking time', 'vs floor', 'static files not from the worker'],
      rows,
    ),
    '',
    `Goal (issue 47): the repeat visit's LCP at most ${ms(repeat.goal.lcpMs)}, its blocking time ${repeat.goal.tbt}.`,
  ].join('\n');
}

export function renderReport(report) {
  const s = report.sections;
  return `${[
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` on ${report.startedAt} in ${report.totalSeconds} s: Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.chromium}. Figures are for this machine; read them as ratios against the floor measured in the same run (docs/bench.md).`,
    '',
    s.build?.error ? `**Build failed:** ${s.build.error}\n` : '',
    '## 1. Bundle size (initial JS and CSS per entry)',
    '',
    sizeSection(s.size),
    '',
    '## 2. Page speed (Lighthouse)',
    '',
    lighthouseSection(s.lighthouse),
    '',
    '### The repeat visit (service worker)',
    '',
    repeatSection(s.repeat),
    '',
    '## 3. Step changes',
    '',
    stepsSection(s.steps),
    '',
    '## 4. Polling cost',
    '',
    pollingSection(s.polling),
    '',
    '## 5. Memory over a 12-hour session',
    '',
    memorySection(s.memory),
    '',
    '## 6. Sandbox under load',
    '',
    loadSection(s.load),
    '',
    "## 7. Web vitals from the field (the sandbox's telemetry)",
    '',
    vitalsSection(s.vitals),
    '',
    `Section times (s): ${Object.entries(report.seconds)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
  ].join('\n')}\n`;
}
