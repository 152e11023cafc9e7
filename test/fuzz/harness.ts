import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BuiltCli } from './cli.js';

/**
 * Runs one hostile input through the real CLI and checks what must hold for every input:
 * - the exit code is 0, 1 or 2 (or 128 + the signal when the case interrupts the run);
 * - no stack trace on stderr;
 * - it finishes within the case's limit;
 * - no file in the project or the home folder changed (a case may name its one output file);
 * - no process it started is left (every child carries a marker in its environment);
 * - no temporary file is left (each run gets its own TMPDIR, which must end empty);
 * - the output is byte-identical in a second run, from another folder, under another locale (tr_TR).
 * A case is one entry in cases.ts; checks particular to it go in its `check`.
 */

export type FileTree = Record<string, string | Buffer | { symlink: string }>;

export interface CaseContext {
  /** The project folder of this run. */
  dir: string;
  /** A home folder holding a private key nobody may read (`canary`). */
  home: string;
  tmp: string;
  /** Port of a TCP listener that counts connections (cases with `listener`). */
  port: number;
  canary: string;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Connections the listener accepted during the run. */
  connections: number;
}

export interface FuzzCase {
  id: string;
  /** What it covers, in one line (issue 14's words where it names the case). */
  covers: string;
  files: FileTree | ((ctx: CaseContext) => FileTree);
  args: string[] | ((ctx: CaseContext) => string[]);
  /** Commit the files in a git repository first. */
  git?: boolean;
  /** Exit codes allowed (default 0, 1, 2). */
  codes?: number[];
  limitMs?: number;
  /** Compare a second run from another folder under another locale (default true). */
  deterministic?: boolean;
  /** Part of the always-on subset in `npm test`. */
  quick?: boolean;
  /** In that subset, also run the second (determinism) run; `npm run fuzz` always does. */
  repeatInQuick?: boolean;
  /** Start a TCP listener first; `{{PORT}}` in file contents is its port. */
  listener?: boolean;
  /** Send `signal` to tool-lint once `when` holds (polled every 50 ms); the exit code must be 128 + its number. */
  interrupt?: { when: (ctx: CaseContext, live: LiveRun) => boolean; signal: NodeJS.Signals };
  /** A second command run afterwards with the same TMPDIR (the next run, which must sweep what a killed one left). */
  after?: string[];
  /** A file the run is asked to write: the only change allowed in the project. */
  output?: string;
  check?: (r: RunResult, ctx: CaseContext) => void;
}

const MARKER = 'TOOL_LINT_FUZZ';

function write(dir: string, tree: FileTree, port: number): void {
  for (const [rel, content] of Object.entries(tree)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof content === 'object' && !Buffer.isBuffer(content)) symlinkSync(content.symlink, abs);
    else writeFileSync(abs, typeof content === 'string' ? content.replaceAll('{{PORT}}', String(port)) : content);
  }
}

/** Path → hash of every file under `dir` (symlinks by target), to prove nothing changed. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names.sort()) {
      const abs = path.join(d, n);
      const st = lstatSync(abs);
      const rel = path.relative(dir, abs);
      if (st.isSymbolicLink()) out.set(rel, `link:${readlinkSync(abs)}`);
      else if (st.isDirectory()) {
        out.set(rel, 'dir');
        if (n !== 'node_modules' && n !== '.git') walk(abs);
      } else out.set(rel, createHash('sha256').update(readFileSync(abs)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

function changes(before: Map<string, string>, after: Map<string, string>, allowed?: string): string[] {
  const out: string[] = [];
  for (const [k, v] of after) if (k !== allowed && before.get(k) !== v) out.push(before.has(k) ? `changed ${k}` : `created ${k}`);
  for (const k of before.keys()) if (!after.has(k)) out.push(`deleted ${k}`);
  return out;
}

/** Everything left in a TMPDIR except the (empty) parent of tool-lint's run folders. */
function leftovers(tmp: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const abs = path.join(d, n);
      const rel = path.relative(tmp, abs);
      if (/^tool-lint-[\w-]+$/.test(rel) && lstatSync(abs).isDirectory()) walk(abs);
      else out.push(rel);
    }
  };
  walk(tmp);
  return out;
}

/** Live (not zombie) processes whose environment holds the marker. */
function marked(value: string): number[] {
  const found: number[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const env = readFileSync(`/proc/${e}/environ`);
      if (!env.includes(Buffer.from(`${MARKER}=${value}\0`))) continue;
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z') found.push(Number(e));
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listen(): Promise<{ server: Server; port: number; count: () => number }> {
  let n = 0;
  const server = createServer((socket) => {
    n++;
    // An HTTP answer, should anything get this far: a description that says so is a leak.
    socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 6\r\n\r\nLEAKED');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, count: () => n })));
}

export interface CaseOutcome {
  first: RunResult;
  problems: string[];
}

async function runOnce(cli: BuiltCli, c: FuzzCase, ctx: CaseContext, args: string[], locale: string, marker: string, connections: () => number): Promise<{ r: RunResult; problems: string[] }> {
  const problems: string[] = [];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: ctx.home,
    TMPDIR: ctx.tmp,
    LANG: locale,
    LC_ALL: locale,
    NO_COLOR: '1',
    [MARKER]: marker,
  };
  const limit = c.limitMs ?? 30_000;
  const before = connections();
  const t0 = performance.now();
  const child = spawn(process.execPath, [cli.bin, ...args], { cwd: ctx.dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (code, sig) => resolve([code, sig])));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }, limit);
  let poll: NodeJS.Timeout | undefined;
  if (c.interrupt) {
    const { when, signal } = c.interrupt;
    poll = setInterval(() => {
      if (!when(ctx, { stdout, stderr, elapsedMs: performance.now() - t0, children: () => childCommandLines(child.pid), catches: (sig) => catchesSignal(child.pid, sig) })) return;
      clearInterval(poll);
      child.kill(signal);
    }, 50);
  }
  const [code, signal] = await exited;
  clearTimeout(timer);
  clearInterval(poll);
  const ms = performance.now() - t0;
  const r: RunResult = { code, signal, stdout, stderr, ms, connections: connections() - before };
  if (timedOut) problems.push(`did not finish within ${limit} ms`);
  const expected = c.interrupt ? [128 + (os.constants.signals[c.interrupt.signal] ?? 0)] : (c.codes ?? [0, 1, 2]);
  if (c.interrupt?.signal === 'SIGKILL') {
    if (signal !== 'SIGKILL') problems.push(`expected to be killed, got exit ${code} ${signal ?? ''}`);
  } else if (!timedOut && (code === null || !expected.includes(code))) problems.push(`exit code ${code}${signal ? ` (signal ${signal})` : ''}, expected ${expected.join(' or ')}\n${stderr.slice(0, 1500)}`);
  if (/^\s+at .+:\d+:\d+\)?$/m.test(stderr)) problems.push(`stack trace on stderr:\n${stderr.slice(0, 1500)}`);
  if (c.after) {
    const next = spawn(process.execPath, [cli.bin, ...c.after], { cwd: ctx.dir, env, stdio: 'ignore' });
    await new Promise((resolve) => next.on('close', resolve));
  }
  // Whatever tool-lint started must be gone; a sandbox notices its parent's death within moments.
  let left = marked(marker);
  for (let i = 0; i < 40 && left.length; i++) {
    await sleep(50);
    left = marked(marker);
  }
  if (left.length) {
    const names = left.map((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 120);
      } catch {
        return String(p);
      }
    });
    problems.push(`processes left: ${names.join(' | ')}`);
    for (const p of left) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  const temp = leftovers(ctx.tmp);
  if (temp.length) problems.push(`temporary files left: ${temp.slice(0, 10).join(', ')}`);
  return { r, problems };
}

export async function runCase(cli: BuiltCli, c: FuzzCase, repeat: boolean): Promise<CaseOutcome> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-fuzz-'));
  const listener = c.listener ? await listen() : undefined;
  const problems: string[] = [];
  try {
    const make = (where: string, tag: string): CaseContext => {
      const ctx: CaseContext = {
        dir: path.join(root, where, 'project'),
        home: path.join(root, `home-${tag}`),
        tmp: path.join(root, `tmp-${tag}`),
        port: listener?.port ?? 0,
        canary: `-----BEGIN OPENSSH PRIVATE KEY----- fuzz-canary-${tag}-do-not-read`,
      };
      for (const d of [ctx.dir, ctx.home, ctx.tmp, path.join(ctx.home, '.ssh')]) mkdirSync(d, { recursive: true });
      writeFileSync(path.join(ctx.home, '.ssh', 'id_rsa'), `${ctx.canary}\n`);
      write(ctx.dir, typeof c.files === 'function' ? c.files(ctx) : c.files, ctx.port);
      if (c.git) {
        const git = (...a: string[]) => execFileSync('git', ['-c', 'user.name=fuzz', '-c', 'user.email=fuzz@example.com', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...a], { cwd: ctx.dir, stdio: 'ignore' });
        git('init', '-q');
        git('add', '-A');
        git('commit', '-qm', 'fixture');
      }
      return ctx;
    };
    const count = () => listener?.count() ?? 0;
    const a = make('a', 'a');
    const argsA = typeof c.args === 'function' ? c.args(a) : c.args;
    const beforeA = snapshot(a.dir);
    const homeA = snapshot(a.home);
    const first = await runOnce(cli, c, a, argsA, 'C.UTF-8', `${path.basename(root)}-a`, count);
    problems.push(...first.problems);
    problems.push(...changes(beforeA, snapshot(a.dir), c.output).map((x) => `project file ${x}`));
    problems.push(...changes(homeA, snapshot(a.home)).map((x) => `home file ${x}`));
    if (first.r.stdout.includes(a.canary) || first.r.stderr.includes(a.canary)) problems.push('the private key in HOME reached the output');
    if (first.r.connections) problems.push(`${first.r.connections} network connection(s) reached the listener`);
    try {
      c.check?.(first.r, a);
    } catch (error) {
      problems.push(`check: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (repeat && c.deterministic !== false && !c.interrupt) {
      // Another folder, deeper; another locale: the output must not notice.
      const b = make(path.join('b', 'somewhere', 'else'), 'b');
      const second = await runOnce(cli, c, b, typeof c.args === 'function' ? c.args(b) : c.args, 'tr_TR.UTF-8', `${path.basename(root)}-b`, count);
      problems.push(...second.problems.map((p) => `second run: ${p}`));
      const canon = (s: string) => s.split(b.canary).join(a.canary);
      if (canon(second.r.stdout) !== first.r.stdout) problems.push(`stdout differs between runs:\n${firstDifference(first.r.stdout, canon(second.r.stdout))}`);
      if (canon(second.r.stderr) !== first.r.stderr) problems.push(`stderr differs between runs:\n${firstDifference(first.r.stderr, canon(second.r.stderr))}`);
    }
    return { first: first.r, problems };
  } finally {
    listener?.server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `  first:  ${JSON.stringify(a.slice(Math.max(0, i - 60), i + 80))}\n  second: ${JSON.stringify(b.slice(Math.max(0, i - 60), i + 80))}`;
}

/** What an interrupt condition sees of the run so far. */
export interface LiveRun {
  stdout: string;
  stderr: string;
  elapsedMs: number;
  /** The command lines of tool-lint's child processes (Linux; empty elsewhere). */
  children: () => string[];
  /** Whether tool-lint has a handler installed for the signal (Linux: `SigCgt` of /proc/<pid>/status; false elsewhere). */
  catches: (signal: NodeJS.Signals) => boolean;
}

function catchesSignal(pid: number | undefined, signal: NodeJS.Signals): boolean {
  const n = os.constants.signals[signal];
  if (pid === undefined || !n) return false;
  try {
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return !!mask && ((BigInt(`0x${mask}`) >> BigInt(n - 1)) & 1n) === 1n;
  } catch {
    return false;
  }
}

function childCommandLines(pid: number | undefined): string[] {
  if (pid === undefined) return [];
  try {
    const ids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return ids.map((id) => {
      try {
        return readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        return '';
      }
    });
  } catch {
    return [];
  }
}
