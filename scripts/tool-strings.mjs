// Shared by scripts/calibrate-claude.mjs and bench/run.mjs: the real-shaped tool strings the
// scanner finds in fixtures/extract and fixtures/projects (descriptions, parameter descriptions,
// schema JSON, whole Anthropic tool JSON). Bundles the TypeScript scanner with esbuild in memory,
// so it works without `npm run build`.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function loadScanner() {
  return loadSource('src/scan/scan.ts');
}

/** Imports one of the project's TypeScript modules (bundled in memory) without `npm run build`. */
export async function loadSource(entry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tool-lint-scan-'));
  const out = path.join(dir, 'scan.mjs');
  await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: out,
    logLevel: 'error',
    // external packages resolve from the repo's node_modules
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  // Place the bundle inside the repo so bare imports resolve against its node_modules.
  // One file per entry: the ES module cache is keyed by URL.
  const local = path.join(ROOT, `.scan-bundle-${process.pid}-${path.basename(entry, '.ts')}.mjs`);
  const { readFileSync } = await import('node:fs');
  writeFileSync(local, readFileSync(out));
  rmSync(dir, { recursive: true, force: true });
  try {
    return await import(pathToFileURL(local).href);
  } finally {
    rmSync(local, { force: true });
  }
}

/** Tools found in the fixtures, as { name, description, inputSchema } with a static description. */
export async function fixtureTools() {
  const { scan } = await loadScanner();
  const res = await scan([path.join(ROOT, 'fixtures/extract'), path.join(ROOT, 'fixtures/projects')], { cwd: ROOT });
  return res.tools
    .filter((t) => t.description.kind === 'static' && t.inputSchema.schema && typeof t.inputSchema.schema === 'object')
    .map((t) => ({ name: t.name, description: t.description.text, inputSchema: t.inputSchema.schema }));
}

export function toolStrings(tools) {
  const strings = [];
  const walk = (n) => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object')
      for (const [k, v] of Object.entries(n)) {
        if (k === 'description' && typeof v === 'string') strings.push(v);
        else walk(v);
      }
  };
  for (const t of tools) {
    if (t.description) strings.push(t.description);
    walk(t.inputSchema);
    strings.push(JSON.stringify(t.inputSchema));
    strings.push(JSON.stringify({ name: t.name, description: t.description, input_schema: t.inputSchema }));
  }
  return strings;
}
