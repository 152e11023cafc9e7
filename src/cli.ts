import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yargs from 'yargs';
import { RULES, RULE_MAP } from '../rules/index.js';
import { ConfigError, loadConfig } from './config/load.js';
import { resolveConfig } from './config/resolve.js';
import { lint } from './engine/lint.js';
import { listObject } from './report/list-json.js';
import { listText } from './report/list-text.js';
import { FORMATS, REPORTERS } from './report/index.js';
import { scan } from './scan/scan.js';
import { VERSION } from './version.js';

/** Exit codes: 0 clean, 1 errors (or warnings over --max-warnings), 2 usage, config or internal error. */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;

interface Io {
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  isTTY: boolean;
}

const defaultIo = (): Io => ({
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stdout.isTTY),
});

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let usageError: string | undefined;
  // Handlers only record what to run: yargs reports unknown options after calling them.
  let action: (() => Promise<number>) | undefined;
  const parser = yargs(argv)
    .scriptName('tool-lint')
    .usage('$0 [paths..]  lint the tool definitions under paths (default: .)')
    .command(
      ['$0 [paths..]', 'lint [paths..]'],
      'Lint tool definitions',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, describe: 'Files or directories (default: .)' })
          .option('format', { alias: 'f', choices: FORMATS, default: 'text', describe: 'Output format' })
          .option('output', { alias: 'o', type: 'string', describe: 'Write the report to a file instead of stdout' })
          .option('max-warnings', { type: 'number', describe: 'Exit 1 when there are more warnings than this' })
          .option('rule', { type: 'string', array: true, describe: 'Override a rule: id:off|warn|error (repeatable)' })
          .option('quiet', { type: 'boolean', default: false, describe: 'Report errors only' }),
      (args) => {
        action = () => runLint(args, io);
      },
    )
    .command(
      'list [paths..]',
      'List every tool definition found',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true })
          .option('format', { alias: 'f', choices: ['text', 'json'], default: 'text' }),
      (args) => {
        action = () => runList(args, io);
      },
    )
    .option('config', { alias: 'c', type: 'string', describe: 'Path to a config file (default: search upward)' })
    .option('color', { type: 'boolean', describe: 'Force colour on or off (default: on for a TTY without NO_COLOR)' })
    .strict()
    .help()
    .version(VERSION)
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((msg, err) => {
      usageError = msg ?? err?.message ?? 'invalid arguments';
    });
  try {
    await parser.parseAsync(argv, {}, (err, _argv, output) => {
      if (output && !err) io.stdout(output.endsWith('\n') ? output : `${output}\n`);
    });
  } catch (error) {
    if (!usageError) usageError = error instanceof Error ? error.message : String(error);
  }
  if (usageError) {
    io.stderr(`tool-lint: ${usageError}\nRun tool-lint --help for usage.\n`);
    return EXIT.usage;
  }
  if (!action) return EXIT.ok; // --help / --version
  try {
    return await action();
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`tool-lint: config error: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

interface LintArgs {
  paths?: string[];
  format: string;
  output?: string;
  maxWarnings?: number;
  rule?: string[];
  quiet: boolean;
  config?: string;
  color?: boolean;
}

async function runLint(args: LintArgs, io: Io): Promise<number> {
  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP, args.rule ?? []);
  const result = await lint(args.paths ?? [], config, RULE_MAP, io.cwd);
  let diagnostics = result.diagnostics;
  if (args.quiet) diagnostics = diagnostics.filter((d) => d.severity === 'error');
  const reporter = REPORTERS[args.format]!;
  const color = args.color ?? (io.isTTY && !process.env.NO_COLOR && !args.output);
  const text = reporter({
    tools: result.scan.tools,
    skills: result.scan.skills,
    diagnostics,
    rules: RULES.map((r) => r.meta),
    cwd: io.cwd,
    readSource: (file) => {
      try {
        return readFileSync(path.resolve(io.cwd, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    toolVersion: VERSION,
    color,
  });
  if (args.output) writeFileSync(path.resolve(io.cwd, args.output), text);
  else io.stdout(text);
  const active = diagnostics.filter((d) => !d.suppressed);
  const errors = active.filter((d) => d.severity === 'error').length;
  const warnings = active.length - errors;
  if (errors > 0) return EXIT.findings;
  if (args.maxWarnings !== undefined && warnings > args.maxWarnings) return EXIT.findings;
  return EXIT.ok;
}

async function runList(args: { paths?: string[]; format: string; config?: string }, io: Io): Promise<number> {
  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP);
  const result = await scan(args.paths ?? [], { cwd: io.cwd, include: config.include, exclude: config.exclude, maxFileBytes: config.maxFileBytes });
  if (args.format === 'json') io.stdout(`${JSON.stringify(listObject(result.tools, result.skills), null, 2)}\n`);
  else io.stdout(listText(result.tools, result.skills));
  for (const d of result.diagnostics) io.stderr(`${d.severity === 'error' ? 'error' : 'warning'} ${d.ruleId} ${d.range.file}:${d.range.line}:${d.range.column} ${d.message}\n`);
  return result.diagnostics.some((d) => d.severity === 'error') ? EXIT.findings : EXIT.ok;
}
