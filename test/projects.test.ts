import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { RULES } from '../rules/index.js';
import { FIXTURES } from './helpers.js';

/*
 * End-to-end over two real-shaped agent projects in fixtures/projects/:
 * - clean-agent: many correct tools across frameworks; the recommended preset reports nothing;
 * - broken-agent: every rule fires at known lines, declared with `// expect-lint: <rule-id>` at the
 *   end of the line (or a `<file>.expected.json` sidecar `{ "diagnostics": [{ "line", "ruleId" }] }`
 *   for files that cannot hold comments).
 * Rules are still landing: markers for rule ids that are not registered are ignored, so the
 * fixture can be written ahead of the rule.
 */

const PROJECTS = path.join(FIXTURES, 'projects');
const CLEAN = path.join(PROJECTS, 'clean-agent');
const BROKEN = path.join(PROJECTS, 'broken-agent');

const REGISTERED = new Set(RULES.map((r) => r.meta.id));
/** Findings about the input or the directives themselves: always expected when marked. */
const isBuiltIn = (id: string) => id.startsWith('tool-lint/') || id.startsWith('scan/');

interface JsonDiagnostic {
  ruleId: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  tool?: string;
  suppressed?: { kind: string; justification?: string };
}

interface JsonReport {
  version: number;
  tools: Array<{ name: string; framework: string; file: string; line: number }>;
  skills: Array<{ name: string }>;
  diagnostics: JsonDiagnostic[];
  summary: Record<string, number>;
}

async function run(cwd: string, args: string[] = ['.', '--format', 'json']) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

async function lintJson(cwd: string) {
  const r = await run(cwd);
  let report: JsonReport;
  try {
    report = JSON.parse(r.stdout) as JsonReport;
  } catch {
    throw new Error(`no JSON report (exit ${r.code}):\n${r.stderr}\n${r.stdout.slice(0, 2000)}`);
  }
  return { ...r, report };
}

const key = (d: { file: string; line: number; ruleId: string }) => `${d.file}:${d.line}:${d.ruleId}`;
const show = (list: JsonDiagnostic[]) =>
  list.map((d) => `  ${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId} ${d.message}`).join('\n') || '  (none)';

function walk(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), r));
    else out.push(r);
  }
  return out.sort();
}

const MARKER = /\/\/\s*expect-lint:\s*(.+?)\s*$/;

/** Every `file:line:ruleId` the broken project declares, registered or not. */
function declaredFindings(root: string): string[] {
  const out: string[] = [];
  for (const rel of walk(root)) {
    if (rel.endsWith('.expected.json')) continue;
    const abs = path.join(root, rel);
    const sidecar = `${abs}.expected.json`;
    if (existsSync(sidecar)) {
      const data = JSON.parse(readFileSync(sidecar, 'utf8')) as { diagnostics?: Array<{ line: number; ruleId: string }> };
      for (const d of data.diagnostics ?? []) out.push(key({ file: rel, line: d.line, ruleId: d.ruleId }));
      continue;
    }
    if (!/\.(c|m)?(t|j)sx?$/.test(rel)) continue;
    readFileSync(abs, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m = MARKER.exec(line);
        if (!m) return;
        for (const id of m[1]!.split(',').map((s) => s.trim()).filter(Boolean)) out.push(key({ file: rel, line: i + 1, ruleId: id }));
      });
  }
  return out.sort();
}

const ruleOf = (k: string) => k.slice(k.lastIndexOf(':') + 1);

describe('project: clean-agent', () => {
  it('finds at least 30 tools across frameworks and reports nothing under the recommended preset (exit 0)', async () => {
    const { code, report, stderr } = await lintJson(CLEAN);
    const live = report.diagnostics.filter((d) => !d.suppressed);
    expect(live, `clean-agent must be clean; stderr: ${stderr}\n${show(live)}`).toEqual([]);
    expect(code).toBe(0);
    expect(report.tools.length).toBeGreaterThanOrEqual(30);
    const frameworks = new Set(report.tools.map((t) => t.framework));
    for (const f of ['anthropic', 'openai', 'mcp', 'vercel-ai', 'langchain', 'mastra', 'custom']) expect(frameworks, f).toContain(f);
    expect(report.tools.some((t) => t.file.endsWith('.json'))).toBe(true);
    expect(report.skills.map((s) => s.name).sort()).toEqual(['incident-triage', 'release-notes']);
    // Names are unique in the whole project, so they are certainly unique within each request.
    const names = report.tools.map((t) => t.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe('project: broken-agent', () => {
  const declared = declaredFindings(BROKEN);
  const expected = declared.filter((k) => REGISTERED.has(ruleOf(k)) || isBuiltIn(ruleOf(k)));

  it('declares a finding for every registered rule', () => {
    const declaredRules = new Set(declared.map(ruleOf));
    expect(RULES.map((r) => r.meta.id).filter((id) => !declaredRules.has(id))).toEqual([]);
    expect(declaredRules).toContain('tool-lint/unused-directive');
  });

  it('reports exactly the marked findings, unsuppressed, and exits 1', async () => {
    const { code, report, stderr } = await lintJson(BROKEN);
    const live = report.diagnostics.filter((d) => !d.suppressed);
    const actual = [...new Set(live.map(key))].sort();
    const missing = expected.filter((k) => !actual.includes(k));
    const unexpected = live.filter((d) => !expected.includes(key(d)));
    expect(
      { missing, unexpected: unexpected.map(key) },
      `stderr: ${stderr}\nmissing (marked, not reported):\n  ${missing.join('\n  ') || '(none)'}\nunexpected (reported, not marked):\n${show(unexpected)}`,
    ).toEqual({ missing: [], unexpected: [] });
    expect(code).toBe(1);
    // Every registered rule fires at least once.
    const fired = new Set(live.map((d) => d.ruleId));
    expect(RULES.map((r) => r.meta.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('reports the finding a tool-lint-disable-next-line directive covers as suppressed, with its justification', async () => {
    const { report } = await lintJson(BROKEN);
    const suppressed = report.diagnostics.filter((d) => d.suppressed);
    expect(suppressed.map((d) => `${key(d)}:${d.tool}`), show(report.diagnostics)).toEqual([
      'src/mcp/server.ts:38:require-param-description:legacy_search',
    ]);
    expect(suppressed[0]!.suppressed).toEqual({ kind: 'inSource', justification: 'v1 API kept for the mobile app, frozen until it is retired' });
    expect(report.summary.suppressed).toBe(1);
  });

  it('prints byte-identical JSON on two runs', async () => {
    const a = await run(BROKEN);
    const b = await run(BROKEN);
    expect(a.stdout.length).toBeGreaterThan(1000);
    expect(a.stdout).toBe(b.stdout);
    const c = await run(CLEAN);
    const d = await run(CLEAN);
    expect(c.stdout).toBe(d.stdout);
  });
});
