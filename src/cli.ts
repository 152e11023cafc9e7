import type { Command } from 'commander';
import { EXIT, UsageError, type Io } from './commands/types.js';
import { VERSION } from './model/version.js';

export { EXIT, type Io } from './commands/types.js';

/*
 * Start-up matters (a pre-commit hook runs this on every commit): `--version` loads nothing, and
 * otherwise this module loads only commander and the option specs below. Each command's
 * implementation (the scanner and the TypeScript compiler, esbuild, the MCP SDK, the tokenizers) is
 * imported when that command runs.
 */

type Commander = typeof import('commander');

const LINT_FORMATS = ['text', 'json', 'sarif', 'markdown', 'github'];
/** Longest --timeout a render or an MCP request may be given: ten minutes. */
export const MAX_TIMEOUT_MS = 600_000;

const defaultIo = (): Io => ({
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stdout.isTTY),
  stderrIsTTY: Boolean(process.stderr.isTTY),
});

/** Option value parsers: a bad value is commander's usage error (exit 2) naming the option. */
function parsers({ InvalidArgumentError }: Commander) {
  const integer = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => (value: string) => {
    const n = Number(value);
    if (!/^\s*-?\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be a whole number${max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : ` of at least ${min}`}.`);
    }
    return n;
  };
  const timeout = (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('--timeout must be a positive number of milliseconds.');
    if (n > MAX_TIMEOUT_MS) throw new InvalidArgumentError(`--timeout must be at most ${MAX_TIMEOUT_MS} ms (10 minutes).`);
    return n;
  };
  /** `4194304`, `512k`, `4m`, `4MB`, `4MiB` (binary units). */
  const byteSize = (value: string): number => {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(value);
    const unit = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m?.[2] ?? '').charAt(0).toLowerCase()] ?? 1;
    const n = m ? Math.round(Number(m[1]) * unit) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) throw new InvalidArgumentError('--max-file-size must be a size in bytes, e.g. 4194304, 512k or 4m.');
    return n;
  };
  return { integer, timeout, byteSize };
}

/** Repeatable single-value option: `--rule a:off --rule b:warn src` never takes `src` as a value. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

// Commander hands each command its parsed options; the command module declares their shape.
type Runner = (args: any, io: Io) => Promise<number>;

/** Adds the lint options shared by `lint` and `mcp`. */
function lintOutputOptions(commander: Commander, cmd: Command): Command {
  const { integer } = parsers(commander);
  return cmd
    .addOption(new commander.Option('-f, --format <format>', 'output format').choices(LINT_FORMATS).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout (missing folders are created)')
    .option('--max-warnings <n>', 'exit 1 when there are more warnings than this', integer('--max-warnings', 0))
    .option('--rule <id:severity>', 'override a rule: id:off|warn|error (or 0|1|2); repeatable', collect)
    .option('--quiet', 'report errors only', false);
}

/** The program: every command's options, and a lazy import of what runs it. */
function program(commander: Commander, io: Io, ran: { action?: () => Promise<number> }): Command {
  const { Command, Option } = commander;
  const { integer, timeout, byteSize } = parsers(commander);
  const root = new Command('tool-lint')
    .description('Lint and budget the tool definitions AI agents send to language models')
    .version(VERSION, '-v, --version', 'print the version')
    .option('-c, --config <file>', 'config file (default: search upward from the working directory)')
    .option('--color', 'force colour on (default: on for a terminal; FORCE_COLOR and NO_COLOR are honoured)')
    .option('--no-color', 'force colour off')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} });

  const action = (load: () => Promise<Runner>) =>
    function (this: Command, ...params: unknown[]) {
      const cmd = params[params.length - 1] as Command;
      const args: Record<string, unknown> = { ...cmd.optsWithGlobals() };
      const declared = cmd.registeredArguments;
      declared.forEach((a, i) => (args[a.name()] = params[i]));
      ran.action = async () => (await load())(args, io);
    };

  lintOutputOptions(
    commander,
    root
      .command('lint', { isDefault: true })
      .description('lint tool definitions (the default command: tool-lint [paths...])')
      .argument('[paths...]', 'files or directories (default: .)'),
  )
    .option('--no-eval', 'do not execute project code: dynamic descriptions are checked as the static text the scanner folded (a JS/TS config file is still loaded, read-only: use a JSON config to run no code at all)')
    .option('--files-from-args', 'the paths are changed files (pre-commit, lint-staged): scan the project for resolution, report only tools and findings in those files', false)
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or 512k, 4m; default 2m or the config\'s maxFileBytes)', byteSize)
    .option('--print-config <file>', 'print the configuration that applies to a file, as JSON, and exit')
    .action(action(async () => (await import('./commands/lint.js')).runLint));

  root
    .command('list')
    .description('list every tool definition found')
    .argument('[paths...]', 'files or directories (default: .)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--unresolved', 'only the tools whose name or definition could not be read, each with the reason', false)
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or 512k, 4m)', byteSize)
    .action(action(async () => (await import('./commands/list.js')).runList));

  root
    .command('render')
    .description('print tool descriptions exactly as the model sees them, for each cell of the context matrix')
    .argument('[paths...]', 'files or directories (default: .)')
    .option('--tool <name>', 'only this tool (repeatable)', collect)
    .option('--cell <k=v,...>', 'only cells matching k=v pairs, e.g. model=gpt-4o,locale=en')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--no-eval', 'do not execute project code: static text only (a JS/TS config file is still loaded, read-only)')
    .option('--timeout <ms>', `milliseconds one render may take (at most ${MAX_TIMEOUT_MS})`, timeout)
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or 512k, 4m)', byteSize)
    .action(action(async () => (await import('./commands/render.js')).runRender));

  root
    .command('report')
    .description('token budget report: tokens per tool and model, share of context, cost; diff against a baseline')
    .argument('[paths...]', 'files or directories (default: .)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of stdout (missing folders are created)')
    .option('--models <ids>', 'comma-separated model ids (default: budgets.models from the config, else gpt-4o,claude-sonnet-4-5)')
    .addOption(new Option('--baseline <file>', 'a previous `report --format json`: adds deltas and tools added, removed and changed').conflicts('base'))
    .option('--base <ref>', 'a git revision: builds the baseline from a temporary worktree of it')
    .option('--why <tool>', 'break one tool down by field and say what would save most')
    .option('--no-eval', 'do not execute project code: dynamic descriptions count as the static text the scanner folded (a lower bound)')
    .option('--max-file-size <size>', 'skip files larger than this (bytes, or 512k, 4m)', byteSize)
    .action(action(async () => (await import('./commands/report.js')).runReport));

  lintOutputOptions(
    commander,
    root
      .command('mcp')
      .description('lint the tools of a running MCP server: tool-lint mcp [options] -- <command> [args...], or --url URL')
      .argument('[server...]', 'the command that starts the server over stdio (after --)'),
  )
    .option('--url <url>', 'connect to a Streamable HTTP endpoint instead of starting a command')
    .option('--header <name:value>', "HTTP header for --url, 'Name: value' (repeatable)", collect)
    .option('--timeout <ms>', `milliseconds to wait for the connection and for each request (default 30000, at most ${MAX_TIMEOUT_MS})`, timeout)
    .option('--repeat <n>', 'start N sessions and report tools whose order or bytes change between them', integer('--repeat', 1, 100), 1)
    .option('--snapshot <file>', 'write the tool list (and server info, instructions) to this JSON file; `tool-lint FILE.json` lints it later')
    .addHelpText('after', '\nExamples:\n  tool-lint mcp -- npx -y @modelcontextprotocol/server-everything\n  tool-lint mcp --url https://example.com/mcp --header "Authorization: Bearer $TOKEN"')
    .action(action(async () => (await import('./commands/mcp.js')).runMcp));

  root
    .command('init')
    .description('write a starter config for this project (frameworks detected from package.json and imports)')
    .addOption(new Option('--format <format>', 'config file format (default: ts for a TypeScript project, else json)').choices(['ts', 'js', 'json']))
    .option('--force', 'overwrite an existing config file', false)
    .action(action(async () => (await import('./commands/init.js')).runInit));

  return root;
}

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  // `--version` alone answers before anything else is loaded.
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  const ran: { action?: () => Promise<number> } = {};
  const commander = await import('commander');
  try {
    await program(commander, io, ran).parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof commander.CommanderError) {
      if (error.exitCode === 0) return EXIT.ok; // --help, --version
      io.stderr(`tool-lint: ${error.message.replace(/^error: /, '')}\nRun tool-lint --help for usage.\n`);
      return EXIT.usage;
    }
    throw error;
  }
  if (!ran.action) return EXIT.ok;
  try {
    return await ran.action();
  } catch (error) {
    return reportFailure(error, io);
  }
}

/** Config and usage errors are printed without a stack trace (exit 2); anything else is a bug and rethrown. */
async function reportFailure(error: unknown, io: Io): Promise<number> {
  if (error instanceof UsageError) {
    io.stderr(`tool-lint: ${error.message}\n`);
    return EXIT.usage;
  }
  const { ConfigError } = await import('./config/errors.js');
  if (error instanceof ConfigError) {
    io.stderr(`tool-lint: config error: ${await where(error, io)}${error.message}\n`);
    return EXIT.usage;
  }
  throw error;
}

/** `tool-lint.config.ts:12:5: ` — the file, and the line of the key when it can be found. */
async function where(error: import('./config/errors.js').ConfigError, io: Io): Promise<string> {
  if (!error.file) return '';
  const path = await import('node:path');
  const rel = path.relative(io.cwd, error.file).split(path.sep).join('/') || error.file;
  let { line, column } = error;
  if (line === undefined && error.keyPath !== undefined) {
    const { locateKey } = await import('./config/locate.js');
    const pos = await locateKey(error.file, error.keyPath).catch(() => undefined);
    if (pos) ({ line, column } = pos);
  }
  return `${rel}${line !== undefined ? `:${line}${column !== undefined ? `:${column}` : ''}` : ''}: `;
}
