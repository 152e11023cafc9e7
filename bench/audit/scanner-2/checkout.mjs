// Materialises one pinned commit of a fetched mirror as a plain directory tree (no .git), so every
// run of the audit scans the same bytes. Blobs the snapshot lacks (files of 4 MiB and more, LFS)
// are skipped and counted; symlinks and submodules are skipped so nothing points outside the tree.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MIRRORS = process.env.AUDIT_MIRRORS ?? '/work/.mirror';
export const REPOS = process.env.AUDIT_REPOS ?? '/work/audit-repos';
const MARKER = '.audit-scanner-commit';

export function mirrorGitDir(repo) {
  return path.join(MIRRORS, repo.replace('/', '+'), 'repo');
}

export function checkoutDir(repo) {
  return path.join(REPOS, repo.replace('/', '+'));
}

/** Returns the directory holding `repo` at `commit`, exporting it first when it is not there yet. */
export async function ensureCheckout(repo, commit) {
  const dest = checkoutDir(repo);
  const marker = path.join(dest, MARKER);
  if (fs.existsSync(marker)) {
    const have = fs.readFileSync(marker, 'utf8').trim();
    if (have === commit) return dest;
    throw new Error(`${dest} holds ${have}, not the pinned ${commit}; remove it and run again`);
  }
  if (fs.existsSync(dest)) throw new Error(`${dest} exists but was not made by this script; remove it and run again`);
  const gitDir = mirrorGitDir(repo);
  if (!fs.existsSync(gitDir)) {
    throw new Error(`no mirror of ${repo} at ${gitDir}: fetch it first (the search tool's fetch, source github:${repo})`);
  }
  try {
    execFileSync('git', ['--git-dir', gitDir, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`the mirror of ${repo} does not contain ${commit}`);
  }
  const tmp = `${dest}.part`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const stats = await exportTree(gitDir, commit, tmp);
  fs.writeFileSync(path.join(tmp, MARKER), `${commit}\n`);
  fs.renameSync(tmp, dest);
  process.stderr.write(`checked out ${repo} @ ${commit.slice(0, 12)}: ${stats.written} files, ${stats.missing} absent from the snapshot, ${stats.skipped} links/submodules skipped\n`);
  return dest;
}

function listTree(gitDir, commit) {
  const out = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', '--full-tree', commit], { maxBuffer: 1 << 30 });
  const entries = [];
  for (const rec of out.toString('utf8').split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    const [mode, type, sha] = rec.slice(0, tab).split(' ');
    entries.push({ mode, type, sha, file: rec.slice(tab + 1) });
  }
  return entries;
}

async function exportTree(gitDir, commit, dest) {
  const entries = listTree(gitDir, commit);
  const blobs = entries.filter((e) => e.type === 'blob' && e.mode !== '120000');
  const stats = { written: 0, missing: 0, skipped: entries.length - blobs.length };
  const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buf = Buffer.alloc(0);
  let index = 0;
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`git cat-file exited ${code}`))));
  });
  child.stdout.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      const nl = buf.indexOf(10);
      if (nl < 0) return;
      const header = buf.subarray(0, nl).toString('utf8');
      if (header.endsWith(' missing')) {
        stats.missing++;
        index++;
        buf = buf.subarray(nl + 1);
        continue;
      }
      const size = Number(header.split(' ')[2]);
      if (buf.length < nl + 1 + size + 1) return;
      const entry = blobs[index++];
      const target = path.join(dest, entry.file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, buf.subarray(nl + 1, nl + 1 + size));
      stats.written++;
      buf = buf.subarray(nl + 1 + size + 1);
    }
  });
  for (const b of blobs) child.stdin.write(`${b.sha}\n`);
  child.stdin.end();
  await done;
  if (index !== blobs.length) throw new Error(`exported ${index} of ${blobs.length} blobs`);
  return stats;
}
