#!/usr/bin/env node
// Posts or updates ONE sticky pull-request comment through the GitHub REST API.
//
// The comment is found by a hidden HTML marker in its body, so every run edits the same comment in
// place instead of piling up a new one per push. Plain `fetch` (Node 20) and GITHUB_TOKEN: no
// third-party action and no dependency, so the script can also run in a second, privileged
// workflow for pull requests from forks (docs/github-action.md).
//
// Usage: node comment.mjs --body-file report.md [--pr 12] [--repo owner/name] [--marker '<!-- … -->']
// Environment: GITHUB_TOKEN (required), GITHUB_REPOSITORY, GITHUB_EVENT_PATH (for the PR number),
// GITHUB_API_URL (GitHub Enterprise Server).

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_MARKER = '<!-- tool-lint-budget-report -->';
const PER_PAGE = 100;
/** GitHub rejects comment bodies over 65,536 characters. */
export const MAX_BODY = 65_536;

export class GitHubApiError extends Error {
  constructor(method, url, status, detail) {
    super(`${method} ${url} failed: ${status}${detail ? ` ${detail}` : ''}`);
    this.status = status;
  }
}

/** The URL of the next page from a `Link` header (RFC 8288), or undefined on the last page. */
export function nextLink(header) {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * Puts the marker first and keeps the body under GitHub's limit. The search matches the marker only
 * at the start of a body, so a reviewer quoting the marker in a reply is never mistaken for ours.
 */
export function withMarker(body, marker) {
  let text = body.startsWith(marker) ? body : `${marker}\n${body}`;
  if (text.length > MAX_BODY) {
    const note = '\n\n… report cut to fit a GitHub comment; the full report is in the job summary.\n';
    text = text.slice(0, MAX_BODY - note.length) + note;
  }
  return text;
}

function client({ token, apiUrl = 'https://api.github.com', fetch: doFetch = globalThis.fetch }) {
  const base = apiUrl.replace(/\/+$/, '');
  return async (method, pathOrUrl, body) => {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${base}${pathOrUrl}`;
    const res = await doFetch(url, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'tool-lint-action',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) {
      let detail = '';
      try {
        detail = (await res.json()).message ?? '';
      } catch {
        /* a body that is not JSON adds nothing to the status */
      }
      throw new GitHubApiError(method, url, res.status, detail);
    }
    return { data: res.status === 204 ? undefined : await res.json(), link: res.headers.get('link') };
  };
}

/** Every comment on the issue/PR, following `Link: rel="next"` until the last page. */
export async function listComments(request, repo, issue) {
  const all = [];
  let url = `/repos/${repo}/issues/${issue}/comments?per_page=${PER_PAGE}`;
  while (url) {
    const { data, link } = await request('GET', url);
    all.push(...data);
    url = nextLink(link);
  }
  return all;
}

/**
 * Creates the sticky comment, or updates it when a comment with the marker exists. When several
 * carry it (two runs raced), the oldest is updated so the comment keeps its place in the thread.
 * Returns `{ action: 'created' | 'updated' | 'unchanged', id, url }`.
 */
export async function upsertComment({ token, repo, issue, body, marker = DEFAULT_MARKER, apiUrl, fetch }) {
  if (!token) throw new Error('GITHUB_TOKEN is not set: pass `github-token` to the action or set the env variable');
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo ?? '')) throw new Error(`repository must be owner/name, got ${JSON.stringify(repo)}`);
  if (!Number.isInteger(Number(issue)) || Number(issue) <= 0) throw new Error(`pull request number must be a positive integer, got ${JSON.stringify(issue)}`);
  const request = client({ token, apiUrl, fetch });
  const text = withMarker(body, marker);
  const comments = await listComments(request, repo, issue);
  const mine = comments.filter((c) => typeof c.body === 'string' && c.body.startsWith(marker)).sort((a, b) => a.id - b.id)[0];
  if (!mine) {
    const { data } = await request('POST', `/repos/${repo}/issues/${issue}/comments`, { body: text });
    return { action: 'created', id: data.id, url: data.html_url };
  }
  // An identical body is left alone: no "edited" badge and no notification for a no-op push.
  if (mine.body === text) return { action: 'unchanged', id: mine.id, url: mine.html_url };
  const { data } = await request('PATCH', `/repos/${repo}/issues/comments/${mine.id}`, { body: text });
  return { action: 'updated', id: data.id, url: data.html_url };
}

/** The PR number from the event payload: pull_request / pull_request_target events, or issue_comment on a PR. */
export function prNumberFromEvent(eventPath) {
  if (!eventPath) return undefined;
  try {
    const event = JSON.parse(readFileSync(eventPath, 'utf8'));
    return event.pull_request?.number ?? (event.issue?.pull_request ? event.issue.number : undefined);
  } catch {
    return undefined;
  }
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(body-file|pr|repo|marker)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument ${argv[i]}; usage: comment.mjs --body-file FILE [--pr N] [--repo owner/name] [--marker TEXT]`);
    out[m[1]] = m[2] ?? argv[++i];
  }
  return out;
}

async function cli() {
  const args = parseArgs(process.argv.slice(2));
  if (!args['body-file']) throw new Error('--body-file is required');
  const issue = args.pr ?? prNumberFromEvent(process.env.GITHUB_EVENT_PATH);
  if (!issue) throw new Error('no pull request number: pass --pr or run on a pull_request event');
  const result = await upsertComment({
    token: process.env.GITHUB_TOKEN,
    repo: args.repo ?? process.env.GITHUB_REPOSITORY,
    issue,
    body: readFileSync(args['body-file'], 'utf8'),
    marker: args.marker ?? DEFAULT_MARKER,
    apiUrl: process.env.GITHUB_API_URL,
  });
  process.stdout.write(`tool-lint: ${result.action} comment ${result.id}${result.url ? ` ${result.url}` : ''}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error) => {
    // A read-only token (a pull request from a fork) gets 403: say what to do instead of a stack.
    const hint = error.status === 403 ? ' The token cannot write comments here (a pull request from a fork?): see docs/github-action.md, "Pull requests from forks".' : '';
    process.stderr.write(`::error title=tool-lint comment::${error.message}.${hint}\n`);
    process.exitCode = 1;
  });
}
