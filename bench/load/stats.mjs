// What the load bench records and how it reports it: latency samples and errors per route family
// (only inside the measured window; warm-up errors are kept apart, never dropped), and the RSS of
// the server processes sampled from /proc every few seconds for the whole run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
}

/** The message of an error answer: the API's `{ code, error }` body, else its first characters. */
export function describeErrorBody(status, text) {
  let message = String(text ?? '').slice(0, 160);
  try {
    const body = JSON.parse(text);
    message = [body.code, body.error ?? body.message].filter(Boolean).join(': ') || message;
  } catch {}
  return `${status} ${message.replace(/\s+/g, ' ').trim()}`.slice(0, 200);
}

/**
 * Families are declared up front (so the table keeps a stable order and shows families that saw no
 * traffic). `record` takes the start time of the request (performance.now()): a request counts when
 * it started inside the measured window.
 */
export function createRecorder() {
  const families = new Map();
  let from = Number.POSITIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  const warmup = { requests: 0, errors: 0, byMessage: new Map() };
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

  function define(name, meta) {
    if (!families.has(name)) families.set(name, { name, ...meta, samples: [], requests: 0, errors: 0, byMessage: new Map() });
    return families.get(name);
  }

  return {
    define,
    setWindow(start, end) {
      from = start;
      to = end;
    },
    isMeasuring: (t) => t >= from && t < to,
    /** ms null: an error without a latency (a refused connection, a disconnect). */
    record(name, t0, ms, error = null) {
      const f = families.get(name) ?? define(name, { role: '?', driver: '?' });
      if (t0 < from) {
        warmup.requests++;
        if (error) {
          warmup.errors++;
          bump(warmup.byMessage, `${name}: ${error}`);
        }
        return;
      }
      if (t0 >= to) return;
      f.requests++;
      if (ms !== null && !error) f.samples.push(ms);
      if (error) {
        f.errors++;
        bump(f.byMessage, error);
      }
    },
    families,
    warmup,
  };
}

export function summarize(recorder, seconds) {
  const rows = [];
  for (const f of recorder.families.values()) {
    const sorted = f.samples.slice().sort((a, b) => a - b);
    rows.push({
      family: f.name,
      role: f.role,
      driver: f.driver,
      requests: f.requests,
      errors: f.errors,
      errorRate: f.requests ? f.errors / f.requests : 0,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      // The socket row counts sockets held, not a rate.
      perSecond: f.name === 'socket connection' ? Number.NaN : f.requests / seconds,
      errorMessages: Object.fromEntries([...f.byMessage.entries()].sort((a, b) => b[1] - a[1])),
    });
  }
  return rows;
}

// --- memory -------------------------------------------------------------------------------------

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null; // the process ended
  }
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  if (pid === process.pid) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  }
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / CLOCK_TICKS : null;
}

/** /proc/<pid>/stat from field 3 (state) on: f[1] is the parent pid, f[11..14] utime, stime, cutime, cstime. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a process and its children (PostgreSQL: the postmaster and its backends). Backends
 * that ended count through the parent's cutime/cstime, which hold the CPU of reaped children.
 */
function treeCpuSeconds(pid) {
  const root = statFields(pid);
  if (!root) return null;
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === pid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / CLOCK_TICKS;
}

export function processLabel(pid) {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = cmd.find((a) => /\.(m?js|ts)$/.test(a));
    return script ? `${cmd[0].split('/').pop()} ${script.split('/').slice(-2).join('/')}` : cmd.slice(0, 2).join(' ');
  } catch {
    return `pid ${pid}`;
  }
}

/** Samples VmRSS and CPU time of each pid every `intervalMs`; `t` is seconds since the run started. */
export function createMemorySampler(processes, intervalMs, runStart) {
  const samples = [];
  const take = () => {
    const t = (performance.now() - runStart()) / 1000;
    samples.push({
      t,
      // A process tree (PostgreSQL) has no meaningful RSS (shared buffers count in every backend).
      rssKb: Object.fromEntries(
        processes.map((p) => [p.pid, p.tree ? null : p.pid === process.pid ? Math.round(process.memoryUsage().rss / 1024) : rssKb(p.pid)]),
      ),
      cpuSeconds: Object.fromEntries(processes.map((p) => [p.pid, p.tree ? treeCpuSeconds(p.pid) : cpuSeconds(p.pid)])),
    });
  };
  let timer = null;
  return {
    processes,
    samples,
    start() {
      take();
      timer = setInterval(take, intervalMs);
    },
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * Per process: CPU, RSS at the end of warm-up, at each full minute of the measured window, at the
 * end, the peak, growth end vs warm-up, growth of the floor (lowest RSS of the first minute vs of
 * the last), and the least-squares slope over the measured window (MB/min).
 */
export function memoryTable(sampler, warmupSeconds, durationSeconds) {
  const at = (pid, t) => {
    let best = null;
    for (const s of sampler.samples) if (s.rssKb[pid] != null && (best === null || Math.abs(s.t - t) < Math.abs(best.t - t))) best = s;
    return best ? best.rssKb[pid] / 1024 : null;
  };
  const minutes = Array.from({ length: Math.floor(durationSeconds / 60) }, (_, i) => i + 1);
  return sampler.processes.map((p) => {
    const measured = sampler.samples.filter((s) => s.t >= warmupSeconds && s.rssKb[p.pid] != null);
    const afterWarmup = at(p.pid, warmupSeconds);
    const end = measured.length ? measured[measured.length - 1].rssKb[p.pid] / 1024 : null;
    const all = sampler.samples.map((s) => s.rssKb[p.pid]).filter((v) => v != null);
    let slope = null;
    if (measured.length >= 3) {
      const xs = measured.map((s) => s.t / 60);
      const ys = measured.map((s) => s.rssKb[p.pid] / 1024);
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      const num = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
      const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
      slope = den ? num / den : 0;
    }
    // RSS rises and falls with garbage collection: the lowest value of the first and of the last
    // minute (after a collection) shows growth better than two arbitrary points.
    const lastT = measured.at(-1)?.t ?? 0;
    const floor = (list) => (list.length ? Math.min(...list.map((s) => s.rssKb[p.pid])) / 1024 : null);
    // (Only when the two minutes do not overlap: two minutes measured or more.)
    const hasTwoMinutes = lastT - warmupSeconds >= 119;
    const floorFirstMinute = hasTwoMinutes ? floor(measured.filter((s) => s.t <= warmupSeconds + 60)) : null;
    const floorLastMinute = hasTwoMinutes ? floor(measured.filter((s) => s.t >= lastT - 60)) : null;
    // CPU over the measured window, in % of one core.
    const withCpu = sampler.samples.filter((s) => s.t >= warmupSeconds && s.cpuSeconds[p.pid] != null);
    const first = withCpu[0];
    const last = withCpu.at(-1);
    const cpuPercent = first && last && last.t > first.t ? ((last.cpuSeconds[p.pid] - first.cpuSeconds[p.pid]) / (last.t - first.t)) * 100 : null;
    return {
      pid: p.pid,
      label: p.label,
      cpuPercent,
      start: at(p.pid, 0),
      afterWarmup,
      minutes: minutes.map((m) => ({ minute: m, mb: at(p.pid, warmupSeconds + m * 60) })),
      end,
      peak: all.length ? Math.max(...all) / 1024 : null,
      growthPercent: afterWarmup && end ? ((end - afterWarmup) / afterWarmup) * 100 : null,
      floorFirstMinute,
      floorLastMinute,
      floorGrowthPercent: floorFirstMinute && floorLastMinute ? ((floorLastMinute - floorFirstMinute) / floorFirstMinute) * 100 : null,
      slopeMbPerMinute: slope,
    };
  });
}

// --- Markdown -----------------------------------------------------------------------------------

const ms = (v) => (Number.isFinite(v) ? (v >= 100 ? Math.round(v).toString() : v.toFixed(1)) : '–');
const mb = (v) => (v == null ? '–' : Math.round(v).toString());

export function markdownReport(r) {
  const lines = [];
  lines.push(`## ${r.date} — load: ${r.users} users for ${r.durationSeconds} s after ${r.warmupSeconds} s warm-up (\`bench/load/load.bench.mjs\`)`);
  lines.push('');
  lines.push(
    `Target: ${r.target}. ${r.collectors} collectors (${r.firms} firms, ${r.accountsPerFirm.toLocaleString('en-US')} background accounts each) and ${r.consumers} consumers (${r.casesPerConsumer} negotiation cases and 1 intake case each); every user holds a session and a Socket.IO connection. Think time ${r.thinkMs[0]}–${r.thinkMs[1]} ms between actions; autocannon browses accounts at a target of ${r.browseRate} req/s (achieved: ${r.totals.autocannonPerSecond.toFixed(1)}). Chat state: ${r.consumerState ?? 'none in the contact window (collector replies skipped)'}. 1-minute load average ${r.loadBefore.toFixed(1)} before the run, ${r.loadAverage.toFixed(1)} at its end, on ${r.cpus} CPUs shared by the servers, PostgreSQL and the load generator.`,
  );
  lines.push('');
  lines.push('| route family | role | driver | requests | errors | error rate | p50 ms | p95 ms | p99 ms | req/s |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const f of r.families) {
    lines.push(
      `| ${f.family} | ${f.role} | ${f.driver} | ${f.requests} | ${f.errors} | ${(f.errorRate * 100).toFixed(2)}% | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${Number.isFinite(f.perSecond) ? f.perSecond.toFixed(1) : '–'} |`,
    );
  }
  const t = r.totals;
  lines.push(
    `| **all HTTP** | | | ${t.httpRequests} | ${t.httpErrors} | ${((t.httpErrors / Math.max(1, t.httpRequests)) * 100).toFixed(2)}% | | | | ${t.httpPerSecond.toFixed(1)} |`,
  );
  lines.push('');
  lines.push(
    `Throughput: **${t.httpPerSecond.toFixed(1)} HTTP req/s** (${t.vuPerSecond.toFixed(1)} from the user loops, ${t.autocannonPerSecond.toFixed(1)} from autocannon); **${t.socketEventsPerSecond.toFixed(1)} socket events delivered/s** to the ${r.sockets} sockets (${t.chatDeliveriesPerSecond.toFixed(2)} tracked chat deliveries/s). Errors: ${t.allErrors} in the measured window; ${r.warmup.errors} of ${r.warmup.requests} during warm-up.`,
  );
  lines.push('');
  lines.push(
    `Requests per user per minute: collectors ${r.mix.collectorPerMinute.toFixed(1)} from their loop + ${r.mix.autocannonPerCollectorPerMinute.toFixed(1)} autocannon browsing; consumers ${r.mix.consumerPerMinute.toFixed(1)}. Chat messages sent per minute: ${r.mix.chatMessagesPerMinute.toFixed(0)}; negotiation moves per minute: ${r.mix.negotiationMovesPerMinute.toFixed(0)}.`,
  );
  lines.push('');
  lines.push(
    `Set-up (not measured): fixtures written in ${r.setup.fixturesSeconds.toFixed(1)} s; ${r.sockets} sockets connected and joined their chat channels in ${r.setup.socketsSeconds.toFixed(1)} s.`,
  );
  const errorLines = r.families.flatMap((f) => Object.entries(f.errorMessages).map(([m, n]) => `- ${f.family}: ${n} × ${m}`));
  const warmupLines = Object.entries(r.warmup.byMessage).map(([m, n]) => `- (warm-up) ${m}: ${n}`);
  if (errorLines.length || warmupLines.length) {
    lines.push('');
    lines.push('Errors by status and message:');
    lines.push(...errorLines, ...warmupLines);
  }
  if (r.serverLog) lines.push('', `Server log (${r.serverLog.path}): ${r.serverLog.errorLines} error lines, ${r.serverLog.warnLines} warnings.`);
  lines.push('');
  const minuteHeads = r.memory[0]?.minutes.map((m) => `${m.minute} min MB`) ?? [];
  const heads = [
    'process',
    'CPU (% of one core)',
    'RSS start MB',
    'after warm-up MB',
    ...minuteHeads,
    'end MB',
    'peak MB',
    'growth after warm-up',
    'floor growth (1st → last min)',
    'slope MB/min',
  ];
  const percent = (v) => (v == null ? '–' : `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`);
  lines.push(`| ${heads.join(' | ')} |`, `|${heads.map(() => '---|').join('')}`);
  for (const m of r.memory) {
    const cells = [
      `${m.label} (pid ${m.pid})`,
      m.cpuPercent == null ? '–' : `${Math.round(m.cpuPercent)}%`,
      mb(m.start),
      mb(m.afterWarmup),
      ...m.minutes.map((x) => mb(x.mb)),
      mb(m.end),
      mb(m.peak),
      percent(m.growthPercent),
      m.floorGrowthPercent == null ? '–' : `${percent(m.floorGrowthPercent)} (${mb(m.floorFirstMinute)} → ${mb(m.floorLastMinute)})`,
      m.slopeMbPerMinute == null ? '–' : m.slopeMbPerMinute.toFixed(1),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  if (!r.memory.length)
    lines.push(
      `| (no process to sample: set LOAD_PIDS) |${heads
        .slice(1)
        .map(() => ' |')
        .join('')}`,
    );
  return lines.join('\n');
}
