import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { BUDGET_MARKER } from '../src/report/budget-markdown.js';
import { countToolTokens, systemOverheadTokens } from '../src/tokens/index.js';
// @ts-expect-error plain ESM script without type declarations
import { DEFAULT_MARKER } from '../scripts/action/comment.mjs';
import { FIXTURES, ROOT } from './helpers.js';

async function run(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-report-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });

// A support agent's Anthropic tool list, as such repos write it: one array of tool objects.
const tool = (name: string, description: string, props: Record<string, { type: string; description: string }>) => `  {
    name: '${name}',
    description:
      '${description}',
    input_schema: {
      type: 'object',
      properties: ${JSON.stringify(props)},
      required: ${JSON.stringify(Object.keys(props))},
    },
  },`;

const LOOKUP = tool('lookup_order', 'Look up one order by its id and return status, items and shipping address.', { order_id: { type: 'string', description: 'Order id such as ORD-1042' } });
const REFUND = tool('refund_order', 'Refund an order in full. Only for orders that were delivered less than 30 days ago.', { order_id: { type: 'string', description: 'Order id' }, reason: { type: 'string', description: 'Why the customer wants a refund' } });
const CANCEL = tool('cancel_subscription', 'Cancel the customer subscription at the end of the billing period.', { customer_id: { type: 'string', description: 'Customer id' } });
const CANCEL_LONGER = tool(
  'cancel_subscription',
  'Cancel the customer subscription at the end of the current billing period. Never cancel immediately: the customer keeps access until the period ends, and the refund policy applies to the remainder.',
  { customer_id: { type: 'string', description: 'Customer id' } },
);
const ESCALATE = tool('escalate_ticket', 'Hand the conversation to a human agent when the customer asks for one or the issue is a legal complaint.', { ticket_id: { type: 'string', description: 'Ticket id' }, summary: { type: 'string', description: 'Two sentences for the human agent' } });

const toolsFile = (...tools: string[]) => `import type Anthropic from '@anthropic-ai/sdk';\n\nexport const tools: Anthropic.Tool[] = [\n${tools.join('\n')}\n];\n`;

let repo: string;
beforeAll(() => {
  repo = path.join(tmp, 'agent');
  mkdirSync(path.join(repo, 'src'), { recursive: true });
  writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'support-agent', type: 'module' }));
  writeFileSync(path.join(repo, 'src', 'tools.ts'), toolsFile(LOOKUP, REFUND, CANCEL));
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'tools');
  // second commit: one description changed, one tool added, one removed
  writeFileSync(path.join(repo, 'src', 'tools.ts'), toolsFile(LOOKUP, CANCEL_LONGER, ESCALATE));
  git(repo, 'commit', '-q', '-am', 'longer cancel description, escalate instead of refund');
});

describe('tool-lint report', () => {
  it('JSON: every cell has model and tokens that add up; toolsets add the per-request overhead', async () => {
    const r = await run(['report', 'src', '--format', 'json', '--models', 'gpt-4o,claude-sonnet-4-5'], repo);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.version).toBe(1);
    expect(out.tools.map((t: { name: string }) => t.name)).toEqual(['lookup_order', 'cancel_subscription', 'escalate_ticket']);
    for (const t of out.tools) {
      expect(t.cells.map((c: { model: string }) => c.model)).toEqual(['gpt-4o', 'claude-sonnet-4-5']);
      for (const c of t.cells) {
        const k = c.tokens;
        expect(Object.keys(k)).toEqual(['description', 'parameters', 'overhead', 'total']);
        expect(k.total).toBe(k.description + k.parameters + k.overhead);
        expect(k.description).toBeGreaterThan(0);
      }
    }
    // lookup_order on gpt-4o is exactly what the counting API gives for the same definition
    const lookup = out.tools[0].cells[0].tokens;
    expect(lookup).toEqual(
      countToolTokens(
        { name: 'lookup_order', description: 'Look up one order by its id and return status, items and shipping address.', inputSchema: { type: 'object', properties: { order_id: { type: 'string', description: 'Order id such as ORD-1042' } }, required: ['order_id'] } },
        'gpt-4o',
      ),
    );
    for (const [i, s] of out.toolsets.entries()) {
      const model = out.models[i];
      const sum = out.tools.reduce((n: number, t: { cells: Array<{ tokens: { total: number } }> }) => n + t.cells[i]!.tokens.total, 0);
      expect(s.systemOverhead).toBe(systemOverheadTokens(model.id));
      expect(s.tokens.total).toBe(sum + s.systemOverhead);
      expect(s.percentOfContext).toBe(Math.round((s.tokens.total / model.contextWindow) * 100 * 100) / 100);
      expect(s.costPer1000Requests.uncached).toBeCloseTo((s.tokens.total * model.pricePerMTokInput) / 1000, 6);
      expect(s.costPer1000Requests.cacheHit).toBeCloseTo((s.tokens.total * model.pricePerMTokCacheRead) / 1000, 6);
    }
    expect(out.notes.join(' ')).toContain('claude-sonnet-4-5 are estimates');
  });

  it('--base REF: the Markdown lists exactly the changed, added and removed tool; the worktree is gone afterwards', async () => {
    const r = await run(['report', '--base', 'HEAD~1', '--format', 'markdown', '--models', 'gpt-4o'], repo);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`${BUDGET_MARKER}\n`)).toBe(true);
    expect(BUDGET_MARKER).toBe(DEFAULT_MARKER); // the comment script finds what the reporter writes
    expect(r.stdout).toMatch(/Compared with `HEAD~1 \([0-9a-f]{7}\)`: 1 added, 1 removed, 1 changed/);
    const changes = r.stdout.split('### Changes')[1]!.split('\n\n')[1]!.split('\n');
    const rows = changes.filter((l) => l.startsWith('| ') && !l.startsWith('| Change') && !l.startsWith('| ---'));
    expect(rows.map((l) => l.split(' | ').slice(0, 2).join(' | '))).toEqual(['| ➕ added | `escalate_ticket`', '| ➖ removed | `refund_order`', '| ✏️ changed | `cancel_subscription`']);
    expect(rows[0]).toMatch(/\| \+\d+ tokens 🔺 \|$/);
    expect(rows[1]).toMatch(/\| −\d+ tokens 🔻 \|$/);
    expect(rows[2]).toMatch(/\| \+\d+ tokens 🔺 \|$/);
    expect(r.stdout).not.toMatch(/(added|removed|changed) \| `lookup_order`/);
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(readdirSync(os.tmpdir()).filter((d) => d.startsWith('tool-lint-base-')).every((d) => !readdirSync(path.join(os.tmpdir(), d)).includes('tree'))).toBe(true);
  });

  it('--baseline FILE gives the same comparison as --base; the toolset delta is the sum of the tool deltas', async () => {
    const base = path.join(tmp, 'base.json');
    git(repo, 'stash', '-q', '--include-untracked'); // no-op safety: the tree is clean
    git(repo, 'checkout', '-q', 'HEAD~1');
    try {
      const b = await run(['report', '--format', 'json', '--models', 'gpt-4o', '-o', base], repo);
      expect(b.code).toBe(0);
    } finally {
      git(repo, 'checkout', '-q', 'main');
    }
    const viaFile = JSON.parse((await run(['report', '--format', 'json', '--models', 'gpt-4o', '--baseline', base], repo)).stdout);
    const viaGit = JSON.parse((await run(['report', '--format', 'json', '--models', 'gpt-4o', '--base', 'HEAD~1'], repo)).stdout);
    expect({ ...viaFile.baseline, source: '' }).toEqual({ ...viaGit.baseline, source: '' });
    const d = viaGit.baseline;
    expect(d.added.map((t: { name: string }) => t.name)).toEqual(['escalate_ticket']);
    expect(d.removed.map((t: { name: string }) => t.name)).toEqual(['refund_order']);
    expect(d.changed.map((t: { name: string }) => t.name)).toEqual(['cancel_subscription']);
    const sum = [...d.added, ...d.removed, ...d.changed].reduce((n: number, t: { cells: Array<{ delta: number }> }) => n + t.cells[0]!.delta, 0);
    expect(d.toolsets[0].delta).toBe(sum);
  });

  it('exits 1 when a configured budget is exceeded, and says where the limit is configured', async () => {
    const dir = path.join(tmp, 'over-budget');
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'tools.ts'), toolsFile(LOOKUP, CANCEL_LONGER));
    writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify({ budgets: { tool: '50 tokens', models: ['gpt-4o'] } }));
    const r = await run(['report', '--format', 'markdown'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('❌ **1 budget exceeded**');
    expect(r.stdout).toMatch(/\| per tool \| `gpt-4o` \| `cancel_subscription` `src\/tools.ts:\d+` \| \d+ tokens \| 50 tokens \|/);
    expect(r.stdout).toContain('Limits from tool-lint.config.json (budgets)');
    const ok = await run(['report', '--format', 'json', '--models', 'gpt-4o'], repo);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).budgets).toEqual({ tool: null, toolset: null, source: null, exceeded: [] });
  });

  it('--why breaks one tool down per model: rows sum to the cell total', async () => {
    const r = await run(['report', '--format', 'json', '--why', 'escalate_ticket'], repo);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const cells = out.tools.find((t: { name: string }) => t.name === 'escalate_ticket').cells;
    expect(out.why.map((w: { model: string }) => w.model)).toEqual(out.models.map((m: { id: string }) => m.id));
    for (const [i, w] of out.why.entries()) {
      expect(w.tokens).toEqual(cells[i].tokens);
      expect(w.rows.reduce((n: number, row: { tokens: number }) => n + row.tokens, 0)).toBe(w.tokens.total);
    }
    const md = await run(['report', '--format', 'markdown', '--why', 'escalate_ticket', '--models', 'gpt-4o'], repo);
    expect(md.stdout).toContain('### Why `escalate_ticket` costs what it does');
    expect(md.stdout).toMatch(/escalate_ticket — \d+ tokens for gpt-4o\n/);
  });

  it('simulates the skill listing; an over-budget listing fails only when budgets.skills is written', async () => {
    const dir = path.join(tmp, 'skills');
    const topics = ['refund-policy', 'shipping-delays', 'warranty-claims', 'address-changes', 'gift-cards', 'loyalty-points', 'invoice-copies', 'account-deletion'];
    for (const t of topics) {
      mkdirSync(path.join(dir, '.claude', 'skills', t), { recursive: true });
      const description = `How support answers questions about ${t.replace(/-/g, ' ')} — which policy applies, what to check in the order history first, which macros to use, and when to escalate to a team lead instead of answering.`;
      writeFileSync(path.join(dir, '.claude', 'skills', t, 'SKILL.md'), `---\nname: ${t}\ndescription: ${description}\n---\n\n# ${t}\n\nSteps.\n`);
    }
    const informational = await run(['report', '--format', 'json', '--models', 'gpt-4o'], dir);
    expect(informational.code).toBe(0);
    expect(JSON.parse(informational.stdout).skills).toMatchObject({ level: 1, budgetChars: 8000 });
    // 0.1% of 200K × 4 chars = 800 characters: eight ~200-character entries do not fit
    writeFileSync(path.join(dir, 'tool-lint.config.json'), JSON.stringify({ budgets: { skills: { fraction: 0.001 } } }));
    const r = await run(['report', '--format', 'json', '--models', 'gpt-4o'], dir);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.skills.budgetChars).toBe(800);
    expect(out.skills.level).toBeGreaterThan(1);
    expect(out.skills.overBy).toBe(out.skills.fullChars - 800);
    // The bundled update-config skill comes first, then the eight project skills.
    expect(out.skills.skills.map((s: { name: string }) => s.name)).toEqual(['update-config', ...[...topics].sort()]);
    expect(out.budgets.exceeded).toEqual([expect.objectContaining({ kind: 'skill-listing', value: out.skills.fullChars, limit: 800, unit: 'chars' })]);
    const md = await run(['report', '--format', 'markdown', '--models', 'gpt-4o'], dir);
    expect(md.stdout).toMatch(/\*\*Skill listing\*\* \(claude-code-2\.1\.330, 800 chars\): (some skills listed by name only|names only), .*over by [\d,]+;/);
  });

  it('usage errors exit 2 with a clear message', async () => {
    const notGit = path.join(tmp, 'not-a-repo');
    mkdirSync(notGit);
    writeFileSync(path.join(notGit, 'tools.ts'), toolsFile(LOOKUP));
    let r = await run(['report', '--base', 'main'], notGit);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--base needs a git repository');
    r = await run(['report', '--base', 'no-such-branch'], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown revision "no-such-branch"');
    r = await run(['report', '--baseline', 'missing.json'], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read --baseline missing.json: ENOENT');
    writeFileSync(path.join(tmp, 'v0.json'), JSON.stringify({ version: 0, tools: [] }));
    r = await run(['report', '--baseline', path.join(tmp, 'v0.json')], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('version 0 report');
    r = await run(['report', '--baseline', 'x.json', '--base', 'main'], repo);
    expect(r.code).toBe(2);
    r = await run(['report', '--models', 'gpt-4o,gpt-9'], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown model "gpt-9"');
    r = await run(['report', '--why', 'nope', '--models', 'gpt-4o'], repo);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no tool named "nope"');
  });

  it('a model written beside a list (`{ model, tools }`) is that list\'s, not the budget model of the other lists', async () => {
    const cwd = path.join(FIXTURES, 'rules', 'max-toolset-tokens', 'valid', 'booking-assistant');
    const { code, stdout } = await run(['report', '--format', 'json', '.'], cwd);
    expect(code).toBe(0);
    const sets = (JSON.parse(stdout) as { toolsets: Array<{ id: string; model: string }> }).toolsets;
    const models = (id: string) => sets.filter((t) => t.id === id).map((t) => t.model).sort();
    // The setup script's request body names gpt-4; the app's list is posted with gpt-4o.
    expect(models('list@scripts/create-phone-assistant.js:4')).toEqual(['gpt-4']);
    expect(models('list@src/agent.ts:4')).toEqual(['gpt-4o']);
    // A list with no model beside it takes the model the code names elsewhere, not one bound to another request.
    expect(models('list@src/supervisor.ts:5')).toEqual(['gpt-4o-mini']);
  });

  it('is byte-identical across runs', async () => {
    const a = await run(['report', '--base', 'HEAD~1', '--format', 'markdown'], repo);
    const b = await run(['report', '--base', 'HEAD~1', '--format', 'markdown'], repo);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('`claude-sonnet-4-5` ≈');
  });
});
