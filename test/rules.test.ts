import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_MAP } from '../rules/index.js';
import { loadConfig } from '../src/config/load.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { FIXTURES, ROOT } from './helpers.js';

/**
 * Discovers fixtures/rules/<id>/{valid,invalid}/: each folder is linted as one project with only
 * that rule on (options from a tool-lint.config.json in the folder, if any). Valid folders must be
 * clean; in invalid ones every `// expect-lint: messageId` marker must be matched by a diagnostic
 * on its line, and nothing else reported. JSON/Markdown files use `<file>.expected.json`
 * sidecars: `{ "diagnostics": [{ "line": 3, "messageId": "missing" }] }`.
 */
const MARKER = /(?:\/\/|\/\*|#|<!--)\s*expect-lint:\s*([\w-]+(?:\s*,\s*[\w-]+)*)/;

function expectedIn(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const abs = path.join(d, name);
      if (statSync(abs).isDirectory()) {
        walk(abs);
        continue;
      }
      const rel = path.relative(dir, abs).split(path.sep).join('/');
      if (name.endsWith('.expected.json')) {
        const data = JSON.parse(readFileSync(abs, 'utf8')) as { diagnostics: Array<{ line: number; messageId: string }> };
        const target = rel.slice(0, -'.expected.json'.length);
        for (const e of data.diagnostics) out.push(`${target}:${e.line}:${e.messageId}`);
        continue;
      }
      readFileSync(abs, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = MARKER.exec(line);
          if (m) for (const id of m[1]!.split(',')) out.push(`${rel}:${i + 1}:${id.trim()}`);
        });
    }
  };
  walk(dir);
  return out.sort();
}

async function run(ruleId: string, dir: string) {
  const { config } = await loadConfig(dir);
  const resolved = resolveConfig(config, RULE_MAP);
  for (const [id, rc] of resolved.rules) rc.severity = id === ruleId ? (rc.severity === 'off' ? 'error' : rc.severity) : 'off';
  const result = await lint(['.'], resolved, RULE_MAP, dir);
  return result.diagnostics.filter((d) => d.ruleId === ruleId && !d.suppressed);
}

const RULES_DIR = path.join(FIXTURES, 'rules');

describe.each(RULES.map((r) => r.meta.id))('rule %s', (id) => {
  const base = path.join(RULES_DIR, id);

  it('valid fixtures are clean', async () => {
    const dir = path.join(base, 'valid');
    expect(existsSync(dir)).toBe(true);
    const found = await run(id, dir);
    expect(found.map((d) => `${d.range.file}:${d.range.line}: ${d.message}`)).toEqual([]);
  });

  it('invalid fixtures fire exactly where marked', async () => {
    const dir = path.join(base, 'invalid');
    expect(existsSync(dir)).toBe(true);
    const expected = expectedIn(dir);
    expect(expected.length).toBeGreaterThan(0);
    const found = await run(id, dir);
    expect(found.map((d) => `${d.range.file}:${d.range.line}:${d.messageId}`).sort()).toEqual(expected);
  });
});

describe('rule conventions', () => {
  it.each(RULES.map((r) => r.meta.id))('%s: id = file name, docs, messages, help', (id) => {
    const rule = RULE_MAP.get(id)!;
    expect(existsSync(path.join(ROOT, 'rules', `${id}.ts`))).toBe(true);
    const docs = path.join(ROOT, 'rules', `${id}.md`);
    expect(existsSync(docs)).toBe(true);
    const text = readFileSync(docs, 'utf8');
    expect(text.startsWith(`# ${id}\n`)).toBe(true);
    for (const section of ['## Why', '## Options', '## When not to use it']) expect(text).toContain(section);
    expect(Object.keys(rule.meta.messages).length).toBeGreaterThan(0);
    expect(rule.meta.help).not.toMatch(/\.$/);
    expect(rule.meta.id).toMatch(/^(no|require|max|valid|consistent)-[a-z-]+$/);
  });

  it('every rule file is registered', () => {
    const files = readdirSync(path.join(ROOT, 'rules')).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -3)).sort();
    expect(files).toEqual(RULES.map((r) => r.meta.id).sort());
  });
});

describe('README rules table', () => {
  it('lists every registered rule once, with its recommended severity, and nothing else', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| \[`([\w-]+)`\]\(rules\/([\w-]+)\.md\) \| (error|warn|off) \|/gm)].map((m) => `${m[1]}=${m[3]}`);
    expect(rows.sort()).toEqual(RULES.map((r) => `${r.meta.id}=${r.meta.recommended}`).sort());
  });
});

describe('rule docs agree with the code', () => {
  const section = (text: string, title: string) => {
    const m = new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, 'm').exec(text);
    return m ? m[1]! : '';
  };

  it.each(RULES.map((r) => r.meta.id))('%s: the Options section names exactly the options the schema accepts, with their defaults', (id) => {
    const rule = RULE_MAP.get(id)!;
    const text = readFileSync(path.join(ROOT, 'rules', `${id}.md`), 'utf8');
    const options = section(text, 'Options');
    const schemaProps = Object.keys(((rule.meta.optionsSchema?.properties ?? {}) as Record<string, unknown>)).sort();
    const documented = [...options.matchAll(/^- `(\w+)`/gm)].map((m) => m[1]!).sort();
    expect(documented, `options documented in rules/${id}.md`).toEqual(schemaProps);
    if (!schemaProps.length) expect(options.trimStart().startsWith('None'), `rules/${id}.md Options should say None`).toBe(true);
    // A default written in the docs (`default \`x\``, `"x"` (default …)) is the one the rule uses.
    for (const line of options.split('\n').filter((l) => /^- `\w+`/.test(l))) {
      const name = /^- `(\w+)`/.exec(line)![1]!;
      const written = /default `'?([^`']+)'?`/.exec(line)?.[1] ?? /: `?["']?(\w+)["']?`? \(default/.exec(line)?.[1];
      if (written === undefined) continue;
      expect(JSON.stringify(rule.meta.defaultOptions?.[name] ?? null).replace(/"/g, ''), `default of ${name} in rules/${id}.md`).toBe(written);
    }
  });

  it.each(RULES.map((r) => r.meta.id))('%s: every config example in the docs is accepted', (id) => {
    const text = readFileSync(path.join(ROOT, 'rules', `${id}.md`), 'utf8');
    for (const block of text.matchAll(/```json\n([\s\S]*?)```/g)) {
      let config: unknown;
      try {
        config = JSON.parse(block[1]!);
      } catch {
        continue; // a tool list or a message, not a config
      }
      if (!config || typeof config !== 'object' || !('rules' in config)) continue;
      expect(() => resolveConfig(config as never, RULE_MAP), block[1]).not.toThrow();
    }
  });
});
