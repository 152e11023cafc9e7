import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../source/source-index.js';
import { tempDir } from '../lifecycle/run-dir.js';

/**
 * One esbuild build per run, every defining module an entry (perf-notes.md: one build with all
 * entries, then `import()`, is the fastest way to execute many TS modules). An onLoad plugin splices
 * `__toolLintCapture(id, <definition>)` around each tool's definition expression — the scanner
 * knows its exact range — so importing a module registers the live tool object under a known id.
 *
 * Only the project's own code is bundled. Installed packages (JavaScript under `node_modules`) are
 * left to Node, loaded from where they are installed, exactly as the application loads them: a
 * CommonJS package keeps its `__dirname`, its dynamic `require()` and its files next to it, which
 * a bundle moved to a temporary folder loses. Each package is reached through a small generated
 * module that keeps bundler semantics for the importer: a name the package does not export at run
 * time (a type-only re-export that survived compilation) is `undefined`, not a load error.
 */
export interface Bundle {
  dir: string;
  /** Output file of each entry, by absolute source path. */
  entries: Map<string, string>;
  runner: string;
  bridge?: string;
  config?: string;
  /** Source files esbuild could not bundle, with the reason: their tools are skipped, not failed. */
  failed: Map<string, string>;
  /** Imports that could not be resolved, by importing file: bundled as empty modules. */
  unresolved: Map<string, string[]>;
  /** Every project file in the bundle (absolute), for the sandbox's read permission. */
  inputs: string[];
  /** What it was built from (to build a variant). */
  request: BundleRequest;
  /** Tools whose definition could not be located in the source (no capture spliced). */
  unplaced: Set<string>;
  buildMs: number;
}

export interface BundleRequest {
  cwd: string;
  index: SourceIndex;
  /** Tools to capture, by id. */
  tools: Map<string, ToolDefinition>;
  /** The config file to bundle when it has `context(cell)`. */
  configFile?: string;
  /** Bundle a zod → JSON Schema bridge resolved from the project. */
  schemas: boolean;
  /**
   * `node` (default): installed packages are loaded by Node from node_modules. `bundle`: they are
   * bundled too, CommonJS globals shimmed — the fallback for modules that only load the way a
   * bundler links them (a package re-exporting a name it does not define).
   */
  packages?: 'node' | 'bundle';
  /** Only these source files (absolute) become entries; no runner, no config, no bridge. */
  only?: readonly string[];
  /** Where to write (default: a new folder in the run folder). */
  outdir?: string;
  /** Modules of declared toolset builders (absolute): entries even when they define no tool themselves. */
  builders?: readonly string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The runner is bundled like project code: `.ts` under vitest, `.js` from dist. */
function runnerSource(): string {
  for (const ext of ['.js', '.ts']) {
    const p = path.join(here, `child${ext}`);
    if (existsSync(p)) return p;
  }
  throw new Error('tool-lint: render runner (child.js) is missing from the installation');
}

function toolLintTypes(): string {
  for (const p of [path.join(here, '../config/types.js'), path.join(here, '../config/types.ts')]) if (existsSync(p)) return p;
  return path.join(here, '../config/types.js');
}

export async function buildBundle(req: BundleRequest): Promise<Bundle> {
  const t0 = performance.now();
  const { build } = await import('esbuild');
  const dir = req.outdir ?? tempDir('render');
  mkdirSync(dir, { recursive: true });
  // The output is ESM; no package.json above the run folder may say otherwise.
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
  const toNode = req.packages !== 'bundle';
  const unplaced = new Set<string>();
  const missingExports = new Map<string, Set<string>>();
  const unresolved = new Map<string, string[]>();
  // Capture edits per absolute file: insertions (position, text), applied back to front.
  const edits = new Map<string, Array<[number, string]>>();
  for (const [id, tool] of req.tools) {
    const abs = path.resolve(req.cwd, tool.range.file);
    const file = req.index.get(abs);
    const ins = file ? captureInsertions(file.sf, tool, id) : undefined;
    if (!ins) {
      unplaced.add(id);
      continue;
    }
    let list = edits.get(abs);
    if (!list) edits.set(abs, (list = []));
    list.push(...ins);
  }
  const sources = [...new Set([...edits.keys(), ...(req.only ? [] : (req.builders ?? []))])].sort().filter((abs) => !req.only || req.only.includes(abs));
  const entryPoints: Record<string, string> = req.only ? {} : { __runner: runnerSource() };
  sources.forEach((abs, i) => (entryPoints[`e${i}`] = abs));
  const bridgeSource = req.schemas && !req.only ? zodBridge(req.cwd) : undefined;
  if (bridgeSource) entryPoints.__bridge = 'tool-lint:bridge';
  if (!req.only && req.configFile && /\.(m?ts|m?js)$/.test(req.configFile)) entryPoints.__config = req.configFile;

  const plugin: Plugin = {
    name: 'tool-lint-render',
    setup(b) {
      b.onResolve({ filter: /^tool-lint:bridge$/ }, () => ({ path: 'bridge', namespace: 'tool-lint-bridge' }));
      // Next.js's guard: `server-only` throws unless resolved with the react-server condition, which
      // Next.js uses for server code. Rendering is server-side; resolving every package that way
      // would pick React's server builds for everything else, so only the guard is emptied.
      b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'tool-lint-empty' }));
      b.onLoad({ filter: /.*/, namespace: 'tool-lint-empty' }, () => ({ contents: '', loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'tool-lint-bridge' }, () => ({ contents: bridgeSource, loader: 'js', resolveDir: req.cwd }));
      // An import the project itself cannot resolve (a service module left out of a fixture, an
      // optional dependency) must not sink the whole build: it becomes a module whose members are
      // missing, so only a render that really calls into it fails.
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.toolLint || args.kind === 'entry-point') return undefined;
        // Inside a generated package module: the package itself, loaded by Node.
        if (args.namespace === 'tool-lint-ext') return { path: args.path, external: true };
        if (args.path === 'tool-lint') return { path: toolLintTypes() };
        if (isBuiltin(args.path) || (args.namespace !== 'file' && args.namespace !== 'tool-lint-bridge')) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { toolLint: true } });
        if (r.errors.length) {
          // A bundled package's own broken import is esbuild's to report.
          if (args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
          const list = unresolved.get(args.importer) ?? [];
          if (!list.includes(args.path)) list.push(args.path);
          unresolved.set(args.importer, list);
          return { path: args.path, namespace: 'tool-lint-missing' };
        }
        if (r.external || !toNode || !leaveToNode(r.path)) return r;
        if (args.kind === 'require-call' || args.kind === 'require-resolve') return { path: r.path, external: true };
        if (args.kind === 'dynamic-import') return { path: pathToFileURL(r.path).href, external: true };
        return { path: r.path, namespace: 'tool-lint-ext' };
      });
      b.onLoad({ filter: /.*/, namespace: 'tool-lint-ext' }, (args) => ({ contents: packageModule(args.path), loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'tool-lint-missing' }, (args) => ({
        contents: `module.exports = {}; /* ${JSON.stringify(args.path)} could not be resolved */`,
        loader: 'js',
      }));
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return toNode ? undefined : bundledPackageFile(args.path, missingExports.get(args.path));
        const ins = edits.get(args.path);
        let text = ins ? req.index.get(args.path)?.text : undefined;
        if (text === undefined) text = readFileSync(args.path, 'utf8');
        if (ins) for (const [pos, add] of [...ins].sort((x, y) => y[0] - x[0])) text = text.slice(0, pos) + add + text.slice(pos);
        const missing = missingExports.get(args.path);
        if (missing) for (const n of missing) text += `\nconst __toolLintMissing_${n} = undefined; export { __toolLintMissing_${n} as ${n} };`;
        return { contents: relocate(text, args.path), loader: loaderFor(args.path) };
      });
    },
  };
  const failed = new Map<string, string>();
  const options = {
    bundle: true,
    splitting: true,
    format: 'esm' as const,
    platform: 'node' as const,
    target: 'node20',
    outdir: dir,
    write: true,
    logLevel: 'silent' as const,
    keepNames: true,
    absWorkingDir: req.cwd,
    loader: { '.txt': 'text', '.md': 'text', '.markdown': 'text', '.prompt': 'text', '.node': 'empty', '.css': 'empty' } as const,
    // Bundled CommonJS dependencies call `require` for built-ins; ESM output has none.
    banner: { js: `import { createRequire as __toolLintRequire } from 'node:module'; const require = __toolLintRequire(import.meta.url);` },
    plugins: [plugin],
    metafile: true,
  };
  let result;
  try {
    // An import of a name the module does not export (a stub left behind, a renamed helper) is an
    // esbuild error but only a runtime `undefined` in the application: export it as undefined and
    // build again, so only a render that really uses it fails.
    for (let attempt = 0; ; attempt++) {
      try {
        result = await build({ ...options, entryPoints });
        break;
      } catch (error) {
        const found = attempt < 3 ? noMatchingExports(error, req.cwd, !toNode) : [];
        if (!found.length) throw error;
        for (const [file, name] of found) {
          const set = missingExports.get(file) ?? new Set<string>();
          set.add(name);
          missingExports.set(file, set);
        }
      }
    }
  } catch {
    // A file esbuild rejects (it is stricter than TypeScript in places) only removes its own
    // tools: find the bad entries one by one, then build the rest together.
    const good: Record<string, string> = {};
    for (const [name, abs] of Object.entries(entryPoints)) {
      try {
        await build({ ...options, entryPoints: { [name]: abs }, write: false, metafile: false });
        good[name] = abs;
      } catch (error) {
        failed.set(abs, firstError(error));
      }
    }
    if (!req.only && !good.__runner) throw new Error(`tool-lint: cannot bundle the render runner: ${failed.get(entryPoints.__runner!)}`);
    result = await build({ ...options, entryPoints: good });
  }
  const entries = new Map<string, string>();
  let runner = '';
  let bridge: string | undefined;
  let config: string | undefined;
  for (const [out, meta] of Object.entries(result.metafile!.outputs)) {
    if (!meta.entryPoint) continue;
    const abs = path.resolve(req.cwd, out);
    const name = path.basename(out).replace(/\.js$/, '');
    if (name === '__runner') runner = abs;
    else if (name === '__bridge') bridge = abs;
    else if (name === '__config') config = abs;
    else if (entryPoints[name]) entries.set(entryPoints[name]!, abs);
  }
  const inputs = Object.keys(result.metafile!.inputs)
    .filter((p) => !p.includes(':'))
    .map((p) => path.resolve(req.cwd, p));
  return { dir, entries, runner, bridge, config, failed, unplaced, unresolved, inputs, request: req, buildMs: performance.now() - t0 };
}

/** An installed JavaScript file Node can load itself (TypeScript and JSON inside packages are bundled). */
function leaveToNode(file: string): boolean {
  if (!file.includes(`${path.sep}node_modules${path.sep}`) || !/\.(c|m)?js$/.test(file)) return false;
  // ESM syntax in a file Node would read as CommonJS (a package's `module` build for bundlers):
  // only a bundler can load it.
  return !(formatOf(file) === 'cjs' && /^\s*(import\s*[\w{*'"]|export\s)/m.test(readHead(file)));
}

function readHead(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(0, 65536);
  } catch {
    return '';
  }
}

const typeCache = new Map<string, string | undefined>();

/** How Node reads a file: `.mjs`/`.cjs` by extension, `.js` by the nearest package.json "type". */
function formatOf(file: string): 'esm' | 'cjs' {
  if (file.endsWith('.mjs')) return 'esm';
  if (file.endsWith('.cjs')) return 'cjs';
  for (let dir = path.dirname(file); ; ) {
    if (!typeCache.has(dir)) {
      let type: string | undefined;
      try {
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: unknown };
        type = pkg.type === 'module' ? 'esm' : 'cjs';
      } catch {
        type = undefined;
      }
      typeCache.set(dir, type);
    }
    const t = typeCache.get(dir);
    if (t) return t as 'esm' | 'cjs';
    const parent = path.dirname(dir);
    if (parent === dir) return 'cjs';
    dir = parent;
  }
}

/**
 * The module that stands for an installed package in the bundle. CommonJS: Node's own `require`
 * (esbuild's interop then reads names off `module.exports` as a bundler would). ESM: a re-export of
 * the package's namespace, which esbuild turns into property reads, so a missing name is undefined.
 */
function packageModule(file: string): string {
  if (formatOf(file) === 'cjs') return `module.exports = require(${JSON.stringify(file)});`;
  const url = JSON.stringify(pathToFileURL(file).href);
  return `export * from ${url};\nimport * as ns from ${url};\nexport default ns.default;`;
}

function noMatchingExports(error: unknown, cwd: string, packagesToo: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const e of (error as { errors?: Array<{ text: string }> }).errors ?? []) {
    const m = /^No matching export in "([^"]+)" for import "([\w$]+)"$/.exec(e.text);
    if (m && (packagesToo || !m[1]!.includes('node_modules'))) out.push([path.resolve(cwd, m[1]!), m[2]!]);
  }
  return out;
}

/**
 * A package file bundled (the fallback mode): CommonJS keeps its own `__dirname` and `__filename`
 * (files next to it stay reachable), and a name it re-exports without defining becomes undefined.
 */
function bundledPackageFile(file: string, missing: Set<string> | undefined): { contents: string; loader: 'js' } | undefined {
  const cjs = formatOf(file) === 'cjs';
  if (!missing && !cjs) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  if (cjs && /\b__dirname\b|\b__filename\b/.test(text)) {
    const decl = `var __dirname = ${JSON.stringify(path.dirname(file))}, __filename = ${JSON.stringify(file)};`;
    text = text.startsWith('#!') ? text.replace(/^(#![^\n]*\n)/, `$1${decl}`) : decl + text;
  } else if (!missing) return undefined;
  if (missing) for (const n of missing) text += `\nconst __toolLintMissing_${n} = undefined; export { __toolLintMissing_${n} as ${n} };`;
  return { contents: text, loader: 'js' };
}

function firstError(error: unknown): string {
  const e = error as { errors?: Array<{ text: string; location?: { file: string; line: number } }> };
  const first = e.errors?.[0];
  if (!first) return String(error);
  return first.location ? `${first.location.file}:${first.location.line}: ${first.text}` : first.text;
}

function loaderFor(file: string): 'ts' | 'tsx' | 'js' | 'jsx' {
  if (/\.tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  if (/\.jsx$/.test(file)) return 'jsx';
  return 'js';
}

/**
 * Project code that finds files next to itself (`new URL('./prompt.md', import.meta.url)`,
 * `__dirname`) must still find them from the bundle in a temporary folder.
 */
function relocate(text: string, abs: string): string {
  let out = text.replace(/^\uFEFF/, '');
  const url = JSON.stringify(pathToFileURL(abs).href);
  out = out.replace(/\bimport\.meta\.url\b/g, url).replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(abs))).replace(/\bimport\.meta\.filename\b/g, JSON.stringify(abs));
  if (/\b__dirname\b|\b__filename\b/.test(out) && !/\b(const|let|var)\s+__(dirname|filename)\b/.test(out)) {
    // Prepended on the first line after a `#!` (esbuild rejects anything before it).
    const decl = `var __dirname = ${JSON.stringify(path.dirname(abs))}, __filename = ${JSON.stringify(abs)};`;
    out = out.startsWith('#!') ? out.replace(/^(#![^\n]*\n)/, `$1${decl}`) : decl + out;
  }
  return out;
}

/** Where to splice the capture for one tool: around the expression, or after a class declaration. */
export function captureInsertions(sf: ts.SourceFile, tool: ToolDefinition, id: string): Array<[number, string]> | undefined {
  let start: number;
  let end: number;
  try {
    start = sf.getPositionOfLineAndCharacter(tool.range.line - 1, tool.range.column - 1);
    end = sf.getPositionOfLineAndCharacter(tool.range.endLine - 1, tool.range.endColumn - 1);
  } catch {
    return undefined;
  }
  let found: ts.Node | undefined;
  const visit = (n: ts.Node) => {
    if (found) return;
    const s = n.getStart(sf);
    if (s === start && n.getEnd() === end) {
      found = n;
      return;
    }
    if (s <= start && n.getEnd() >= end) ts.forEachChild(n, visit);
  };
  ts.forEachChild(sf, visit);
  if (!found) return undefined;
  const key = JSON.stringify(id);
  if (ts.isClassDeclaration(found)) {
    if (!found.name) return undefined;
    return [[end, `\n;__toolLintCapture(${key}, ${found.name.text});`]];
  }
  if (!ts.isExpression(found)) return undefined;
  return [
    [start, `__toolLintCapture(${key}, (`],
    [end, `))`],
  ];
}

/**
 * The real zod → JSON Schema conversion, with the project's own packages: zod 4's `toJSONSchema`,
 * or `zod-to-json-schema` for zod 3. Undefined (skipped) when the project has neither.
 */
function zodBridge(cwd: string): string | undefined {
  const req = createRequire(path.join(cwd, 'noop.js'));
  const resolves = (s: string) => {
    try {
      return req.resolve(s);
    } catch {
      return undefined;
    }
  };
  let major: number | undefined;
  const pkg = resolves('zod/package.json');
  if (pkg) major = Number((JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version.split('.')[0]);
  const hasZ3Converter = !!resolves('zod-to-json-schema');
  if (major === undefined) return undefined;
  const lines: string[] = [];
  if (major >= 4) lines.push(`import { toJSONSchema, z } from 'zod';`);
  if (hasZ3Converter) lines.push(`import { zodToJsonSchema } from 'zod-to-json-schema';`);
  if (lines.length === 0) return undefined;
  lines.push(`export function convert(schema) {
  const isZod4 = (s) => s && typeof s === 'object' && '_zod' in s;
  const isZod3 = (s) => s && typeof s === 'object' && '_def' in s && !('_zod' in s);
  let s = schema;
  // MCP raw shapes: an object of zod fields.
  if (!isZod4(s) && !isZod3(s) && s && typeof s === 'object' && Object.values(s).length && Object.values(s).every(isZod4)) {
    ${major >= 4 ? 's = z.object(s);' : 'return { skipped: "zod raw shape" };'}
  }
  if (isZod4(s)) { ${major >= 4 ? "return { schema: toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) };" : "return { skipped: 'zod 4 schema without zod 4 installed' };"} }
  if (isZod3(s)) { ${hasZ3Converter ? "return { schema: zodToJsonSchema(s, { $refStrategy: 'none' }) };" : "return { skipped: 'zod 3 schema and no zod-to-json-schema in the project' };"} }
  return { skipped: 'not a zod schema at run time' };
}`);
  return lines.join('\n');
}
