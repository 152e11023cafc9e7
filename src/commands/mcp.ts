import { statSync } from 'node:fs';
import path from 'node:path';
import { RULES, RULE_MAP } from '../../rules/index.js';
import { rulesForFile } from '../config/resolve.js';
import { runRules } from '../engine/lint.js';
import { normalizeSession, serverToolset } from '../mcp/normalize.js';
import type { McpTarget, SessionResult } from '../mcp/session.js';
import { snapshotOf } from '../mcp/snapshot.js';
import { compareSessions } from '../mcp/stability.js';
import { compareDiagnostics } from '../model/diagnostic.js';
import { REPORTERS } from '../report/index.js';
import type { ScanResult } from '../scan/scan.js';
import { SourceIndex } from '../source/source-index.js';
import { VERSION } from '../model/version.js';
import { resolvedConfig } from './load-config.js';
import { emit, lintOutcome, writeOutput } from './output.js';
import { useColor } from './shared.js';
import { EXIT, UsageError, type GlobalArgs, type Io } from './types.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface McpArgs extends GlobalArgs {
  server?: string[];
  url?: string;
  header?: string[];
  timeout?: number;
  repeat: number;
  snapshot?: string;
  format: string;
  output?: string;
  maxWarnings?: number;
  rule?: string[];
  quiet: boolean;
}

/** Set by tests: called with each stdio server's pid as soon as it is spawned. */
export const mcpHooks: { onSpawn?: (pid: number) => void } = {};

/** The SDK is an optional dependency: only this command needs it (and its HTTP server stack). */
async function loadSession(): Promise<typeof import('../mcp/session.js')> {
  try {
    return await import('../mcp/session.js');
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if ((e.code === 'ERR_MODULE_NOT_FOUND' || e.code === 'MODULE_NOT_FOUND') && /@modelcontextprotocol\/sdk/.test(e.message)) {
      throw new UsageError(
        'tool-lint mcp needs the MCP TypeScript SDK, an optional dependency: install it beside tool-lint (npm install --save-dev @modelcontextprotocol/sdk), or run npx -p tool-lint -p @modelcontextprotocol/sdk tool-lint mcp …',
      );
    }
    throw error;
  }
}

export async function runMcp(args: McpArgs, io: Io): Promise<number> {
  const usage = (msg: string) => {
    io.stderr(`tool-lint mcp: ${msg}\nRun tool-lint mcp --help for usage.\n`);
    return EXIT.usage;
  };
  const command = (args.server ?? []).map(String);
  if (command.length && args.url) return usage('give either a command (after --) or --url, not both');
  if (!command.length && !args.url) {
    // `tool-lint mcp` in a repository with an `mcp/` folder: the folder was meant.
    const folder = isDirectory(path.resolve(io.cwd, 'mcp')) ? '\nTo lint the folder mcp, name it as a path: tool-lint ./mcp' : '';
    return usage(`give the command that starts the server after --, e.g. tool-lint mcp -- node server.js, or --url URL${folder}`);
  }
  const timeout = args.timeout ?? DEFAULT_TIMEOUT_MS;
  if (args.header?.length && !args.url) return usage('--header needs --url');
  let target: McpTarget;
  if (args.url) {
    let url: URL;
    try {
      url = new URL(args.url);
    } catch {
      return usage(`--url is not a URL: ${JSON.stringify(args.url)}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return usage(`--url must be http: or https:, got ${url.protocol}`);
    const headers: Record<string, string> = {};
    for (const h of args.header ?? []) {
      const m = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*)$/.exec(h);
      if (!m) return usage(`--header must look like 'Name: value', got ${JSON.stringify(h)}`);
      headers[m[1]!] = m[2]!;
    }
    target = { kind: 'http', url: url.href, headers };
  } else {
    target = { kind: 'stdio', command: command[0]!, args: command.slice(1), cwd: io.cwd };
  }

  const { config } = await resolvedConfig(io, args, RULE_MAP, args.rule ?? []);
  const { McpSessionError, readServer } = await loadSession();

  const sessions: SessionResult[] = [];
  for (let i = 0; i < args.repeat; i++) {
    try {
      sessions.push(await readServer(target, { timeout, ...(mcpHooks.onSpawn ? { onSpawn: mcpHooks.onSpawn } : {}) }));
    } catch (error) {
      if (!(error instanceof McpSessionError)) throw error;
      const which = args.repeat > 1 ? ` (session ${i + 1} of ${args.repeat})` : '';
      io.stderr(`tool-lint mcp: ${error.message}${which}\n`);
      return EXIT.usage;
    }
  }
  const first = sessions[0]!;
  const fallback = target.kind === 'http' ? new URL(target.url).host : path.basename(target.command);
  const { tools, server, diagnostics: sessionDiagnostics } = normalizeSession(first, fallback);
  const file = server.range.file;

  if (args.snapshot) writeOutput(path.resolve(io.cwd, args.snapshot), `${JSON.stringify(snapshotOf(first), null, 2)}\n`, `--snapshot ${args.snapshot}`);

  // The same engine as for source: tools located at `mcp:<server>` instead of a file.
  const scanned: ScanResult = {
    tools,
    skills: [],
    diagnostics: sessionDiagnostics,
    stats: { files: 0, parsed: 0 },
    index: new SourceIndex(io.cwd),
    servers: [server],
    toolsets: [serverToolset(server, tools)],
  };
  let diagnostics = runRules(scanned, config, RULE_MAP);
  const settings = rulesForFile(config, file);
  const byName = new Map(tools.map((t) => [t.name, t]));
  diagnostics.push(
    ...compareSessions(
      sessions,
      (name) => (name && byName.get(name)?.range) || server.range,
      // Until a rule of that id is registered its findings are errors: a changed tools prefix misses the prompt cache every session.
      (id) => settings.get(id)?.severity ?? 'error',
      server.name,
    ),
  );
  diagnostics.sort(compareDiagnostics);
  if (args.quiet) diagnostics = diagnostics.filter((d) => d.severity === 'error');

  const reporter = REPORTERS[args.format]!;
  const color = useColor(args.color, io, Boolean(args.output));
  const text = reporter({
    tools,
    skills: [],
    diagnostics,
    rules: RULES.map((r) => r.meta),
    cwd: io.cwd,
    // Nothing to frame: the tools live in a running process.
    readSource: () => undefined,
    toolVersion: VERSION,
    color,
  });
  emit(text, args.output, io);
  const outcome = lintOutcome(diagnostics, args.maxWarnings);
  if (outcome.tooManyWarnings) io.stderr(outcome.tooManyWarnings);
  return outcome.code;
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}
