import { readFileSync } from 'node:fs';
import path from 'node:path';
import { focusOn, inFocus, type Focus } from '../engine/focus.js';
import type { RuleMeta } from '../engine/rule.js';
import { noteLines } from '../render/notes.js';
import { noToolsNote } from './no-tools-note.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';
import { VERSION } from '../model/version.js';
import { emit, lintOutcome } from './output.js';
import { progress, requireExistingPaths, shown, useColor } from './shared.js';
import type { GlobalArgs, Io } from './types.js';

export interface LintArgs extends GlobalArgs {
  paths?: string[];
  format: string;
  output?: string;
  maxWarnings?: number;
  rule?: string[];
  quiet: boolean;
  eval: boolean;
  filesFromArgs: boolean;
  maxFileSize?: number;
  printConfig?: string;
}

export async function runLint(args: LintArgs, io: Io): Promise<number> {
  const paths = args.paths ?? [];
  if (args.printConfig !== undefined) return (await import('./print-config.js')).printConfig(args, io);
  let focus: Focus | undefined;
  if (args.filesFromArgs) {
    focus = await focusOn(paths, io.cwd);
    // Nothing tool-shaped among the changed files: no config, no scan, so the hook returns at once.
    if (!focus.relevant) return report(args, io, { tools: [], skills: [], diagnostics: [] });
  } else requireExistingPaths(paths, io.cwd);

  // The rules (and the TypeScript compiler under them) load while a JS/TS config runs in its own process.
  const rules = import('../../rules/index.js').then((m) => m.RULE_MAP);
  const { resolvedConfig } = await import('./load-config.js');
  const { loaded, config, rules: RULE_MAP } = await resolvedConfig(io, args, rules, args.rule ?? []);
  if (!args.eval && loaded.executed && loaded.file) {
    io.stderr(`tool-lint: --no-eval: the config ${shown(io, loaded.file)} is JavaScript/TypeScript and was still executed (read-only, in a separate process); use a tool-lint.config.json to run no code at all\n`);
  }
  const { lint } = await import('../engine/lint.js');
  const shownProgress = progress(io, 'scanning');
  const scope = focus;
  let result;
  try {
    result = await lint(focus ? [] : paths, config, RULE_MAP, io.cwd, {
      eval: args.eval,
      ...(loaded.file ? { configFile: loaded.file } : {}),
      // Rendering runs project code and dominates on large projects: only the changed files' tools.
      ...(scope ? { select: (t: { range: { file: string } }) => inFocus(scope, t.range.file) } : {}),
      onPhase: (phase) => shownProgress.phase(phase === 'render' ? 'rendering dynamic descriptions' : phase === 'rules' ? 'running rules' : 'scanning'),
    });
  } finally {
    shownProgress.done();
  }
  const none = !focus && paths.every((p) => path.resolve(io.cwd, p) === path.resolve(io.cwd)) ? await noToolsNote(io.cwd, result.scan.tools.length) : undefined;
  // Every tool in test or example code (an examples repository): a clean report would read as checked.
  const n = result.scan.tools.length;
  const allInTests = !focus && n > 0 && result.notLinted === n
    ? `all ${n} tool${n === 1 ? '' : 's'} found ${n === 1 ? 'is' : 'are'} in test or example code (tests, fixtures, mocks, examples, demos), which is scanned but not linted: nothing was checked. Name a folder on the command line (\`tool-lint lint examples/agent\`) or set \`tests: 'lint'\` in the config to lint them (README: "Test and example code").`
    : undefined;
  io.stderr(noteLines([...(result.renders?.notes ?? []), ...(none ? [none] : []), ...(allInTests ? [allInTests] : [])]));
  if (result.renders && !result.renders.eval && result.renders.skipped.length) {
    io.stderr(`tool-lint: --no-eval: ${result.renders.skipped.length} dynamic description(s) checked as static text only: ${result.renders.skipped.map((s) => s.tool.name).join(', ')}\n`);
  }
  const keep = <T extends { range: { file: string } }>(list: readonly T[] = []) => (focus ? list.filter((x) => inFocus(focus, x.range.file)) : [...list]);
  const toolsets = focus ? result.scan.toolsets.filter((t) => t.members.some((m) => inFocus(focus, m.tool.range.file))) : result.scan.toolsets;
  return report(args, io, { tools: keep(result.scan.tools), toolsets, skills: keep(result.scan.skills), diagnostics: keep(result.diagnostics) }, [...RULE_MAP.values()].map((r) => r.meta));
}

async function report(args: LintArgs, io: Io, found: { tools: ToolDefinition[]; toolsets?: readonly Toolset[]; skills: SkillDefinition[]; diagnostics: Diagnostic[] }, rules?: RuleMeta[]): Promise<number> {
  let diagnostics = found.diagnostics;
  if (args.quiet) diagnostics = diagnostics.filter((d) => d.severity === 'error');
  const { REPORTERS } = await import('../report/index.js');
  // Only SARIF lists the rules; the fast path (nothing to lint) loads them just for it.
  const metas = rules ?? (args.format === 'sarif' ? [...(await import('../../rules/index.js')).RULES].map((r) => r.meta) : []);
  const text = REPORTERS[args.format]!({
    tools: found.tools,
    ...(found.toolsets ? { toolsets: found.toolsets } : {}),
    skills: found.skills,
    diagnostics,
    rules: metas,
    cwd: io.cwd,
    readSource: (file) => {
      try {
        return readFileSync(path.resolve(io.cwd, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    toolVersion: VERSION,
    color: useColor(args.color, io, Boolean(args.output)),
  });
  emit(text, args.output, io);
  const outcome = lintOutcome(diagnostics, args.maxWarnings);
  if (outcome.tooManyWarnings) io.stderr(outcome.tooManyWarnings);
  return outcome.code;
}
