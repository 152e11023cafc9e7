// Installed footprint (issue 13): `npm pack` of this working tree, installed into an empty project
// the way a user's `npm install` does (fresh resolution, no devDependencies), then the size of
// node_modules and the number of packages in it. Needs the npm registry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Apparent size (the sum of file sizes, the same figure on every file system), each file once:
 * esbuild's install script hard-links its binary into a second place.
 */
function du(dir, seen = new Set()) {
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) bytes += du(p, seen);
    else if (e.isFile()) {
      const st = statSync(p);
      if (seen.has(st.ino)) continue;
      seen.add(st.ino);
      bytes += st.size;
    }
  }
  return bytes;
}

function packages(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    if (e.name.startsWith('@')) n += packages(path.join(dir, e.name));
    else n += 1 + (readdirSync(path.join(dir, e.name)).includes('node_modules') ? packages(path.join(dir, e.name, 'node_modules')) : 0);
  }
  return n;
}

/** `packageDir`: another checkout to measure (default: this one). */
export function footprintBench(packageDir = root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-footprint-'));
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: packageDir, encoding: 'utf8' }).trim().split('\n').pop();
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'footprint', private: true }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', path.join(dir, tarball)], { cwd: dir, stdio: 'ignore' });
    const modules = path.join(dir, 'node_modules');
    console.log(`footprint: npm install of the packed package: ${(du(modules) / 2 ** 20).toFixed(0)} MB in node_modules, ${packages(modules)} packages (tarball ${(statSync(path.join(dir, tarball)).size / 2 ** 20).toFixed(1)} MB)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) footprintBench(process.argv[2] ? path.resolve(process.argv[2]) : root);
