/**
 * Dispatch analysis, shared by consistent-tool-names and consistent-param-names.
 *
 * A dispatcher is code that picks an implementation by the name the model called:
 * - `switch (toolCall.function.name) { case 'read_file': … }`;
 * - comparisons `if (block.name === 'read_file')`, `else if`, `name === 'a' || name === 'b'`;
 * - handler maps `{ read_file: readFile }[name]`, `new Map([['read_file', fn]]).get(name)`.
 * A candidate only counts once its labels overlap the names of the tools the scanner found
 * (see `confirm`), so `switch (action.type)` and other look-alikes stay out.
 *
 * Files read: files holding tools, the files they import, and source files next to them (same
 * folder and parent folder, listed by src/scan/neighbours.ts) whose text mentions a tool name, plus
 * those files' imports. Nothing else in the project is parsed.
 */
import { nodeAtRange } from '../extract/ranges.js';
import { returnedLiteral } from '../extract/context.js';
import path from 'node:path';
import { ts } from 'ts-morph';
import { projectImports } from './imports.js';
import { continuesGate, gateAdmits, readGate, throws } from './gates.js';
import { isNameLookup, leavesOnMiss, renamingOf } from './renamed-names.js';
import { storesRecord } from './stored-records.js';
import { isRecordingCall } from './recording-call.js';
import { closest } from '../config/resolve.js';
import { exits } from '../extract/guards.js';
import { usesOf } from '../extract/references.js';
import { Evaluator } from '../extract/evaluate.js';
import { constructorAssignment, isWithinNode, propertyNameText, rangeOf } from '../extract/ranges.js';
import { isConstDeclaration, isFunctionLike } from '../extract/scope.js';
import { FunctionValue, ToolRef, Unknown, isPlaceholderKey, isPlainObject, originOf } from '../extract/values.js';
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Without an engine (a rule run by hand): the engine passes the project's classification (src/scan/test-files.ts). */
const TEST_FILE = /(\.(test|spec)\.[cm]?[jt]sx?$)|(^|\/)(__tests__|__mocks__|test|tests)\//;
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_CANDIDATES = 400;
/** Properties of a tool call that hold its input: `block.input`, `request.params.arguments`, `fc.args`. */
export const INPUT_KEYS = ['input', 'arguments', 'args', 'parameters', 'params'];
/** Frameworks whose tools are run by the framework from their own handler: they need no dispatcher. */
export const SELF_RUN_FRAMEWORKS = new Set(['vercel-ai', 'openai-agents', 'langchain', 'mastra']);
/** Array methods whose callbacks iterate over a collection. */
const ITERATION_METHODS = new Set(['filter', 'find', 'findIndex', 'findLast', 'some', 'every', 'map', 'forEach', 'flatMap', 'reduce', 'sort', 'toSorted']);
/** Calls that receive a tool name without running anything (logging, messages, membership tests). */
const NEUTRAL_CALLEES = /^(log|debug|info|warn|error|trace|fatal|verbose|print|printf|write|assert|ok|equal|fail|String|Number|Boolean|stringify|format|sprintf|t|translate|includes|has|indexOf|lastIndexOf|startsWith|endsWith|test|match|matchAll|replace|replaceAll|split|push|unshift|add|append|set|delete|emit|track|capture|setAttribute|setAttributes|addEvent|record|span|startSpan|increment|inc|observe|spinner|progress|green|red|yellow|blue|cyan|gray|grey|bold|dim|magenta|white|black)$/;
/** Checks on a name (`isToolAllowed(name)`, `assertKnownTool(name)`) run nothing. */
const GUARD_CALLEES = /^(is|has|can|should|assert|check|ensure|validate|verify|needs|requires)[A-Z_]/;
const NEUTRAL_RECEIVERS = /^(console|logger|log|debug|chalk|assert|expect|process\.stdout|process\.stderr|spinner|telemetry|metrics|span|tracer)$/i;
/** Expressions that are a tool-call name wherever they appear. */
const CALL_NAME_PROPS = /^(toolName|tool_name|functionName|function_name|fnName|fn_name)$/;
const CALL_NAME_RECEIVER = /(function|params|tool|call|block|use|^fc$|^fn$|part|invocation)$/i;
/** A call of a value looked up by key: `functionsMap[toolName](parameters)`. */
const MAP_CALL = /\[\s*[\w$.]+\s*\]\s*\(/;
/** A lookup by a call's name: `tools[call.function.name]`, `handlers[toolName]`, `registry.get(name)`. */
const NAME_LOOKUP = /\[\s*[\w$.?]*name\s*\]|\.get\(\s*[\w$.?]*name\s*\)/i;
const LOOKUP_READERS = new WeakMap();
function lookupReaders(ev) {
    let r = LOOKUP_READERS.get(ev);
    if (!r) {
        r = {
            skipOuter,
            holdsCallName: (e) => isNameish(e) || isCallName(e),
            fold: (e) => ev.evaluate(e),
            functionOf: (call) => ev.functionOf(call),
            fileOf: (node) => ev.scope.fileOf(node),
            constInit: (id, at) => {
                const b = ev.scope.resolveIdentifier(id, at);
                return b?.kind === 'value' && isConstDeclaration(b.decl) ? b.init : undefined;
            },
        };
        LOOKUP_READERS.set(ev, r);
    }
    return r;
}
const recordReaders = { skipOuter: (e) => skipOuter(e), neutralCallee: (name) => NEUTRAL_CALLEES.test(name) };
const comparisonKey = (fn, discriminant) => `${fn.pos}:${exprKey(discriminant)}`;
const CACHE = new WeakMap();
export function analyzeDispatch(ctx) {
    let byTools = CACHE.get(ctx.index);
    if (!byTools)
        CACHE.set(ctx.index, (byTools = new WeakMap()));
    let a = byTools.get(ctx.tools);
    if (!a)
        byTools.set(ctx.tools, (a = buildAnalysis(ctx.index, ctx.tools, ctx.testTools ?? [], ctx.isTestFile ?? ((f) => TEST_FILE.test(f)), ctx.neighbours, ctx.toolsets ?? [])));
    return a;
}
function buildAnalysis(index, tools, testTools, isTestFile, neighbours, toolsets) {
    const ev = new Evaluator(index);
    // Names defined only in test code still exist: a branch for one is not reported as a name no tool has.
    const defined = new Set([...tools, ...testTools].filter((t) => t.nameResolved).map((t) => t.name));
    const dispatchable = new Set(tools.filter((t) => t.nameResolved && !t.hasHandler).map((t) => t.name));
    const needles = [...defined].map((n) => n.toLowerCase()).filter((n) => n.length >= 3);
    const abs = (rel) => path.resolve(index.cwd, rel);
    const toolRanges = new Set([...tools, ...testTools].map((t) => `${abs(t.range.file)}:${t.range.line}:${t.range.column}`));
    const facts = new Map();
    const textCache = new Map();
    const candidateCache = new Map();
    // Listing folders and reading files is src/'s (src/scan/neighbours.ts); without it, only imports are followed.
    const readText = (file) => neighbours?.text(file) ?? index.get(file)?.text ?? null;
    const mentionCache = new Map();
    const mentionsTool = (file) => {
        let hit = mentionCache.get(file);
        if (hit === undefined) {
            const text = readText(file);
            const lower = text ? text.toLowerCase() : '';
            hit = !!text && needles.some((n) => lower.includes(n));
            mentionCache.set(file, hit);
        }
        return hit;
    };
    const importCache = new Map();
    const importsOf = (file) => {
        const hit = importCache.get(file);
        if (hit)
            return hit;
        const out = importsOfUncached(file);
        importCache.set(file, out);
        return out;
    };
    const importsOfUncached = (file) => projectImports(index, file);
    const dirFiles = (dir) => neighbours?.sourceFilesIn(dir) ?? [];
    const candidatesOfFile = (file) => {
        const hit = candidateCache.get(file);
        if (hit)
            return hit;
        const out = new Set([file]);
        const first = [];
        for (const f of importsOf(file))
            if (mentionsTool(f))
                first.push(f);
        const dir = path.dirname(file);
        for (const d of [dir, path.dirname(dir)])
            for (const f of dirFiles(d))
                if (mentionsTool(f))
                    first.push(f);
        for (const f of first)
            out.add(f);
        for (const f of first) {
            if (out.size >= MAX_CANDIDATES)
                break;
            for (const g of importsOf(f))
                if (mentionsTool(g))
                    out.add(g);
        }
        const list = [...out].filter((f) => SOURCE_FILE.test(f)).slice(0, MAX_CANDIDATES);
        candidateCache.set(file, list);
        return list;
    };
    const factsOf = (file) => {
        if (facts.has(file))
            return facts.get(file);
        facts.set(file, null);
        const parsed = SOURCE_FILE.test(file) ? index.get(file) : undefined;
        // Bundles and generated files are not where a project writes its dispatcher.
        const result = parsed && parsed.text.length <= MAX_FILE_BYTES ? collectFacts(parsed, ev, toolRanges, isTestFile(parsed.rel)) : null;
        facts.set(file, result);
        return result;
    };
    const confirmedIn = (f) => (f.test ? [] : f.dispatchers.filter((d) => confirm(d, dispatchable, defined)));
    const allConfirmed = new Map();
    const forTool = new Map();
    const openCache = new Map();
    const confirmedInFiles = (files) => {
        const out = [];
        for (const c of files) {
            const f = factsOf(c);
            if (!f)
                continue;
            for (const d of confirmedIn(f)) {
                out.push(d);
                allConfirmed.set(d, true);
            }
        }
        return out;
    };
    const dispatchersOfFile = (file) => {
        const hit = forTool.get(file);
        if (hit)
            return hit;
        const out = confirmedInFiles(candidatesOfFile(file));
        forTool.set(file, out);
        return out;
    };
    /** A forward is closed when it passes the name to a function that dispatches on that parameter. */
    const closedForward = (fw) => {
        if (!fw.target)
            return false;
        const file = ev.scope.fileOf(fw.target.fn);
        const f = file ? factsOf(file.abs) : null;
        if (!f)
            return false;
        const param = fw.target.fn.parameters[fw.target.index];
        if (!param || !ts.isIdentifier(param.name))
            return false;
        const paramName = param.name.text;
        if (f.dispatchers.some((d) => d.fn === fw.target.fn && rootText(d.discriminant) === paramName))
            return true;
        // `const id = toolId(name)`: the lookup hands back an id the dispatcher after it routes (./renamed-names.ts).
        if (fw.target.index === 0 && isNameLookup(fw.target.fn, lookupReaders(ev)))
            return true;
        return fw.field !== undefined && storesRecord(fw.target.fn, fw.target.index, fw.field, recordReaders);
    };
    /** A file that passes call names to code we cannot follow, or routes through a map we cannot read whole. */
    const passesNamesOn = (file) => {
        const f = factsOf(file);
        return !!f && !f.test && (f.forwards.some((fw) => !closedForward(fw)) || confirmedIn(f).some((d) => d.unresolvedLabels || d.openEntries));
    };
    const openOfFile = (file) => {
        const hit = openCache.get(file);
        if (hit !== undefined)
            return hit;
        let open = false;
        for (const c of candidatesOfFile(file)) {
            const f = factsOf(c);
            if (!f || f.test)
                continue;
            if (f.forwards.some((fw) => !closedForward(fw)))
                open = true;
            if (confirmedIn(f).some((d) => d.unresolvedLabels || d.openEntries))
                open = true;
            if (open)
                break;
        }
        openCache.set(file, open);
        return open;
    };
    for (const t of tools)
        dispatchersOfFile(abs(t.range.file));
    // Where each tool is sent: the files of the requests whose toolsets hold it.
    const siteFiles = new Map();
    for (const set of toolsets) {
        if (set.kind !== 'request')
            continue;
        for (const m of set.members) {
            const files = siteFiles.get(m.tool) ?? new Set();
            for (const r of set.sites)
                files.add(abs(r.file));
            siteFiles.set(m.tool, files);
        }
    }
    // Where an MCP server answers `tools/list` with each tool: its `tools/call` handler is usually beside
    // it, whether or not that file spells a tool's name (`Object.values(tools)`, `handlers[name]`).
    const serverFiles = new Map();
    for (const set of toolsets) {
        if (set.kind !== 'mcp-server')
            continue;
        for (const m of set.members)
            serverFiles.set(m.tool, [...new Set([...(serverFiles.get(m.tool) ?? []), ...set.sites.map((r) => abs(r.file))])].sort());
    }
    const dispatchersWhereServed = (tool) => {
        const own = dispatchersOfFile(abs(tool.range.file));
        const more = (serverFiles.get(tool) ?? []).flatMap(dispatchersOfFile).filter((d) => !own.includes(d));
        return more.length ? [...own, ...new Set(more)] : own;
    };
    /**
     * The loop that answers the calls beside the request that sends the tools: the request's own file,
     * and a file in its folder that imports the same tool registry and looks a call up by its name
     * (`createAssistant.ts` sends `Object.values(tools)`, `handleRunToolCall.ts` reads `tools[call.function.name]`).
     */
    const nearSites = new Map();
    const filesNearSite = (file) => {
        const hit = nearSites.get(file);
        if (hit)
            return hit;
        const files = [file];
        const registries = importsOf(file).filter(mentionsTool);
        if (registries.length) {
            for (const f of dirFiles(path.dirname(file))) {
                if (files.length >= MAX_CANDIDATES)
                    break;
                if (f !== file && NAME_LOOKUP.test(readText(f) ?? '') && importsOf(f).some((g) => registries.includes(g)))
                    files.push(f);
            }
        }
        nearSites.set(file, files);
        return files;
    };
    const viaSites = new Map();
    /** Weaker: also the modules the request's file imports that call a handler map imported from a module naming the tools. */
    const dispatchersOfSite = (file) => {
        const hit = viaSites.get(file);
        if (hit)
            return hit;
        const files = new Set(filesNearSite(file));
        for (const f of importsOf(file)) {
            if (files.size >= MAX_CANDIDATES)
                break;
            if (mentionsTool(f) || (MAP_CALL.test(readText(f) ?? '') && importsOf(f).some(mentionsTool)))
                files.add(f);
        }
        const out = confirmedInFiles([...files]);
        viaSites.set(file, out);
        return out;
    };
    const nearSiteDispatchers = new Map();
    const dispatchersNearSite = (file) => {
        let hit = nearSiteDispatchers.get(file);
        if (!hit)
            nearSiteDispatchers.set(file, (hit = confirmedInFiles(filesNearSite(file))));
        return hit;
    };
    for (const file of [...new Set([...siteFiles.values()].flatMap((f) => [...f]))].sort())
        dispatchersNearSite(file);
    const withSites = (tool, of) => {
        const own = dispatchersWhereServed(tool);
        const more = [...(siteFiles.get(tool) ?? [])].sort().flatMap(of).filter((d) => !own.includes(d));
        return more.length ? [...own, ...new Set(more)] : own;
    };
    /** Every use of a function's name that reaches it, outside `inside`: a call or a reference we cannot rule out. */
    const usedOutside = (target, inside, files) => {
        const name = functionName(target);
        if (!name)
            return true;
        const seen = new Set();
        for (const abs of [...files, ...index.files().map((f) => f.abs)]) {
            if (seen.has(abs))
                continue;
            seen.add(abs);
            const file = index.get(abs);
            if (!file || !file.text.includes(name) || isTestFile(file.rel))
                continue;
            let outside = false;
            const visit = (n) => {
                if (outside)
                    return;
                if (ts.isIdentifier(n) && n.text === name && !inside.some((b) => isWithinNode(n, b))) {
                    const p = n.parent;
                    let reaches;
                    if (ts.isPropertyAccessExpression(p) && p.name === n) {
                        // `this.handleDbTool` is the class's own, `issueTools.handleToolCall` of `const issueTools = new
                        // IssueTools()` that class's; any other `x.handleDbTool` may be any function of that name: it counts.
                        const resolved = resolveFunction(p, ev, file);
                        reaches = resolved === undefined || resolved === target;
                    }
                    else if (isDeclarationName(n) || ts.isImportSpecifier(p) || ts.isImportClause(p) || ts.isExportSpecifier(p) || ((ts.isPropertyDeclaration(p) || ts.isFunctionExpression(p)) && p.name === n)) {
                        reaches = false;
                    }
                    else {
                        const resolved = resolveFunction(n, ev, file);
                        reaches = resolved === undefined || resolved === target;
                    }
                    if (reaches)
                        outside = true;
                }
                ts.forEachChild(n, visit);
            };
            visit(file.sf);
            if (outside)
                return true;
        }
        return false;
    };
    /**
     * Whether a dispatcher's function is the project's own, called only directly (never handed on as a
     * value), by functions that hand the called name to nothing else we cannot follow: no code of the
     * project routes a name elsewhere before this dispatcher turns it away.
     */
    const calledOnlyWithName = (d) => {
        if (!isFunctionLike(d.fn))
            return false;
        const target = d.fn;
        const name = functionName(target);
        if (!name)
            return false;
        let calls = 0;
        for (const file of index.files()) {
            if (!file.text.includes(name) || isTestFile(file.rel))
                continue;
            let ok = true;
            const visit = (n) => {
                if (!ok)
                    return;
                // `Parameters<typeof executeTool>` names the function in a type: no use.
                if (ts.isTypeNode(n))
                    return;
                // `registry.callTool(…)`, `this.callTool(…)`: a method is named by its property access.
                const member = ts.isIdentifier(n) && ts.isPropertyAccessExpression(n.parent) && n.parent.name === n ? n.parent : undefined;
                if (ts.isIdentifier(n) && n.text === name && (member || (!isDeclarationName(n) && !ts.isImportSpecifier(n.parent) && !ts.isImportClause(n.parent) && !ts.isExportSpecifier(n.parent)))) {
                    const ref = member ?? n;
                    const resolved = resolveFunction(ref, ev, file);
                    // Another function of the same name is not a use. One we cannot resolve may be this one: a plain
                    // name is then a use we cannot follow; a method call on a receiver we cannot type (`this.registry.callTool(…)`)
                    // is read as a call of it, whose caller must pass names on to nothing else either.
                    if (resolved && resolved !== target)
                        return;
                    if (!resolved && !(member && ts.isMethodDeclaration(target))) {
                        ok = false;
                        return;
                    }
                    const call = ref.parent;
                    if (!ts.isCallExpression(call) || call.expression !== ref) {
                        ok = false;
                        return;
                    }
                    calls++;
                    const caller = enclosingFunction(call);
                    const f = factsOf(file.abs);
                    if (!f || f.forwards.some((fw) => fw.fn === caller && !closedForward(fw)))
                        ok = false;
                    return;
                }
                ts.forEachChild(n, visit);
            };
            visit(file.sf);
            if (!ok)
                return false;
        }
        return calls > 0;
    };
    /** Every call of a project function outside test code, by the name it is declared under (methods: by their property name). */
    const callsCache = new Map();
    const callsOf = (fn) => {
        const hit = callsCache.get(fn);
        if (hit)
            return hit;
        const out = [];
        callsCache.set(fn, out);
        if (!isFunctionLike(fn))
            return out;
        const name = functionName(fn);
        if (!name)
            return out;
        for (const file of index.files()) {
            if (!file.text.includes(name) || isTestFile(file.rel))
                continue;
            const visit = (n) => {
                if (ts.isCallExpression(n)) {
                    const callee = skipOuter(n.expression);
                    const named = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
                    if (named === name && resolveFunction(callee, ev, file) === fn)
                        out.push(n);
                }
                ts.forEachChild(n, visit);
            };
            visit(file.sf);
            if (out.length >= 50)
                break;
        }
        return out;
    };
    /**
     * A top-level function declared and maybe imported, but named nowhere else in the project: no code
     * runs it (`handleMediaTools` kept and imported after its cases moved inline into the router).
     * Only for a `function` declaration or a `const` arrow at a module's top level: a method may be
     * called through any receiver. A default export or a file outside the project's sources may be used
     * by what the scanner does not see, so a function whose file is the package entry keeps its uses.
     */
    const unreferencedCache = new Map();
    const unreferenced = (fn) => {
        const hit = unreferencedCache.get(fn);
        if (hit !== undefined)
            return hit;
        const decl = ts.isFunctionDeclaration(fn) ? fn : fn.parent;
        const statement = ts.isFunctionDeclaration(fn) ? fn : fn.parent?.parent?.parent;
        const own = decl && (ts.isFunctionDeclaration(decl) || ts.isVariableDeclaration(decl)) && decl.name && ts.isIdentifier(decl.name) ? decl.name : undefined;
        const topLevel = !!statement?.parent && ts.isSourceFile(statement.parent) && (ts.isFunctionDeclaration(fn) || ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableStatement(statement)));
        const modifiers = statement && ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
        const isDefault = !!modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        // Exported: dead only where the project imports it and then never names it (an entry point nothing
        // imports is called from outside: an API route, a package's export).
        const exported = !!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        let result = false;
        if (own && topLevel && !isDefault) {
            const uses = usesOf(own.text, own, index);
            result = !uses.named && (!exported || uses.imported);
        }
        unreferencedCache.set(fn, result);
        return result;
    };
    const rejectsUnknown = (d) => {
        if (d.unresolvedLabels || (d.kind === 'map' && d.openEntries))
            return false;
        const rejects = d.kind === 'map' ? mapRejects(d) : throwsOnFallback(d) || d.lookupRejects || failsOnFallback(d);
        if (!rejects || !(isLibraryCallback(d.fn, ev) || calledOnlyWithName(d)))
            return false;
        const f = factsOf(d.file.abs);
        // A name passed on inside a branch is passed on after that branch was chosen for its own label.
        const inBranch = (n) => d.branches.some((b) => b.body.some((x) => n.pos >= x.pos && n.end <= x.end));
        // A name handed on in a `catch` (`this.handleError(error, toolName)`) reports a failure; it routes nothing.
        const inCatch = (n) => {
            const c = ts.findAncestor(n, ts.isCatchClause);
            return !!c && isWithinNode(c, d.fn);
        };
        return !!f && !f.forwards.some((fw) => fw.fn === d.fn && !inBranch(fw.node) && !inCatch(fw.node) && !closedForward(fw));
    };
    const rejecting = new Map();
    const gatedAway = (tool) => {
        const handling = dispatchersWhereServed(tool).filter((d) => d.branches.some((b) => b.label === tool.name || b.group.includes(tool.name)));
        if (!handling.length || handling.some((d) => d.kind === 'map' || !isFunctionLike(d.fn)))
            return undefined;
        const files = [...new Set([abs(tool.range.file), ...(serverFiles.get(tool) ?? [])].flatMap(candidatesOfFile))];
        for (const file of files) {
            const f = factsOf(file);
            if (!f || f.test)
                continue;
            for (const gate of f.gates) {
                if (!gate.rejects || gate.branches.some((b) => gateAdmits(b, tool.name)))
                    continue;
                // Compared with the name anywhere else in the gate's function: routed there, or at least looked at.
                const prefix = `${gate.fn.pos}:`;
                if ([...f.compared].some(([k, labels]) => k.startsWith(prefix) && labels.has(tool.name)))
                    continue;
                if (f.dispatchers.some((d) => d.fn === gate.fn && !isWithinNode(d.node, gate.node) && d.branches.some((b) => b.label === tool.name)))
                    continue;
                // The gate's branches hand the tested name to the function of each dispatcher that handles the tool.
                const bodies = gate.branches.map((b) => b.body);
                const handedTo = f.forwards.filter((fw) => fw.fn === gate.fn && fw.target && exprKey(fw.node) === exprKey(gate.discriminant) && bodies.some((b) => isWithinNode(fw.node, b)));
                // Through methods that only pass the name on (`handleToolCall(name, args) { return handleEnhancedPartsTool(name, args) }`).
                const reaches = (d) => handedTo.some((fw) => {
                    const chain = passedThroughChain(fw.target, ev);
                    const at = chain[chain.length - 1];
                    const param = at.fn.parameters[at.index];
                    return at.fn === d.fn && !!param && ts.isIdentifier(param.name) && rootText(d.discriminant) === param.name.text;
                });
                if (!handling.every(reaches))
                    continue;
                // Any other way into those functions could carry the tool there.
                // The methods on the way are part of the route: used only by the gate, and using the dispatcher.
                const hops = handedTo.flatMap((fw) => passedThroughChain(fw.target, ev).slice(0, -1).map((x) => x.fn));
                if (hops.some((h) => usedOutside(h, [...bodies, ...hops.filter((x) => x !== h)], files)))
                    continue;
                if (handling.some((d) => usedOutside(d.fn, [...bodies, ...hops], files)))
                    continue;
                const target = handling[0].fn;
                const branches = gate.branches.filter((b) => handedTo.some((fw) => passedThroughChain(fw.target, ev).some((x) => x.fn === target) && isWithinNode(fw.node, b.body)));
                return { gate, handler: functionName(target) ?? 'its handler', branches };
            }
        }
        return undefined;
    };
    return {
        ev,
        defined,
        dispatchable,
        gatedAway,
        get dispatchers() {
            return [...allConfirmed.keys()];
        },
        // Where the tool is served, and beside the requests that send it: a raw loop routes the calls of
        // the request it sends (`tools[call.function.name].handler(args)` beside `assistants.create`).
        dispatchersFor: (tool) => withSites(tool, dispatchersNearSite),
        implementationDispatchersFor: (tool) => withSites(tool, dispatchersOfSite),
        openFor: (tool) => openOfFile(abs(tool.range.file)) ||
            (serverFiles.get(tool) ?? []).some(openOfFile) ||
            [...(siteFiles.get(tool) ?? [])].some((site) => openOfFile(site) || filesNearSite(site).some(passesNamesOn)),
        // Asked for every tool a dispatcher serves; `calledOnlyWithName` reads every file naming its function: once each.
        rejectsUnknown: (d) => {
            let hit = rejecting.get(d);
            if (hit === undefined)
                rejecting.set(d, (hit = rejectsUnknown(d)));
            return hit;
        },
        callsOf,
        unreferenced,
        alsoCompares: (d, label) => !!factsOf(d.file.abs)?.compared.get(comparisonKey(d.fn, d.discriminant))?.has(label),
        candidatesOfFile: (file) => candidatesOfFile(file).map((f) => index.get(f)).filter((f) => !!f),
        definitionNode: (tool) => {
            const file = index.get(abs(tool.range.file));
            return file ? nodeAtRange(file, tool.range) : undefined;
        },
        fileOf: (tool) => index.get(abs(tool.range.file)),
        fileAt: (rel) => index.get(abs(rel)),
        isToolNode: (node) => {
            const f = ev.scope.fileOf(node);
            return !!f && isToolDefinition(node, f, ev, toolRanges);
        },
    };
}
/**
 * A candidate is a dispatcher when at least one label is the name of a tool that needs one (no
 * handler of its own) and at least half of its labels are defined names or near misses of one
 * (typos are what the rule is for).
 */
function confirm(d, dispatchable, defined) {
    const { exact, near, total } = overlap(d, dispatchable, defined);
    if (exact >= 1)
        return (exact + near) * 2 >= total && d.branches.some((b) => b.runs && dispatchable.has(b.label));
    // Every label another spelling of a tool's name (`case "calculateRefund"` for calculate_refund, two
    // at least), switched on the call's name as the model sends it: a dispatcher that routes none of them.
    const respelled = respelledLabels(d, dispatchable, defined);
    return respelled.size >= 2 && respelled.size * 2 >= total && rawName(d.discriminant) && d.branches.some((b) => b.runs && respelled.has(b.label));
}
/** A name as its spellings share it: `calculateRefund`, `calculate_refund` and `calculate-refund` are one. */
export function spelling(name) {
    return name.toLowerCase().replace(/[_\-\s.]/g, '');
}
/** Labels that are no tool's name but another spelling of exactly one tool's name that needs a dispatcher. */
export function respelledLabels(d, dispatchable, defined) {
    const bySpelling = new Map();
    for (const n of dispatchable)
        bySpelling.set(spelling(n), (bySpelling.get(spelling(n)) ?? 0) + 1);
    const out = new Set();
    for (const b of d.branches)
        if (!defined.has(b.label) && bySpelling.get(spelling(b.label)) === 1)
            out.add(b.label);
    return out;
}
/**
 * A parameter of a named function: the calls of it in its file pass the name as they got it
 * (`runTool(block.name, …)`), none a rewritten one (`runTool(toCamel(block.name), …)`).
 */
function rawAtCalls(param) {
    const fn = param.parent;
    const index = fn.parameters.indexOf(param);
    const holder = ts.isFunctionDeclaration(fn) ? fn.name : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name : ts.isMethodDeclaration(fn) && ts.isIdentifier(fn.name) ? fn.name : undefined;
    if (!holder)
        return true;
    let raw = true;
    const visit = (n) => {
        if (!raw)
            return;
        if (ts.isCallExpression(n)) {
            const c = n.expression;
            const name = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : undefined;
            const a = name === holder.text ? n.arguments[index] : undefined;
            if (a && !ts.isIdentifier(skipOuter(a)) && !ts.isPropertyAccessExpression(skipOuter(a)))
                raw = false;
        }
        ts.forEachChild(n, visit);
    };
    visit(param.getSourceFile());
    return raw;
}
/**
 * Whether a dispatcher compares the name as the call carries it (`block.name`, `toolName`, a
 * parameter), not a name the code rewrote first (`toCamel(name)`, a local built from one): only then
 * is a label in another spelling a branch the call can never reach.
 */
export function rawName(discriminant) {
    const e = skipOuter(discriminant);
    if (ts.isPropertyAccessExpression(e))
        return true;
    if (!ts.isIdentifier(e))
        return false;
    let decl;
    const sf = e.getSourceFile();
    const visit = (n) => {
        if (decl)
            return;
        if ((ts.isParameter(n) || ts.isVariableDeclaration(n) || ts.isBindingElement(n)) && ts.isIdentifier(n.name) && n.name.text === e.text && n.pos < e.pos)
            decl = n;
        ts.forEachChild(n, visit);
    };
    visit(sf);
    if (!decl)
        return false;
    if (ts.isParameter(decl))
        return rawAtCalls(decl);
    if (ts.isBindingElement(decl))
        return true;
    const init = ts.isVariableDeclaration(decl) && decl.initializer ? skipOuter(decl.initializer) : undefined;
    return !!init && (ts.isPropertyAccessExpression(init) || ts.isElementAccessExpression(init));
}
/** Keys of a returned object that make it a tool result (`{ content: [...] }`, `{ result }`, `{ isError: true }`). */
const RESULT_KEYS = /^(content|contents|result|results|output|outputs|data|error|isError|structuredContent|toolResult|tool_result)$/;
/** See `Branch.runs`. */
export function runsSomething(nodes) {
    let runs = false;
    const visit = (n) => {
        if (runs)
            return;
        if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n) || ts.isJsxFragment(n))
            return;
        if (isFunctionLike(n) && !ts.isArrowFunction(n))
            return;
        if (ts.isAwaitExpression(n) || ts.isThrowStatement(n) || ts.isYieldExpression(n)) {
            runs = true;
            return;
        }
        if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && !observes(n)) {
            runs = true;
            return;
        }
        if (ts.isReturnStatement(n) && n.expression) {
            const e = skipOuter(n.expression);
            if (ts.isObjectLiteralExpression(e) && e.properties.some((p) => RESULT_KEYS.test(propertyNameText(p.name) ?? ''))) {
                runs = true;
                return;
            }
        }
        ts.forEachChild(n, visit);
    };
    for (const n of nodes)
        visit(n);
    return runs;
}
/** Calls that only observe or display: logging, metrics, UI state (`setStatus('…')`), string helpers. */
function observes(call) {
    const callee = skipOuter(call.expression);
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (ts.isNewExpression(call))
        return /^(Error|TypeError|RangeError|Date|URL|Set|Map)$/.test(name);
    if (NEUTRAL_CALLEES.test(name) || /^(set[A-Z]\w*|toast|notify|alert|render|createElement|jsx|h|useState|useMemo|i18n|t|label|icon)$/.test(name))
        return true;
    return ts.isPropertyAccessExpression(callee) && NEUTRAL_RECEIVERS.test(exprKey(callee.expression));
}
/** `a, b, c and 2 more`. */
export function listNames(names, max = 5) {
    const shown = names.slice(0, max).join(', ');
    return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}
export function overlap(d, dispatchable, defined) {
    const labels = new Set(d.branches.map((b) => b.label));
    let exact = 0;
    let near = 0;
    for (const l of labels) {
        if (dispatchable.has(l))
            exact++;
        else if (!defined.has(l) && closest(l, [...defined]))
            near++;
    }
    return { exact, near, total: labels.size };
}
export { nodeAtRange };
// ---------------------------------------------------------------------------------------------
// Collecting dispatchers in one file
export function skipOuter(e) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e) || ts.isNonNullExpression(e)) {
        e = e.expression;
    }
    return e;
}
/** Source text without optional-chaining marks, whitespace or non-null assertions: `a?.b!.c` → `a.b.c`. */
export function exprKey(e) {
    return e
        .getText()
        .replace(/\s+/g, '')
        .replace(/\?\./g, '.')
        .replace(/!(?=[.[)]|$)/g, '');
}
function rootOf(e) {
    let x = skipOuter(e);
    while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x))
        x = skipOuter(x.expression);
    return x;
}
function rootText(e) {
    const r = rootOf(e);
    return ts.isIdentifier(r) ? r.text : '';
}
/** `name`, `toolName`, `block.name`, `toolCall.function.name`, `request.params.name`, `call['name']`. */
/**
 * The name inside what a dispatcher switches on: `fc.name ?? ''`, `call.name || 'unknown'`,
 * `String(fc.name)` route on `fc.name` (the Gemini SDK types a function call's `name` optional).
 */
export function nameCore(e) {
    let x = skipOuter(e);
    for (let i = 0; i < 3; i++) {
        if (ts.isBinaryExpression(x) && (x.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || x.operatorToken.kind === ts.SyntaxKind.BarBarToken) && ts.isStringLiteralLike(skipOuter(x.right)))
            x = skipOuter(x.left);
        else if (ts.isCallExpression(x) && ts.isIdentifier(x.expression) && x.expression.text === 'String' && x.arguments.length === 1)
            x = skipOuter(x.arguments[0]);
        else
            break;
    }
    return x;
}
export function isNameish(e) {
    const x = nameCore(e);
    let last;
    if (ts.isIdentifier(x))
        last = x.text;
    else if (ts.isPropertyAccessExpression(x))
        last = x.name.text;
    else if (ts.isElementAccessExpression(x) && ts.isStringLiteral(x.argumentExpression))
        last = x.argumentExpression.text;
    if (!last)
        return false;
    if (/^(type|kind|action|event|constructor)$/i.test(last))
        return false;
    return /name$/i.test(last) || /^(tool|toolId|tool_id|fn|func|function)$/.test(last);
}
/** An expression that is the name of a tool the model called, wherever it appears. */
function isCallName(e) {
    const x = nameCore(e);
    if (ts.isIdentifier(x))
        return CALL_NAME_PROPS.test(x.text);
    if (ts.isPropertyAccessExpression(x)) {
        if (CALL_NAME_PROPS.test(x.name.text))
            return true;
        if (x.name.text !== 'name')
            return false;
        const recv = skipOuter(x.expression);
        const recvName = ts.isIdentifier(recv) ? recv.text : ts.isPropertyAccessExpression(recv) ? recv.name.text : '';
        return CALL_NAME_RECEIVER.test(recvName);
    }
    return false;
}
function enclosingFunction(n) {
    let p = n.parent;
    while (p && !isFunctionLike(p) && !ts.isSourceFile(p))
        p = p.parent;
    return p ?? n.getSourceFile();
}
/**
 * Whether `e` reads the name of a tool *definition* rather than of a call: its root is the
 * parameter of a `.filter/.find/.map` callback or a `for…of` variable over a collection that static
 * evaluation can see (`TOOLS.filter((t) => t.name !== 'bash')`).
 */
function iteratesDefinitions(e, file, ev) {
    const root = rootOf(e);
    if (!ts.isIdentifier(root))
        return false;
    const b = ev.scope.resolveIdentifier(root, file);
    if (b?.kind !== 'parameter')
        return false;
    let collection;
    const decl = b.node;
    if (ts.isParameter(decl)) {
        const fn = decl.parent;
        const call = fn?.parent;
        if (call && ts.isCallExpression(call) && call.arguments.includes(fn) && ts.isPropertyAccessExpression(call.expression) && ITERATION_METHODS.has(call.expression.name.text)) {
            collection = call.expression.expression;
        }
    }
    else if (ts.isVariableDeclarationList(decl) && ts.isForOfStatement(decl.parent)) {
        collection = decl.parent.expression;
    }
    if (!collection)
        return false;
    const text = exprKey(collection);
    if (/(tool_?calls|toolUses|tool_uses|function_?calls|content|parts|blocks|calls|requests)$/i.test(text))
        return false;
    if (/(tools|definitions|defs|specs|schemas|declarations|functions|toollist|registry)$/i.test(text))
        return true;
    const v = ev.evaluate(collection);
    return !(v instanceof Unknown) && v !== undefined;
}
function collectFacts(file, ev, toolRanges, test) {
    const sf = file.sf;
    const dispatchers = [];
    const forwards = [];
    /** Comparisons grouped by enclosing function and discriminant text. */
    const comparisons = new Map();
    const compared = new Map();
    const mapNodes = new Map();
    // One dispatcher per handler map; the lookup that calls the handler (`if (map[name]) return map[name](args)`) says what it is given.
    const addMap = (d) => {
        const seen = mapNodes.get(d.node);
        if (!seen) {
            mapNodes.set(d.node, d);
            dispatchers.push(d);
        }
        else if (!seen.inputArg && d.inputArg && seen.fn === d.fn)
            seen.inputArg = d.inputArg;
    };
    const fold = (n) => {
        const v = ev.evaluate(n);
        return typeof v === 'string' ? v : undefined;
    };
    const gates = [];
    const gateReaders = { isNameish, fold: (e) => ev.evaluate(e), key: exprKey, skipOuter };
    // Dispatchers on an id a lookup made of the called name (./renamed-names.ts) route the lookup's names.
    const renamings = new Map();
    const renamingReaders = lookupReaders(ev);
    const renamed = (e) => {
        let r = renamings.get(e);
        if (r === undefined)
            renamings.set(e, (r = renamingOf(e, file, renamingReaders) ?? null));
        return r ?? undefined;
    };
    const routed = (d) => {
        const r = renamed(d.discriminant);
        const out = r ? throughLookup(d, r) : d;
        if (out !== d) {
            const key = comparisonKey(out.fn, out.discriminant);
            const labels = compared.get(key) ?? new Set();
            for (const b of out.branches)
                labels.add(b.label);
            compared.set(key, labels);
        }
        return out;
    };
    const visit = (n) => {
        if (ts.isIfStatement(n) && !(ts.isIfStatement(n.parent) && n.parent.elseStatement === n) && !continuesGate(n, gateReaders)) {
            const g = readGate(n, enclosingFunction(n), file, gateReaders);
            if (g)
                gates.push(g);
        }
        if (ts.isSwitchStatement(n) && (isNameish(n.expression) || renamed(n.expression)) && !iteratesDefinitions(n.expression, file, ev)) {
            const d = switchDispatcher(n, file, fold);
            if (d)
                dispatchers.push(routed(d));
            const labels = compared.get(comparisonKey(enclosingFunction(n), nameCore(n.expression))) ?? new Set();
            for (const c of n.caseBlock.clauses) {
                const label = ts.isCaseClause(c) ? fold(c.expression) : undefined;
                if (label !== undefined)
                    labels.add(label);
            }
            compared.set(comparisonKey(enclosingFunction(n), nameCore(n.expression)), labels);
        }
        else if (ts.isBinaryExpression(n) && isEquality(n.operatorToken.kind)) {
            const sides = [
                [n.left, n.right],
                [n.right, n.left],
            ];
            for (const [written, lit] of sides) {
                const disc = nameCore(written);
                if (!(isNameish(disc) || renamed(disc)) || !isConstantLike(lit))
                    continue;
                // The label is the side that folds to a string (`'read_file'`, `WEATHER_TOOL.name`), the name the side that does not.
                const label = fold(lit);
                if (label === undefined || fold(disc) !== undefined || iteratesDefinitions(disc, file, ev))
                    continue;
                const fn = enclosingFunction(n);
                const key = comparisonKey(fn, disc);
                let g = comparisons.get(key);
                if (!g)
                    comparisons.set(key, (g = { fn, discriminant: disc, items: [], unresolved: false }));
                g.items.push({ label, labelNode: lit, cmp: n });
                break;
            }
        }
        else if (ts.isElementAccessExpression(n) && (isNameish(n.argumentExpression) || isCallName(n.argumentExpression) || renamed(n.argumentExpression)) && !iteratesDefinitions(n.argumentExpression, file, ev)) {
            const d = mapDispatcher(n.expression, nameCore(n.argumentExpression), n, file, ev, toolRanges);
            if (d === 'definitions')
                forwards.push({ fn: enclosingFunction(n), node: n });
            else if (d)
                addMap(routed(d));
        }
        else if (ts.isCallExpression(n) &&
            ts.isPropertyAccessExpression(n.expression) &&
            n.expression.name.text === 'get' &&
            n.arguments.length === 1 &&
            (isNameish(n.arguments[0]) || isCallName(n.arguments[0]) || renamed(n.arguments[0])) &&
            !iteratesDefinitions(n.arguments[0], file, ev)) {
            const d = mapDispatcher(n.expression.expression, nameCore(n.arguments[0]), n, file, ev, toolRanges);
            if (d === 'definitions')
                forwards.push({ fn: enclosingFunction(n), node: n });
            else if (d)
                addMap(routed(d));
        }
        ts.forEachChild(n, visit);
    };
    visit(sf);
    for (const [key, g] of comparisons) {
        const d = ifDispatcher(g.fn, g.discriminant, g.items, file);
        if (d)
            dispatchers.push(routed(d));
        const labels = compared.get(key) ?? new Set();
        for (const i of g.items)
            labels.add(i.label);
        compared.set(key, labels);
    }
    // Forwards: a call name (or a dispatcher's discriminant) handed to code that runs something.
    const discByFn = new Map();
    for (const d of dispatchers) {
        if (d.kind === 'map')
            continue;
        const s = discByFn.get(d.fn) ?? new Set();
        s.add(exprKey(d.discriminant));
        discByFn.set(d.fn, s);
    }
    for (const g of gates) {
        const s = discByFn.get(g.fn) ?? new Set();
        s.add(exprKey(g.discriminant));
        discByFn.set(g.fn, s);
    }
    const discNames = new Set([...discByFn.values()].flatMap((set) => [...set].map((k) => k.slice(k.lastIndexOf('.') + 1))));
    const visitForwards = (n) => {
        if ((ts.isIdentifier(n) || ts.isPropertyAccessExpression(n)) && !isPartOfLargerAccess(n) && !isDeclarationName(n)) {
            const last = ts.isIdentifier(n) ? n.text : n.name.text;
            const callName = isCallName(n);
            const maybeDisc = discNames.has(last);
            const fn = callName || maybeDisc ? enclosingFunction(n) : undefined;
            const isDisc = !!fn && maybeDisc && (discByFn.get(fn)?.has(exprKey(n)) ?? false);
            if (fn && (isDisc || callName) && !iteratesDefinitions(n, file, ev) && typeof ev.evaluate(n) !== 'string') {
                const fw = forwardUse(n, fn, ev, file);
                if (fw)
                    forwards.push(fw);
            }
        }
        ts.forEachChild(n, visitForwards);
    };
    visitForwards(sf);
    return { file, dispatchers, forwards, test, compared, gates };
}
/**
 * A function handed to a library that calls it (`server.setRequestHandler(Schema, async (request) =>
 * {…})`, `app.post('/call', (req, res) => {…})`): no code of the project runs before it and could
 * route a name elsewhere first, as a caller of a project function could.
 */
function isLibraryCallback(fn, ev) {
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return false;
    const call = fn.parent;
    return !!call && ts.isCallExpression(call) && call.arguments.includes(fn) && !ev.functionOf(call);
}
/** Keys of a returned object that make it a failed tool result: `{ ok: false, error }`, `{ isError: true, content }`. */
const FAILURE_KEYS = /^(error|errors|isError|is_error)$/;
const UNKNOWN_NAME = /\b(unknown|unsupported|not found|no such|invalid)\b/i;
/**
 * `default: return { ok: false, error: 'UNKNOWN_TOOL' }`, `default: return \`Unknown tool: ${name}\``,
 * or such a return right after a switch without a default: every name without a branch fails here.
 */
function failsOnFallback(d) {
    const fails = (st) => {
        if (ts.isBlock(st))
            return st.statements.some(fails);
        if (!ts.isReturnStatement(st) || !st.expression)
            return false;
        const e = skipOuter(st.expression);
        if (ts.isObjectLiteralExpression(e)) {
            return e.properties.some((p) => (p.name && FAILURE_KEYS.test(propertyNameText(p.name) ?? '') && !(ts.isPropertyAssignment(p) && p.initializer.kind === ts.SyntaxKind.FalseKeyword)) ||
                // `{ success: false, message: \`Unknown tool: ${name}\` }`
                (ts.isPropertyAssignment(p) && /^(ok|success)$/.test(propertyNameText(p.name) ?? '') && p.initializer.kind === ts.SyntaxKind.FalseKeyword));
        }
        return (ts.isStringLiteralLike(e) || ts.isTemplateExpression(e)) && UNKNOWN_NAME.test(e.getText());
    };
    if (d.fallback.length)
        return d.fallback.every((n) => (ts.isDefaultClause(n) ? n.statements.some(fails) : fails(n)));
    if (d.kind !== 'switch' || !ts.isSwitchStatement(d.node))
        return false;
    const parent = d.node.parent;
    if (!parent || !(ts.isBlock(parent) || ts.isSourceFile(parent)))
        return false;
    const next = parent.statements[parent.statements.indexOf(d.node) + 1];
    return !!next && fails(next);
}
/** `default: throw new McpError(…, \`Unknown tool: ${name}\`)`, `else { throw … }`, or a `throw` right after a switch without a default. */
/**
 * A map lookup followed by a throw for a name it does not hold: `const method = HANDLERS[name];
 * if (!method) throw new McpError(ErrorCode.MethodNotFound, …)`, in the same block.
 */
function mapRejects(d) {
    // Only the lookup itself (`HANDLERS[name]`, `handlers.get(name)`), not `A[name] ?? B[name]`: a second source may hold the name.
    let n = d.discriminant;
    while (n.parent && (ts.isElementAccessExpression(n.parent) || ts.isCallExpression(n.parent) || ts.isPropertyAccessExpression(n.parent) || ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isNonNullExpression(n.parent)))
        n = n.parent;
    const decl = n.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
        return false;
    const statement = decl.parent?.parent;
    const block = statement?.parent;
    if (!statement || !ts.isVariableStatement(statement) || !block || !ts.isBlock(block))
        return false;
    const name = decl.name.text;
    const after = block.statements.slice(block.statements.indexOf(statement) + 1, block.statements.indexOf(statement) + 3);
    return after.some((st) => {
        if (!ts.isIfStatement(st) || st.elseStatement)
            return false;
        const c = skipOuter(st.expression);
        const missing = (ts.isPrefixUnaryExpression(c) && c.operator === ts.SyntaxKind.ExclamationToken && ts.isIdentifier(skipOuter(c.operand)) && skipOuter(c.operand).text === name)
            || (ts.isBinaryExpression(c) && /^(===|==)$/.test(c.operatorToken.getText()) && ts.isIdentifier(skipOuter(c.left)) && skipOuter(c.left).text === name && /^(undefined|null)$/.test(c.right.getText()));
        return missing && throws(st.thenStatement);
    });
}
function throwsOnFallback(d) {
    if (d.fallback.length)
        return d.fallback.every((n) => (ts.isDefaultClause(n) ? n.statements.some(throws) : throws(n)));
    if (d.kind !== 'switch' || !ts.isSwitchStatement(d.node))
        return false;
    const parent = d.node.parent;
    if (!parent || !(ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isCaseClause(parent) || ts.isDefaultClause(parent)))
        return false;
    const statements = parent.statements;
    const next = statements[statements.indexOf(d.node) + 1];
    return !!next && throws(next);
}
/** Expressions that can fold to a constant label: literals and names of constants, not calls. */
function isConstantLike(e) {
    const x = skipOuter(e);
    return ts.isStringLiteralLike(x) || ts.isIdentifier(x) || ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x) || ts.isTemplateExpression(x);
}
function isEquality(k) {
    return k === ts.SyntaxKind.EqualsEqualsEqualsToken || k === ts.SyntaxKind.EqualsEqualsToken || k === ts.SyntaxKind.ExclamationEqualsEqualsToken || k === ts.SyntaxKind.ExclamationEqualsToken;
}
/** `a` in `a.b`: only the outermost access is looked at. */
function isPartOfLargerAccess(n) {
    const p = n.parent;
    return !!p && (ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) && p.expression === n;
}
function isDeclarationName(n) {
    const p = n.parent;
    if (!p)
        return false;
    if (ts.isPropertyAccessExpression(p) && p.name === n)
        return true;
    if ((ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isBindingElement(p) || ts.isPropertyAssignment(p) || ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p)) && p.name === n)
        return true;
    return ts.isBindingElement(p) && p.propertyName === n;
}
/** How a tool-call name is used: handed to a call that may run a tool, or used as a lookup key. */
function forwardUse(n, fn, ev, file) {
    let e = n;
    while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent) || ts.isNonNullExpression(e.parent)))
        e = e.parent;
    let p = e.parent;
    if (!p)
        return undefined;
    // `client.callTool({ name: call.function.name, arguments })`: the object is what the call receives.
    let field;
    if ((ts.isPropertyAssignment(p) && p.initializer === e) || ts.isShorthandPropertyAssignment(p)) {
        field = propertyNameText(p.name);
        let obj = p.parent;
        while (obj.parent && (ts.isParenthesizedExpression(obj.parent) || ts.isAsExpression(obj.parent)))
            obj = obj.parent;
        if (ts.isObjectLiteralExpression(p.parent) && obj.parent && ts.isCallExpression(obj.parent) && obj.parent.arguments.includes(obj)) {
            e = obj;
            p = obj.parent;
        }
        else
            return undefined;
    }
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.includes(e)) {
        if (ts.isNewExpression(p))
            return undefined; // `new Error(…)`, `new ToolError(name)`
        const callee = skipOuter(p.expression);
        const calleeName = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (NEUTRAL_CALLEES.test(calleeName) || GUARD_CALLEES.test(calleeName) || isRecordingCall(p))
            return undefined;
        if (ts.isPropertyAccessExpression(callee) && NEUTRAL_RECEIVERS.test(exprKey(callee.expression)))
            return undefined;
        // `handlers.get(name)` on a map we can read is a dispatcher; on anything else, a lookup we cannot follow.
        if (calleeName === 'get' && ts.isPropertyAccessExpression(callee) && (mapLiteral(callee.expression, file, ev) || builtMap(callee.expression, file, ev)))
            return undefined;
        const index = p.arguments.indexOf(e);
        const target = resolveFunction(callee, ev, file);
        return { fn, node: n, ...(target ? { target: { fn: target, index } } : {}), ...(field !== undefined ? { field } : {}) };
    }
    if (ts.isElementAccessExpression(p) && p.argumentExpression === e) {
        return mapLiteral(p.expression, file, ev) || builtMap(p.expression, file, ev) ? undefined : { fn, node: n };
    }
    if (ts.isBinaryExpression(p) && isEquality(p.operatorToken.kind)) {
        const other = p.left === e ? p.right : p.left;
        // `t.name === block.name`: a lookup by name in a list we cannot see through.
        const v = ev.evaluate(other);
        if (v instanceof Unknown && !isNullish(other) && !ts.isTypeOfExpression(skipOuter(e)))
            return { fn, node: n };
    }
    return undefined;
}
/** `handleDbTool` of `function handleDbTool`, `const handleDbTool = async () => …`, a method. */
function functionName(fn) {
    if (fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name)))
        return fn.name.text;
    const p = fn.parent;
    if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name))
        return p.name.text;
    if (p && ts.isPropertyDeclaration(p) && ts.isIdentifier(p.name))
        return p.name.text;
    return undefined;
}
function isNullish(e) {
    const x = skipOuter(e);
    return x.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(x) && x.text === 'undefined') || ts.isTypeOfExpression(x);
}
/**
 * Where a name handed to `target` goes through functions that only pass it on: `handleToolCall(name,
 * args) { return handleEnhancedPartsTool(name, args); }` hands `name` to that function's first
 * parameter (up to three hops). The chain starts at `target`; its last element is where the name stops.
 */
function passedThroughChain(target, ev) {
    const out = [target];
    let at = target;
    for (let hop = 0; hop < 3; hop++) {
        const param = at.fn.parameters[at.index];
        const body = at.fn.body;
        if (!param || !ts.isIdentifier(param.name) || !body)
            break;
        const only = ts.isBlock(body) ? (body.statements.length === 1 && ts.isReturnStatement(body.statements[0]) ? body.statements[0].expression : undefined) : body;
        let call = only && skipOuter(only);
        if (call && ts.isAwaitExpression(call))
            call = skipOuter(call.expression);
        if (!call || !ts.isCallExpression(call))
            break;
        const name = param.name.text;
        const index = call.arguments.findIndex((a) => ts.isIdentifier(skipOuter(a)) && skipOuter(a).text === name);
        const file = ev.scope.fileOf(call);
        const next = index >= 0 && file ? resolveFunction(skipOuter(call.expression), ev, file) : undefined;
        if (!next || out.some((x) => x.fn === next))
            break;
        at = { fn: next, index };
        out.push(at);
    }
    return out;
}
/** The method `name` of the project class a `new X(…)` makes. */
function methodOfInstance(made, file, name, ev) {
    if (!ts.isNewExpression(made) || !ts.isIdentifier(made.expression))
        return undefined;
    const c = ev.scope.resolveIdentifier(made.expression, ev.scope.fileOf(made) ?? file);
    if (c?.kind !== 'class')
        return undefined;
    const m = c.node.members.find((x) => ts.isMethodDeclaration(x) && propertyNameText(x.name) === name && !!x.body);
    return m && ts.isMethodDeclaration(m) ? m : undefined;
}
function resolveFunction(callee, ev, file) {
    if (ts.isIdentifier(callee)) {
        const b = ev.scope.resolveIdentifier(callee, file);
        if (b?.kind === 'function')
            return b.node;
        if (b?.kind === 'value') {
            const init = skipOuter(b.init);
            if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
                return init;
        }
        return undefined;
    }
    // `registry.callTool(name, args)` on `const registry = new ToolRegistry(…)`: the class's own method.
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
        const b = ev.scope.resolveIdentifier(callee.expression, file);
        // `Handlers.getRepositoryHandler` of `import * as Handlers from './handlers/index.js'`, through `export *` chains.
        if (b?.kind === 'namespace') {
            const e = ev.scope.resolveExport(b.file, callee.name.text);
            if (e?.kind === 'function')
                return e.node;
            if (e?.kind === 'value') {
                const init = skipOuter(e.init);
                if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
                    return init;
            }
            return undefined;
        }
        if (b?.kind !== 'value' || !isConstDeclaration(b.decl))
            return undefined;
        return methodOfInstance(skipOuter(b.init), b.file, callee.name.text, ev);
    }
    // `this.toolHandlers.handleToolCall(name, args)` with `private toolHandlers = new ToolHandlers()`
    // (or assigned in the constructor): the method of the class the field holds an instance of.
    if (ts.isPropertyAccessExpression(callee) && ts.isPropertyAccessExpression(callee.expression) && callee.expression.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const cls = ts.findAncestor(callee, ts.isClassLike);
        const field = callee.expression.name.text;
        const member = cls?.members.find((m) => ts.isPropertyDeclaration(m) && propertyNameText(m.name) === field);
        const made = member?.initializer ?? (cls ? constructorAssignment(cls, field) : undefined);
        return made ? methodOfInstance(skipOuter(made), file, callee.name.text, ev) : undefined;
    }
    if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
        let cls = callee.parent;
        while (cls && !ts.isClassLike(cls))
            cls = cls.parent;
        if (!cls || !ts.isClassLike(cls))
            return undefined;
        for (const m of cls.members) {
            if (propertyNameText(m.name) !== callee.name.text)
                continue;
            if (ts.isMethodDeclaration(m))
                return m;
            if (ts.isPropertyDeclaration(m) && m.initializer && (ts.isArrowFunction(m.initializer) || ts.isFunctionExpression(m.initializer)))
                return m.initializer;
        }
    }
    return undefined;
}
/**
 * A dispatcher on the id a lookup made of the called name, as a dispatcher on that name: each name the
 * lookup lists routes to the branch of the id it maps to; a name it hands on unchanged, to its own.
 */
function throughLookup(d, r) {
    const byLabel = new Map(d.branches.map((b) => [b.label, b]));
    const listed = new Set(r.entries.map((e) => e.label));
    const branches = [];
    for (const e of r.entries) {
        const b = byLabel.get(e.value);
        if (!b)
            continue;
        const group = r.entries.filter((x) => b.group.includes(x.value)).map((x) => x.label);
        const { file: _at, ...rest } = b;
        branches.push({ ...rest, label: e.label, labelNode: e.labelNode, group, ...(r.file !== d.file ? { file: r.file } : {}) });
    }
    if (r.passThrough)
        for (const b of d.branches)
            if (!listed.has(b.label))
                branches.push(b);
    if (!branches.length)
        return d;
    const lookupRejects = !r.passThrough && leavesOnMiss(d.discriminant, d.node, d.fn, { skipOuter });
    return { ...d, discriminant: r.source, branches, unresolvedLabels: d.unresolvedLabels || r.unresolved, ...(lookupRejects ? { lookupRejects } : {}) };
}
function switchDispatcher(n, file, fold) {
    const branches = [];
    let unresolved = false;
    const clauses = n.caseBlock.clauses;
    let pending = [];
    for (let i = 0; i < clauses.length; i++) {
        const c = clauses[i];
        if (ts.isCaseClause(c)) {
            const label = fold(c.expression);
            if (label === undefined)
                unresolved = true;
            else
                pending.push({ label, node: c.expression });
        }
        // Empty clauses fall through: their labels share the next clause's code.
        if (c.statements.length === 0 && i < clauses.length - 1)
            continue;
        const group = pending.map((p) => p.label);
        const runs = runsSomething(c.statements);
        for (const p of pending)
            branches.push({ label: p.label, labelNode: p.node, group, body: [...c.statements], runs });
        pending = [];
    }
    if (!branches.length)
        return undefined;
    return {
        kind: 'switch',
        file,
        node: n,
        fn: enclosingFunction(n),
        discriminant: nameCore(n.expression),
        branches,
        unresolvedLabels: unresolved,
        openEntries: false,
        fallback: clauses.filter(ts.isDefaultClause),
        range: rangeOf(n.expression, file),
    };
}
function ifDispatcher(fn, discriminant, items, file) {
    const branches = [];
    const byBody = new Map();
    // Names the code after a preparing chain takes on are routed where tool-lint does not look.
    let handsOn = false;
    for (const it of items) {
        const body = guardedCode(it.cmp);
        if (body && preparesInput(body, discriminant)) {
            handsOn = true;
            continue;
        }
        const b = { label: it.label, labelNode: it.labelNode, group: [it.label], body: body ? [body] : [], runs: body ? runsSomething([body]) : false };
        branches.push(b);
        if (body) {
            const list = byBody.get(body) ?? [];
            list.push(b);
            byBody.set(body, list);
        }
    }
    for (const list of byBody.values()) {
        const group = list.map((b) => b.label);
        for (const b of list)
            b.group = group;
    }
    if (!branches.length)
        return undefined;
    const fallback = [];
    for (const body of byBody.keys()) {
        const st = body.parent;
        if (st && ts.isIfStatement(st) && st.thenStatement === body && st.elseStatement)
            fallback.push(st.elseStatement);
        else if (st && ts.isConditionalExpression(st) && st.whenTrue === body)
            fallback.push(st.whenFalse);
    }
    return { kind: 'if', file, node: items[0].cmp, fn, discriminant, branches, unresolvedLabels: handsOn, openEntries: false, fallback, range: rangeOf(items[0].cmp, file) };
}
/**
 * A branch of a name chain that only prepares the call for code after the chain: the chain has no
 * final `else`, the branch falls through, and a statement after the chain in the same block uses the
 * name again (`if (name === 'get_stats') input = { sql: … } else if (…) …; send({ name, input })`).
 * Every name, listed or not, reaches that code: the chain selects no handler.
 */
function preparesInput(body, discriminant) {
    const st = body.parent;
    if (!st || !ts.isIfStatement(st) || st.thenStatement !== body)
        return false;
    let top = st;
    while (ts.isIfStatement(top.parent) && top.parent.elseStatement === top)
        top = top.parent;
    for (let last = top; last.elseStatement;) {
        if (!ts.isIfStatement(last.elseStatement))
            return false;
        last = last.elseStatement;
    }
    if (exits(body))
        return false;
    const holder = top.parent;
    if (!ts.isBlock(holder) && !ts.isSourceFile(holder) && !ts.isCaseClause(holder) && !ts.isDefaultClause(holder))
        return false;
    const after = holder.statements.slice(holder.statements.indexOf(top) + 1);
    const key = exprKey(discriminant);
    // A log of the call after the chain (`void logAIAction({ toolName: call.name, … })`, `console.log(name)`)
    // records the name; it runs nothing the chain could have prepared.
    const records = (n) => ts.isCallExpression(n) && (isRecordingCall(n) || (ts.isPropertyAccessExpression(n.expression) && NEUTRAL_RECEIVERS.test(exprKey(n.expression.expression))));
    const mentions = (n) => !records(n) && (((ts.isIdentifier(n) || ts.isPropertyAccessExpression(n)) && exprKey(n) === key) || !!ts.forEachChild(n, (c) => (mentions(c) ? true : undefined)));
    return after.some(mentions);
}
/**
 * The code a positive comparison guards: the `then` of the `if` (or the `?:` branch) whose
 * condition is the comparison, alone or in an `||`/`&&` chain. Negated comparisons guard nothing.
 */
function guardedCode(cmp) {
    if (cmp.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken || cmp.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsToken)
        return undefined;
    let n = cmp;
    for (;;) {
        const p = n.parent;
        if (!p)
            return undefined;
        if (ts.isParenthesizedExpression(p))
            n = p;
        else if (ts.isBinaryExpression(p) && (p.operatorToken.kind === ts.SyntaxKind.BarBarToken || p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken))
            n = p;
        else if (ts.isIfStatement(p) && p.expression === n)
            return p.thenStatement;
        else if (ts.isConditionalExpression(p) && p.condition === n)
            return p.whenTrue;
        else
            return undefined;
    }
}
function mapDispatcher(target, key, access, file, ev, toolRanges) {
    const holder = mapLiteral(target, file, ev);
    if (!holder || (ts.isObjectLiteralExpression(holder) && !holder.properties.length))
        return builtMapDispatcher(target, key, access, file, ev);
    // The map may be written in another module than the lookup (`import { tools } from './tools'`): its
    // names are resolved, and its entries placed, in the file that holds it.
    const holderFile = ev.scope.fileOf(holder) ?? file;
    const entries = [];
    let open = false;
    if (ts.isObjectLiteralExpression(holder)) {
        const spread = spreadEntries(holder, holderFile, ev);
        if (spread.open)
            open = true;
        for (const { p, at } of spread.entries) {
            let label = propertyNameText(p.name);
            if (label === undefined && p.name && ts.isComputedPropertyName(p.name)) {
                const v = ev.evaluate(p.name.expression);
                if (typeof v === 'string')
                    label = v;
            }
            if (label === undefined || !p.name) {
                open = true;
                continue;
            }
            const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : p;
            entries.push({ label, labelNode: p.name, value, ...(at !== file ? { at } : {}) });
        }
    }
    else {
        for (const el of holder.elements) {
            const pair = skipOuter(el);
            if (!ts.isArrayLiteralExpression(pair) || pair.elements.length !== 2) {
                open = true;
                continue;
            }
            const v = ev.evaluate(pair.elements[0]);
            if (typeof v !== 'string') {
                open = true;
                continue;
            }
            entries.push({ label: v, labelNode: pair.elements[0], value: pair.elements[1], ...(holderFile !== file ? { at: holderFile } : {}) });
        }
    }
    if (!entries.length)
        return undefined;
    // A map of tool definitions (`TOOLS[name]`) is a lookup, not a dispatcher: what runs is not visible here.
    const defs = entries.filter((e) => isToolDefinition(e.value, e.at ?? holderFile, ev, toolRanges)).length;
    if (defs > 0)
        return 'definitions';
    // `{ get_balance: getBalanceTool }` with `getBalanceTool = { definition: {…tool…}, handler }`: each entry
    // carries the tool it answers for and the function that runs it (`tools[name].handler(args)`).
    const configs = entries.map((e) => toolConfig(e.value, e.at ?? holderFile, ev, toolRanges));
    const member = configs.find(Boolean)?.key;
    let fns = entries.map((e, i) => (member ? (configs[i]?.key === member ? configs[i].fn : undefined) : functionOf(e.value, e.at ?? holderFile, ev)));
    // `{ get_malware: 'getMalware' }[name]` then `handler[method](args)`: names of the methods that run each tool.
    const byMethod = !member && fns.every((f) => !f) ? methodNameCall(access, ev) : undefined;
    if (byMethod)
        fns = entries.map((e) => {
            const v = ev.evaluate(e.value);
            return typeof v === 'string' ? byMethod.method(v) : undefined;
        });
    if (fns.filter(Boolean).length * 2 < entries.length)
        return undefined;
    const inputArg = byMethod?.input ?? calledWithInput(access, member);
    // One function under several names (`create_for_project: createGeneric, create_for_issue: createGeneric`)
    // is shared as a switch's grouped cases are.
    const sharing = (handler, label) => (handler ? entries.filter((_, j) => fns[j] === handler).map((x) => x.label) : [label]);
    const branches = entries.map((e, i) => {
        const handler = fns[i];
        const definition = member && configs[i]?.key === member ? configs[i].definition : undefined;
        return { label: e.label, labelNode: e.labelNode, group: sharing(handler, e.label), body: handler ? [handler] : [], runs: !!handler, ...(handler ? { handler } : {}), ...(definition ? { definition } : {}), ...(e.at ? { file: e.at } : {}) };
    });
    return mapOf(holder, holderFile, file, access, key, branches, open, inputArg);
}
/** A map dispatcher: `node` the holder (written in `holderFile`), looked up at `access` by `key`. */
function mapOf(node, holderFile, file, access, key, branches, open, inputArg) {
    return {
        kind: 'map',
        file,
        node,
        fn: enclosingFunction(access),
        discriminant: key,
        branches,
        unresolvedLabels: false,
        openEntries: open,
        fallback: [],
        ...(inputArg ? { inputArg } : {}),
        range: rangeOf(node, holderFile),
    };
}
/**
 * A handler map declared empty and filled afterwards: `const handlers = new Map(); for (const m of
 * modules) for (const [name, h] of Object.entries(m.createHandlers(client))) handlers.set(name, h)`,
 * or `const handlers = {}; handlers.search = runSearch`. The evaluator applies the writes (each
 * module's handlers under its keys); a key it cannot name leaves the map open.
 */
function builtMapDispatcher(target, key, access, file, ev) {
    const built = builtMap(target, file, ev);
    if (!built)
        return undefined;
    const { init, value: v } = built;
    let open = false;
    const entries = [];
    for (const [label, value] of Object.entries(v)) {
        if (isPlaceholderKey(label)) {
            open = true;
            continue;
        }
        // Tool objects under their names (`registry.set(t.name, t)`) are definitions: what runs is not visible here.
        if (value instanceof ToolRef)
            return 'definitions';
        entries.push(value instanceof FunctionValue ? { label, fn: value.node, at: value.file } : { label });
    }
    if (!entries.length || entries.filter((e) => e.fn).length * 2 < entries.length)
        return undefined;
    const holderFile = ev.scope.fileOf(init) ?? file;
    const inputArg = calledWithInput(access);
    const branches = entries.map((e) => {
        // The entry's place: the property that names the function when it is written in an object
        // (`createHandlers: () => ({ getPullRequest: async (args) => … })`), else the function itself.
        const named = e.fn?.parent && ts.isPropertyAssignment(e.fn.parent) ? e.fn.parent.name : e.fn && ts.isMethodDeclaration(e.fn) ? e.fn.name : e.fn;
        const group = e.fn ? entries.filter((x) => x.fn === e.fn).map((x) => x.label) : [e.label];
        const at = e.at ?? holderFile;
        return { label: e.label, labelNode: named ?? init, group, body: e.fn ? [e.fn] : [], runs: !!e.fn, ...(e.fn ? { handler: e.fn } : {}), ...(at !== file ? { file: at } : {}) };
    });
    return mapOf(init, holderFile, file, access, key, branches, open, inputArg);
}
/** A map declared empty (`new Map()`, `{}`) with the writes into it applied, when it folds to an object. */
function builtMap(target, file, ev) {
    const id = skipOuter(target);
    if (!ts.isIdentifier(id))
        return undefined;
    const b = ev.scope.resolveIdentifier(id, file);
    if (b?.kind !== 'value' || !ts.isVariableDeclaration(b.decl))
        return undefined;
    const init = skipOuter(b.init);
    const empty = (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'Map' && !init.arguments?.length) || (ts.isObjectLiteralExpression(init) && !init.properties.length);
    if (!empty || escapes(b.decl, ev))
        return undefined;
    const value = ev.evaluate(id);
    return isPlainObject(value) && Object.keys(value).length ? { init, value } : undefined;
}
/**
 * Whether a container leaves its file's sight: exported, handed to a function (`registerAll(handlers)`
 * may set entries), returned, stored elsewhere. Its writes are then not all in the file, and what the
 * evaluator read of it is only part of it.
 */
function escapes(decl, ev) {
    // Asked at every lookup of the map (each `handlers.get(name)` and each forward of a name): the file is walked once.
    let hit = ESCAPES.get(decl);
    if (hit === undefined)
        ESCAPES.set(decl, (hit = escapesFile(decl, ev)));
    return hit;
}
const ESCAPES = new WeakMap();
function escapesFile(decl, ev) {
    const statement = decl.parent?.parent;
    if (statement && ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        return true;
    const name = decl.name.text;
    const file = ev.scope.fileOf(decl);
    if (!file)
        return true;
    let out = false;
    const visit = (n) => {
        if (out)
            return;
        if (ts.isIdentifier(n) && n.text === name && n !== decl.name && !isDeclarationName(n)) {
            const b = ev.scope.resolveIdentifier(n, file);
            if (!b || !('decl' in b) || b.decl !== decl)
                return;
            const p = n.parent;
            if (ts.isPropertyAccessExpression(p) && p.expression === n)
                return;
            if (ts.isElementAccessExpression(p) && p.expression === n)
                return;
            if (ts.isExportSpecifier(p)) {
                out = true;
                return;
            }
            // `Object.assign(handlers, …)` writes into it (the evaluator applies it); `Object.keys(handlers)` reads it.
            if (ts.isCallExpression(p) && ts.isPropertyAccessExpression(p.expression) && exprKey(p.expression.expression) === 'Object' && (p.arguments[0] === n || p.expression.name.text !== 'assign'))
                return;
            if (ts.isTypeQueryNode(p))
                return;
            out = true;
            return;
        }
        ts.forEachChild(n, visit);
    };
    visit(file.sf);
    return out;
}
/**
 * The properties of a handler map, with its spreads opened: `{ ...createIssueHandlers(ctx),
 * ...userHandlers }` holds what the function returns and what the constant holds, wherever they are
 * written. A spread that cannot be opened leaves the map open (it may route names we cannot see).
 */
function spreadEntries(holder, file, ev, depth = 0) {
    const entries = [];
    let open = false;
    for (const p of holder.properties) {
        if (!ts.isSpreadAssignment(p)) {
            entries.push({ p, at: file });
            continue;
        }
        const inner = depth < 3 ? spreadSource(p.expression, file, ev) : undefined;
        if (!inner) {
            open = true;
            continue;
        }
        const more = spreadEntries(inner.obj, inner.file, ev, depth + 1);
        entries.push(...more.entries);
        if (more.open)
            open = true;
    }
    return { entries, open };
}
/** The object literal a spread stands for: a constant's, or what a called function returns. */
function spreadSource(e, file, ev) {
    let x = skipOuter(e);
    // `const issueHandlers = createIssueHandlers(ctx)` spread as `...issueHandlers`: what the constant holds.
    for (let i = 0; i < 3 && ts.isIdentifier(x); i++) {
        const b = ev.scope.resolveIdentifier(x, ev.scope.fileOf(x) ?? file);
        if (b?.kind !== 'value' || !ts.isCallExpression(skipOuter(b.init)))
            break;
        x = skipOuter(b.init);
    }
    if (ts.isAwaitExpression(x))
        return undefined;
    if (ts.isCallExpression(x)) {
        const fn = resolveFunction(skipOuter(x.expression), ev, ev.scope.fileOf(x) ?? file);
        const r = fn && returnedLiteral(fn);
        if (!r)
            return undefined;
        x = r;
    }
    const obj = mapLiteral(x, ev.scope.fileOf(x) ?? file, ev);
    const at = obj && ev.scope.fileOf(obj);
    return obj && at && ts.isObjectLiteralExpression(obj) ? { obj, file: at } : undefined;
}
/** The object literal or `new Map([...])` entries a lookup target stands for. */
function mapLiteral(target, file, ev) {
    let e = skipOuter(target);
    for (let i = 0; i < 4; i++) {
        if (ts.isObjectLiteralExpression(e))
            return e;
        if (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'Map' && e.arguments?.[0]) {
            const arg = skipOuter(e.arguments[0]);
            if (ts.isArrayLiteralExpression(arg))
                return arg;
            if (ts.isCallExpression(arg) && ts.isPropertyAccessExpression(arg.expression) && arg.expression.name.text === 'entries' && arg.arguments[0]) {
                e = skipOuter(arg.arguments[0]);
                continue;
            }
            return undefined;
        }
        if (ts.isIdentifier(e)) {
            const b = ev.scope.resolveIdentifier(e, ev.scope.fileOf(e) ?? file);
            if (b?.kind !== 'value')
                return undefined;
            e = skipOuter(b.init);
            continue;
        }
        if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) {
            let cls = e.parent;
            while (cls && !ts.isClassLike(cls))
                cls = cls.parent;
            if (!cls || !ts.isClassLike(cls))
                return undefined;
            const name = e.name.text;
            const member = cls.members.find((m) => ts.isPropertyDeclaration(m) && propertyNameText(m.name) === name && !!m.initializer);
            if (!member?.initializer)
                return undefined;
            e = skipOuter(member.initializer);
            continue;
        }
        return undefined;
    }
    return undefined;
}
/** The node a definition written in a holder is at: itself, or the constant's initializer it names. */
function definitionBehind(value, file, ev) {
    if (ts.isIdentifier(value)) {
        const b = ev.scope.resolveIdentifier(value, file);
        if (b?.kind === 'value')
            return skipOuter(b.init);
    }
    // `Tools.getRepositoryTool` of `import * as Tools from './tools/index.js'`, through `export *` chains.
    if (ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression)) {
        const b = ev.scope.resolveIdentifier(value.expression, file);
        const e = b?.kind === 'namespace' ? ev.scope.resolveExport(b.file, value.name.text) : undefined;
        if (e?.kind === 'value')
            return skipOuter(e.init);
    }
    return value;
}
function isToolDefinition(value, file, ev, toolRanges) {
    const n = definitionBehind(value, file, ev);
    const f = ev.scope.fileOf(n);
    if (!f)
        return false;
    const s = f.sf.getLineAndCharacterOfPosition(n.getStart(f.sf));
    return toolRanges.has(`${f.abs}:${s.line + 1}:${s.character + 1}`);
}
/** The function a handler-map value stands for: inline, a named function, `fn.bind(this)`, `this.method`. */
export function functionOf(value, file, ev) {
    if (ts.isMethodDeclaration(value))
        return value;
    if (!ts.isExpression(value))
        return undefined;
    let e = skipOuter(value);
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'bind')
        e = skipOuter(e.expression.expression);
    if (ts.isArrowFunction(e) || ts.isFunctionExpression(e))
        return e;
    return resolveFunction(e, ev, ev.scope.fileOf(e) ?? file);
}
/** Keys under which a tool's entry in a map holds the function that runs it. */
const CONFIG_HANDLER_KEYS = ['handler', 'execute', 'run', 'fn', 'func', 'call', 'invoke'];
/**
 * A map entry that holds a tool definition and the function that runs it (`{ definition: { type:
 * 'function', function: { name, … } }, handler }`): the function and its key.
 */
function toolConfig(value, file, ev, toolRanges) {
    if (!ts.isExpression(value))
        return undefined;
    let lit = skipOuter(value);
    if (!ts.isObjectLiteralExpression(lit)) {
        // A constant, imported or not, that holds the entry's object.
        const v = ev.evaluate(lit);
        const written = isPlainObject(v) ? originOf(v)?.node : undefined;
        if (!written)
            return undefined;
        lit = written;
    }
    if (!ts.isObjectLiteralExpression(lit))
        return undefined;
    const at = ev.scope.fileOf(lit) ?? file;
    const holder = lit.properties.find((p) => (ts.isPropertyAssignment(p) && isToolDefinition(skipOuter(p.initializer), at, ev, toolRanges)) || (ts.isShorthandPropertyAssignment(p) && isToolDefinition(p.name, at, ev, toolRanges)));
    if (!holder)
        return undefined;
    const definition = definitionBehind(ts.isPropertyAssignment(holder) ? skipOuter(holder.initializer) : holder.name, at, ev);
    for (const key of CONFIG_HANDLER_KEYS) {
        const p = lit.properties.find((x) => x.name && propertyNameText(x.name) === key);
        const fn = p && (ts.isMethodDeclaration(p) ? p : ts.isPropertyAssignment(p) ? functionOf(p.initializer, at, ev) : ts.isShorthandPropertyAssignment(p) ? functionOf(p.name, at, ev) : undefined);
        if (fn)
            return { fn, key, definition };
    }
    return undefined;
}
/**
 * `handlers[name](args)` or `const fn = handlers[name]; … fn(args)`: the first argument handed to the
 * handler; with `member`, the entry's function under that key (`tools[name].handler(args)`, `cfg.handler(args)`).
 */
function calledWithInput(access, member) {
    let n = access;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isNonNullExpression(n.parent) || ts.isAsExpression(n.parent)))
        n = n.parent;
    if (member) {
        const up = n.parent;
        if (up && ts.isPropertyAccessExpression(up) && up.expression === n && up.name.text === member) {
            n = up;
            member = undefined;
        }
    }
    const p = n.parent;
    if (!member && p && ts.isCallExpression(p) && p.expression === n)
        return inputAmong(p.arguments);
    if (p && ts.isVariableDeclaration(p) && p.initializer === n && ts.isIdentifier(p.name)) {
        const name = p.name.text;
        const fn = enclosingFunction(p);
        let found;
        const visit = (x) => {
            if (found)
                return;
            const callee = ts.isCallExpression(x) ? skipOuter(x.expression) : undefined;
            const target = callee && member ? (ts.isPropertyAccessExpression(callee) && callee.name.text === member ? skipOuter(callee.expression) : undefined) : callee;
            if (ts.isCallExpression(x) && target && ts.isIdentifier(target) && target.text === name)
                found = inputAmong(x.arguments);
            else
                ts.forEachChild(x, visit);
        };
        visit(fn);
        return found;
    }
    return undefined;
}
/** Names that say an expression is a tool call's arguments: `args`, `request.params.arguments`, `toolInput`. */
const INPUT_NAME = /^(args|arguments|input|params|parameters|toolArgs|toolInput|toolArguments)$/i;
/**
 * The argument of a handler call that carries the tool's input: the first, unless the first is
 * something else and a later one is named as the input (`handler(wallet, args)`, `fn(ctx, request.params.arguments)`).
 */
function inputAmong(args) {
    const named = (e) => {
        let x = skipOuter(e);
        if (ts.isBinaryExpression(x) && (x.operatorToken.kind === ts.SyntaxKind.BarBarToken || x.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
            x = skipOuter(x.left);
        const last = ts.isIdentifier(x) ? x.text : ts.isPropertyAccessExpression(x) ? x.name.text : undefined;
        return !!last && INPUT_NAME.test(last);
    };
    if (!args.length || named(args[0]))
        return args[0];
    return args.slice(1).find(named) ?? args[0];
}
/** The position of a dispatcher's input among its handler call's arguments (see inputAmong). */
export function inputIndex(d) {
    const arg = d.inputArg;
    const call = arg?.parent;
    return arg && call && ts.isCallExpression(call) ? Math.max(0, call.arguments.indexOf(arg)) : 0;
}
/**
 * A lookup whose result names a method, `const method = TOOL_HANDLERS[name]` then
 * `await handler[method](args)` with `const handler = new RequestHandler()` (or `this[method](args)`):
 * the class's method of each name, and the input the call passes.
 */
function methodNameCall(access, ev) {
    let n = access;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isNonNullExpression(n.parent) || ts.isAsExpression(n.parent)))
        n = n.parent;
    const decl = n.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== n || !ts.isIdentifier(decl.name))
        return undefined;
    const name = decl.name.text;
    let call;
    const visit = (x) => {
        if (call)
            return;
        if (ts.isCallExpression(x)) {
            const callee = skipOuter(x.expression);
            if (ts.isElementAccessExpression(callee) && ts.isIdentifier(skipOuter(callee.argumentExpression)) && skipOuter(callee.argumentExpression).text === name) {
                call = x;
                return;
            }
        }
        ts.forEachChild(x, visit);
    };
    visit(enclosingFunction(decl));
    if (!call)
        return undefined;
    const receiver = skipOuter(skipOuter(call.expression).expression);
    const cls = classOf(receiver, ev);
    if (!cls)
        return undefined;
    const method = (label) => {
        for (const m of cls.members) {
            if (!m.name || propertyNameText(m.name) !== label)
                continue;
            if (ts.isMethodDeclaration(m) && m.body)
                return m;
            if (ts.isPropertyDeclaration(m) && m.initializer && (ts.isArrowFunction(skipOuter(m.initializer)) || ts.isFunctionExpression(skipOuter(m.initializer))))
                return skipOuter(m.initializer);
        }
        return undefined;
    };
    return { method, ...(call.arguments[0] ? { input: call.arguments[0] } : {}) };
}
/** The class a receiver is an instance of: `this` in a class, or a constant made with `new C()` of a project class. */
function classOf(receiver, ev) {
    if (receiver.kind === ts.SyntaxKind.ThisKeyword)
        return ts.findAncestor(receiver, ts.isClassLike);
    const file = ev.scope.fileOf(receiver);
    if (!file)
        return undefined;
    // `this.requestHandler[method](…)`: the field's declared class, or the class it is made with.
    if (ts.isPropertyAccessExpression(receiver) && receiver.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const owner = ts.findAncestor(receiver, ts.isClassLike);
        const field = owner?.members.find((m) => ts.isPropertyDeclaration(m) && !!m.name && propertyNameText(m.name) === receiver.name.text);
        const init = field?.initializer && skipOuter(field.initializer);
        const named = field?.type && ts.isTypeReferenceNode(field.type) && ts.isIdentifier(field.type.typeName) ? field.type.typeName : init && ts.isNewExpression(init) && ts.isIdentifier(init.expression) ? init.expression : undefined;
        const c = named ? ev.scope.resolveIdentifier(named, file) : undefined;
        return c?.kind === 'class' ? c.node : undefined;
    }
    if (!ts.isIdentifier(receiver))
        return undefined;
    const b = ev.scope.resolveIdentifier(receiver, file);
    const made = b?.kind === 'value' && isConstDeclaration(b.decl) ? skipOuter(b.init) : undefined;
    if (!made || !ts.isNewExpression(made) || !ts.isIdentifier(made.expression))
        return undefined;
    const c = ev.scope.resolveIdentifier(made.expression, b.kind === 'value' ? b.file : file);
    return c?.kind === 'class' ? c.node : undefined;
}
/**
 * Whether a dispatcher compares the name of a tool call: `block.name`, `toolCall.function.name`,
 * `request.params.name`, `toolName`, or a `name` that travels with the call's input
 * (`runTool(name, input)`, `const { name, arguments: args } = request.params`). Maps count.
 */
export function isCallDiscriminant(d, ev) {
    if (d.kind === 'map')
        return true;
    const disc = skipOuter(d.discriminant);
    if (isCallName(disc))
        return true;
    if (!ts.isIdentifier(disc))
        return false;
    const hasInputSibling = (pattern) => ts.isObjectBindingPattern(pattern) && pattern.elements.some((el) => INPUT_KEYS.includes(propertyNameText((el.propertyName ?? el.name)) ?? ''));
    const b = ev.scope.resolveIdentifier(disc, d.file);
    if (b?.kind === 'value')
        return isCallName(skipOuter(b.init));
    if (b?.kind === 'destructured') {
        const decl = b.init.parent;
        return !!decl && ts.isVariableDeclaration(decl) && hasInputSibling(decl.name);
    }
    if (b?.kind === 'parameter' && ts.isParameter(b.node)) {
        const p = b.node;
        if (!ts.isIdentifier(p.name))
            return hasInputSibling(p.name);
        const fn = p.parent;
        return fn.parameters.indexOf(p) < fn.parameters.length - 1;
    }
    if (b?.kind === 'parameter' && ts.isVariableDeclarationList(b.node))
        return b.node.declarations.some((x) => hasInputSibling(x.name));
    return false;
}
