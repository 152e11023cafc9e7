import { readFileSync } from 'node:fs';
import { emit, lintExitCode } from './output.js';
import path from 'node:path';
import { RULES, RULE_MAP } from '../../rules/index.js';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import { focusOn, inFocus } from '../engine/focus.js';
import { lint } from '../engine/lint.js';
import { noteLines } from '../render/notes.js';
import { FORMATS, REPORTERS } from '../report/index.js';
import { VERSION } from '../version.js';
import type { Command, Io } from './types.js';

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
      .option('quiet', { type: 'boolean', default: false, describe: 'Report errors only' })
      .option('eval', { type: 'boolean', default: true, describe: 'Execute project code to render dynamic descriptions (--no-eval: static text only)' })
      .option('files-from-args', {
        type: 'boolean',
        default: false,
        describe: 'Paths are changed files (pre-commit, lint-staged): scan the whole project for resolution, report only tools and findings in those files',
      }),
  run: (args, io) => runLint(args as LintArgs, io),
};

interface LintArgs {
  paths?: string[];
  format: string;
  output?: string;
  maxWarnings?: number;
  rule?: string[];
  quiet: boolean;
  eval: boolean;
  filesFromArgs: boolean;
  config?: string;
  color?: boolean;
}

async function runLint(args: LintArgs, io: Io): Promise<number> {
  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP, args.rule ?? []);
  const focus = args.filesFromArgs ? await focusOn(args.paths ?? [], io.cwd) : undefined;
  // Nothing tool-shaped among the changed files: skip the project scan, so the hook returns at once.
  const result = focus && !focus.relevant ? undefined : await lint(focus ? [] : (args.paths ?? []), config, RULE_MAP, io.cwd, {
          eval: args.eval,
          configFile: loaded.file,
          // Rendering runs project code and dominates on large projects: only the changed files' tools.
          ...(focus ? { select: (t: { range: { file: string } }) => inFocus(focus, t.range.file) } : {}),
        });
  if (result?.renders && !result.renders.eval && result.renders.skipped.length) {
    io.stderr(`tool-lint: --no-eval: ${result.renders.skipped.length} dynamic description(s) checked as static text only: ${result.renders.skipped.map((s) => s.tool.name).join(', ')}\n`);
  }
  io.stderr(noteLines(result?.renders?.notes));
  const keep = <T extends { range: { file: string } }>(list: readonly T[] = []) => (focus ? list.filter((x) => inFocus(focus, x.range.file)) : [...list]);
  let diagnostics = keep(result?.diagnostics);
  if (args.quiet) diagnostics = diagnostics.filter((d) => d.severity === 'error');
  const reporter = REPORTERS[args.format]!;
  const color = args.color ?? (io.isTTY && !process.env.NO_COLOR && !args.output);
  const text = reporter({
    tools: keep(result?.scan.tools),
    skills: keep(result?.scan.skills),
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
  emit(text, args.output, io);
  return lintExitCode(diagnostics, args.maxWarnings);
}

