import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations: it runs in the Action with no build step
import { DEFAULT_MARKER, MAX_BODY, nextLink, upsertComment } from '../scripts/action/comment.mjs';
import { FIXTURES } from './helpers.js';

/*
 * The sticky-comment script against recorded GitHub REST exchanges (fixtures/action/*.json): each
 * fixture is the ordered list of requests the script must make and the responses GitHub gave.
 * A mock fetch replays them and fails on any request out of order: no network.
 */

interface Exchange {
  request: { method: string; url: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

function replay(name: string) {
  const { exchanges } = JSON.parse(readFileSync(path.join(FIXTURES, 'action', `comments-${name}.json`), 'utf8')) as { exchanges: Exchange[] };
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body?: { body: string } }> = [];
  const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    const next = exchanges[sent.length];
    sent.push({ method: init.method, url, headers: init.headers, body: init.body ? JSON.parse(init.body) : undefined });
    if (!next) throw new Error(`unexpected request ${init.method} ${url}`);
    expect(`${init.method} ${url}`).toBe(`${next.request.method} ${next.request.url}`);
    return new Response(JSON.stringify(next.response.body), { status: next.response.status, headers: next.response.headers });
  };
  return { fetch, sent, exchanges };
}

const BODY = `${DEFAULT_MARKER}\n## tool-lint budget\n\n| tool | gpt-4o |\n| --- | --- |\n| \`lookup_order\` | 118 |\n`;
const base = { token: 'ghs_test', repo: 'acme/support-agent', issue: 42, body: BODY };

describe('sticky PR comment (scripts/action/comment.mjs)', () => {
  it('creates a comment when none carries the marker', async () => {
    const { fetch, sent, exchanges } = replay('create');
    const result = await upsertComment({ ...base, fetch });
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(sent).toHaveLength(exchanges.length);
    expect(sent[1]!.body!.body).toBe(BODY);
    expect(sent[0]!.headers.authorization).toBe('Bearer ghs_test');
    expect(sent[0]!.headers['x-github-api-version']).toBe('2022-11-28');
    expect(result).toEqual({ action: 'created', id: 2412009977, url: 'https://github.com/acme/support-agent/pull/42#issuecomment-2412009977' });
  });

  it('follows Link rel="next" to the last page and updates the existing comment in place', async () => {
    const { fetch, sent } = replay('update-paginated');
    const result = await upsertComment({ ...base, fetch });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://api.github.com/repos/acme/support-agent/issues/42/comments?per_page=100',
      'GET https://api.github.com/repositories/718823401/issues/42/comments?per_page=100&page=2',
      // the bot's comment, not the later reply that quotes the marker inside a code span
      'PATCH https://api.github.com/repos/acme/support-agent/issues/comments/2412007788',
    ]);
    expect(sent[2]!.body!.body).toBe(BODY);
    expect(result.action).toBe('updated');
    expect(result.id).toBe(2412007788);
  });

  it('leaves an identical comment alone (no edit, no notification)', async () => {
    const { fetch, sent, exchanges } = replay('update-paginated');
    const existing = (exchanges[1]!.response.body as Array<{ id: number; body: string }>).find((c) => c.id === 2412007788)!;
    const result = await upsertComment({ ...base, body: existing.body, fetch });
    expect(sent.map((s) => s.method)).toEqual(['GET', 'GET']);
    expect(result).toMatchObject({ action: 'unchanged', id: 2412007788 });
  });

  it('adds the marker when the body lacks it, and cuts bodies over the GitHub limit', async () => {
    const { fetch, sent } = replay('create');
    await upsertComment({ ...base, body: `## report\n${'x'.repeat(70_000)}`, fetch });
    const posted = sent[1]!.body!.body;
    expect(posted.startsWith(`${DEFAULT_MARKER}\n## report`)).toBe(true);
    expect(posted.length).toBeLessThanOrEqual(MAX_BODY);
    expect(posted).toContain('full report is in the job summary');
  });

  it('surfaces a 403 from a read-only fork token with its status and message', async () => {
    const { fetch } = replay('fork-403');
    await expect(upsertComment({ ...base, fetch })).rejects.toMatchObject({ status: 403, message: expect.stringContaining('Resource not accessible by integration') });
  });

  it('rejects bad input before any request', async () => {
    const { fetch, sent } = replay('create');
    await expect(upsertComment({ ...base, token: '', fetch })).rejects.toThrow(/GITHUB_TOKEN/);
    await expect(upsertComment({ ...base, repo: 'not a repo', fetch })).rejects.toThrow(/owner\/name/);
    await expect(upsertComment({ ...base, issue: 'abc', fetch })).rejects.toThrow(/positive integer/);
    expect(sent).toHaveLength(0);
  });

  it('parses Link headers', () => {
    expect(nextLink('<https://x/?page=3>; rel="next", <https://x/?page=9>; rel="last"')).toBe('https://x/?page=3');
    expect(nextLink('<https://x/?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});
