import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RULES, RULE_MAP } from '../../rules/index.js';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import { lint } from '../engine/lint.js';
import { FORMATS, REPORTERS } from '../report/index.js';
import { VERSION } from '../version.js';
import { EXIT, type Command, type Io } from './types.js';

export const lintCommand: Command = {
  command: ['$0 [paths..]', 'lint [paths..]'],
  describe: 'Lint tool definitions',
  builder: (y) =>
    y
      .positional('paths', { type: 'string', array: true, describe: 'Files or directories (default: .)' })
      .option('format', { alias: 'f', choices: FORMATS, default: 'text', describe: 'Output format' })
      .option('output', { alias: 'o', type: 'string', describe: 'Write the report to a file instead of stdout' })
      .option('max-warnings', { type: 'number', describe: 'Exit 1 when there are more warnings than this' })
      .option('rule', { type: 'string', array: true, describe: 'Override a rule: id:off|warn|error (repeatable)' })
      .option('quiet', { type: 'boolean', default: false, describe: 'Report errors only' }),
  run: (args, io) => runLint(args as LintArgs, io),
};

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

