#!/usr/bin/env node
// Builds what the package runs from, so installing it (from npm or from git, e.g. by pre-commit)
// needs no build step and no devDependencies:
//   dist/src, dist/rules   tsc output of src/ and rules/ (plus src/**/*.mjs, copied as is)
//   dist/vendor/*.cjs      the two BPE encodings tool-lint counts with, bundled from gpt-tokenizer
//                          (a devDependency: the package would otherwise install every encoding, 30 MB)
//   schema.json            the config's JSON Schema, generated from src/config/schema.ts and the rules
// Everything is deterministic: the same sources and lock file give byte-identical files.
//
//   node scripts/build.mjs           rebuild dist/ and schema.json (npm run build)
//   node scripts/build.mjs --check   build into a temporary folder and fail if the committed files differ
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configSchemaText } from './config-schema.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const ENCODINGS = ['o200k_base', 'cl100k_base'];

// The check builds inside the repository so the compiled modules resolve its node_modules.
const work = check ? mkdtempSync(path.join(root, '.tool-lint-build-')) : root;
const dist = path.join(work, 'dist');
const schemaFile = path.join(work, 'schema.json');

try {
  rmSync(dist, { recursive: true, force: true });
  compile(dist);
  copyScripts(path.join(root, 'src'), path.join(dist, 'src'));
  await vendorEncodings(path.join(dist, 'vendor'));
  writeFileSync(schemaFile, await schemaFromDist(dist));
  if (check) {
    const problems = [...compareTrees(path.join(root, 'dist'), dist, 'dist'), ...compareFiles(path.join(root, 'schema.json'), schemaFile, 'schema.json')];
    if (problems.length) {
      console.error(`The committed dist/ and schema.json are not what the sources build to (${problems.length} difference${problems.length === 1 ? '' : 's'}):`);
      for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
      if (problems.length > 20) console.error(`  … and ${problems.length - 20} more`);
      console.error('Run `npm run build` and commit dist/ and schema.json.');
      process.exitCode = 1;
    } else console.log('dist/ and schema.json are up to date');
  } else console.log(`built dist/ and schema.json`);
} finally {
  if (check) rmSync(work, { recursive: true, force: true });
}

function compile(outDir) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // No source maps: they would point at src/, which the package does not ship.
  const r = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json'), '--outDir', outDir, '--sourceMap', 'false', '--declarationMap', 'false'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`tsc failed (exit ${r.status})`);
}

/** Plain-JavaScript modules under src/ (child processes that must run without a build) go next to their compiled neighbours. */
function copyScripts(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (entry.isDirectory()) copyScripts(src, path.join(to, entry.name));
    else if (entry.name.endsWith('.mjs')) {
      mkdirSync(to, { recursive: true });
      cpSync(src, path.join(to, entry.name));
    }
  }
}

async function vendorEncodings(outDir) {
  const { build } = await import('esbuild');
  const pkgDir = path.join(root, 'node_modules', 'gpt-tokenizer');
  const { version, license } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const notice = readFileSync(path.join(pkgDir, 'LICENSE'), 'utf8').trim();
  mkdirSync(outDir, { recursive: true });
  for (const encoding of ENCODINGS) {
    await build({
      entryPoints: [path.join(pkgDir, 'cjs', 'encoding', `${encoding}.js`)],
      absWorkingDir: root,
      outfile: path.join(outDir, `gpt-tokenizer-${encoding}.cjs`),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      legalComments: 'inline',
      // The rank tables are one string per line in the source: whitespace is most of their size.
      minifyWhitespace: true,
      logLevel: 'warning',
      banner: { js: `/*! gpt-tokenizer ${version} (${license}), the ${encoding} encoding only: bundled by scripts/build.mjs.\n${notice}\n*/` },
    });
  }
}

/** schema.json from the freshly compiled config schema and rules (scripts/config-schema.mjs). */
async function schemaFromDist(distDir) {
  const { configSchema } = await import(pathToFileURL(path.join(distDir, 'src', 'config', 'schema.js')).href);
  const { RULES } = await import(pathToFileURL(path.join(distDir, 'rules', 'index.js')).href);
  return configSchemaText(configSchema, RULES);
}

function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(abs, base));
    else out.push(path.relative(base, abs).split(path.sep).join('/'));
  }
  return out.sort();
}

function compareTrees(committed, fresh, label) {
  const a = new Set(listFiles(committed));
  const b = new Set(listFiles(fresh));
  const problems = [];
  for (const f of b) if (!a.has(f)) problems.push(`missing:  ${label}/${f}`);
  for (const f of a) if (!b.has(f)) problems.push(`stale:    ${label}/${f} (no source builds it)`);
  for (const f of b) if (a.has(f)) problems.push(...compareFiles(path.join(committed, f), path.join(fresh, f), `${label}/${f}`));
  return problems;
}

function compareFiles(committed, fresh, label) {
  if (!existsSync(committed)) return [`missing:  ${label}`];
  if (statSync(committed).size !== statSync(fresh).size || !readFileSync(committed).equals(readFileSync(fresh))) return [`changed:  ${label}`];
  return [];
}
