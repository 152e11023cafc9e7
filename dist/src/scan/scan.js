import { closeSync, promises as fs, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { compareDiagnostics, scanDiagnostic } from '../model/diagnostic.js';
import { compareRanges, compareTools } from '../model/tool.js';
import { houseExtractor } from '../extract/frameworks/house.js';
import { MAY_FORWARD, extractForwarded, findForwarders } from '../extract/frameworks/mcp-forwarders.js';
import { FlowAnalysis } from '../extract/flow.js';
import { EXTRACTORS, isFrameworkPackage } from '../extract/walk.js';
import { buildToolsets } from './toolsets.js';
import { unwiredFiles } from './unwired.js';
import { withoutImplementations } from './implementations.js';
import { Evaluator } from '../extract/evaluate.js';
import { rangeOf } from '../extract/ranges.js';
import { collectRegistrations, registrationVisitor } from '../extract/registrations.js';
import { declaresLanguageModelTools } from '../extract/frameworks/vscode.js';
import { extractSkill } from '../extract/skills.js';
import { extractFromFile } from '../extract/walk.js';
import { discoverFiles, errorMessage, fileKind, looksBinary, pathsThroughLinks } from './files.js';
import { toPosixRelative } from '../source/paths.js';
import { testFiles } from './test-files.js';
import { standardSkillFiles } from './skill-files.js';
import { mayDefineTools, mayRegisterTools, maySendTools } from './prefilter.js';
import { MAX_NESTING } from '../source/nesting.js';
import { leftoverCopies } from './leftover-copies.js';
import { compiledCopies } from './compiled-copies.js';
import { parkedFiles } from './parked.js';
import { MemoryGuard } from '../source/memory.js';
import { SourceIndex } from '../source/source-index.js';
import { snapshotServer } from '../mcp/snapshot.js';
/** The files of `tools` the project set aside (src/scan/parked.ts), relative and sorted. */
function setAside(tools, discovered, paths, index, sourceTexts) {
    const parsed = new Set(index.files().map((f) => f.rel));
    const candidates = [...new Set(tools.map((t) => t.range.file).filter((f) => parsed.has(f)))].map((f) => path.resolve(index.cwd, f));
    if (!candidates.length)
        return [];
    // Read only when some file is set aside and its importers are looked for: the texts the scan read.
    let texts;
    const options = {
        candidates,
        sources: discovered.files.filter((f) => fileKind(f) === 'source'),
        roots: (paths.length ? paths : ['.']).map((p) => path.resolve(index.cwd, p)),
        resolve: (from, specifier) => index.resolve(from, specifier),
        text: (abs) => (texts ??= new Map(sourceTexts.map((f) => [f.abs, f.text]))).get(abs),
    };
    return [...new Set([...parkedFiles(options), ...leftoverCopies(options), ...compiledCopies(options)])].map((f) => index.rel(f)).sort();
}
export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Finds every tool and skill under `paths`. Never throws for bad input: problems become diagnostics. */
export async function scan(paths, options) {
    const { cwd } = options;
    const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const discovered = await discoverFiles(paths.length ? paths : ['.'], options);
    const sameSkill = await addStandardSkills(discovered, paths, options);
    const diagnostics = [...discovered.diagnostics];
    const index = new SourceIndex(cwd, new MemoryGuard(options.memoryLimitBytes));
    index.keepPackages = isFrameworkPackage;
    const ev = new Evaluator(index);
    const house = houseExtractor(options.factories ?? []);
    const houseCall = house ? new RegExp(`\\b(${(options.factories ?? []).map((f) => f.call.replace(/[.$]/g, (c) => `\\${c}`)).join('|')})\\s*\\(`) : undefined;
    const candidates = [];
    const skills = [];
    const registrations = [];
    const servers = [];
    const hits = [];
    // Source files the pre-filter skipped: searched by name when a factory's call sites are wanted.
    const otherFiles = new Map();
    let parsed = 0;
    const named = new Set(paths.map((p) => path.resolve(cwd, p)));
    // Methods that pass their arguments on to an MCP registration (`addToolWithReadAccess(...args) {
    // return this.tool(...args) }`): their calls, in any file, are read after the walk.
    const forwarders = new Map();
    const sourceTexts = [];
    for (const abs of discovered.files) {
        const rel = index.rel(abs);
        const kind = fileKind(abs) ?? 'source';
        let buf;
        try {
            // Synchronous on purpose: one file after another, an await per file left the process idle
            // between thread-pool round trips (a quarter of the scan time on a 5,000-file repository).
            const stat = statSync(abs);
            if (stat.size > maxBytes) {
                // A big JSON file found by walking is nearly always data (a backup, a fixture, a lock
                // file): only one that starts like a tool list is worth saying it was not read.
                if (kind === 'json' && !named.has(abs) && !startsLikeToolList(abs))
                    continue;
                // Likewise a big generated source file (a model catalog, a bundled vendor file) that names
                // no tool API: its text is read for the pre-filter only, never parsed.
                if (kind === 'source' && !named.has(abs) && stat.size <= UNPARSED_TEXT_LIMIT && !sourceMayDefineTools(abs))
                    continue;
                diagnostics.push(scanDiagnostic('too-large', rel, `Skipped: ${formatBytes(stat.size)} is over the ${formatBytes(maxBytes)} limit for one file (--max-file-size)`));
                continue;
            }
            buf = readFileSync(abs);
        }
        catch (error) {
            diagnostics.push(scanDiagnostic('unreadable', rel, `Cannot read file: ${errorMessage(error)}`));
            continue;
        }
        if (looksBinary(buf)) {
            diagnostics.push(scanDiagnostic('binary', rel, 'Skipped: binary content (NUL bytes) in a file with a source extension'));
            continue;
        }
        const text = buf.toString('utf8');
        if (kind === 'skill') {
            const r = extractSkill(rel, text);
            const aliases = [...new Set([...pathsThroughLinks(abs, discovered.links), ...(sameSkill.get(abs) ?? [])])].map((p) => index.rel(p)).sort();
            if (r.skill)
                skills.push({ ...r.skill, root: skillRoot(abs, paths, cwd), ...(aliases.length ? { aliases } : {}) });
            diagnostics.push(...r.diagnostics);
            continue;
        }
        if (kind === 'json') {
            const manifest = path.basename(abs) === 'package.json';
            if (manifest ? !/"languageModelTools"\s*:/.test(text) : !/"(inputSchema|input_schema|parameters|parametersJsonSchema)"\s*:/.test(text))
                continue;
            const file = index.get(abs, text);
            if (!file)
                continue;
            parsed++;
            diagnostics.push(...depthDiagnostics(file));
            if (file.parseErrors.length) {
                diagnostics.push(parseDiagnostic(file, 'invalid-json'));
                continue;
            }
            if (isJsonSchemaDocument(abs, file))
                continue;
            const server = snapshotServer(file);
            // Tool-shaped entries inside a larger document (a workflow template's `tools` beside its
            // `agents`) are data some code may convert: nothing shows they are sent as written.
            if (manifest ? !declaresLanguageModelTools(file.sf) : !server && !isToolListDocument(file))
                continue;
            candidates.push(...safeExtract(file, ev, diagnostics, house));
            if (server)
                servers.push(server);
            continue;
        }
        sourceTexts.push({ abs, text });
        const defines = mayDefineTools(text) || !!houseCall?.test(text);
        const registers = mayRegisterTools(text) || maySendTools(text);
        if (!defines && !registers) {
            otherFiles.set(abs, text);
            continue;
        }
        const file = index.get(abs, text);
        if (!file)
            continue;
        parsed++;
        diagnostics.push(...depthDiagnostics(file));
        if (file.parseErrors.length)
            diagnostics.push(parseDiagnostic(file, 'parse-error'));
        if (MAY_FORWARD.test(text))
            findForwarders(file.sf, forwarders);
        // A map of tools by name (`tools: { … }`, `getTools() { return { … } }`) names what it holds
        // even where no model call is in sight: followed like a sink that makes no request.
        const onMap = (obj) => hits.push({ hit: { node: obj, tools: obj, keyed: true, dialect: 'vercel-ai', label: 'tool map', request: false }, file });
        const onCall = (node) => findSink(node, file, ev, hits);
        if (defines && registers) {
            // One walk for both (the parse aside, walking is most of a file's cost).
            const reg = registrationVisitor(file, ev, onCall, onMap);
            candidates.push(...safeExtract(file, ev, diagnostics, house, () => extractFromFile({ file, ev, ...(house ? { house } : {}) }, reg.visit)));
            registrations.push(...reg.registrations);
        }
        else if (defines)
            candidates.push(...safeExtract(file, ev, diagnostics, house));
        else
            registrations.push(...collectRegistrations(file, ev, onCall, onMap));
    }
    if (forwarders.size)
        candidates.push(...forwardedCalls(sourceTexts, forwarders, index, ev, diagnostics));
    let flow = { sinks: [], names: new Map(), extra: [], dropped: new Set() };
    let analysis;
    try {
        ev.unparsedSources = otherFiles;
        index.unparsedSources = otherFiles;
        analysis = new FlowAnalysis(ev, index, otherFiles, house);
        analysis.seed(candidates);
        flow = analysis.run(candidates, hits);
        for (const d of options.declaredToolsets ?? []) {
            if (!analysis.declared(d.name, d.file, d.exportName, flow)) {
                diagnostics.push({
                    ruleId: 'scan/unknown-toolset',
                    severity: 'warn',
                    message: `Toolset "${d.name}" is declared from ${toPosixRelative(options.cwd, d.file)}#${d.exportName}, but no such function was found there`,
                    help: 'Point toolsets.<name>.from at a module and the exported function that returns the tools',
                    range: { file: toPosixRelative(options.cwd, d.file), line: 1, column: 1, endLine: 1, endColumn: 1 },
                });
            }
        }
    }
    catch (error) {
        // The flow stage adds names and tools; when it breaks, the definitions found where they are written still stand.
        diagnostics.push({
            ruleId: 'scan/internal-error',
            severity: 'error',
            message: `tool-lint could not follow where tools are sent: ${error instanceof Error ? error.message : String(error)}`,
            range: { file: candidates[0]?.tool.range.file ?? '.', line: 1, column: 1, endLine: 1, endColumn: 1 },
        });
    }
    const kept = candidates.filter((c) => !(c.node && flow.dropped.has(c.node)));
    const linked = [...link(kept, strongRegistrations(registrations, kept), flow, index), ...flow.extra.map((c) => ({ tool: c.tool, ...(c.node ? { node: c.node } : {}), ...(c.site ? { site: c.site } : {}) }))];
    const placed = withoutGeneratedCopies(linked, paths, options.cwd);
    const { tools: deduped, survivor } = dedupe(placed.map((p) => p.tool));
    let tools = deduped;
    let toolsets = [];
    const unwiredOut = { unwired: new Map() };
    try {
        const testCode = testFiles({ roots: paths, cwd, ...(options.testPatterns ? { patterns: options.testPatterns } : {}) });
        toolsets = buildToolsets(placed, flow.sinks, survivor, ev, analysis, new Set(forwarders.keys()), unwiredOut, (rel) => testCode.matches(rel));
    }
    catch (error) {
        diagnostics.push({
            ruleId: 'scan/internal-error',
            severity: 'error',
            message: `tool-lint could not group tools into toolsets: ${error instanceof Error ? error.message : String(error)}`,
            range: { file: tools[0]?.range.file ?? '.', line: 1, column: 1, endLine: 1, endColumn: 1 },
        });
    }
    tools = withoutImplementations(tools, placed, survivor);
    if (index.memory.skipped.size)
        diagnostics.push(memoryDiagnostic(index));
    skills.sort((a, b) => compareRanges(a.range, b.range));
    diagnostics.sort(compareDiagnostics);
    const parkedSet = [...new Set([...setAside(tools, discovered, paths, index, sourceTexts), ...unwiredFiles(tools, unwiredOut.unwired, sourceTexts, index)])].sort();
    return { tools, toolsets, skills, diagnostics, stats: { files: discovered.files.length, parsed }, index, servers, sinks: flow.sinks, ...(parkedSet.length ? { parked: parkedSet } : {}) };
}
/**
 * A JSON tool list found in a folder whose tools the project's source defines too (a generated
 * `toolDefinitions.json` for docs, a committed snapshot) is a copy: the source definitions are
 * what is linted and budgeted, not the same tools a second time. Named on the command line, a
 * JSON file is always read.
 */
function withoutGeneratedCopies(placed, paths, cwd) {
    const named = new Set(paths.map((p) => toPosixRelative(cwd, path.resolve(cwd, p))));
    const sourceNames = new Set(placed.filter((p) => !p.tool.range.file.endsWith('.json') && p.tool.nameResolved).map((p) => p.tool.name));
    const byJson = new Map();
    for (const p of placed) {
        if (!p.tool.range.file.endsWith('.json') || named.has(p.tool.range.file))
            continue;
        const list = byJson.get(p.tool.range.file) ?? [];
        list.push(p);
        byJson.set(p.tool.range.file, list);
    }
    const copies = new Set();
    for (const [file, list] of byJson) {
        const mirrored = list.filter((p) => sourceNames.has(p.tool.name)).length;
        if (list.length >= 2 && mirrored / list.length >= 0.8)
            copies.add(file);
    }
    return copies.size ? placed.filter((p) => !copies.has(p.tool.range.file)) : placed;
}
/** A call that sends tools to a model, as one of the extractors knows it. */
function findSink(node, file, ev, hits) {
    for (const ex of EXTRACTORS) {
        const hit = ex.sink?.(node, { file, ev });
        if (hit) {
            hits.push({ hit, file });
            return;
        }
    }
}
/**
 * Registrations in maps that say nothing about tools by their name count only when every value is
 * a tool found (`{ academic_search: academicSearchTool, … }`); `{ a: helperA }` elsewhere does not.
 */
function strongRegistrations(registrations, candidates) {
    const known = new Set(candidates.map((c) => c.bindingKey).filter((k) => !!k));
    const groups = new Map();
    for (const r of registrations) {
        if (!r.weakGroup)
            continue;
        const list = groups.get(r.weakGroup) ?? [];
        list.push(r);
        groups.set(r.weakGroup, list);
    }
    const weakOk = new Set([...groups].filter(([, list]) => list.every((r) => known.has(r.bindingKey))).map(([g]) => g));
    return registrations.filter((r) => !r.weakGroup || weakOk.has(r.weakGroup));
}
/** The deepest directory named on the command line that holds the file (`.` when none): the project the skill belongs to. */
function skillRoot(abs, paths, cwd) {
    let best = '.';
    for (const p of paths) {
        const dir = path.resolve(cwd, p);
        if (!abs.startsWith(dir + path.sep))
            continue;
        const rel = index_rel(cwd, dir);
        if (best === '.' || rel.length > best.length)
            best = rel;
    }
    return best;
}
const index_rel = (cwd, dir) => path.relative(cwd, dir).split(path.sep).join('/') || '.';
/**
 * The skill folders Claude Code reads are read whatever `include` or a `.gitignore` says
 * (skill-files.ts): `.claude/skills` of every folder named on the command line (the project's root
 * by default) and, on a whole-project scan, `budgets.skills.dirs`. A committed `.claude` folder is
 * often listed in `.gitignore` for its local settings, and Claude Code reads its skills all the same.
 * One found there that is a SKILL.md already walked under another path (its folder is a link) is
 * that skill again: returned as another path of it (walked file → paths), not read twice.
 */
async function addStandardSkills(discovered, paths, options) {
    const same = new Map();
    const cwd = path.resolve(options.cwd);
    const roots = (paths.length ? paths : ['.']).map((p) => path.resolve(cwd, p));
    const whole = roots.every((r) => r === cwd);
    const dirs = whole ? [...(options.skillDirs ?? [])] : [];
    for (const r of roots) {
        const rel = path.relative(cwd, r);
        if (rel.startsWith('..') || path.isAbsolute(rel))
            continue;
        if (!statSync(r, { throwIfNoEntry: false })?.isDirectory())
            continue;
        dirs.push(path.join(rel, '.claude', 'skills'));
    }
    const known = new Set(discovered.files);
    const extra = (await standardSkillFiles(cwd, [...new Set(dirs)], options.exclude)).filter((f) => !known.has(f));
    if (!extra.length)
        return same;
    const byReal = new Map();
    for (const f of discovered.files)
        if (fileKind(f) === 'skill')
            byReal.set(await realOrSelf(f), f);
    const added = [];
    for (const f of extra) {
        const real = await realOrSelf(f);
        const walked = byReal.get(real);
        if (walked === undefined) {
            byReal.set(real, f);
            added.push(f);
        }
        else
            same.set(walked, [...(same.get(walked) ?? []), f]);
    }
    if (added.length)
        discovered.files = [...discovered.files, ...added].sort();
    return same;
}
async function realOrSelf(file) {
    try {
        return await fs.realpath(file);
    }
    catch {
        return file;
    }
}
/** The calls of the project's registration forwarders, in every source file that names one. */
function forwardedCalls(files, forwarders, index, ev, diagnostics) {
    const called = new RegExp(`\\b(${[...forwarders.keys()].map((k) => k.replace(/\$/g, '\\$')).join('|')})\\s*\\(`);
    const out = [];
    for (const { abs, text } of files) {
        if (!called.test(text))
            continue;
        const file = index.get(abs, text);
        if (!file || file.unparsable)
            continue;
        out.push(...safeExtract(file, ev, diagnostics, undefined, () => extractForwarded({ file, ev }, forwarders)));
    }
    return out;
}
function safeExtract(file, ev, diagnostics, house, extract = () => extractFromFile({ file, ev, ...(house ? { house } : {}) })) {
    try {
        return extract();
    }
    catch (error) {
        // An extractor bug must not lose the rest of the run; it is reported where it happened.
        diagnostics.push({
            ruleId: 'scan/internal-error',
            severity: 'error',
            message: `tool-lint could not analyse this file: ${error instanceof Error ? error.message : String(error)}`,
            range: { file: file.rel, line: 1, column: 1, endLine: 1, endColumn: 1 },
        });
        return [];
    }
}
/** A JSON Schema document describes tools in its `examples`; it defines none. */
function isJsonSchemaDocument(abs, file) {
    if (/\.schema\.json$/i.test(abs))
        return true;
    const root = file.sf.statements[0];
    if (!root || !ts.isExpressionStatement(root) || !ts.isObjectLiteralExpression(root.expression))
        return false;
    return root.expression.properties.some((p) => p.name && ts.isStringLiteral(p.name) && (p.name.text === '$schema' || p.name.text === 'openapi' || p.name.text === 'swagger'));
}
/** Where the file nests too deep to analyse: the parts left out, or the whole file. */
function depthDiagnostics(file) {
    if (file.unparsable)
        return [scanDiagnostic('too-deep', file.rel, 'Skipped: nested too deeply to parse (the parser ran out of stack); tools in this file are missed')];
    return (file.cuts ?? []).map((c) => {
        const pos = file.sf.getLineAndCharacterOfPosition(c.start);
        return scanDiagnostic('too-deep', file.rel, `Nested more than ${MAX_NESTING} levels deep: what is inside this bracket was not analysed; the rest of the file was`, pos.line + 1, pos.character + 1);
    });
}
function parseDiagnostic(file, kind) {
    const first = file.parseErrors[0];
    const pos = file.sf.getLineAndCharacterOfPosition(first.start ?? 0);
    const msg = ts.flattenDiagnosticMessageText(first.messageText, ' ');
    const more = file.parseErrors.length > 1 ? ` (and ${file.parseErrors.length - 1} more)` : '';
    return scanDiagnostic(kind, file.rel, `Syntax error: ${msg}${more}; tools in this file may be missed`, pos.line + 1, pos.character + 1);
}
/**
 * Gives tools bound to a variable (`const weatherTool = tool(…)`) the key they are registered under
 * (`tools: { weather: weatherTool }`): that key is the name the model sees. A tool registered under
 * several keys is reported once per key.
 */
function link(candidates, registrations, flow, index) {
    const byKey = new Map();
    for (const r of registrations) {
        const list = byKey.get(r.bindingKey) ?? [];
        list.push(r);
        byKey.set(r.bindingKey, list);
    }
    const out = [];
    for (const c of candidates) {
        const regs = [...(c.bindingKey ? (byKey.get(c.bindingKey) ?? []) : [])];
        // Keys of the sinks the definition is sent to (`streamText({ tools: { web_search: … } })`).
        for (const n of (c.node && flow.names.get(c.node)) || []) {
            const at = index.get(n.at.getSourceFile().fileName);
            if (at)
                regs.push({ bindingKey: c.bindingKey ?? '', name: n.name, range: rangeOf(n.at, at) });
        }
        const node = { ...(c.node ? { node: c.node } : {}), ...(c.site ? { site: c.site } : {}) };
        if (!regs.length) {
            out.push({ tool: c.tool, ...node });
            continue;
        }
        const names = [...new Map(regs.map((r) => [r.name, r])).values()];
        for (const r of names) {
            // Already named so where it is written (`tools: { search: tool(…) }`): keep the tool as it is.
            if (c.tool.nameResolved && c.tool.name === r.name && !c.bindingKey) {
                out.push({ tool: c.tool, ...node });
                continue;
            }
            const { reason: _reason, nameIsDefault: _default, nameIsInternalId: _id, ...rest } = c.tool;
            // Mastra sends the key; the `id` written in createTool() is a name the model never sees.
            const declared = c.tool.framework === 'mastra' && c.tool.nameResolved && c.tool.name !== r.name ? { declaredName: c.tool.name } : {};
            out.push({ tool: { ...rest, name: r.name, nameResolved: true, ...declared, pointers: { ...c.tool.pointers, '/name': r.range } }, ...node });
        }
    }
    return out;
}
/**
 * Top-level keys of JSON documents that are tool lists as a provider or an MCP client sees them: a
 * request body (Anthropic, OpenAI Chat and Responses, Gemini), an MCP `tools/list` result (also
 * as a JSON-RPC response), a bare `{ tools }` or `{ functionDeclarations }` file.
 */
const TOOL_LIST_KEYS = new Set([
    '$schema', 'version', 'name', 'description', 'tools', 'functions', 'functionDeclarations', 'function_declarations', 'nextCursor', '_meta',
    'jsonrpc', 'id', 'result', 'model', 'messages', 'system', 'max_tokens', 'max_output_tokens', 'max_completion_tokens', 'temperature', 'top_p',
    'top_k', 'stop', 'stop_sequences', 'stream', 'metadata', 'tool_choice', 'parallel_tool_calls', 'thinking', 'betas', 'input', 'instructions',
    'previous_response_id', 'store', 'text', 'reasoning', 'response_format', 'seed', 'user', 'n', 'contents', 'toolConfig', 'tool_config',
    'systemInstruction', 'system_instruction', 'generationConfig', 'generation_config', 'safetySettings', 'cachedContent',
]);
/** Whether a JSON file is a list of tools (an array, or an object of the keys above), not a document that holds some. */
function isToolListDocument(file) {
    const root = file.sf.statements[0];
    if (!root || !ts.isExpressionStatement(root))
        return false;
    const e = root.expression;
    if (ts.isArrayLiteralExpression(e))
        return true;
    if (!ts.isObjectLiteralExpression(e))
        return false;
    if (isOneWireTool(e))
        return true;
    return e.properties.every((p) => {
        const key = jsonKey(p);
        return key !== undefined && TOOL_LIST_KEYS.has(key);
    });
}
const jsonKey = (p) => (p.name && (ts.isStringLiteral(p.name) || ts.isIdentifier(p.name)) ? p.name.text : undefined);
/**
 * A file that is one tool exactly as a provider's API takes it (a loader globs `tools/**\/*.json`
 * and sends each): OpenAI's `{ "type": "function", "function": { "name", "parameters" } }` or its
 * Responses form `{ "type": "function", "name", "parameters" }`, Anthropic's `{ "name",
 * "input_schema" }`. Nothing else is written that way, so the shape alone is the evidence.
 */
function isOneWireTool(e) {
    const props = new Map();
    for (const p of e.properties) {
        const key = jsonKey(p);
        if (key !== undefined && ts.isPropertyAssignment(p))
            props.set(key, p.initializer);
    }
    const isText = (x) => !!x && ts.isStringLiteral(x) && x.text.length > 0;
    const isObject = (x) => !!x && ts.isObjectLiteralExpression(x);
    const fn = props.get('function');
    const typed = (x) => !!x && ts.isStringLiteral(x) && x.text === 'function';
    if (typed(props.get('type')) && isObject(fn)) {
        const inner = new Map(fn.properties.filter(ts.isPropertyAssignment).map((p) => [jsonKey(p), p.initializer]));
        return isText(inner.get('name')) && (!inner.has('parameters') || isObject(inner.get('parameters')));
    }
    if (typed(props.get('type')))
        return isText(props.get('name')) && isObject(props.get('parameters'));
    return isText(props.get('name')) && isObject(props.get('input_schema'));
}
/** One tool per place and name, sorted; `survivor` maps a dropped duplicate to the tool kept for it. */
function dedupe(list) {
    const sorted = [...list].sort(compareTools);
    const kept = new Map();
    const of = new Map();
    const tools = [];
    const at = new Map();
    for (const t of sorted) {
        const k = `${t.range.file}:${t.range.line}:${t.range.column}:${t.name}`;
        const first = kept.get(k);
        if (first) {
            // The same object read as a project's own format and as what a framework registers
            // (`server.addTool(getListTool)`): the framework's reading says how it is sent.
            if (first.framework === 'custom' && t.framework !== 'custom') {
                kept.set(k, t);
                tools[at.get(k)] = t;
                of.set(first, t);
                for (const [d, s] of of)
                    if (s === first)
                        of.set(d, t);
                continue;
            }
            of.set(t, first);
            continue;
        }
        kept.set(k, t);
        at.set(k, tools.length);
        tools.push(t);
    }
    // `defineTool({ … })` read as a house format at the call and, through the registration loop over
    // its results, as the MCP tool at the argument it returns: one tool, as the framework sends it.
    const framed = new Map();
    for (const t of tools) {
        if (t.framework === 'custom')
            continue;
        const key = `${t.range.file}\u0000${t.name}`;
        framed.set(key, [...(framed.get(key) ?? []), t]);
    }
    const dropped = new Set();
    for (const t of tools) {
        if (t.framework !== 'custom')
            continue;
        const same = framed.get(`${t.range.file}\u0000${t.name}`)?.find((f) => within(f.range, t.range) || within(t.range, f.range));
        if (!same)
            continue;
        dropped.add(t);
        of.set(t, same);
        for (const [d, s] of of)
            if (s === t)
                of.set(d, same);
    }
    return { tools: dropped.size ? tools.filter((t) => !dropped.has(t)) : tools, survivor: (t) => of.get(t) ?? t };
}
/** Whether range `inner` lies inside `outer` (same file). */
function within(inner, outer) {
    const before = (l1, c1, l2, c2) => l1 < l2 || (l1 === l2 && c1 <= c2);
    return inner.file === outer.file && before(outer.line, outer.column, inner.line, inner.column) && before(inner.endLine, inner.endColumn, outer.endLine, outer.endColumn);
}
const JSON_HEAD_BYTES = 64 * 1024;
/** Whether the first 64 KB of a JSON file look like tools: a schema key tools use, or a function tool. */
function startsLikeToolList(abs) {
    let head;
    try {
        const fd = openSync(abs, 'r');
        try {
            const buf = Buffer.alloc(JSON_HEAD_BYTES);
            head = buf.toString('utf8', 0, readSync(fd, buf, 0, JSON_HEAD_BYTES, 0));
        }
        finally {
            closeSync(fd);
        }
    }
    catch {
        return true; // unreadable: say it was skipped rather than stay silent about it
    }
    // An OpenAPI or AsyncAPI document names `parameters` with a `name` too: an API description, no tool list.
    if (/^\uFEFF?\s*\{\s*"(?:openapi|swagger|asyncapi)"\s*:/.test(head))
        return false;
    return (/"(?:input_schema|inputSchema|parametersJsonSchema)"\s*:/.test(head) ||
        (/"parameters"\s*:/.test(head) && /"name"\s*:/.test(head)) ||
        /"type"\s*:\s*"function"/.test(head));
}
/** A source file over the size limit is still read this far as text, to tell data from tool code. */
const UNPARSED_TEXT_LIMIT = 64 * 1024 * 1024;
function sourceMayDefineTools(abs) {
    try {
        return mayDefineTools(readFileSync(abs, 'utf8'));
    }
    catch {
        return true; // unreadable: say it was skipped rather than stay silent about it
    }
}
function formatBytes(n) {
    return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}
export { rangeOf };
/**
 * The heap filled before every file was parsed: the files left out are named by count and the first
 * one, as an error, since tools in them are missed and a green run would not mean what it says.
 */
function memoryDiagnostic(index) {
    const { skipped, usedAtStop, heapLimitBytes } = index.memory;
    const files = [...skipped];
    const mb = (n) => `${Math.round(n / 2 ** 20).toLocaleString('en-US')} MB`;
    return {
        ruleId: 'scan/memory-limit',
        severity: 'error',
        message: `Stopped parsing at ${mb(usedAtStop)} of Node's ${mb(heapLimitBytes)} heap: ${files.length.toLocaleString('en-US')} file${files.length === 1 ? '' : 's'} that may define, send or name tools ${files.length === 1 ? 'was' : 'were'} not read (the first: ${index.rel(files[0])}); tools in them are missed`,
        help: 'Lint one project at a time (`tool-lint packages/agent`), leave generated and vendored code out (`exclude` in the config), or give Node more memory: NODE_OPTIONS=--max-old-space-size=8192',
        range: { file: index.rel(files[0]), line: 1, column: 1, endLine: 1, endColumn: 1 },
    };
}
