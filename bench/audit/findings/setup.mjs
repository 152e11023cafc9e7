#!/usr/bin/env node
// Brings every repository of repos.json to its pinned commit under the checkouts folder and installs its
// dependencies with the repository's own lockfile, the way a user would before running tool-lint.
// Nothing from the repositories is copied into this project: checkouts live outside it.
//
//   node bench/audit/findings/setup.mjs [--audit-dir DIR] [--repos-dir DIR] [--only owner/name] [--reinstall]
//
// Sources, in order: a local bare mirror (/work/.mirror/<owner>+<name>/repo) when present, else GitHub.
// The result of every install step is kept in install-log.json next to this script (a failed install
// is recorded, not fatal: tool-lint is then run on the repository as it is, like a user who skipped it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { here } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const reposDir = path.resolve(opt('--repos-dir', process.env.AUDIT_REPOS_DIR ?? '/work/audit-repos'));
const only = opt('--only', null);
const reinstall = args.includes('--reinstall');
const { repos } = JSON.parse(readFileSync(path.join(here, 'repos.json'), 'utf8'));
const logFile = path.join(here, 'install-log.json');
const log = existsSync(logFile) ? JSON.parse(readFileSync(logFile, 'utf8')) : {};

const git = (cwd, ...a) => spawnSync('git', a, { cwd, encoding: 'utf8' });
export const checkoutDir = (dir, repo) => path.join(dir, repo.replace('/', '+'));

mkdirSync(reposDir, { recursive: true });
for (const r of repos) {
  if (only && r.repo !== only) continue;
  const dir = checkoutDir(reposDir, r.repo);
  let fresh = false;
  if (!existsSync(dir)) {
    const mirror = `/work/.mirror/${r.repo.replace('/', '+')}/repo`;
    const src = existsSync(mirror) ? mirror : `https://github.com/${r.repo}.git`;
    // --no-checkout: the checkout below copes with a snapshot that lacks some files, a plain clone does not.
    const c = spawnSync('git', ['clone', '-q', '--no-checkout', src, dir], { stdio: 'inherit' });
    if (c.status !== 0) {
      console.error(`${r.repo}: clone from ${src} failed`);
      continue;
    }
    fresh = true;
  }
  const head = git(dir, 'rev-parse', 'HEAD').stdout.trim();
  const dirty = git(dir, 'status', '--porcelain', '--untracked-files=no').stdout.trim() !== '';
  if (fresh || head !== r.commit || (dirty && !log[r.repo])) {
    let co = git(dir, 'checkout', '-q', ...(fresh ? ['-f'] : []), '--detach', r.commit);
    if (co.status !== 0) {
      // A snapshot can lack its largest files (data, archives): check out everything else.
      const missing = git(dir, 'ls-tree', '-r', '-l', r.commit).stdout.split('\n').filter((l) => /\sBAD\t/.test(l)).map((l) => l.split('\t')[1]);
      if (missing.length) {
        git(dir, 'update-ref', '--no-deref', 'HEAD', r.commit);
        co = git(dir, 'checkout', r.commit, '--', '.', ...missing.map((m) => `:(exclude)${m}`));
        console.error(`${r.repo}: ${missing.length} file(s) absent from the snapshot, left out: ${missing.join(', ')}`);
      }
    }
    if (co.status !== 0) {
      console.error(`${r.repo}: cannot check out ${r.commit}: ${co.stderr.trim()}`);
      continue;
    }
  }
  const prev = log[r.repo];
  const sameInstall = prev && prev.commit === r.commit && JSON.stringify(prev.steps.map((s) => [s.cwd, s.cmd])) === JSON.stringify(r.install.map((s) => [s.cwd, s.cmd]));
  if (sameInstall && !reinstall) {
    console.log(`${r.repo}: installed before (${prev.steps.map((s) => s.status).join(',')})`);
    continue;
  }
  const steps = [];
  for (const step of r.install) {
    const t0 = Date.now();
    console.log(`${r.repo}: ${step.cmd} (in ${step.cwd})`);
    const p = spawnSync('bash', ['-c', step.cmd], {
      cwd: path.join(dir, step.cwd),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 45 * 60 * 1000,
      maxBuffer: 256 * 1024 * 1024,
    });
    const tail = `${p.stdout ?? ''}\n${p.stderr ?? ''}`.trim().split('\n').filter((l) => !/Progress: resolved|Unknown (user|project) config/.test(l)).slice(-12).join('\n');
    steps.push({ cwd: step.cwd, cmd: step.cmd, status: p.status, seconds: Math.round((Date.now() - t0) / 1000), tail });
    console.log(`${r.repo}: exit ${p.status} after ${steps.at(-1).seconds}s`);
  }
  log[r.repo] = { commit: r.commit, steps };
  writeFileSync(logFile, JSON.stringify(log, null, 2) + '\n');
}
