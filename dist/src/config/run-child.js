import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, formatKeyPath } from './errors.js';
import { DEFAULT_CONFIG_TIMEOUT_MS, describe, typesModule } from './load.js';
/** Marker the child puts where the config holds a function (`context`); see child.mjs. */
const FUNCTION = '\u0000tool-lint:function';
const BUNDLE_NAME = 'tool-lint-config-bundle';
const HEAP_MB = 256;
/**
 * Runs a JS/TS config module in a contained child process (child.mjs) and returns its default
 * export as plain data. TypeScript is bundled in memory with esbuild and imported from a data: URL,
 * so no temporary file is ever written, whatever happens to either process.
 */
export async function runConfigModule(abs, options = {}) {
    const timeoutMs = options.timeoutMs ?? (Number(process.env.TOOL_LINT_CONFIG_TIMEOUT_MS) || DEFAULT_CONFIG_TIMEOUT_MS);
    const bundle = /\.[cm]?ts$/.test(abs) ? await bundleConfig(abs) : undefined;
    const answer = await runChild(abs, bundle?.code, timeoutMs, options.onOutput ?? ((s) => process.stderr.write(s)));
    if (!answer.ok)
        throw errorOf(abs, answer.error, bundle);
    const value = revive(answer.value);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new ConfigError(`The config exports ${describe(value)}; export an object: export default defineConfig({ rules: { … } })`, { file: abs });
    }
    return value;
}
async function bundleConfig(abs) {
    const { build } = await import('esbuild');
    const dir = path.dirname(abs);
    try {
        const result = await build({
            entryPoints: [abs],
            absWorkingDir: dir,
            // Never written (write: false); names the output so the source map's paths are relative to the config's folder.
            outfile: path.join(dir, `${BUNDLE_NAME}.mjs`),
            bundle: true,
            platform: 'node',
            format: 'esm',
            target: 'node20',
            write: false,
            sourcemap: 'external',
            logLevel: 'silent',
            // The data: URL cannot resolve packages, so everything is inlined; `tool-lint` itself maps to
            // the tiny module that holds `defineConfig`, so the whole linter is not.
            alias: { 'tool-lint': typesModule() },
            define: {
                'import.meta.url': JSON.stringify(pathToFileURL(abs).href),
                'import.meta.filename': JSON.stringify(abs),
                'import.meta.dirname': JSON.stringify(dir),
            },
        });
        const code = result.outputFiles.find((f) => f.path.endsWith('.mjs')).text;
        const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text);
        return { code, map: new SourceMap(map) };
    }
    catch (error) {
        const first = error.errors?.[0];
        if (!first)
            throw new ConfigError(`Cannot bundle the config: ${error.message.split('\n')[0]}`, { file: abs });
        const loc = first.location;
        const file = loc ? path.resolve(dir, loc.file) : abs;
        throw new ConfigError(`Cannot load the config: ${first.text}`, { file, ...(loc ? { line: loc.line, column: loc.column + 1 } : {}) });
    }
}
function childScript() {
    const here = path.dirname(fileURLToPath(import.meta.url));
    return path.join(here, 'child.mjs');
}
function runChild(abs, bundle, timeoutMs, onOutput) {
    const token = randomBytes(16).toString('hex');
    const script = childScript();
    if (!existsSync(script))
        throw new Error(`tool-lint is installed incompletely: ${script} is missing`);
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, 
        // Reads anywhere (the config may import project modules); no writes, no child processes, no workers.
        ['--experimental-permission', '--allow-fs-read=*', `--max-old-space-size=${HEAP_MB}`, '--no-warnings', script], { cwd: path.dirname(abs), stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: process.env });
        // A config's globalThis.require for bundled CommonJS dependencies is set in the child (child.mjs).
        let output = '';
        let answer;
        let timedOut = false;
        const collect = (chunk) => {
            if (output.length < 64_000)
                output += chunk.toString('utf8');
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
        }, timeoutMs);
        child.on('message', (message) => {
            // Anything not carrying the token was sent by config code, not by child.mjs: ignored.
            if (message && typeof message === 'object' && message.token === token && !answer) {
                answer = message;
                child.kill('SIGKILL');
            }
        });
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(new ConfigError(`Cannot start a process to load the config: ${error.message}`, { file: abs }));
        });
        child.on('exit', (code, signal) => {
            clearTimeout(timer);
            if (output)
                onOutput(output.endsWith('\n') ? output : `${output}\n`);
            if (answer)
                return resolve(answer);
            const tail = output.trim().split('\n').slice(-3).join(' | ');
            if (timedOut)
                return reject(new ConfigError(`The config did not finish loading within ${timeoutMs / 1000} s (an endless loop, or a promise that never settles?)`, { file: abs }));
            const why = code === 13
                ? 'a top-level await never settled'
                : code === 134 || signal === 'SIGABRT'
                    ? `it ran out of memory (${HEAP_MB} MB)`
                    : `the process ended with ${signal ? `signal ${signal}` : `exit code ${code}`} before the config was exported (does it call process.exit()?)`;
            reject(new ConfigError(`The config did not load: ${why}${tail ? `; output: ${tail}` : ''}`, { file: abs }));
        });
        child.send({ token, url: pathToFileURL(abs).href, ...(bundle !== undefined ? { bundle } : {}) });
    });
}
function errorOf(abs, error, bundle) {
    if (error.kind === 'value') {
        const keyPath = error.keyPath ?? [];
        return new ConfigError(`${keyPath.length ? formatKeyPath(keyPath) : 'The exported config'} ${error.message}`, { file: abs, keyPath });
    }
    if (error.kind === 'no-default')
        return new ConfigError(`The config ${error.message}`, { file: abs });
    const where = locate(abs, error.stack ?? '', bundle);
    const what = error.code === 'ERR_ACCESS_DENIED'
        ? `it tried to write a file, start a process or a worker (a config is loaded read-only): ${error.message}`
        : error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'ERR_UNSUPPORTED_ESM_URL_SCHEME'
            ? error.message.replace(/\s*imported from .*$/s, '').replace(BUNDLE_NAME, path.basename(abs))
            : `${error.name ?? 'Error'}: ${error.message}`;
    const elsewhere = where && where.file !== abs ? ` (at ${path.relative(path.dirname(abs), where.file).split(path.sep).join('/')}:${where.line}:${where.column})` : '';
    return new ConfigError(`The config threw while loading: ${what}${elsewhere}`, {
        file: abs,
        ...(where && where.file === abs ? { line: where.line, column: where.column } : {}),
    });
}
/** The first stack position inside the config (or a file it imports), mapped back through the bundle's source map. */
function locate(abs, stack, bundle) {
    const configUrl = pathToFileURL(abs).href;
    // An ESM syntax error starts with "file:///…/tool-lint.config.js:3" on a line of its own.
    const syntax = new RegExp(`^${escapeRegExp(configUrl)}:(\\d+)$`, 'm').exec(stack);
    if (syntax)
        return { file: abs, line: Number(syntax[1]), column: 1 };
    for (const m of stack.matchAll(/(file:\/\/[^\s)]+|tool-lint-config-bundle):(\d+):(\d+)/g)) {
        const [, where, line, column] = m;
        if (where === BUNDLE_NAME) {
            if (!bundle)
                continue;
            const entry = bundle.map.findEntry(Number(line) - 1, Number(column) - 1);
            if (!entry.originalSource)
                continue;
            const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(abs), entry.originalSource);
            if (source.includes(`${path.sep}node_modules${path.sep}`))
                continue;
            return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
        }
        if (where === configUrl)
            return { file: abs, line: Number(line), column: Number(column) };
    }
    return undefined;
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Function markers back to functions: the value is only checked (`context` must be one); it runs in the render sandbox. */
function revive(value) {
    if (Array.isArray(value))
        return value.map(revive);
    if (value && typeof value === 'object') {
        if (value[FUNCTION] === true)
            return function configFunction() { };
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
    }
    return value;
}
