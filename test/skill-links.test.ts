import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.js';
import { discoverFiles, pathsThroughLinks } from '../src/scan/files.js';

/**
 * One skills folder shared by several agents through symbolic links (`.claude/skills ->
 * ../.agents/skills`, `.cursor/skills -> ../.agents/skills`) is the common layout: the links are not
 * loops, each SKILL.md is read once, and Claude Code's listing sees the skills under the path it
 * reads them from.
 */

let tmp: string;
let canLink = true;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-skill-links-'));
  vi.stubEnv('SLASH_COMMAND_TOOL_CHAR_BUDGET', '');
  try {
    symlinkSync(tmp, path.join(tmp, 'probe'), 'dir');
  } catch {
    canLink = false; // Windows without developer mode: no symbolic links to test
  }
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function project(name: string, files: Record<string, string>, links: Record<string, string> = {}): string {
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  for (const [rel, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    symlinkSync(target, path.join(dir, rel), target.endsWith('.md') ? 'file' : 'dir');
  }
  return dir;
}

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  if (!stdout) throw new Error(`no output (exit ${code}): ${stderr}`);
  return { code, stdout };
}

interface Finding {
  ruleId: string;
  file: string;
  line: number;
  message: string;
}

async function lint(cwd: string): Promise<{ code: number; findings: Finding[]; stdout: string }> {
  const { code, stdout } = await run(['.', '--format', 'json'], cwd);
  return { code, findings: JSON.parse(stdout).diagnostics as Finding[], stdout };
}

async function listing(cwd: string): Promise<Array<{ name: string; folder: string | null; fate: string; reason?: string }>> {
  const { stdout } = await run(['report', '--format', 'json', '--models', 'gpt-4o'], cwd);
  return JSON.parse(stdout).skills.skills;
}

const skill = (name: string, description: string) => `---\nname: ${name}\ndescription: ${description}\n---\n\nSteps go here.\n`;

/** Skills that describe real work, long enough that six of them overflow an 800-character listing. */
const AREAS = ['billing', 'deploys', 'incidents', 'migrations', 'oncall', 'releases'];
const sharedSkills = (): Record<string, string> =>
  Object.fromEntries(
    AREAS.map((area) => [
      `.agents/skills/${area}-runbook/SKILL.md`,
      skill(`${area}-runbook`, `Walk through the ${area} runbook for this service: check the dashboards first, then the recent changes, then page the owning team with a summary of what was checked and what was found.`),
    ]),
  );
const smallBudget = { 'tool-lint.config.json': JSON.stringify({ budgets: { skills: { fraction: 0.001 } } }) };

describe('a skills folder shared through a link to a sibling', () => {
  it('is no symlink loop, and Claude Code lists its skills under .claude/skills', async (t) => {
    if (!canLink) t.skip();
    const dir = project('shared', { ...sharedSkills(), ...smallBudget }, { '.claude/skills': '../.agents/skills', '.cursor/skills': '../.agents/skills' });
    const { findings } = await lint(dir);
    expect(findings.filter((f) => f.ruleId.startsWith('scan/'))).toEqual([]);

    // The 800-character listing is over budget: every project skill is trimmed or listed by name only,
    // reported once, at the file itself (the one the user edits).
    const budget = findings.filter((f) => f.ruleId === 'max-skill-listing');
    expect(budget.map((f) => f.file)).toEqual(AREAS.map((a) => `.agents/skills/${a}-runbook/SKILL.md`));

    const skills = await listing(dir);
    const project_ = skills.filter((s) => s.folder !== null);
    expect(project_.map((s) => `${s.name} ${s.folder}`)).toEqual(AREAS.map((a) => `${a}-runbook .claude/skills/${a}-runbook`));
    expect(project_.every((s) => s.fate !== 'not-listed')).toBe(true);
  });

  it('reports each finding of a SKILL.md once, not once per path', async (t) => {
    if (!canLink) t.skip();
    const long = 'Prepare the weekly status digest from merged pull requests, closed issues and open incidents. '.repeat(4);
    const dir = project('once', { '.agents/skills/digest/SKILL.md': skill('digest', long), ...smallBudget }, { '.claude/skills': '../.agents/skills', '.cursor/skills': '../.agents/skills' });
    const { findings } = await lint(dir);
    const over = findings.filter((f) => f.ruleId === 'max-skill-listing');
    expect(over.map((f) => `${f.file}:${f.line}`)).toEqual(['.agents/skills/digest/SKILL.md:3']);
    expect(over[0]!.message).toContain('over its 800-character budget');
    const keys = findings.map((f) => `${f.ruleId} ${f.line} ${f.message}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findings.some((f) => f.file.startsWith('.claude/') || f.file.startsWith('.cursor/'))).toBe(false);
  });

  it('is also one skill when only .claude/skills is real and the others link to it', async (t) => {
    if (!canLink) t.skip();
    const files = Object.fromEntries(Object.entries(sharedSkills()).map(([p, text]) => [p.replace('.agents/', '.claude/'), text]));
    const dir = project('claude-real', { ...files, ...smallBudget }, { '.agents/skills': '../.claude/skills' });
    const { findings } = await lint(dir);
    expect(findings.filter((f) => f.ruleId.startsWith('scan/'))).toEqual([]);
    expect(findings.filter((f) => f.ruleId === 'max-skill-listing').map((f) => f.file)).toEqual(AREAS.map((a) => `.claude/skills/${a}-runbook/SKILL.md`));
  });

  it('follows a link per skill, and a link to one SKILL.md, into the skill Claude Code reads', async (t) => {
    if (!canLink) t.skip();
    const dir = project(
      'per-skill',
      {
        'tools/pdf/SKILL.md': skill('pdf', 'Fill in and merge PDF forms.'),
        'shared/review/SKILL.md': skill('review', 'Review a pull request against the team checklist.'),
      },
      {
        '.agents/skills/pdf': '../../tools/pdf',
        '.agents/skills/review/SKILL.md': '../../../shared/review/SKILL.md',
        '.claude/skills': '../.agents/skills',
      },
    );

    const skills = await listing(dir);
    expect(skills.filter((s) => s.folder !== null).map((s) => `${s.name} ${s.folder} ${s.fate}`)).toEqual([
      'pdf .claude/skills/pdf whole',
      'review .claude/skills/review whole',
    ]);
    const out = JSON.parse((await run(['list', '.', '--format', 'json'], dir)).stdout) as { skills: Array<{ file: string }> };
    // Each SKILL.md read once, under its own path.
    expect(out.skills.map((s) => s.file)).toEqual(['shared/review/SKILL.md', 'tools/pdf/SKILL.md']);
  });

  it('is one skill when a config include reads the real folder and .claude/skills is added as a standard place', async (t) => {
    if (!canLink) t.skip();
    const config = { 'tool-lint.config.json': JSON.stringify({ include: ['src/**/*.ts', '.agents/**'], budgets: { skills: { fraction: 0.001 } } }) };
    const dir = project('include', { ...sharedSkills(), ...config, 'src/index.ts': 'export const x = 1;\n' }, { '.claude/skills': '../.agents/skills' });
    const { findings } = await lint(dir);
    expect(findings.filter((f) => f.ruleId === 'max-skill-listing').map((f) => f.file)).toEqual(AREAS.map((a) => `.agents/skills/${a}-runbook/SKILL.md`));
    const skills = await listing(dir);
    expect(skills.filter((s) => s.folder !== null).map((s) => s.folder)).toEqual(AREAS.map((a) => `.claude/skills/${a}-runbook`));
  });

  it('gives byte-identical reports on two runs', async (t) => {
    if (!canLink) t.skip();
    const dir = project('twice', { ...sharedSkills(), ...smallBudget }, { '.claude/skills': '../.agents/skills', '.cursor/skills': '../.agents/skills', '.codex/skills': '../.agents/skills' });
    const a = await lint(dir);
    const b = await lint(dir);
    expect(a.stdout).toBe(b.stdout);
  });
});

describe('a real symlink loop', () => {
  it('a link to the folder that holds it is reported once, and the rest is still read', async (t) => {
    if (!canLink) t.skip();
    const dir = project('loop', { 'a/tools.ts': `export const tools = [{ name: 'get_weather', description: 'Current weather for a city.', input_schema: { type: 'object', properties: {} } }];\n` }, { 'a/loop': '..' });
    const { findings, stdout } = await lint(dir);
    expect(findings.filter((f) => f.ruleId.startsWith('scan/')).map((f) => `${f.ruleId} ${f.file}`)).toEqual(['scan/symlink-loop a/loop']);
    expect(JSON.parse(stdout).tools.map((x: { name: string }) => x.name)).toEqual(['get_weather']);
  });

  it('a link to the file system root is a loop too, not a walk of the whole disk', async (t) => {
    if (!canLink) t.skip();
    const dir = project('to-root', { 'src/index.ts': 'export const x = 1;\n' }, { 'src/everything': path.parse(tmp).root, 'src/self': '.' });
    const { diagnostics } = await discoverFiles(['.'], { cwd: dir });
    expect(diagnostics.map((d) => `${d.ruleId} ${d.range.file}`)).toEqual(['scan/symlink-loop src/everything', 'scan/symlink-loop src/self']);
  });
});

describe('pathsThroughLinks', () => {
  const root = path.resolve('/project');
  const p = (...parts: string[]) => path.join(root, ...parts);

  it('follows chains of links, shortest first, and stops on links that lead into each other', () => {
    const links = [
      { from: p('.claude', 'skills'), to: p('.agents', 'skills') },
      { from: p('.agents', 'skills', 'pdf'), to: p('tools', 'pdf') },
    ];
    expect(pathsThroughLinks(p('tools', 'pdf', 'SKILL.md'), links)).toEqual([p('.agents', 'skills', 'pdf', 'SKILL.md'), p('.claude', 'skills', 'pdf', 'SKILL.md')]);
    // A link to one file names that file only.
    expect(pathsThroughLinks(p('docs', 'SKILL.md'), [{ from: p('.claude', 'skills', 'd', 'SKILL.md'), to: p('docs', 'SKILL.md') }])).toEqual([p('.claude', 'skills', 'd', 'SKILL.md')]);
    expect(pathsThroughLinks(p('docs', 'SKILL.md.bak'), [{ from: p('x'), to: p('docs', 'SKILL.md') }])).toEqual([]);

    const cycle = [
      { from: p('a', 'b'), to: p('c') },
      { from: p('c', 'd'), to: p('a') },
    ];
    const names = pathsThroughLinks(p('a', 'f', 'SKILL.md'), cycle, 5);
    expect(names.length).toBe(5);
    expect(names).toContain(p('c', 'd', 'f', 'SKILL.md'));
  });
});
