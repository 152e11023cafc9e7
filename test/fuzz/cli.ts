import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../helpers.js';

/**
 * The fuzz suite runs the real CLI as a separate process (exit codes, signals, stderr, processes and
 * files left behind are only observable that way) on the current sources, not on a stale dist/: the
 * sources are transpiled file by file with esbuild (a few hundred milliseconds) into the layout of
 * the published package, with this checkout's node_modules linked in.
 */
export interface BuiltCli {
  /** `node <bin> …` runs tool-lint. */
  bin: string;
  dir: string;
}

function tsFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) tsFiles(abs, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(abs);
  }
  return out;
}

export async function buildCli(): Promise<BuiltCli> {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-fuzz-cli-'));
  const dist = path.join(dir, 'dist');
  await build({
    entryPoints: [...tsFiles(path.join(ROOT, 'src')), ...tsFiles(path.join(ROOT, 'rules'))],
    outdir: dist,
    outbase: ROOT,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // `import data from './models.json' with { type: 'json' }` must keep its attribute.
    supported: { 'import-attributes': true },
    logLevel: 'silent',
  });
  mkdirSync(path.join(dist, 'src', 'data'), { recursive: true });
  cpSync(path.join(ROOT, 'src', 'data'), path.join(dist, 'src', 'data'), { recursive: true });
  copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  mkdirSync(path.join(dir, 'bin'));
  copyFileSync(path.join(ROOT, 'bin', 'tool-lint.js'), path.join(dir, 'bin', 'tool-lint.js'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'README.md'), 'tool-lint built from sources for the fuzz suite\n');
  return { bin: path.join(dir, 'bin', 'tool-lint.js'), dir };
}
