import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILES } from '../config/load.js';
import { PROVIDERS, PROVIDER_PACKAGES } from '../config/providers.js';
import { discoverFiles, fileKind } from '../scan/files.js';
import { scan } from '../scan/scan.js';
import { writeOutput } from './output.js';
import { UsageError } from './types.js';
/** Providers whose request format a framework's tools follow by themselves. */
const FRAMEWORK_PROVIDER = { anthropic: 'anthropic', openai: 'openai', 'openai-agents': 'openai', gemini: 'gemini', bedrock: 'bedrock', mcp: 'mcp' };
/** How many source files `init` reads for import specifiers (a starter config needs a sample, not a census). */
const IMPORT_SAMPLE = 2000;
/**
 * `tool-lint init`: detects which providers and tool frameworks the project uses (package.json
 * dependencies, import specifiers, and the tools the scanner finds) and writes a starter config.
 * An existing config is never replaced without --force.
 */
export async function runInit(args, io) {
    const existing = [...CONFIG_FILES.filter((f) => existsSync(path.join(io.cwd, f))), ...(packageHasConfig(io.cwd) ? ['package.json'] : [])];
    const detected = await detect(io.cwd);
    const format = args.format ?? (existing[0] && existing[0] !== 'package.json' ? formatOf(existing[0]) : detected.typescript ? 'ts' : 'json');
    // `.mjs` for JavaScript: an ES module whatever the package's "type" says.
    const target = `tool-lint.config.${format === 'js' ? 'mjs' : format}`;
    if (existing.length && !args.force) {
        throw new UsageError(`${existing.join(', ')} already ${existing.length > 1 ? 'hold' : 'holds'} a tool-lint config; run tool-lint init --force to replace it`);
    }
    const other = existing.filter((f) => f !== target && f !== 'package.json');
    if (other.length)
        throw new UsageError(`${other.join(', ')} already exists and would still be found first; remove it or run tool-lint init --force --format ${formatOf(other[0])}`);
    writeOutput(path.join(io.cwd, target), format === 'json' ? jsonConfig(detected) : scriptConfig(detected, format === 'ts'), target);
    const found = detected.frameworks.map(([f, n]) => `${f} ${n}`).join(', ');
    io.stdout(`Wrote ${target}: providers ${detected.providers.join(', ')}${detected.packages.length ? ` (from ${detected.packages.join(', ')})` : ' (none detected: the defaults)'}.\n` +
        `${detected.tools ? `Found ${detected.tools} tool${detected.tools === 1 ? '' : 's'} (${found}).` : 'Found no tool definitions yet.'} Next: npx tool-lint\n`);
    return 0;
}
function formatOf(file) {
    return file.endsWith('.json') ? 'json' : /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
}
function packageHasConfig(cwd) {
    try {
        return JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'))['tool-lint'] !== undefined;
    }
    catch {
        return false;
    }
}
async function detect(cwd) {
    const packages = new Set();
    let typescript = existsSync(path.join(cwd, 'tsconfig.json'));
    try {
        const pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
        for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
            for (const name of Object.keys(pkg[field] ?? {})) {
                if (PROVIDER_PACKAGES[name])
                    packages.add(name);
                if (name === 'typescript')
                    typescript = true;
            }
        }
    }
    catch {
        // no package.json (or unreadable): imports and tools still tell
    }
    const { files } = await discoverFiles(['.'], { cwd });
    const sources = files.filter((f) => fileKind(f) === 'source').slice(0, IMPORT_SAMPLE);
    for (const file of sources) {
        const text = await fs.readFile(file, 'utf8').catch(() => '');
        for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g)) {
            if (PROVIDER_PACKAGES[m[1]])
                packages.add(m[1]);
        }
        if (/\.[cm]?tsx?$/.test(file))
            typescript = true;
    }
    const scanned = await scan(['.'], { cwd });
    const counts = new Map();
    for (const t of scanned.tools)
        counts.set(t.framework, (counts.get(t.framework) ?? 0) + 1);
    const providers = new Set();
    for (const name of packages)
        providers.add(PROVIDER_PACKAGES[name]);
    for (const f of counts.keys())
        if (FRAMEWORK_PROVIDER[f])
            providers.add(FRAMEWORK_PROVIDER[f]);
    const ordered = PROVIDERS.filter((p) => providers.has(p));
    return {
        providers: ordered.length ? ordered : ['anthropic', 'openai'],
        packages: [...packages].sort(),
        frameworks: [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        tools: scanned.tools.length,
        typescript,
    };
}
/** Budget models that fit the providers: Claude for Anthropic/Bedrock/MCP, GPT for OpenAI/MCP. */
function modelsFor(providers) {
    const out = [];
    if (providers.some((p) => p === 'anthropic' || p === 'bedrock' || p === 'mcp'))
        out.push('claude-sonnet-4-5');
    if (providers.some((p) => p === 'openai' || p === 'mcp'))
        out.push('gpt-4o');
    return out.length ? out : ['gpt-4o', 'claude-sonnet-4-5'];
}
function jsonConfig(d) {
    const config = {
        $schema: './node_modules/tool-lint/schema.json',
        extends: 'recommended',
        providers: d.providers,
        exclude: ['**/*.test.*', '**/*.spec.*'],
        budgets: { models: modelsFor(d.providers) },
        rules: {},
    };
    return `${JSON.stringify(config, null, 2)}\n`;
}
function scriptConfig(d, typescript) {
    const list = (xs) => `[${xs.map((x) => `'${x}'`).join(', ')}]`;
    const found = d.tools ? `${d.tools} tool${d.tools === 1 ? '' : 's'} (${d.frameworks.map(([f, n]) => `${f} ${n}`).join(', ')})` : 'no tools yet';
    return [
        ...(typescript ? [`import { defineConfig } from 'tool-lint';`, ''] : []),
        `// Written by tool-lint init: ${found}; provider packages: ${d.packages.join(', ') || 'none found'}.`,
        `// Every key: README "Configuration", or schema.json in the package.`,
        ...(typescript ? [] : [`/** @type {import('tool-lint').UserConfig} */`]),
        `export default ${typescript ? 'defineConfig(' : ''}{`,
        `  extends: 'recommended', // or 'strict'`,
        `  providers: ${list(d.providers)}, // name patterns, schema dialects and tokenizers that apply`,
        `  exclude: ['**/*.test.*', '**/*.spec.*'], // globs relative to this file`,
        `  budgets: {`,
        `    models: ${list(modelsFor(d.providers))},`,
        `    // tool: '600 tokens', toolset: '5%', // a written budget fails the run when exceeded`,
        `  },`,
        `  rules: {`,
        `    // 'require-param-description': 'error',`,
        `  },`,
        `  // matrix: { model: ${list(modelsFor(d.providers))} }, // render dynamic descriptions per model (prompt(ctx))`,
        `}${typescript ? ')' : ''};`,
        '',
    ].join('\n');
}
