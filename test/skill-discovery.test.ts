import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.js';
import { claudeCodeContextWindow, resolveBudgets } from '../src/config/budgets.js';
import { sanitizeLikeClaudeCode } from '../src/tokens/claude-unicode.js';
import { displayWidth, truncateToWidth } from '../src/tokens/display-width.js';
import { writeFiles } from './helpers.js';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-skills-'));
  vi.stubEnv('SLASH_COMMAND_TOOL_CHAR_BUDGET', '');
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const project = (name: string, files: Record<string, string>): string => writeFiles(path.join(tmp, name), files);

async function report(cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(['report', '--format', 'json', '--models', 'gpt-4o'], { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  if (!stdout) throw new Error(`no report (exit ${code}): ${stderr}`);
  return { code, json: JSON.parse(stdout) as { skills?: { skills: Array<{ name: string; fate: string; reason?: string }> }; skillCount: number; notes: string[] } };
}

const skill = (description: string) => `---\ndescription: ${description}\n---\n`;
const source = 'export const x = 1;\n';

describe('skills in their standard places', () => {
  it('a config whose include lists only source globs still reads .claude/skills', async () => {
    const dir = project('include-only', {
      'tool-lint.config.json': JSON.stringify({ include: ['src/**/*.ts'] }),
      'src/index.ts': source,
      '.claude/skills/triage/SKILL.md': skill('Triage new issues by area.'),
    });
    const { json } = await report(dir);
    expect(json.skillCount).toBe(1);
    expect(json.skills!.skills.map((s) => `${s.name}:${s.fate}`)).toEqual(['update-config:whole', 'triage:whole']);
  });

  it('a .claude folder listed in .gitignore still has its skills read: Claude Code reads them all the same', async () => {
    const dir = project('gitignored-claude', {
      '.gitignore': '.claude\nnode_modules\n',
      'src/index.ts': source,
      '.claude/skills/triage/SKILL.md': skill('Triage new issues by area.'),
    });
    expect((await report(dir)).json.skillCount).toBe(1);
  });

  it('a folder named on the command line has its own .claude/skills read, even when a parent .gitignore lists .claude', async () => {
    const dir = project('nested-agents', {
      '.gitignore': '.claude\n',
      'email-agent/agent/index.ts': source,
      'email-agent/agent/.claude/skills/inbox-triage/SKILL.md': skill('Sort the inbox into urgent, later and archive.'),
      '.claude/skills/repo-wide/SKILL.md': skill('Only for the whole repository.'),
    });
    let stdout = '';
    await main(['list', '--format', 'json', 'email-agent/agent'], { cwd: dir, stdout: (s) => void (stdout += s), stderr: () => undefined, isTTY: false });
    const listed = JSON.parse(stdout) as { skills: Array<{ file: string }> };
    expect(listed.skills.map((s) => s.file)).toEqual(['email-agent/agent/.claude/skills/inbox-triage/SKILL.md']);
  });

  it('exclude still applies to them', async () => {
    const dir = project('include-exclude', {
      'tool-lint.config.json': JSON.stringify({ include: ['src/**/*.ts'], exclude: ['.claude/**'] }),
      'src/index.ts': source,
      '.claude/skills/triage/SKILL.md': skill('Triage new issues by area.'),
    });
    expect((await report(dir)).json.skillCount).toBe(0);
  });

  it('folders named in budgets.skills.dirs are read too', async () => {
    const dir = project('dirs', {
      'tool-lint.config.json': JSON.stringify({ include: ['src/**/*.ts'], budgets: { skills: { dirs: [{ path: 'plugins/ops/skills', source: 'plugin', plugin: 'ops' }] } } }),
      'src/index.ts': source,
      'plugins/ops/skills/rollback/SKILL.md': skill('Roll back the last deploy.'),
    });
    const { json } = await report(dir);
    expect(json.skills!.skills.map((s) => s.name)).toEqual(['update-config', 'ops:rollback']);
  });

  it('says clearly when budgets.skills is set and no SKILL.md was found', async () => {
    const dir = project('no-skills', {
      'tool-lint.config.json': JSON.stringify({ include: ['src/**/*.ts'], budgets: { skills: { fraction: 0.02 } } }),
      'src/index.ts': source,
    });
    const { json } = await report(dir);
    expect(json.skillCount).toBe(0);
    expect(json.notes.join('\n')).toMatch(/budgets\.skills is set but no SKILL\.md was found: tool-lint looks in \.claude\/skills\/<name>\/SKILL\.md/);
  });

  it('lists skills of other agents without judging them, with a note', async () => {
    const long = 'Plan the release. '.repeat(120);
    const dir = project('other-agents', {
      '.gemini/skills/release/SKILL.md': `---\nname: release\ndescription: ${long}\n---\n`,
      '.agents/skills/review/SKILL.md': skill('Review a pull request.'),
    });
    const { json, code } = await report(dir);
    expect(code).toBe(0);
    expect(json.skills!.skills.filter((s) => s.fate === 'not-listed').map((s) => `${s.name}:${s.reason}`)).toEqual(['review:other-client', 'release:other-client']);
    expect(json.notes.join('\n')).toContain('2 SKILL.md files are not in the Claude Code listing');
  });
});

describe('widths and the MCP clean-up', () => {
  it('display width: CJK and emoji 2, zero-width, combining and control characters 0, ambiguous 1', () => {
    expect(displayWidth('中文')).toBe(4);
    expect(displayWidth('ＡＢ')).toBe(4);
    expect(displayWidth('👩‍💻')).toBe(2);
    expect(displayWidth('🇫🇷')).toBe(2);
    expect(displayWidth('a\u200bb')).toBe(2);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('a\nb\tc')).toBe(3);
    expect(displayWidth('±°')).toBe(2);
  });

  it('truncation keeps whole graphemes within width − 1 and adds …', () => {
    expect(truncateToWidth('abcdef', 4)).toBe('abc…');
    expect(truncateToWidth('中文字符', 5)).toBe('中文…');
    expect(truncateToWidth('ab👩‍💻cd', 4)).toBe('ab…');
    expect(truncateToWidth('abc', 3)).toBe('abc');
    expect(truncateToWidth('abc', 1)).toBe('…');
  });

  it('a [1m] model gets a 1,000,000-token window; others 200,000', () => {
    expect(claudeCodeContextWindow('claude-sonnet-4-5[1m]')).toBe(1_000_000);
    expect(claudeCodeContextWindow('CLAUDE-OPUS-4-6[1M]')).toBe(1_000_000);
    expect(claudeCodeContextWindow('claude-sonnet-4-5')).toBe(200_000);
    expect(resolveBudgets({ skills: { model: 'claude-sonnet-4-5[1m]', contextWindow: 500_000 } }, {}).skills.budgetChars).toBe(20_000);
  });

  it('Claude Code measures MCP descriptions after NFKC and removing invisible characters', () => {
    expect(sanitizeLikeClaudeCode('in\u00adven\u00adtory')).toBe('inventory');
    expect(sanitizeLikeClaudeCode('a\u200b\u202eb\ufeff\ue000')).toBe('ab');
    expect(sanitizeLikeClaudeCode('wait…')).toBe('wait...');
    expect(sanitizeLikeClaudeCode('ﬁle ＡＢ')).toBe('file AB');
  });
});
