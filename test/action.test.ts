import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';
// @ts-expect-error plain ESM scripts without type declarations: they run in the Action with no build step
import { regressions } from '../scripts/action/budget.mjs';
// @ts-expect-error plain ESM script
import { annotations } from '../scripts/action/annotate.mjs';
// @ts-expect-error plain ESM script
import { decide } from '../scripts/action/gate.mjs';

/**
 * action.yml run as written, step by step, by a small runner: each step's `if`, `env` and
 * `working-directory` are evaluated (the few expression forms the file uses), its `run` goes to
 * bash with GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / RUNNER_TEMP as on a runner, and the job stops at
 * the first failing step. The action's folder is a copy of this repository's tracked files, and its
 * first step really installs the runtime dependencies from the registry (no devDependencies, no
 * build). The project is a git repository whose pull request adds a tool over budget and a tool
 * without a description.
 */

interface Step {
  name: string;
  id?: string;
  if?: string;
  shell: string;
  'working-directory'?: string;
  env?: Record<string, string>;
  run: string;
}

const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }>; runs: { steps: Step[] } };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-action-'));
const actionPath = path.join(tmp, 'action');
const project = path.join(tmp, 'project');
let baseSha = '';
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', args, { cwd: project, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' } }).trim();
const tool = (name: string, description: string | undefined, params = 1, required: string[] = []) =>
  `export const ${name} = { name: '${name}',${description ? ` description: ${JSON.stringify(description)},` : ''} input_schema: { type: 'object', properties: { ${Array.from({ length: params }, (_, i) => `p${i}: { type: 'string', description: 'Parameter ${i} of ${name}, as the customer wrote it' }`).join(', ')} }${required.length ? `, required: ${JSON.stringify(required)}` : ''} } };\n`;

beforeAll(() => {
  // The action's folder: what a `uses: owner/tool-lint@sha` checkout holds (tracked files, as in this worktree).
  for (const f of execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, f))) continue;
    mkdirSync(path.dirname(path.join(actionPath, f)), { recursive: true });
    cpSync(path.join(ROOT, f), path.join(actionPath, f));
  }
  mkdirSync(path.join(project, 'src'), { recursive: true });
  git('init', '-q', '-b', 'main');
  writeFileSync(path.join(project, 'tool-lint.config.json'), JSON.stringify({ budgets: { tool: '150 tokens', models: ['gpt-4o'] } }));
  writeFileSync(path.join(project, 'src', 'orders.ts'), tool('lookup_order', 'Look up one order by its id.'));
  git('add', '.');
  git('commit', '-qm', 'base');
  baseSha = git('rev-parse', 'HEAD');
  writeFileSync(path.join(project, 'src', 'refunds.ts'), tool('refund_order', 'Refund one order. '.repeat(20), 6) + tool('close_ticket', undefined, 1, ['ticket_id']));
  git('add', '.');
  git('commit', '-qm', 'head');
}, 180_000);

/** The value of `inputs.x`, `steps.id.outputs.y`, `github.event.…` or a '…' literal. */
function lookup(term: string, ctx: Record<string, unknown>): unknown {
  const t = term.trim();
  const lit = /^'(.*)'$/.exec(t);
  if (lit) return lit[1];
  return t.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), ctx) ?? '';
}

/** `a == 'b' && c` — the only operators action.yml uses. */
function condition(expr: string, ctx: Record<string, unknown>): boolean {
  return expr.split('&&').every((part) => {
    const m = /^(.*?)\s*(==|!=)\s*(.*)$/.exec(part.trim());
    if (!m) return Boolean(lookup(part, ctx));
    const [a, b] = [String(lookup(m[1]!, ctx)), String(lookup(m[3]!, ctx))];
    return m[2] === '==' ? a === b : a !== b;
  });
}

const interpolate = (text: string, ctx: Record<string, unknown>) => text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, e: string) => String(lookup(e, ctx)));

interface JobResult {
  failedStep?: string;
  exitCode: number;
  log: string;
  outputs: Record<string, Record<string, string>>;
  summary: string;
}

/**
 * Runs the composite action's steps like a runner would; `skipInstall` reuses the first run's
 * node_modules; `only` runs just the named steps, with the outputs of an earlier run's steps.
 */
function runAction(inputs: Record<string, string>, { skipInstall = false, only, outputs = {} }: { skipInstall?: boolean; only?: string[]; outputs?: JobResult['outputs'] } = {}): JobResult {
  const runnerTemp = mkdtempSync(path.join(tmp, 'runner-'));
  const summaryFile = path.join(runnerTemp, 'summary.md');
  writeFileSync(summaryFile, '');
  const withDefaults = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, inputs[k] ?? (v.default?.includes('${{') ? 'token' : (v.default ?? ''))]));
  const ctx: Record<string, unknown> = {
    inputs: withDefaults,
    github: { action_path: actionPath, token: 'token', event_name: 'pull_request', event: { pull_request: { number: '', base: { sha: baseSha }, head: { repo: { full_name: 'acme/agent' } } } } },
    steps: { ...outputs } as Record<string, { outputs: Record<string, string> }>,
  };
  let log = '';
  for (const step of action.runs.steps) {
    if (skipInstall && step.name === 'Install tool-lint') continue;
    if (only && !only.includes(step.name)) continue;
    if (step.if && !condition(step.if, ctx)) continue;
    const outputFile = path.join(runnerTemp, `${step.id ?? 'step'}.out`);
    writeFileSync(outputFile, '');
    const env: Record<string, string> = { ...(process.env as Record<string, string>), GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile, RUNNER_TEMP: runnerTemp, GITHUB_REPOSITORY: 'acme/agent' };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = interpolate(v, ctx);
    const cwd = path.resolve(project, interpolate(step['working-directory'] ?? '.', ctx));
    const r = spawnSync('bash', ['-e', '-c', step.run], { cwd, env, encoding: 'utf8', timeout: 240_000 });
    log += `## ${step.name}\n${r.stdout}${r.stderr}`;
    if (step.id) {
      const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
      (ctx.steps as Record<string, { outputs: Record<string, string> }>)[step.id] = { outputs };
    }
    if (r.status !== 0) return { failedStep: step.name, exitCode: r.status ?? 1, log, outputs: ctx.steps as JobResult['outputs'], summary: readFileSync(summaryFile, 'utf8') };
  }
  return { exitCode: 0, log, outputs: ctx.steps as JobResult['outputs'], summary: readFileSync(summaryFile, 'utf8') };
}

describe('the GitHub Action, run as written', () => {
  let first: JobResult;

  it('installs runtime dependencies only, lints to SARIF with annotations, reports once against the base, fails on the lint error', () => {
    first = runAction({ paths: 'src' });
    expect(first.failedStep, first.log).toBe('Verdict');
    // Nothing from devDependencies, nothing compiled.
    for (const dev of ['typescript', 'vitest', 'gpt-tokenizer', '@modelcontextprotocol/sdk']) expect(existsSync(path.join(actionPath, 'node_modules', dev)), dev).toBe(false);
    expect(existsSync(path.join(actionPath, 'node_modules', 'commander'))).toBe(true);
    const lint = first.outputs.lint!.outputs;
    const sarif = JSON.parse(readFileSync(lint.sarif!, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'require-description')).toBe(true);
    expect(Number(lint.errors)).toBeGreaterThan(0);
    // A definite bug (a required property the schema never defines) is an error annotation; a missing description a warning.
    expect(first.log).toMatch(/::error file=src\/refunds\.ts,line=\d+,col=\d+,endLine=\d+,title=tool-lint valid-input-schema::/);
    expect(first.log).toMatch(/::warning file=src\/refunds\.ts,line=\d+,col=\d+,endLine=\d+,title=tool-lint require-description::/);
    const report = first.outputs.report!.outputs;
    expect(report.exceeded).toBe('true');
    expect(report.regressed).toBe('true');
    const json = JSON.parse(readFileSync(report.json!, 'utf8'));
    expect(json.baseline.source).toBe(baseSha.slice(0, 7));
    expect(json.baseline.added.map((t: { name: string }) => t.name).sort()).toEqual(['close_ticket', 'refund_order']);
    const markdown = readFileSync(report.markdown!, 'utf8');
    expect(markdown).toContain('<!-- tool-lint-budget-report -->');
    expect(first.summary).toContain(markdown.trim().split('\n')[1]!);
    expect(first.log).toMatch(/::error title=tool-lint::\d+ lint errors?: see the annotations/);
  }, 300_000);

  it('fail-on: budget ignores lint findings and fails on the exceeded budget; regression fails only for what this change did', () => {
    const verdict = (failOn: string) => runAction({ paths: 'src', 'fail-on': failOn }, { only: ['Verdict'], outputs: first.outputs });
    const budget = verdict('budget');
    expect(budget.failedStep).toBe('Verdict');
    expect(budget.log).toContain('a token budget is exceeded');
    const pr = verdict('regression');
    expect(pr.failedStep).toBe('Verdict');
    expect(pr.log).toContain('this change exceeds a token budget');
    // Compared with the head itself nothing grew: the over-budget tool is old, so no regression.
    const same = runAction({ paths: 'src', 'fail-on': 'regression', base: 'HEAD' }, { skipInstall: true });
    expect(same.failedStep, same.log).toBeUndefined();
    expect(same.outputs.report!.outputs.exceeded).toBe('true');
    expect(same.outputs.report!.outputs.regressed).toBe('false');
  }, 300_000);

  it('in an install without the optional MCP SDK, tool-lint mcp says how to get it (exit 2) and the rest works', () => {
    const r = spawnSync(process.execPath, [path.join(actionPath, 'bin', 'tool-lint.js'), 'mcp', '--', 'node', 'server.js'], { cwd: project, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('tool-lint mcp needs the MCP TypeScript SDK, an optional dependency');
    expect(r.stderr).toContain('npm install --save-dev @modelcontextprotocol/sdk');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a wrong fail-on or a config error fails at once (exit 2)', () => {
    const wrong = runAction({ paths: 'src', 'fail-on': 'warnings' });
    expect(wrong.failedStep).toBe('Install tool-lint');
    expect(wrong.exitCode).toBe(2);
    const missing = runAction({ paths: 'src', config: 'nowhere.json' }, { skipInstall: true });
    expect(missing.failedStep).toBe('Lint');
    expect(missing.exitCode).toBe(2);
  }, 120_000);
});

describe('the Action scripts', () => {
  it('regressions: new or grown tools and grown toolsets over budget; everything without a comparison', () => {
    const exceeded = [
      { kind: 'tool', model: 'gpt-4o', tool: 'old_big' },
      { kind: 'tool', model: 'gpt-4o', tool: 'grown' },
      { kind: 'tool', model: 'gpt-4o', tool: 'added' },
      { kind: 'toolset', model: 'gpt-4o' },
      { kind: 'skill-listing' },
    ];
    const baseline = {
      added: [{ name: 'added', cells: [] }],
      changed: [{ name: 'grown', cells: [{ model: 'gpt-4o', delta: 12 }] }, { name: 'old_big', cells: [{ model: 'gpt-4o', delta: -3 }] }],
      toolsets: [{ model: 'gpt-4o', delta: 9 }],
    };
    expect(regressions({ budgets: { exceeded }, baseline }).map((e: { tool?: string; kind: string }) => e.tool ?? e.kind)).toEqual(['grown', 'added', 'toolset']);
    expect(regressions({ budgets: { exceeded }, baseline: { ...baseline, toolsets: [{ model: 'gpt-4o', delta: 0 }] } }).map((e: { kind: string }) => e.kind)).toEqual(['tool', 'tool']);
    expect(regressions({ budgets: { exceeded } })).toHaveLength(5);
  });

  it('the Markdown rendered from the JSON report is what report --format markdown prints', async () => {
    const { main } = await import('../src/cli.js');
    const { budgetMarkdown } = await import('../src/report/budget-markdown.js');
    const run = async (format: string) => {
      let out = '';
      await main(['report', 'src', '--base', baseSha, '--format', format], { cwd: project, stdout: (s) => void (out += s), stderr: () => {}, isTTY: false });
      return out;
    };
    const markdown = await run('markdown');
    expect(markdown).toContain('<!-- tool-lint-budget-report -->');
    expect(budgetMarkdown(JSON.parse(await run('json')))).toBe(markdown);
  });

  it('annotations escape what workflow commands need escaped', () => {
    const sarif = { runs: [{ results: [{ ruleId: 'r', level: 'warning', message: { text: '50% off,\nnow' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'src/a%2Cb.ts' }, region: { startLine: 3, startColumn: 5 } } }] }] }] };
    expect(annotations(sarif)).toEqual(['::warning file=src/a%2Cb.ts,line=3,col=5,title=tool-lint r::50%25 off,%0Anow']);
  });

  it('the verdict follows fail-on', () => {
    expect(decide({ failOn: 'error', lintErrors: '2', exceeded: false, regressed: false }).fail).toBe(true);
    expect(decide({ failOn: 'budget', lintErrors: '2', exceeded: false, regressed: false }).fail).toBe(false);
    expect(decide({ failOn: 'budget', lintErrors: '0', exceeded: true, regressed: false }).fail).toBe(true);
    expect(decide({ failOn: 'regression', lintErrors: '5', exceeded: true, regressed: false }).fail).toBe(false);
    expect(decide({ failOn: 'regression', lintErrors: '0', exceeded: true, regressed: true }).fail).toBe(true);
    expect(decide({ failOn: 'warnings', lintErrors: '0', exceeded: false, regressed: false })).toEqual({ fail: true, message: expect.stringContaining('fail-on must be one of') });
  });
});
