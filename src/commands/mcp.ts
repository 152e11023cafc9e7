import { writeFileSync } from 'node:fs';
import { emit, lintExitCode } from './output.js';
import path from 'node:path';
import { RULES, RULE_MAP } from '../../rules/index.js';
import { loadConfig } from '../config/load.js';
import { resolveConfig, rulesForFile } from '../config/resolve.js';
import { runRules } from '../engine/lint.js';
import { normalizeSession, serverToolset } from '../mcp/normalize.js';
import { McpSessionError, readServer, type McpTarget, type SessionResult } from '../mcp/session.js';
import { snapshotOf } from '../mcp/snapshot.js';
import { compareSessions } from '../mcp/stability.js';
import { compareDiagnostics } from '../model/diagnostic.js';
import { FORMATS, REPORTERS } from '../report/index.js';
import type { ScanResult } from '../scan/scan.js';
import { SourceIndex } from '../scan/source-index.js';
import { VERSION } from '../version.js';
import { EXIT, type Command, type Io } from './types.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

export const mcpCommand: Command = {
  command: 'mcp [server..]',
  describe: 'Lint the tools of a running MCP server: tool-lint mcp [options] -- <command> [args..], or --url URL',
  builder: (y) =>
    y
      .positional('server', { type: 'string', array: true, describe: 'The command that starts the server over stdio (after --)' })
      .option('url', { type: 'string', describe: 'Connect to a Streamable HTTP endpoint instead of starting a command' })
      .option('header', { type: 'string', array: true, describe: "HTTP header for --url, 'Name: value' (repeatable)" })
      .option('timeout', { type: 'number', default: DEFAULT_TIMEOUT_MS, describe: 'Milliseconds to wait for the connection and for each request' })
      .option('repeat', { type: 'number', default: 1, describe: 'Start N sessions and report tools whose order or bytes change between them' })
      .option('snapshot', { type: 'string', describe: 'Write the tool list (and server info, instructions) to this JSON file; `tool-lint FILE.json` lints it later' })
      .option('format', { alias: 'f', choices: FORMATS, default: 'text', describe: 'Output format' })
      .option('output', { alias: 'o', type: 'string', describe: 'Write the report to a file instead of stdout' })
      .option('max-warnings', { type: 'number', describe: 'Exit 1 when there are more warnings than this' })
      .option('rule', { type: 'string', array: true, describe: 'Override a rule: id:off|warn|error (repeatable)' })
      .option('quiet', { type: 'boolean', default: false, describe: 'Report errors only' })
      .example('$0 mcp -- npx -y @modelcontextprotocol/server-everything', 'start a server over stdio and lint its tools')
      .example('$0 mcp --url https://example.com/mcp --header "Authorization: Bearer $TOKEN"', 'lint a remote server'),
  run: (args, io) => runMcp(args as McpArgs, io),
};

interface McpArgs {
  server?: string[];
  _?: Array<string | number>;
  '--'?: string[];
  url?: string;
  header?: string[];
  timeout: number;
  repeat: number;
  snapshot?: string;
  format: string;
  output?: string;
  maxWarnings?: number;
  rule?: string[];
  quiet: boolean;
  config?: string;
  color?: boolean;
}

/** Set by tests: called with each stdio server's pid as soon as it is spawned. */
export const mcpHooks: { onSpawn?: (pid: number) => void } = {};

async function runMcp(args: McpArgs, io: Io): Promise<number> {
  const usage = (msg: string) => {
    io.stderr(`tool-lint mcp: ${msg}\nRun tool-lint mcp --help for usage.\n`);
    return EXIT.usage;
  };
  // yargs puts what follows `--` after the command name in `_` (or in `--` when configured so).
  const afterDashes = args['--'] ?? (args._ ?? []).slice(1);
  const command = [...(args.server ?? []), ...afterDashes].map(String);
  if (command.length && args.url) return usage('give either a command (after --) or --url, not both');
  if (!command.length && !args.url) return usage('give the command that starts the server after --, e.g. tool-lint mcp -- node server.js, or --url URL');
  if (!Number.isFinite(args.timeout) || args.timeout <= 0) return usage(`--timeout must be a positive number of milliseconds, got ${args.timeout}`);
  if (!Number.isInteger(args.repeat) || args.repeat < 1 || args.repeat > 100) return usage(`--repeat must be a whole number from 1 to 100, got ${args.repeat}`);
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

  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP, args.rule ?? []);

  const sessions: SessionResult[] = [];
  for (let i = 0; i < args.repeat; i++) {
    try {
      sessions.push(await readServer(target, { timeout: args.timeout, ...(mcpHooks.onSpawn ? { onSpawn: mcpHooks.onSpawn } : {}) }));
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

  if (args.snapshot) writeFileSync(path.resolve(io.cwd, args.snapshot), `${JSON.stringify(snapshotOf(first), null, 2)}\n`);

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
  const color = args.color ?? (io.isTTY && !process.env.NO_COLOR && !args.output);
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
  return lintExitCode(diagnostics, args.maxWarnings);
}
