import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_MAP } from '../rules/index.js';
import { main } from '../src/cli.js';
import { loadConfig } from '../src/config/load.js';
import { resolveConfig } from '../src/config/resolve.js';
import { lint } from '../src/engine/lint.js';
import { FIXTURES } from './helpers.js';

/*
 * Renders that fail for the environment's reasons, not the description code's (issue 9): they are
 * no `no-render-error` finding; the tool is checked as static text and the run prints one note per
 * cause with what to do. And the bundling no longer causes such failures itself: installed packages
 * are loaded by Node where they are installed (CommonJS keeps its __dirname and dynamic require), and
 * a package that only links the way a bundler links it is bundled as a fallback.
 */
const env = (name: string) => path.join(FIXTURES, 'render', name);

async function cli(cwd: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

async function lintRender(dir: string) {
  const { config, file } = await loadConfig(dir);
  const resolved = resolveConfig(config, RULE_MAP);
  for (const [id, rc] of resolved.rules) rc.severity = id === 'no-render-error' ? 'error' : 'off';
  return lint(['.'], resolved, RULE_MAP, dir, { configFile: file });
}

interface RenderJson {
  tools: Array<{ name: string; renders: Array<{ cell: string; source: string; text?: string; error?: string }> }>;
  skipped: Array<{ name: string; reason: string }>;
}

describe('environment failures are notes, not findings', () => {
  it('a dependency in package.json that is not installed: one note naming it and `npm ci`, static text, no finding', async () => {
    const r = await lintRender(env('env-not-installed'));
    expect(r.diagnostics.filter((d) => d.ruleId === 'no-render-error')).toEqual([]);
    expect(r.renders!.notes).toHaveLength(1);
    expect(r.renders!.notes[0]).toMatch(/1 imported package is not installed \(@trailhead\/prompt-kit\); 2 tools checked as static text \(trail_closures, trail_forecast\).*npm ci/);
    expect(r.renders!.entries.every((e) => e.source === 'static' && !e.error)).toBe(true);
    // The CLI prints that note once, on stderr, and exits 0.
    const out = await cli(env('env-not-installed'), ['--rule', 'no-render-error:error', '--format', 'json']);
    expect(out.code).toBe(0);
    expect(out.stderr.match(/tool-lint: note:/g)).toHaveLength(1);
  });

  it('a context the matrix does not provide: "add `context` to the config", not a broken tool', async () => {
    const r = await lintRender(env('env-needs-context'));
    expect(r.diagnostics.filter((d) => d.ruleId === 'no-render-error')).toEqual([]);
    expect(r.renders!.notes).toEqual([expect.stringMatching(/they read ctx\.getAppState, ctx\.options, which the context matrix does not provide; 2 tools .*Add `context` to the config/)]);
  });

  it('a CommonJS dependency that reads files next to itself and requires its locale tables by name renders', async () => {
    const r = await cli(env('env-cjs-dependency'), ['render', '--format', 'json']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as RenderJson;
    const texts = Object.fromEntries(report.tools[0]!.renders.map((x) => [x.cell, `${x.source}: ${x.text}`]));
    expect(texts).toEqual({
      'locale=en': 'eval: Search climbing routes by crag, grade and style.\nGrades are YDS (5.6 to 5.15d) unless the query names another scale.\nReturns up to 20 routes with name, grade and crag.',
      'locale=de': 'eval: Search climbing routes by crag, grade and style.\nGrades are YDS (5.6 to 5.15d) unless the query names another scale.\nLiefert bis zu 20 Routen mit Name, Schwierigkeit und Klettergebiet.',
    });
    expect((await lintRender(env('env-cjs-dependency'))).diagnostics).toEqual([]);
  });

  it("a Next.js route module that imports 'server-only' renders (the guard throws outside the react-server condition)", async () => {
    const r = await cli(env('env-server-only'), ['render', '--format', 'json']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout) as RenderJson;
    expect(report.skipped).toEqual([]);
    expect(report.tools[0]!.renders).toEqual([
      { cell: 'locale=en', source: 'eval', text: 'Status of a trail: open, closed or snowed in.' },
      { cell: 'locale=fr', source: 'eval', text: "État d'un sentier : ouvert, fermé ou enneigé." },
    ]);
  });

  it('a package whose JavaScript still re-exports its type-only names renders (linked as a bundler would)', async () => {
    const r = await cli(env('env-type-reexport'), ['render', '--format', 'json']);
    const report = JSON.parse(r.stdout) as RenderJson;
    expect(report.skipped).toEqual([]);
    expect(report.tools[0]!.renders).toEqual([{ cell: 'default', source: 'eval', text: 'Current rock conditions at a crag: dryness, wind and sun hours.' }]);
  });
});
