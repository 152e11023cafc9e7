import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import stringWidth from 'string-width';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { main } from '../src/cli.js';
import { loadConfig } from '../src/config/load.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { scan } from '../src/scan/scan.js';
import { buildClaudeSkillListing } from '../src/budget/claude-skill-listing.js';
import { FIXTURES } from './helpers.js';

/**
 * fixtures/skill-listing/<case>/: a small project (`.claude/skills/…`, a tool-lint.config.json
 * choosing the profile) and `expected.txt`, the listing Claude Code builds for it, written by hand
 * from shared/reference/claude-code-skill-listing.md (one case per row of the reference).
 *
 * Three checks per case: tool-lint's simulation gives expected.txt; an independent implementation
 * of the reference, written here without tool-lint's code, gives expected.txt too; and the rule and
 * `tool-lint report` agree on what every skill loses.
 */
const CASES_DIR = path.join(FIXTURES, 'skill-listing');
const cases = readdirSync(CASES_DIR).filter((d) => statSync(path.join(CASES_DIR, d)).isDirectory()).sort();

/** A lone surrogate (the per-entry cap can cut a pair) is written to UTF-8 as U+FFFD. */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const expectedText = (dir: string) => readFileSync(path.join(dir, 'expected.txt'), 'utf8');

beforeAll(() => {
  // getCharBudget reads it first; the fixtures set their budgets in the config.
  vi.stubEnv('SLASH_COMMAND_TOOL_CHAR_BUDGET', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function configFor(dir: string) {
  const { config } = await loadConfig(dir);
  return resolveConfig(config, RULE_MAP);
}

// ---------------------------------------------------------------------------------------------
// An independent reading of the reference (not tool-lint's code): Claude Code 2.1.88, and the
// differences of the 2.1.330 profile (BOM stripped, cap 1,536, whole-or-name-only overflow).

interface Profile {
  cap: number;
  stripBom: boolean;
  priority: boolean;
}
const PROFILES: Record<string, Profile> = {
  'claude-code-2.1.88': { cap: 250, stripBom: false, priority: false },
  'claude-code-2.1.330': { cap: 1536, stripBom: true, priority: true },
};

function yamlOrUndefined(text: string): unknown {
  try {
    return YAML.parse(text, { logLevel: 'error' }) ?? {};
  } catch {
    return undefined;
  }
}

function frontMatterOf(text: string): { fm: Record<string, unknown>; body: string } {
  const open = /^---\s*\n/.exec(text);
  if (!open) return { fm: {}, body: text };
  const close = text.indexOf('---', open[0].length);
  if (close < 0) return { fm: {}, body: text };
  const raw = text.slice(open[0].length, close);
  let rest = text.slice(close + 3);
  rest = rest.replace(/^\s*\n?/, '');
  let parsed = yamlOrUndefined(raw);
  if (parsed === undefined) {
    const quoted = raw
      .split('\n')
      .map((line) => {
        const m = line.match(/^([a-zA-Z_-]+):\s+(.+)$/);
        if (!m) return line;
        const v = m[2]!;
        if ((v[0] === '"' && v.endsWith('"')) || (v[0] === "'" && v.endsWith("'"))) return line;
        return /[{}[\]*&#!|>%@`]|: /.test(v) ? `${m[1]}: "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : line;
      })
      .join('\n');
    parsed = yamlOrUndefined(quoted);
  }
  const fm = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { fm, body: rest };
}

function independentEntry(text: string, p: Profile): { line: string; entry: string } | 'hidden' {
  const source = p.stripBom && text.startsWith('\ufeff') ? text.slice(1) : text;
  const { fm, body } = frontMatterOf(source);
  if (fm['disable-model-invocation'] === true || fm['disable-model-invocation'] === 'true') return 'hidden';
  const paths = [fm['paths']].flat().filter((x): x is string => typeof x === 'string').flatMap((x) => x.split(','));
  if (paths.map((x) => x.trim().replace(/\/\*\*$/, '')).some((x) => x !== '' && x !== '**')) return 'hidden';
  let desc: string | undefined;
  const d = fm['description'];
  if (typeof d === 'string' && d.trim()) desc = d.trim();
  if (typeof d === 'number' || typeof d === 'boolean') desc = String(d);
  if (desc === undefined) {
    const first = body.split('\n').map((l) => l.trim()).find((l) => l.length > 0);
    const text2 = first === undefined ? 'Skill' : (/^#+\s+(.+)$/.exec(first)?.[1] ?? first);
    desc = text2.length > 100 ? `${text2.slice(0, 97)}...` : text2;
  }
  const entry = fm['when_to_use'] ? `${desc} - ${fm['when_to_use']}` : desc;
  return { line: '', entry };
}

function independentListing(dir: string, skillsConfig: Record<string, unknown>): string {
  const profile = PROFILES[(skillsConfig['profile'] as string) ?? 'claude-code-2.1.330']!;
  const bundled = (skillsConfig['bundled'] as Array<{ name: string; description: string }> | undefined) ?? [];
  const dirs = (skillsConfig['dirs'] as Array<{ path: string; source: string; plugin?: string }> | undefined) ?? [];
  const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const read = (skillsDir: string, prefix: string, plugin: boolean) => {
    const abs = path.join(dir, skillsDir);
    if (!existsSync(abs)) return [];
    return readdirSync(abs)
      .filter((n) => existsSync(path.join(abs, n, 'SKILL.md')))
      .sort(byBytes)
      .flatMap((n) => {
        const text = readFileSync(path.join(abs, n, 'SKILL.md'), 'utf8');
        const e = independentEntry(text, profile);
        if (e === 'hidden') return [];
        if (plugin && !frontMatterOf(text).fm['description'] && !frontMatterOf(text).fm['when_to_use']) return [];
        return [{ name: prefix + n, entry: e.entry, bundled: false }];
      });
  };
  const order = ['managed', 'user'];
  const rows = [
    ...bundled.map((b) => ({ name: b.name, entry: b.description, bundled: true })),
    ...order.flatMap((src) => dirs.filter((d) => d.source === src).flatMap((d) => read(d.path, '', false))),
    ...read('.claude/skills', '', false),
    ...dirs.filter((d) => d.source === 'project').flatMap((d) => read(d.path, '', false)),
    ...dirs.filter((d) => d.source === 'plugin').flatMap((d) => read(d.path, `${d.plugin}:`, true)),
  ];
  const capped = rows.map((r) => ({ ...r, entry: r.entry.length > profile.cap ? r.entry.slice(0, profile.cap - 1) + '…' : r.entry }));
  const full = capped.map((r) => `- ${r.name}: ${r.entry}`);
  const window = typeof skillsConfig['model'] === 'string' && (skillsConfig['model'] as string).toLowerCase().includes('[1m]') ? 1_000_000 : 200_000;
  const budget = (skillsConfig['charBudget'] as number | undefined) ?? Math.floor(window * 4 * 0.01);
  const total = full.reduce((n, l) => n + stringWidth(l), 0) + full.length - 1;
  const others = capped.filter((r) => !r.bundled);
  if (total <= budget || others.length === 0) return full.join('\n');
  if (profile.priority) {
    let left = budget - capped.reduce((n, r, i) => n + (r.bundled ? stringWidth(full[i]!) : stringWidth(`- ${r.name}`)), 0) - (capped.length - 1);
    return capped
      .map((r, i) => {
        if (r.bundled) return full[i]!;
        const extra = stringWidth(full[i]!) - stringWidth(`- ${r.name}`);
        if (extra > left) return `- ${r.name}`;
        left -= extra;
        return full[i]!;
      })
      .join('\n');
  }
  const bundledWidth = capped.reduce((n, r, i) => n + (r.bundled ? stringWidth(full[i]!) + 1 : 0), 0);
  const share = Math.floor((budget - bundledWidth - others.reduce((n, r) => n + stringWidth(r.name) + 4, 0) - (others.length - 1)) / others.length);
  if (share < 20) return capped.map((r, i) => (r.bundled ? full[i]! : `- ${r.name}`)).join('\n');
  const seg = new Intl.Segmenter();
  return capped
    .map((r, i) => {
      if (r.bundled || stringWidth(r.entry) <= share) return full[i]!;
      let kept = '';
      for (const { segment } of seg.segment(r.entry)) {
        if (stringWidth(kept + segment) > share - 1) break;
        kept += segment;
      }
      return `- ${r.name}: ${kept}…`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------

describe('skill listing fixtures (one per row of the reference)', () => {
  it('has a case for every row the reference lists', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
  });

  it.each(cases)('%s: tool-lint builds expected.txt', async (name) => {
    const dir = path.join(CASES_DIR, name);
    const config = await configFor(dir);
    const scanned = await scan(['.'], { cwd: dir, include: config.include, exclude: config.exclude, skillDirs: config.budgets.skills.dirs.map((d) => d.path) });
    const { listing } = buildClaudeSkillListing(scanned.skills, config.budgets.skills);
    expect(wellFormed(listing.text)).toBe(expectedText(dir));
  });

  it.each(cases)('%s: an independent implementation of the reference agrees with expected.txt', async (name) => {
    const dir = path.join(CASES_DIR, name);
    const raw = JSON.parse(readFileSync(path.join(dir, 'tool-lint.config.json'), 'utf8')) as { budgets: { skills: Record<string, unknown> } };
    expect(wellFormed(independentListing(dir, raw.budgets.skills))).toBe(expectedText(dir));
  });

  it.each(cases)('%s: max-skill-listing and tool-lint report agree on every skill', async (name) => {
    const dir = path.join(CASES_DIR, name);
    let stdout = '';
    const code = await main(['report', '--format', 'json', '--models', 'gpt-4o'], { cwd: dir, stdout: (s) => void (stdout += s), stderr: () => {}, isTTY: false });
    expect(code).toBeLessThan(2);
    const report = JSON.parse(stdout) as { skills: { text: string; skills: Array<{ name: string; fate: string; source: string }> } };
    expect(wellFormed(report.skills.text)).toBe(expectedText(dir));

    const config = await configFor(dir);
    for (const [id, rc] of config.rules) rc.severity = id === 'max-skill-listing' ? 'warn' : 'off';
    const result = await lint(['.'], config, RULE_MAP, dir);
    const fromRule = result.diagnostics
      .filter((d) => d.ruleId === 'max-skill-listing')
      .map((d) => `${d.tool}=${{ entryCapped: 'entry-capped', trimmed: 'trimmed', namesOnly: 'name-only' }[d.messageId as 'trimmed']}`)
      .sort();
    const fromReport = report.skills.skills
      .filter((s) => s.source !== 'bundled' && ['entry-capped', 'trimmed', 'name-only'].includes(s.fate))
      .map((s) => `${s.name}=${s.fate}`)
      .sort();
    expect(fromRule).toEqual(fromReport);
  });
});
