import path from 'node:path';
import { ts } from 'ts-morph';
import { readInsideProject } from '../source/read-inside.js';
import { yamlAsExpression } from '../source/yaml-document.js';
import { constructorAssignment, constructorOf, isStatic, pointerEscape, propertyNameText, rangeOf } from './ranges.js';
import { ScopeResolver, bindingPath, defaultOf, enclosingFunctionName, isConstDeclaration, isFunctionLike, restExcluded } from './scope.js';
import { Mutations } from './mutations.js';
import { RunPlanner, fieldWrites, ownerClasses } from './field-writes.js';
import { Alternatives, ClassValue, FunctionValue, InstanceValue, ConstructedValue, MappedUnknown, SchemaValue, convertedSchema, conversionDefectOf, isConvertedSchema, ToolRef, UNKNOWN_KEY_PREFIX, Unknown, isPlaceholderKey, isPlainObject, originOf, setOrigin, } from './values.js';
import { convertZod, isJsonSchemaWrapper, shapeToSchema } from './zod.js';
import { zodToJsonSchemaCall } from './zod-to-json-schema.js';
import { convertSchemaLibrary } from './schema-libs.js';
import { libraryOf, skipOuter } from './schema-libs/shared.js';
/** Records a conversion's defect (see withConversionDefect) once, at the place a tool's schema reads the value. */
function noteConversionDefect(sink, d) {
    if (!d || !sink.defects)
        return;
    if (sink.defects.some((x) => x.kind === d.kind && x.range.file === d.range.file && x.range.line === d.range.line && x.range.column === d.range.column))
        return;
    sink.defects.push({ ...d, pointer: sink.ptr });
}
/** Nesting of `evaluate` calls; beyond it a value is unknown (a guard against pathological input). */
const MAX_DEPTH = 48;
/** Calls into project functions folded one inside another. */
const MAX_CALL_DEPTH = 6;
/**
 * Frames of one function on the fold stack at once. A recursive converter (`convert(schema)` that
 * calls itself for `properties`, `items`, `anyOf`, … over a schema known only at run time) branches
 * at every level: folded to MAX_CALL_DEPTH it costs b^6 steps and exhausts the step budget, leaving
 * the rest of the definition unread. Two levels keep what recursion over a written value shows.
 */
const MAX_RECURSION = 2;
/** Steps one top-level evaluation may take: folding stays linear in what a definition reads. */
const MAX_STEPS = 20_000;
const DEDENT_TAGS = new Set(['dedent', 'outdent', 'stripIndent', 'stripIndents', 'endent', 'd', 'ts', 'markdown', 'md', 'html', 'prompt']);
/**
 * Folds expressions to values without running them: literals, constants across files, `as const`
 * objects, enums, template literals, concatenation, spreads, `[...].join()`, text-file imports, zod
 * schemas, and calls into the project's own functions with their arguments bound (a helper that
 * returns `{ name, description, schema }`, a factory called with a literal name). Containers keep
 * the mutations written after them (`tools.search = …`, `Object.assign(tools, …)`, `map.set(k, v)`).
 * What it cannot fold becomes an `Unknown` carrying the source text and why.
 */
/** Unparsed files parsed to find the calls of one registry method (see filesMentioning). */
const MAX_UNPARSED_CALLERS = 50;
export class Evaluator {
    index;
    scope;
    depth = 0;
    callDepth = 0;
    /** Frames of each project function on the fold stack (see MAX_RECURSION). */
    frames = new Map();
    steps = 0;
    /** Where the step budget of what is being folded ends: MAX_STEPS, or less inside an argument (see `argument`). */
    limit = MAX_STEPS;
    /** Arguments that ran out of their share of the budget in this top-level evaluation: unknown for the rest of it. */
    spentArguments = new WeakSet();
    active = new Set();
    env;
    mutations;
    probe;
    /**
     * Module-level constants already folded (`export const TOOL_DEFINITIONS = flag ? {…} : {…}` over
     * a hundred tool configs is read once per loop, per write and per reader otherwise), by declaration.
     * Only values folded in full, with no pointer sink and no bindings in force, are kept.
     */
    constants = new Map();
    /**
     * Bindings folded with no bindings in force (a local `const options = await parseOptions(…)` that
     * later code writes into, `const { a, b } = await build(…)`), by declaration or initializer. Every
     * extractor reads the same object at the same node (`{ ...options.extra, ...more }`): without this
     * each folds it again, with all its mutations. Kept only when nothing cut the fold short (depth, a
     * cycle, the step budget).
     */
    unboundValues = new Map();
    /** `unboundOnce` values folded under a set of bindings, by the bindings' map. */
    scopedValues = new WeakMap();
    /** Arguments bound to parameters, folded (see `argument`). */
    arguments = new WeakMap();
    /** Evaluations cut short so far (depth, cycle or step budget): a value folded across a cut is not cached. */
    cuts = 0;
    /** Set when the step budget ran out during the current top-level evaluation: its unknowns are not the code's. */
    exhausted = false;
    /**
     * Says whether a call, `new` or class is a tool definition (set by the scanner from the
     * extractors): folding it gives a `ToolRef` instead of an unknown call. Values folded before it
     * was set are forgotten.
     */
    get definitionProbe() {
        return this.probe;
    }
    set definitionProbe(p) {
        this.probe = p;
        this.constants.clear();
        this.unboundValues.clear();
        this.arguments = new WeakMap();
        this.scopedValues = new WeakMap();
    }
    constructor(index) {
        this.index = index;
        this.scope = new ScopeResolver(index);
        this.mutations = new Mutations(this.scope);
    }
    /**
     * The source files the scan did not parse, given once every file was read: from then on the
     * calls of a class's methods are searched for by name across the project (a registry's
     * `register(…)` calls, see field-writes.ts). Until then only what the constructor writes is seen.
     */
    set unparsedSources(files) {
        this.otherSources = files;
        this.mentioning.clear();
    }
    otherSources;
    mentioning = new Map();
    filesMentioning(method, holders) {
        if (!this.otherSources || !holders.length)
            return [];
        const key = `${method}\0${holders.join('\0')}`;
        let files = this.mentioning.get(key);
        if (files)
            return files;
        // `.register(` is common (`app.register`, `set.add`): only files that also name the instance or
        // its class can call it on the owner, and only so many unparsed ones are parsed for it.
        const call = new RegExp(`\\.\\s*${method.replace(/[$]/g, '\\$')}\\s*\\(`);
        const holder = new RegExp(`\\b(?:${holders.map((h) => h.replace(/[$]/g, '\\$')).join('|')})\\b`);
        const wanted = (text) => call.test(text) && holder.test(text);
        files = this.index.files().filter((f) => wanted(f.text));
        let parsed = 0;
        for (const [abs, text] of this.otherSources) {
            if (parsed >= MAX_UNPARSED_CALLERS)
                break;
            if (!wanted(text))
                continue;
            const f = this.index.get(abs, text);
            parsed++;
            if (f && !files.includes(f))
                files.push(f);
        }
        this.mentioning.set(key, files);
        return files;
    }
    /** Where a write runs: once, or once per element of a loop around it (see Mutations.instances). */
    writeInstances(m) {
        return this.mutations.instances(m, this);
    }
    fileOf(node) {
        const f = this.index.get(node.getSourceFile().fileName);
        if (!f)
            throw new Error(`file not indexed: ${node.getSourceFile().fileName}`);
        return f;
    }
    /** The bindings in force now (to carry into a `ToolRef` or a later `withEnv`). */
    currentEnv() {
        return this.env && this.env.size ? new Map(this.env) : undefined;
    }
    /** Runs `run` with `env` as the parameter bindings (restored afterwards). */
    withEnv(env, run) {
        const saved = this.env;
        this.env = env ? new Map(env) : undefined;
        try {
            return run();
        }
        finally {
            this.env = saved;
        }
    }
    /** Runs `run` in a scope of its own: bindings added inside (`bindCall`) are dropped afterwards. */
    scoped(run) {
        return this.withEnv(this.env, run);
    }
    /** Folds `fn` with its parameters bound to `args`: see src/render/static.ts. */
    withParameters(params, args, run) {
        const env = new Map(this.env ?? []);
        params.forEach((p, i) => env.set(p, { value: args[i] }));
        return this.withEnv(env, run);
    }
    /**
     * Binds a project function's parameters to a call's arguments in the current scope, so values
     * read later from the function's body (a returned object's fields) see them.
     */
    bindCall(fn, args) {
        const env = (this.env ??= new Map());
        const callerEnv = this.currentEnv();
        fn.parameters.forEach((p, i) => {
            if (p.dotDotDotToken)
                return;
            const a = args[i];
            if (a && !ts.isSpreadElement(a))
                env.set(p, { expr: a, env: callerEnv });
        });
    }
    /** Adds bindings to the current scope (those in force where a value met through a parameter was written). */
    adopt(env) {
        const mine = (this.env ??= new Map());
        for (const [k, v] of env)
            if (!mine.has(k))
                mine.set(k, v);
    }
    /** Whether a parameter is bound to an argument in the current scope. */
    isBound(decl) {
        return !!this.env?.has(decl);
    }
    /** The argument expression bound to a parameter, when it is one. */
    argumentOf(decl) {
        const t = this.env?.get(decl);
        return t && 'expr' in t ? t.expr : undefined;
    }
    /** The project function a call invokes (`makeFields(…)`, `helpers.makeFields(…)`), when it is one. */
    functionOf(call) {
        const callee = call.expression;
        if (!ts.isIdentifier(callee) && !ts.isPropertyAccessExpression(callee))
            return undefined;
        const v = this.evaluate(callee);
        return v instanceof FunctionValue ? v.node : undefined;
    }
    evaluate(node, sink) {
        const top = this.depth === 0;
        if (top) {
            this.steps = 0;
            this.limit = MAX_STEPS;
            this.exhausted = false;
            this.spentArguments = new WeakSet();
        }
        if (this.depth > MAX_DEPTH || this.active.has(node) || ++this.steps > this.limit) {
            if (this.steps > this.limit)
                this.exhausted = true;
            this.cuts++;
            return new Unknown(textOf(node), undefined, { kind: 'runtime' });
        }
        this.depth++;
        this.active.add(node);
        try {
            const v = this.evaluateInner(node, sink);
            if (sink?.defects)
                noteConversionDefect(sink, conversionDefectOf(v));
            return v;
        }
        finally {
            this.active.delete(node);
            this.depth--;
        }
    }
    /** Evaluates and returns a string, or undefined with the partial text when it cannot. */
    evaluateString(node) {
        const v = this.evaluate(node);
        if (typeof v === 'string')
            return { text: v };
        if (typeof v === 'number' || typeof v === 'boolean')
            return { text: String(v) };
        if (v instanceof Unknown)
            return { partial: v.partialText };
        return {};
    }
    evaluateInner(node, sink) {
        const file = this.fileOf(node);
        if (ts.isParenthesizedExpression(node) ||
            ts.isAsExpression(node) ||
            ts.isSatisfiesExpression(node) ||
            ts.isTypeAssertionExpression(node) ||
            ts.isNonNullExpression(node)) {
            return this.evaluate(node.expression, sink);
        }
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
            return node.text;
        if (ts.isNumericLiteral(node))
            return Number(node.text);
        if (node.kind === ts.SyntaxKind.TrueKeyword)
            return true;
        if (node.kind === ts.SyntaxKind.FalseKeyword)
            return false;
        if (node.kind === ts.SyntaxKind.NullKeyword)
            return null;
        if (ts.isPrefixUnaryExpression(node)) {
            const v = this.evaluate(node.operand);
            if (typeof v === 'number' && node.operator === ts.SyntaxKind.MinusToken)
                return -v;
            if (typeof v === 'number' && node.operator === ts.SyntaxKind.PlusToken)
                return v;
            if (node.operator === ts.SyntaxKind.ExclamationToken && isPrimitive(v))
                return !v;
            // `if (!list) return undefined` with a list, an object or a function in hand: those are truthy.
            if (node.operator === ts.SyntaxKind.ExclamationToken && (Array.isArray(v) || isPlainObject(v) || v instanceof FunctionValue || v instanceof SchemaValue || v instanceof ToolRef))
                return false;
            return this.unknown(node);
        }
        if (ts.isTemplateExpression(node))
            return this.template(node, false);
        if (ts.isTaggedTemplateExpression(node))
            return this.taggedTemplate(node);
        if (ts.isBinaryExpression(node))
            return this.binary(node, sink);
        if (ts.isConditionalExpression(node)) {
            const c = this.evaluate(node.condition);
            if (isPrimitive(c))
                return this.evaluate(c ? node.whenTrue : node.whenFalse, sink);
            // An object, a schema or a function is truthy: `p.schema ? zodToJsonSchema(p.schema) : undefined`
            // with a schema passed takes the first branch.
            if (c !== undefined && !(c instanceof Unknown) && !(c instanceof Alternatives))
                return this.evaluate(node.whenTrue, sink);
            // `options.namePrefix ? \`${options.namePrefix}${config.name}\` : config.name`: a setting that, when
            // given, decorates the text of the other branch. That branch is what the model sees by default.
            const t = this.evaluate(node.whenTrue, sink);
            const f = this.evaluate(node.whenFalse, sink);
            if (c instanceof Unknown) {
                const decorated = (plain, other) => typeof plain === 'string' && plain.length > 0 && other instanceof Unknown && other.partialText !== undefined && other.partialText !== plain && other.partialText.includes(plain);
                if (decorated(f, t))
                    return this.unknown(node, c.reason, undefined, f);
                if (decorated(t, f))
                    return this.unknown(node, c.reason, undefined, t);
            }
            return this.eitherOf(node, [t, f]);
        }
        if (ts.isIdentifier(node))
            return this.identifier(node, file, sink);
        if (node.kind === ts.SyntaxKind.ThisKeyword)
            return this.thisValue(node);
        if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
            return this.member(node, sink);
        if (ts.isObjectLiteralExpression(node))
            return this.object(node, file, sink);
        if (ts.isArrayLiteralExpression(node))
            return this.array(node, file, sink);
        if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isGetAccessorDeclaration(node)) {
            return new FunctionValue(node, file, this.currentEnv());
        }
        if (ts.isClassExpression(node) || ts.isClassDeclaration(node)) {
            if (this.definitionProbe?.(node))
                return new ToolRef(node, this.currentEnv(), undefined);
            return new ClassValue(node, file);
        }
        if (ts.isCallExpression(node))
            return this.call(node, file, sink);
        if (ts.isNewExpression(node))
            return this.construct(node);
        if (ts.isAwaitExpression(node)) {
            // `await import('./x')` and `await makeTools()` fold like their operand; promises of plain values are the values.
            const v = this.evaluate(node.expression, sink);
            return v instanceof Unknown ? this.unknown(node) : v;
        }
        return this.unknown(node);
    }
    /** Unknown because folding stopped here (call depth, recursion), not because the code decides at run time: nothing folded across it is cached. */
    cut(node) {
        this.cuts++;
        return this.unknown(node);
    }
    unknown(node, reason = { kind: 'runtime' }, partialText, fallback) {
        return new Unknown(textOf(node), partialText, reason, fallback, node);
    }
    /** Both branches of a condition the scanner cannot decide: equal values fold, tools become alternatives. */
    either(node, branches, sink) {
        return this.eitherOf(node, branches.map((b) => this.evaluate(b, sink)));
    }
    /** One value standing for branches already evaluated (see `either`). */
    eitherOf(node, values) {
        if (values.every((v) => isPrimitive(v) && v === values[0]))
            return values[0];
        if (values.some(holdsTool) || values.some((v) => this.holdsWrittenDefinition(v, 2)) || sameNamedObjects(values))
            return new Alternatives(values);
        // `enabled ? tools : undefined`, `return Object.keys(tools).length ? tools : undefined`: a set of
        // tool-shaped objects or nothing. Sent sometimes, so what it holds is each maybe sent.
        if (values.some(holdsToolShapes) && values.every((v) => holdsToolShapes(v) || isNothing(v)))
            return new Alternatives(values);
        // Text that depends on a runtime condition: the shortest branch is what the model gets at
        // least, so it stands as the folded part (budgets count a lower bound, not nothing).
        const texts = values.map((v) => (typeof v === 'string' ? v : v instanceof Unknown ? v.partialText : undefined));
        if (texts.every((t) => t !== undefined)) {
            const shortest = texts.reduce((a, b) => (b.length < a.length ? b : a));
            return this.unknown(node, values.find((v) => v instanceof Unknown)?.reason, shortest || undefined);
        }
        // Something or nothing: why the something is unknown is why the whole is (`available ?
        // toOpenAI(available) : undefined` reads a parameter, and its callers say what it is).
        const some = values.filter((v) => !isNothing(v));
        if (some.length === 1 && some[0] instanceof Unknown)
            return this.unknown(node, some[0].reason);
        return this.unknown(node);
    }
    /**
     * Whether a container holds a tool written as a plain object (`{ name, description, inputSchema }`,
     * one the walker found), up to `depth` levels down: maps of such lists picked by a flag
     * (`USE_UNIVERSAL ? { UNIVERSAL: universalTools } : { COMPANIES: companyTools }`) are alternatives
     * of tool sets, not unknown values.
     */
    holdsWrittenDefinition(v, depth) {
        if (!this.definitionProbe || depth < 0 || !(Array.isArray(v) || isPlainObject(v)))
            return false;
        const origin = originOf(v);
        if (origin && ts.isObjectLiteralExpression(origin.node) && this.definitionProbe(origin.node))
            return true;
        const items = Array.isArray(v) ? v : Object.values(v);
        return items.slice(0, 200).some((x) => this.holdsWrittenDefinition(x, depth - 1));
    }
    template(node, raw) {
        let text = raw ? rawText(node.head) : node.head.text;
        let partial = text;
        let complete = true;
        let reason;
        for (const span of node.templateSpans) {
            const v = this.evaluate(span.expression);
            const lit = raw ? rawText(span.literal) : span.literal.text;
            if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
                text += String(v) + lit;
                partial += String(v) + lit;
            }
            else {
                complete = false;
                if (v instanceof Unknown)
                    reason ??= v.reason;
                partial += `\${${textOf(span.expression)}}` + lit;
            }
        }
        return complete ? text : this.unknown(node, reason, partial);
    }
    taggedTemplate(node) {
        const tag = node.tag;
        const tagName = ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : '';
        const isRaw = ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tagName === 'raw';
        if (!isRaw && !DEDENT_TAGS.has(tagName))
            return this.unknown(node);
        const tpl = node.template;
        const v = ts.isNoSubstitutionTemplateLiteral(tpl) ? (isRaw ? rawText(tpl) : tpl.text) : this.template(tpl, isRaw);
        if (isRaw)
            return v;
        if (typeof v === 'string')
            return dedent(v);
        if (v instanceof Unknown)
            return new Unknown(v.text, v.partialText !== undefined ? dedent(v.partialText) : undefined, v.reason);
        return v;
    }
    binary(node, sink) {
        const op = node.operatorToken.kind;
        // `tools.length - 1`, `i * 2`: index arithmetic on numbers that fold.
        if (op === ts.SyntaxKind.MinusToken || op === ts.SyntaxKind.AsteriskToken) {
            const l = this.evaluate(node.left);
            const r = this.evaluate(node.right);
            if (typeof l === 'number' && typeof r === 'number')
                return op === ts.SyntaxKind.MinusToken ? l - r : l * r;
            return this.unknown(node);
        }
        if (op === ts.SyntaxKind.PlusToken) {
            const l = this.evaluate(node.left);
            const r = this.evaluate(node.right);
            if (typeof l === 'number' && typeof r === 'number')
                return l + r;
            if ((typeof l === 'string' || typeof l === 'number') && (typeof r === 'string' || typeof r === 'number'))
                return String(l) + String(r);
            const lp = typeof l === 'string' ? l : l instanceof Unknown ? (l.partialText ?? `\${${l.text}}`) : undefined;
            const rp = typeof r === 'string' ? r : r instanceof Unknown ? (r.partialText ?? `\${${r.text}}`) : undefined;
            const reason = (l instanceof Unknown ? l.reason : undefined) ?? (r instanceof Unknown ? r.reason : undefined);
            return this.unknown(node, reason, lp !== undefined && rp !== undefined ? lp + rp : undefined);
        }
        if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
            const l = this.evaluate(node.left, sink);
            if (l instanceof Unknown) {
                // `toolName || 'web_search'`: the right side is what the model sees unless a caller passes one.
                const r = this.evaluate(node.right, sink);
                // `options.registry || new Registry({ tools })`: an injectable collaborator and its default
                // instance; what the project itself builds is the default.
                if (r instanceof ConstructedValue || r instanceof InstanceValue)
                    return r;
                return this.unknown(node, l.reason, undefined, l.fallback !== undefined ? l.fallback : r instanceof Unknown ? r.fallback : r);
            }
            if (l instanceof Alternatives || holdsTool(l))
                return l;
            const useLeft = op === ts.SyntaxKind.QuestionQuestionToken ? l !== null && l !== undefined : Boolean(l);
            return useLeft ? l : this.evaluate(node.right, sink);
        }
        if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
            const l = this.evaluate(node.left);
            if (isPrimitive(l))
                return l ? this.evaluate(node.right, sink) : l;
            const r = this.evaluate(node.right, sink);
            // `pro && searchTool`: present only when the condition holds.
            if (holdsTool(r))
                return new Alternatives([r, false]);
            return this.unknown(node);
        }
        if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken) {
            const l = this.evaluate(node.left);
            const r = this.evaluate(node.right);
            const equal = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
            if (isPrimitive(l) && isPrimitive(r))
                return equal ? l === r : l !== r;
        }
        return this.unknown(node);
    }
    identifier(node, file, sink) {
        if (node.text === 'undefined')
            return undefined;
        const binding = this.scope.resolveIdentifier(node, file);
        if (!binding)
            return this.unknown(node);
        if (binding.kind === 'parameter')
            return this.parameter(binding.node, node, sink);
        return this.fromBinding(binding, node, sink);
    }
    /** A parameter or loop variable: its bound argument, else its default as a fallback. */
    parameter(decl, at, sink) {
        const name = at.text;
        const bindingName = ts.isParameter(decl) ? decl.name : ts.isVariableDeclarationList(decl) ? decl.declarations[0]?.name : ts.isVariableDeclaration(decl) ? decl.name : undefined;
        const path = bindingName ? (bindingPath(bindingName, name) ?? []) : [];
        const thunk = this.env?.get(decl);
        if (thunk) {
            let v = 'value' in thunk ? thunk.value : this.argument(thunk, path.length ? undefined : sink);
            for (const key of path)
                v = pathStep(v, key, name);
            if (v !== undefined && !(v instanceof Unknown))
                return v;
            const def = bindingName ? defaultOf(bindingName, name) : undefined;
            if (def)
                return this.evaluate(def, sink);
            if (v === undefined && ts.isParameter(decl) && decl.initializer && !path.length)
                return this.evaluate(decl.initializer, sink);
            return v instanceof Unknown ? v : this.unknown(at, { kind: 'parameter', of: enclosingFunctionName(decl), decl });
        }
        // Unbound: unknown, but a default written in the signature is what the model sees when the caller passes none.
        const def = (bindingName ? defaultOf(bindingName, name) : undefined) ?? (ts.isParameter(decl) && !path.length ? decl.initializer : undefined);
        const fallback = def ? this.evaluate(def) : undefined;
        const reason = ts.isParameter(decl) ? { kind: 'parameter', of: enclosingFunctionName(decl), decl } : { kind: 'runtime' };
        return this.unknown(at, reason, undefined, fallback instanceof Unknown ? fallback.fallback : fallback);
    }
    /**
     * An argument bound to a parameter, folded in the caller's scope: once per binding when nothing
     * cut the fold short. A parameter read ten times in a body (`typeof schema`, `schema.$ref`, …) and
     * passed down a chain of helpers is otherwise folded again at every read of every level, which
     * grows as the product of the reads.
     */
    argument(thunk, sink) {
        if (!sink && this.arguments.has(thunk))
            return this.arguments.get(thunk);
        if (this.spentArguments.has(thunk))
            return this.cut(thunk.expr);
        const cuts = this.cuts;
        // A value handed in is folded on at most half of the budget left: configuration loaded at run time
        // (`const cfg = await readConfig(id)`, passed to `getTools(cfg)`) can cost more than the builder it
        // configures and is unknown in the end anyway; the builder's own tools keep the other half.
        const limit = this.limit;
        const exhausted = this.exhausted;
        this.limit = this.steps + Math.floor((limit - this.steps) / 2);
        let v;
        try {
            v = this.withEnv(thunk.env, () => this.evaluate(thunk.expr, sink));
        }
        finally {
            this.limit = limit;
        }
        if (this.exhausted && !exhausted && this.steps <= limit) {
            // Out of its share only: the argument is unknown (a cut, so nothing folded from it is cached), the rest goes on.
            this.exhausted = false;
            this.spentArguments.add(thunk);
            return this.cut(thunk.expr);
        }
        if (this.cuts === cuts && !this.exhausted)
            this.arguments.set(thunk, v);
        return v;
    }
    /**
     * A module-level `const`'s value, folded once with no bindings in force. Undefined (fold it as
     * usual) when a pointer sink is asked for, or when it is not a module-level `const`.
     */
    moduleConstant(decl, init, sink) {
        if (sink || !isConstDeclaration(decl))
            return undefined;
        const statement = decl.parent.parent;
        if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent))
            return undefined;
        if (this.constants.has(decl))
            return this.constants.get(decl);
        // Each constant is folded once, on a step budget of its own: a registry built from a hundred
        // constants costs the sum of its parts once, not the budget of whoever reads it first.
        const steps = this.steps;
        const limit = this.limit;
        const exhausted = this.exhausted;
        this.steps = 0;
        this.limit = MAX_STEPS;
        this.exhausted = false;
        let v;
        try {
            v = this.withEnv(undefined, () => this.evaluate(init));
            // A value cut short by the step budget is not the constant's value: not kept.
            if (!this.exhausted)
                this.constants.set(decl, v);
        }
        finally {
            this.exhausted = exhausted || this.exhausted;
            this.steps = steps + 1;
            this.limit = limit;
        }
        return v;
    }
    /**
     * `fold()` once per key while no bindings are in force (then the value cannot depend on who reads
     * it); with bindings, once per key and set of bindings (a local `const` read five times in one
     * folded call of a helper), as long as no binding is added meanwhile.
     */
    unboundOnce(key, fold) {
        const env = this.env?.size ? this.env : undefined;
        let memo = this.unboundValues;
        if (env) {
            let scoped = this.scopedValues.get(env);
            if (!scoped || scoped.size !== env.size)
                this.scopedValues.set(env, (scoped = { size: env.size, values: new Map() }));
            memo = scoped.values;
        }
        if (memo.has(key))
            return memo.get(key);
        const cuts = this.cuts;
        const v = fold();
        if (this.cuts === cuts && !this.exhausted && (!env || env.size === this.scopedValues.get(env)?.size))
            memo.set(key, v);
        return v;
    }
    /** A `value` binding's initializer folded, with the writes into it applied. */
    valueOf(binding, sink) {
        const v = this.moduleConstant(binding.decl, binding.init, sink) ?? this.evaluate(binding.init, sink);
        // A converted schema the code then rewrites (`const json = zodToJsonSchema(s); json.type = 'object';
        // delete json.anyOf`) is no longer the conversion: kept for what it counts (budgets), marked
        // partial so that no rule judges its shape as known.
        if (v instanceof SchemaValue && this.mutations.isWrittenInto(binding.decl)) {
            const rewritten = new SchemaValue(v.schema, true, v.source, v.optional);
            return isConvertedSchema(v) ? convertedSchema(rewritten) : rewritten;
        }
        const muts = (Array.isArray(v) || isPlainObject(v)) && ts.isVariableDeclaration(binding.decl) ? this.mutations.of(binding.decl) : [];
        return muts.length ? this.applyMutations(v, muts) : v;
    }
    /** The value a binding stands for. */
    fromBinding(binding, at, sink) {
        switch (binding.kind) {
            case 'value': {
                if (this.mutations.isReassigned(binding.decl)) {
                    // `let tools = baseTools(); if (secrets) tools = [...tools, ...secretTools()]`: the initial list and what each reassignment adds.
                    const grown = this.mutations.grownBy(binding.decl);
                    if (grown) {
                        const v = this.valueOf(binding, sink);
                        if (!Array.isArray(v))
                            return this.unknown(at);
                        const out = grown.narrowed ? v.map(markConditional) : [...v];
                        const origin = originOf(v);
                        if (origin)
                            setOrigin(out, origin);
                        for (const g of grown.additions) {
                            g.parts.forEach((part, i) => {
                                const x = this.evaluate(part, sink);
                                const added = g.spread[i] ? (Array.isArray(x) ? x : [x instanceof Unknown ? x : this.unknown(part)]) : [x];
                                out.push(...added.map((a) => (g.conditional ? markConditional(a) : a)));
                            });
                        }
                        return out;
                    }
                    // `let tools = [...ALL]; if (!web) tools = tools.filter(…)`: the initial list, each element maybe dropped.
                    if (!this.mutations.onlyNarrowed(binding.decl))
                        return this.unknown(at);
                    const v = this.valueOf(binding, sink);
                    return Array.isArray(v) ? markConditional(v) : this.unknown(at);
                }
                return sink ? this.valueOf(binding, sink) : this.unboundOnce(binding.decl, () => this.valueOf(binding, undefined));
            }
            case 'destructured': {
                // `const { a, b } = await build(…)`: the call folds once for every name taken from it.
                let v = this.unboundOnce(binding.init, () => this.evaluate(binding.init));
                for (const key of binding.path)
                    v = pathStep(v, key, textOf(at));
                if ((v === undefined || v instanceof Unknown) && binding.defaultValue) {
                    const d = this.evaluate(binding.defaultValue, sink);
                    return v === undefined ? d : new Unknown(v.text, v.partialText, v.reason, d instanceof Unknown ? d.fallback : d);
                }
                return v;
            }
            case 'function':
                return new FunctionValue(binding.node, binding.file, this.currentEnv());
            case 'class':
                if (this.definitionProbe?.(binding.node))
                    return new ToolRef(binding.node, undefined, undefined);
                return new ClassValue(binding.node, binding.file);
            case 'enum':
                return this.enumObject(binding.node);
            case 'text-file':
                return readInsideProject(this.index.cwd, binding.abs, at.getSourceFile().fileName) ?? this.unknown(at);
            case 'namespace':
                return new NamespaceValue(binding.file);
            case 'uninitialized':
                return this.compiledEnum(binding.node) ?? this.unknown(at);
            case 'external':
                return this.unknown(at, { kind: 'external', module: binding.module });
            default:
                return this.unknown(at);
        }
    }
    /** `tools.x = …`, `Object.assign(tools, …)`, `list.push(…)`, `map.set(k, v)` applied to a copy of the container. */
    applyMutations(base, muts, sometimes = false) {
        const origin = originOf(base);
        const out = Array.isArray(base) ? [...base] : { ...base };
        if (origin)
            setOrigin(out, origin);
        let unknownKeys = 0;
        const put = (key, value, conditional) => {
            const v = conditional || sometimes ? markConditional(value) : value;
            if (Array.isArray(out)) {
                if (typeof key === 'number')
                    out[key] = v;
                return;
            }
            if (typeof key === 'string' || typeof key === 'number')
                out[String(key)] = v;
            else
                out[`${UNKNOWN_KEY_PREFIX}key:${unknownKeys++}`] = v;
        };
        for (const m of muts) {
            for (const { env, conditional: only, unlessPresent } of this.mutations.instances(m, this)) {
                const conditional = only || sometimes;
                this.withEnv(env ?? this.env, () => {
                    if (m.kind === 'set')
                        put(typeof m.key === 'string' ? m.key : this.evaluate(m.key), this.evaluate(m.value), conditional);
                    else if (m.kind === 'delete' && !Array.isArray(out)) {
                        const key = typeof m.key === 'string' ? m.key : this.evaluate(m.key);
                        // Gone for sure, or maybe gone: a key deleted only sometimes (or one we cannot name) leaves the object unknown there.
                        if ((typeof key === 'string' || typeof key === 'number') && !conditional)
                            delete out[String(key)];
                        else if (typeof key === 'string' || typeof key === 'number')
                            out[String(key)] = this.unknown(m.site);
                        else
                            out[`${UNKNOWN_KEY_PREFIX}delete:${unknownKeys++}`] = this.unknown(m.site);
                    }
                    else if (m.kind === 'push' && Array.isArray(out)) {
                        for (const item of m.items) {
                            if (ts.isSpreadElement(item)) {
                                const v = this.evaluate(item.expression);
                                if (Array.isArray(v))
                                    out.push(...v.map((x) => (conditional ? markConditional(x) : x)));
                                else
                                    out.push(this.unknown(item));
                            }
                            else {
                                const v = this.evaluate(item);
                                // Pushed only when not there yet: a definition already in the list is not added twice.
                                // Pushed only when not there yet: a definition already in the list is not added twice.
                                if (unlessPresent && sameDefinition(v, out))
                                    continue;
                                out.push(conditional ? markConditional(v) : v);
                            }
                        }
                    }
                    else if (m.kind === 'assign' && !Array.isArray(out)) {
                        for (const src of m.sources) {
                            const v = this.evaluate(src);
                            if (isPlainObject(v))
                                for (const [k, x] of Object.entries(v))
                                    put(k, x, conditional);
                            else if (v instanceof Alternatives)
                                for (const o of v.options)
                                    if (isPlainObject(o))
                                        for (const [k, x] of Object.entries(o))
                                            put(k, x, true);
                        }
                    }
                });
            }
        }
        return out;
    }
    /**
     * An enum as TypeScript emits it in published JavaScript:
     * `var ToolName; (function (ToolName) { ToolName["ECHO"] = "echo"; })(ToolName || (ToolName = {}));`
     * Official MCP servers ship this way, and their tool names are enum members.
     */
    compiledEnum(decl) {
        if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
            return undefined;
        const name = decl.name.text;
        const statement = decl.parent?.parent;
        const block = statement?.parent;
        if (!block || !('statements' in block))
            return undefined;
        const statements = block.statements;
        const at = statements.indexOf(statement);
        const next = statements[at + 1];
        if (!next || !ts.isExpressionStatement(next))
            return undefined;
        let call = next.expression;
        while (ts.isParenthesizedExpression(call))
            call = call.expression;
        if (!ts.isCallExpression(call))
            return undefined;
        let fn = call.expression;
        while (ts.isParenthesizedExpression(fn))
            fn = fn.expression;
        if (!ts.isFunctionExpression(fn) || !fn.body || fn.parameters.length !== 1)
            return undefined;
        const param = fn.parameters[0].name;
        if (!ts.isIdentifier(param) || !call.arguments[0]?.getText().startsWith(name))
            return undefined;
        const out = {};
        for (const st of fn.body.statements) {
            if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression))
                continue;
            let assign = st.expression;
            // `E[E["A"] = 0] = "A"` (numeric members): the inner assignment holds the member.
            if (ts.isElementAccessExpression(st.expression.left) && ts.isBinaryExpression(st.expression.left.argumentExpression))
                assign = st.expression.left.argumentExpression;
            if (!ts.isBinaryExpression(assign) || assign.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
                continue;
            const left = assign.left;
            if (!ts.isElementAccessExpression(left) || !ts.isIdentifier(left.expression) || left.expression.text !== param.text)
                continue;
            const key = this.evaluate(left.argumentExpression);
            if (typeof key === 'string')
                out[key] = this.evaluate(assign.right);
        }
        return Object.keys(out).length ? out : undefined;
    }
    enumObject(node) {
        const out = {};
        let next = 0;
        for (const m of node.members) {
            const key = propertyNameText(m.name);
            if (key === undefined)
                continue;
            if (m.initializer) {
                const v = this.evaluate(m.initializer);
                out[key] = v;
                if (typeof v === 'number')
                    next = v + 1;
            }
            else {
                out[key] = next++;
            }
        }
        return out;
    }
    member(node, sink) {
        let key;
        if (ts.isPropertyAccessExpression(node))
            key = node.name.text;
        else {
            const k = this.evaluate(node.argumentExpression);
            if (typeof k === 'string' || typeof k === 'number')
                key = String(k);
        }
        if (key === undefined)
            return this.unknown(node);
        const obj = this.evaluate(node.expression);
        // `getToolSet().tools` where the function returns one of several tool sets: the field of each
        // (a branch that throws returns nothing).
        if (obj instanceof Alternatives) {
            const options = returnedOptions(obj);
            if (options.length && options.every((o) => isPlainObject(o) || o === undefined || o === null)) {
                return new Alternatives(options.map((o) => (isPlainObject(o) ? getProperty(o, key, textOf(node)) : undefined)));
            }
        }
        if (obj instanceof NamespaceValue) {
            const b = this.scope.resolveExport(obj.file, key);
            return b ? this.fromBinding(b, node, sink) : this.unknown(node);
        }
        if (obj instanceof ClassValue)
            return key === 'name' && obj.node.name && !obj.node.members.some((m) => isStatic(m) && propertyNameText(m.name) === 'name') ? obj.node.name.text : this.staticMember(obj, key, node);
        // `fn.name` of a project function: what JavaScript gives it (`function calculator` → "calculator",
        // `const calculator = () => …` → "calculator"), which builders use as the tool's name.
        if (obj instanceof FunctionValue && key === 'name')
            return functionName(obj.node) ?? this.unknown(node);
        if (obj instanceof InstanceValue)
            return this.instanceMember(obj, obj.node, key, node, 0, sink);
        if (obj instanceof ConstructedValue)
            return this.constructedMember(obj, key, node, sink);
        if (obj instanceof SchemaValue && isConvertedSchema(obj)) {
            // `const json = zodToJsonSchema(s); … properties: json.properties`: the converted schema is JSON.
            if (sink?.defects)
                noteConversionDefect(sink, conversionDefectOf(obj));
            if (Object.prototype.hasOwnProperty.call(obj.schema, key))
                return obj.schema[key];
            return obj.partial ? this.unknown(node) : undefined;
        }
        if (obj instanceof SchemaValue) {
            // `Schema.shape` is the object of zod schemas behind `Schema`: rebuild one SchemaValue per key.
            if (key === 'shape') {
                const props = obj.schema.properties;
                if (!props || typeof props !== 'object')
                    return this.unknown(node);
                const required = new Set(obj.schema.required ?? []);
                const out = {};
                for (const [k, v] of Object.entries(props)) {
                    out[k] = new SchemaValue(v, obj.partial, obj.source, !required.has(k));
                }
                return out;
            }
            return this.unknown(node);
        }
        if (obj instanceof Unknown)
            return this.unknown(node, obj.reason);
        // `def.toolDefinition?.function || def.function`: code that asks whether a field is there, of an
        // object written whole, gets its absence (elsewhere a missing field stays unknown: the object
        // may be filled where the scanner does not look).
        if (isPlainObject(obj) && !(key in obj) && asksPresence(node) && writtenWhole(obj))
            return undefined;
        // `a?.b` of an absent `a`, and the rest of that chain.
        if ((obj === undefined || obj === null) && ts.isOptionalChain(node))
            return undefined;
        return getProperty(obj, key, textOf(node));
    }
    /**
     * What `this` is where it is written: the object literal a method belongs to (`{ name: 'x',
     * setup() { … this.name … } }`), an instance of the class for instance members, the class in a
     * static member. Arrow functions see the `this` around them.
     */
    thisValue(node) {
        let n = node.parent;
        while (n && !ts.isClassLike(n) && !ts.isPropertyDeclaration(n) && !(isFunctionLike(n) && !ts.isArrowFunction(n)))
            n = n.parent;
        if (!n)
            return this.unknown(node);
        const cls = ts.isClassLike(n) ? n : n.parent && ts.isClassLike(n.parent) ? n.parent : undefined;
        // Read through a constructed instance (`new Helper(…).tool`): `this` is that instance.
        const bound = cls && !isStatic(n) ? this.env?.get(cls) : undefined;
        if (bound && 'value' in bound && bound.value instanceof ConstructedValue)
            return bound.value;
        if (cls)
            return isStatic(n) ? new ClassValue(cls, this.fileOf(cls)) : new InstanceValue(cls);
        const owner = ts.isPropertyAssignment(n.parent) ? n.parent.parent : n.parent;
        if (owner && ts.isObjectLiteralExpression(owner))
            return this.evaluate(owner);
        return this.unknown(node);
    }
    /** `this.name` of an instance: the field's initializer, else a getter that returns one, else the base class's. */
    instanceMember(owner, cls, key, at, depth, sink) {
        for (const m of cls.members) {
            if (propertyNameText(m.name) !== key || isStatic(m))
                continue;
            if (ts.isPropertyDeclaration(m) && m.initializer)
                return this.withFieldWrites(this.evaluate(m.initializer, sink), owner, key);
            // `private tools!: Map<…>` set in the constructor (`this.tools = new Map()`).
            if (ts.isPropertyDeclaration(m)) {
                const assigned = constructorAssignment(cls, key);
                if (assigned)
                    return this.withFieldWrites(this.evaluate(assigned), owner, key);
            }
            if (ts.isGetAccessorDeclaration(m) && m.body) {
                const r = this.foldStatements(m.body.statements);
                return r === FELL_THROUGH ? this.unknown(at) : r;
            }
            // `this.registerSingleTool(tool)`: the method itself, so its calls are found as calls of it.
            if (ts.isMethodDeclaration(m) && m.body)
                return new FunctionValue(m, this.fileOf(m), this.currentEnv());
        }
        const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        if (base && ts.isIdentifier(base) && depth < 4) {
            const b = this.scope.resolveIdentifier(base, this.fileOf(base));
            if (b?.kind === 'class')
                return this.instanceMember(owner, b.node, key, at, depth + 1, sink);
        }
        return this.unknown(at);
    }
    staticMember(cls, key, at) {
        for (const m of cls.node.members) {
            if ((!ts.isPropertyDeclaration(m) && !ts.isMethodDeclaration(m)) || propertyNameText(m.name) !== key || !isStatic(m))
                continue;
            if (ts.isPropertyDeclaration(m) && m.initializer)
                return this.withFieldWrites(this.evaluate(m.initializer), cls, key);
            // `ToolBuilder.fromConfig(config)`: a static factory method, called like a function.
            if (ts.isMethodDeclaration(m) && m.body)
                return new FunctionValue(m, this.fileOf(m), this.currentEnv());
        }
        return this.unknown(at);
    }
    object(node, file, sink) {
        const out = {};
        setOrigin(out, { node, env: this.currentEnv() });
        let copyOf;
        for (const prop of node.properties) {
            if (ts.isSpreadAssignment(prop)) {
                const v = this.evaluate(prop.expression, sink);
                // `{ ...tool({ … }), needsApproval: true }`: that tool, with options added. A name, description or
                // schema written here would make it another tool, which the spread alone does not describe.
                if (v instanceof ToolRef && prop === node.properties[0] && !node.properties.some((p) => p.name && OVERRIDES_TOOL.has(propertyNameText(p.name) ?? '')))
                    return v;
                // `{ ...tool, annotations }`: a copy of a tool written as a plain object, with fields added.
                const from = prop === node.properties[0] ? originOf(v) : undefined;
                // Also a copy of a tool-shaped object (`{ ...def, inputSchema: def.inputSchema ?? def.parameters }` in a
                // re-map over a record of AI SDK tools): still the tool where it is written.
                if (from && ts.isObjectLiteralExpression(from.node) && (this.definitionProbe?.(from.node) || toolShaped(v, false)))
                    copyOf = from;
                if (isPlainObject(v))
                    Object.assign(out, v);
                else if (v instanceof Alternatives) {
                    // `...(pro ? { search } : {})`: every key of every option, present only sometimes.
                    for (const o of v.options)
                        if (isPlainObject(o))
                            for (const [k, x] of Object.entries(o))
                                out[k] = markConditional(x);
                }
                // A spread we cannot read may add keys: say so, or rules would judge an incomplete object.
                else if (v !== undefined && v !== null && v !== false)
                    out[`${UNKNOWN_KEY_PREFIX}spread:${textOf(prop.expression)}`] = this.unknown(prop.expression, v instanceof Unknown ? v.reason : undefined);
                continue;
            }
            let key;
            if (prop.name && ts.isComputedPropertyName(prop.name)) {
                const k = this.evaluate(prop.name.expression);
                if (typeof k === 'string' || typeof k === 'number')
                    key = String(k);
                else if (k instanceof Unknown && (typeof k.fallback === 'string' || typeof k.fallback === 'number'))
                    key = String(k.fallback);
            }
            else {
                key = propertyNameText(prop.name);
            }
            if (key === undefined)
                continue;
            const child = sink ? { ...sink, ptr: `${sink.ptr}/${pointerEscape(key)}` } : undefined;
            if (ts.isPropertyAssignment(prop)) {
                if (child)
                    child.out[child.ptr] = rangeOf(prop.initializer, file);
                out[key] = this.evaluate(prop.initializer, child);
            }
            else if (ts.isShorthandPropertyAssignment(prop)) {
                if (child)
                    child.out[child.ptr] = rangeOf(prop, file);
                out[key] = this.evaluate(prop.name, child);
            }
            else if (ts.isMethodDeclaration(prop) || ts.isGetAccessorDeclaration(prop)) {
                if (child)
                    child.out[child.ptr] = rangeOf(prop, file);
                out[key] = new FunctionValue(prop, file, this.currentEnv());
            }
        }
        // The copy is still that tool (it is sent under the same name), unless this literal renames it.
        if (copyOf && !this.definitionProbe?.(node) && !node.properties.some((p) => p.name && propertyNameText(p.name) === 'name'))
            setOrigin(out, copyOf);
        return out;
    }
    array(node, file, sink) {
        const out = [];
        setOrigin(out, { node, env: this.currentEnv() });
        for (const el of node.elements) {
            if (ts.isSpreadElement(el)) {
                const v = this.evaluate(el.expression);
                if (Array.isArray(v))
                    out.push(...v);
                else if (v instanceof Alternatives) {
                    for (const o of v.options)
                        if (Array.isArray(o))
                            out.push(...o.map(markConditional));
                }
                // A spread of what could not be read (`[...IMPORTED_OPERATIONS]`) holds something: never nothing.
                else
                    out.push(this.unknown(el, v instanceof Unknown ? v.reason : undefined));
                continue;
            }
            if (ts.isOmittedExpression(el)) {
                out.push(undefined);
                continue;
            }
            const child = sink ? { ...sink, ptr: `${sink.ptr}/${out.length}` } : undefined;
            if (child)
                child.out[child.ptr] = rangeOf(el, file);
            out.push(this.evaluate(el, child));
        }
        return out;
    }
    construct(node) {
        if (this.definitionProbe?.(node))
            return new ToolRef(node, this.currentEnv(), undefined);
        const c = node.expression;
        if (ts.isIdentifier(c) && c.text === 'Map') {
            // A registry `new Map([['search', searchTool]])` behaves like an object keyed by name.
            const out = {};
            setOrigin(out, { node, env: this.currentEnv() });
            const init = node.arguments?.[0] ? this.evaluate(node.arguments[0]) : [];
            if (Array.isArray(init))
                for (const e of init)
                    if (Array.isArray(e) && (typeof e[0] === 'string' || typeof e[0] === 'number'))
                        out[String(e[0])] = e[1];
            return out;
        }
        if (ts.isIdentifier(c)) {
            const b = this.scope.resolveIdentifier(c, this.fileOf(c));
            if (b?.kind === 'external')
                return this.unknown(node, { kind: 'external', module: b.module });
            if (b?.kind === 'class' && this.definitionProbe?.(b.node))
                return new ToolRef(b.node, undefined, node);
            if (b?.kind === 'class')
                return this.constructed(b.node, node);
        }
        return this.unknown(node);
    }
    /**
     * An instance of a project class (see ConstructedValue): the constructor's parameters bound to the
     * arguments, and each project base class's to what the `super(…)` call passes (a tool base class
     * whose `info()` returns `{ name: this.name, … }`, named by each subclass's constructor).
     */
    constructed(cls, node) {
        const env = new Map(this.env ?? []);
        const callerEnv = this.currentEnv();
        const ctor = constructorOf(cls);
        const args = [];
        ctor?.parameters.forEach((p, i) => {
            const a = node.arguments?.[i];
            const t = a && !ts.isSpreadElement(a) ? { expr: a, env: callerEnv } : undefined;
            if (!p.dotDotDotToken && t)
                env.set(p, t);
        });
        for (const a of node.arguments ?? [])
            args.push(ts.isSpreadElement(a) ? undefined : { expr: a, env: callerEnv });
        const value = new ConstructedValue(textOf(node), cls, node, env);
        const envs = [env];
        // Base classes, nearest first; a base outside the project (a framework's class) leaves fields we cannot see.
        let layer = cls;
        let layerCtor = ctor;
        let layerEnv = env;
        let layerArgs = args;
        for (let depth = 0; depth < 4; depth++) {
            const base = layer.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
            if (!base)
                break;
            const b = ts.isIdentifier(base) ? this.scope.resolveIdentifier(base, this.fileOf(base)) : undefined;
            if (b?.kind !== 'class')
                return this.unknown(node);
            // `super(a, b)` in the constructor, or (no constructor) the arguments passed through as they are.
            let passed = layerArgs;
            if (layerCtor) {
                const sup = layerCtor.body.statements.map((st) => (ts.isExpressionStatement(st) ? st.expression : undefined)).find((e) => !!e && ts.isCallExpression(e) && e.expression.kind === ts.SyntaxKind.SuperKeyword);
                if (!sup)
                    return this.unknown(node);
                const scope = layerEnv;
                passed = sup.arguments.map((a) => (ts.isSpreadElement(a) ? undefined : { expr: a, env: scope }));
            }
            const baseCtor = constructorOf(b.node);
            const baseEnv = new Map(this.env ?? []);
            baseCtor?.parameters.forEach((p, i) => {
                const t = passed[i];
                if (!p.dotDotDotToken && t)
                    baseEnv.set(p, t);
            });
            value.bases.push({ cls: b.node, env: baseEnv });
            envs.push(baseEnv);
            layer = b.node;
            layerCtor = baseCtor;
            layerEnv = baseEnv;
            layerArgs = passed;
        }
        // `this` in any of the classes' members is this instance.
        for (const e of envs)
            for (const c of [cls, ...value.bases.map((x) => x.cls)])
                e.set(c, { value });
        return value;
    }
    /**
     * A field of a constructed instance: what the subclass sets last wins (its constructor's `this.key
     * = …`, a parameter property, an initializer), then each base class's the same way; else a method
     * or getter, the nearest class's first.
     */
    constructedMember(obj, key, at, sink) {
        const layers = [{ cls: obj.cls, env: obj.env }, ...obj.bases];
        let expr;
        let exprEnv;
        let method;
        let methodEnv;
        for (const { cls, env } of layers) {
            const ctor = constructorOf(cls);
            for (const p of ctor?.parameters ?? []) {
                const isProperty = ts.getModifiers(p)?.some((m) => m.kind === ts.SyntaxKind.PublicKeyword || m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword || m.kind === ts.SyntaxKind.ReadonlyKeyword);
                if (isProperty && ts.isIdentifier(p.name) && p.name.text === key)
                    expr = p.name;
            }
            expr = constructorAssignment(cls, key) ?? expr;
            for (const m of cls.members) {
                if (propertyNameText(m.name) !== key || isStatic(m))
                    continue;
                // A field initializer runs before the constructor body: an assignment there wins.
                if (ts.isPropertyDeclaration(m) && m.initializer && !expr)
                    expr = m.initializer;
                else if ((ts.isMethodDeclaration(m) || ts.isGetAccessorDeclaration(m)) && m.body && !method) {
                    method = m;
                    methodEnv = env;
                }
            }
            if (expr) {
                exprEnv = env;
                break;
            }
        }
        if (!expr && method) {
            if (ts.isMethodDeclaration(method))
                return new FunctionValue(method, this.fileOf(method), methodEnv);
            const body = method.body;
            return this.withEnv(methodEnv, () => {
                const r = this.foldStatements(body.statements);
                return r === FELL_THROUGH ? this.unknown(at) : r;
            });
        }
        // `this.count = this.count + 1`: a field read while it is being read is a run-time value.
        const reading = this.readingFields.get(obj) ?? new Set();
        this.readingFields.set(obj, reading);
        if (!expr || reading.has(key))
            return this.unknown(at);
        if (this.callDepth >= MAX_CALL_DEPTH)
            return this.cut(at);
        reading.add(key);
        this.callDepth++;
        try {
            // The field's value as written (`inputSchema = { type: 'object', … }` in the class): positions inside it are the tool's.
            return withSite(this.withFieldWrites(this.withEnv(exprEnv, () => this.evaluate(expr, sink)), obj, key), obj.site);
        }
        finally {
            this.callDepth--;
            reading.delete(key);
        }
    }
    /**
     * A field holding a container (`new Map()`, `[]`, `{}`) with what the owner's own members write
     * into it, each write folded where it runs (see field-writes.ts): a registry class's `tools`.
     */
    withFieldWrites(v, owner, key) {
        if (!(Array.isArray(v) || isPlainObject(v)))
            return v;
        const classes = ownerClasses(owner, (c) => this.baseClasses(c));
        const staticSide = owner instanceof ClassValue;
        const writes = classes.flatMap((c) => fieldWrites(c, key, staticSide));
        if (!writes.length)
            return v;
        // A write whose value reads the same field (`this.tools.set(k, this.tools.get(j))`) sees it without writes.
        const active = `${staticSide ? 'static' : 'instance'}:${key}`;
        const reading = this.writingFields.get(classes[0]) ?? new Set();
        this.writingFields.set(classes[0], reading);
        if (reading.has(active))
            return v;
        if (this.callDepth >= MAX_CALL_DEPTH)
            return this.cut(originOf(v)?.node ?? classes[0]);
        reading.add(active);
        this.callDepth++;
        try {
            const planner = new RunPlanner(this, owner, classes);
            let out = v;
            for (const w of writes) {
                for (const c of planner.contexts(w.fn))
                    out = this.withEnv(c.env, () => this.applyMutations(out, [w.mutation], c.conditional));
            }
            return out;
        }
        finally {
            this.callDepth--;
            reading.delete(active);
        }
    }
    /** Fields whose writes are being folded now, by class. */
    writingFields = new WeakMap();
    /** Whether `cls` (or a base class) has a method `name` that returns an object literal named `this.name`. */
    describesItself(cls, name) {
        for (const c of [cls, ...this.baseClasses(cls)]) {
            const m = c.members.find((x) => ts.isMethodDeclaration(x) && !isStatic(x) && propertyNameText(x.name) === name);
            if (!m?.body)
                continue;
            const ret = m.body.statements.find(ts.isReturnStatement)?.expression;
            let lit = ret;
            while (lit && (ts.isParenthesizedExpression(lit) || ts.isAsExpression(lit) || ts.isSatisfiesExpression(lit)))
                lit = lit.expression;
            // `return tool({ name: this.name, description: this.description, … })`: the same, through a factory.
            if (lit && ts.isCallExpression(lit) && lit.arguments.length <= 2)
                lit = lit.arguments.find(ts.isObjectLiteralExpression);
            if (!lit || !ts.isObjectLiteralExpression(lit))
                return false;
            return lit.properties.some((p) => ts.isPropertyAssignment(p) && propertyNameText(p.name) === 'name' && ts.isPropertyAccessExpression(p.initializer) && p.initializer.expression.kind === ts.SyntaxKind.ThisKeyword);
        }
        return false;
    }
    /** The project base classes of a class, nearest first. */
    baseClasses(cls) {
        const out = [];
        let layer = cls;
        for (let depth = 0; depth < 4; depth++) {
            const base = layer.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
            const b = base && ts.isIdentifier(base) ? this.scope.resolveIdentifier(base, this.fileOf(base)) : undefined;
            if (b?.kind !== 'class')
                break;
            out.push(b.node);
            layer = b.node;
        }
        return out;
    }
    /** Fields of each constructed instance being read now (a field that reads itself is a run-time value). */
    readingFields = new WeakMap();
    call(node, file, sink) {
        // zod 4's method form of the conversion (`Schema.toJSONSchema()`): JSON Schema, not the schema
        // object. Other libraries' methods of that name are their converters' (src/extract/schema-libs).
        if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'toJSONSchema') {
            const base = this.evaluate(node.expression.expression, sink);
            if (base instanceof SchemaValue && base.source === 'zod' && !libraryOf(base))
                return convertedSchema(base);
        }
        const zod = convertSchemaLibrary(node, this, sink) ?? convertZod(node, this, sink);
        if (zod)
            return zod;
        if (this.definitionProbe?.(node))
            return new ToolRef(node, this.currentEnv(), undefined);
        const callee = node.expression;
        const calleeName = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const arg0 = node.arguments[0];
        // A library's converter (`zodToJsonSchema(s)`, `jsonSchema(obj)`) gives its argument's schema; a
        // project's own function of that name is read like any other: it may rewrite what it converts.
        const z2j = calleeName === 'zodToJsonSchema' ? zodToJsonSchemaCall(node, this, sink, (n) => this.unknown(n)) : undefined;
        if (z2j !== undefined)
            return z2j;
        if (isJsonSchemaWrapper(calleeName) && arg0 && !(ts.isIdentifier(callee) && this.evaluate(callee) instanceof FunctionValue)) {
            const inner = this.evaluate(arg0, sink);
            if (inner instanceof SchemaValue)
                return convertedSchema(inner);
            if (isPlainObject(inner))
                return inner;
            return this.unknown(node);
        }
        // `parse(readFileSync(…))` with `import { parse } from 'yaml'` (or `parse as parseYaml`), `load` of `js-yaml`.
        if (ts.isIdentifier(callee) && arg0 && /parse|load/i.test(callee.text)) {
            const b = this.scope.resolveIdentifier(callee, this.fileOf(callee));
            if (b?.kind === 'external' && YAML_MODULES.test(b.module) && YAML_READERS.test(b.name)) {
                const doc = this.jsonDocumentRead(arg0, file, 'yaml');
                if (doc)
                    return this.evaluate(doc, sink);
            }
        }
        if (ts.isPropertyAccessExpression(callee)) {
            const method = callee.name.text;
            if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Object') {
                const folded = this.objectStatic(method, node, sink);
                if (folded !== NOT_FOLDED)
                    return folded;
            }
            // `JSON.parse(fs.readFileSync(path.join(__dirname, 'prompts.json'), 'utf8'))` reads like
            // `require('./prompts.json')`: the document itself, so what it holds keeps its place in it.
            if (ts.isIdentifier(callee.expression) && callee.expression.text === 'JSON' && method === 'parse' && arg0) {
                const doc = this.jsonDocumentRead(arg0, file);
                if (doc)
                    return this.evaluate(doc, sink);
            }
            // `YAML.parse(readFileSync(…))` of the `yaml` package, `yaml.load(…)` of `js-yaml`.
            if (arg0 && YAML_READERS.test(method) && ts.isIdentifier(callee.expression) && this.yamlModule(callee.expression)) {
                const doc = this.jsonDocumentRead(arg0, file, 'yaml');
                if (doc)
                    return this.evaluate(doc, sink);
            }
            const target = this.evaluate(callee.expression);
            // `new SearchTool().toToolType()` of a tool class: a method that returns the instance's own
            // `{ name: this.name, … }` describes that tool (to a server's tools/list), it makes no other.
            if (target instanceof ToolRef && ts.isClassLike(target.node) && this.describesItself(target.node, method))
                return target;
            // `tools.map(zodFunction)` with OpenAI's helper: each definition as the helper sends it (its zod
            // parameters converted), located where the definition is written.
            if (method === 'map' && Array.isArray(target) && arg0 && ts.isIdentifier(arg0) && /^zod(Responses)?Function$/.test(arg0.text)) {
                const b = this.scope.resolveIdentifier(arg0, this.fileOf(arg0));
                if (b?.kind === 'external' && /^openai(\/|$)/.test(b.module))
                    return target.map((el) => asOpenAIFunction(el, arg0.text === 'zodResponsesFunction'));
            }
            if ((method === 'map' || method === 'flatMap' || method === 'forEach') && Array.isArray(target) && arg0) {
                return this.mapArray(node, target, method, arg0);
            }
            // `enabledIds.map((id) => TOOL_REGISTRY[id])` over ids known only at run time: some of the
            // registry's entries, each present only sometimes.
            if (method === 'map' && target instanceof Unknown && arg0) {
                const picked = this.registryPick(arg0);
                if (picked)
                    return picked;
            }
            // `ALL_TOOLS.filter((t) => t.scope === 'docs')`: a predicate the scanner can decide per element
            // keeps exactly those; where it cannot, the element stays, present only sometimes.
            if (method === 'filter' && Array.isArray(target) && arg0 && target.length <= 500) {
                const cb = this.evaluate(arg0);
                if (cb instanceof FunctionValue) {
                    const out = [];
                    target.forEach((el, i) => {
                        const keep = this.invoke(cb, [el, i], originOf(el)?.node ?? node);
                        if (keep instanceof Unknown || keep instanceof Alternatives)
                            out.push(markConditional(el));
                        else if (keep)
                            out.push(el);
                    });
                    const origin = originOf(target);
                    if (origin)
                        setOrigin(out, origin);
                    return out;
                }
            }
            // `allowed.map(ensureAnnotations)` where `allowed` is one of several tool lists: mapped per option.
            if ((method === 'map' || method === 'flatMap') && target instanceof Alternatives && target.options.every(Array.isArray) && arg0) {
                return new Alternatives(target.options.map((o) => this.mapArray(node, o, method, arg0)));
            }
            // `registry.values()`, `registry.get('search')` on a `new Map(…)` the scanner holds as an object keyed by name.
            if (isMapObject(target) && (method === 'values' || method === 'keys' || method === 'entries') && !node.arguments.length)
                return mapEntries(method, target, () => this.unknown(node));
            if (isMapObject(target) && method === 'get' && arg0) {
                const k = this.evaluate(arg0);
                return (typeof k === 'string' || typeof k === 'number') && String(k) in target ? target[String(k)] : this.unknown(node);
            }
            // `await Promise.all(factories.map((f) => f(server)))`: the list it settles, element by element
            // (an awaited element folds like its operand, see `await` in `evaluateInner`).
            if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Promise' && method === 'all' && arg0 && node.arguments.length === 1) {
                const items = this.evaluate(arg0);
                return Array.isArray(items) ? [...items] : this.unknown(node);
            }
            // `Array.from(registry.values())`, `Array.from(list, (t) => t.definition)`.
            if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Array' && method === 'from' && arg0) {
                const items = this.evaluate(arg0);
                if (Array.isArray(items))
                    return node.arguments[1] ? this.mapArray(node, items, 'map', node.arguments[1]) : [...items];
                return this.unknown(node);
            }
            const args = node.arguments.map((a) => this.evaluate(a));
            // `name.replace(/\s+/g, '_')`: a regular expression written as a literal is a pattern the fold can apply.
            if (typeof target === 'string' && (method === 'replace' || method === 'replaceAll') && node.arguments[0] && ts.isRegularExpressionLiteral(node.arguments[0]) && typeof args[1] === 'string') {
                const re = target.length <= 4096 ? regexOf(node.arguments[0]) : undefined;
                if (re && (method === 'replace' || re.global))
                    return target[method](re, args[1]);
            }
            const folded = stringOrArrayMethod(target, method, args);
            if (folded !== NOT_FOLDED)
                return folded;
            // `helpers.makeFields()`: a function stored in an object or exported from a namespace.
            if (target instanceof FunctionValue)
                return this.unknown(node);
            const member = this.evaluate(callee);
            if (member instanceof FunctionValue)
                return this.callFunction(member, node);
            if (target instanceof Unknown) {
                const unknown = this.unknown(node, target.reason);
                return method === 'map' && args[0] instanceof FunctionValue ? new MappedUnknown(unknown, args[0]) : unknown;
            }
        }
        if (isReadFileCall(node)) {
            const p = this.staticPath(node.arguments[0], file);
            // Only inside the project: static evaluation is not sandboxed (src/source/read-inside.ts).
            const text = p ? readInsideProject(this.index.cwd, p, file.abs) : undefined;
            if (text !== undefined)
                return text;
        }
        if (ts.isIdentifier(callee)) {
            const fn = this.evaluate(callee);
            if (fn instanceof FunctionValue)
                return this.callFunction(fn, node);
            if (fn instanceof Unknown)
                return this.unknown(node, fn.reason);
        }
        if (ts.isParenthesizedExpression(callee) || ts.isArrowFunction(callee) || ts.isFunctionExpression(callee)) {
            const fn = this.evaluate(callee);
            if (fn instanceof FunctionValue)
                return this.callFunction(fn, node);
        }
        return this.unknown(node);
    }
    /** `Object.freeze/seal/assign/fromEntries/entries/keys/values` on folded values. */
    objectStatic(method, node, sink) {
        const [a0] = node.arguments;
        if (!a0)
            return NOT_FOLDED;
        if (method === 'freeze' || method === 'seal')
            return this.evaluate(a0, sink);
        if (method === 'fromEntries') {
            const entries = this.evaluate(a0);
            if (Array.isArray(entries) && entries.every((e) => Array.isArray(e))) {
                const out = {};
                let n = 0;
                for (const e of entries) {
                    const k = e[0];
                    if (typeof k === 'string' || typeof k === 'number')
                        out[String(k)] = e[1];
                    else
                        out[`${UNKNOWN_KEY_PREFIX}key:${n++}`] = e[1];
                }
                return out;
            }
            return this.unknown(node);
        }
        if (method === 'assign') {
            const out = {};
            for (const a of node.arguments) {
                const v = this.evaluate(a);
                if (isPlainObject(v))
                    Object.assign(out, v);
                else if (v instanceof Alternatives) {
                    for (const o of v.options)
                        if (isPlainObject(o))
                            for (const [k, x] of Object.entries(o))
                                out[k] = markConditional(x);
                }
                else if (v !== undefined && v !== null)
                    out[`${UNKNOWN_KEY_PREFIX}spread:${textOf(a)}`] = this.unknown(a);
            }
            return out;
        }
        if (method === 'entries' || method === 'keys' || method === 'values') {
            const v = this.evaluate(a0);
            // `Object.values(flag ? { … } : { … })`: the values of each alternative. One that is no object
            // (`tools ? … : undefined` guarded by the same condition around this call) gives nothing.
            const objects = v instanceof Alternatives ? v.options.filter((o) => !isNothing(o)) : [];
            if (v instanceof Alternatives && objects.length && objects.every(isPlainObject)) {
                const each = objects.map((o) => entriesOf(method, o) ?? this.unknown(node));
                return each.length === 1 ? each[0] : new Alternatives(each);
            }
            // `Object.values(ns)` of `import * as ns from './tools'`: every value the module exports.
            if (v instanceof NamespaceValue)
                return entriesOf(method, this.namespaceObject(v, node)) ?? this.unknown(node);
            // `Object.values(list)` of an array is its elements (keys: the indexes as strings).
            if (Array.isArray(v))
                return method === 'values' ? [...v] : method === 'keys' ? v.map((_, i) => String(i)) : v.map((x, i) => [String(i), x]);
            if (!isPlainObject(v))
                return this.unknown(node);
            return entriesOf(method, v) ?? this.unknown(node);
        }
        return NOT_FOLDED;
    }
    /** A namespace import as the object it is at run time: its exported values by name. */
    namespaceObject(ns, at) {
        const out = {};
        for (const name of this.scope.exportNames(ns.file)) {
            const b = this.scope.resolveExport(ns.file, name);
            out[name] = b ? this.fromBinding(b, at) : this.unknown(at);
        }
        return out;
    }
    /**
     * The entries a callback `(id) => REGISTRY[id]` (or `{ return REGISTRY[id] }`) can pick from a
     * constant object whose every key is known: as an array of those entries, each conditional.
     */
    registryPick(cbNode) {
        const cb = skipOuter(cbNode);
        if (!(ts.isArrowFunction(cb) || ts.isFunctionExpression(cb)) || cb.parameters.length !== 1 || !ts.isIdentifier(cb.parameters[0].name))
            return undefined;
        const param = cb.parameters[0].name.text;
        let body = cb.body;
        if (ts.isBlock(body))
            body = body.statements.length === 1 && ts.isReturnStatement(body.statements[0]) ? body.statements[0].expression : undefined;
        const e = body && ts.isExpression(body) ? skipOuter(body) : undefined;
        if (!e || !ts.isElementAccessExpression(e) || !ts.isIdentifier(skipOuter(e.argumentExpression)) || skipOuter(e.argumentExpression).text !== param)
            return undefined;
        const registry = this.evaluate(e.expression);
        if (!isPlainObject(registry))
            return undefined;
        const keys = Object.keys(registry);
        if (!keys.length || keys.length > 500 || keys.some(isPlaceholderKey))
            return undefined;
        const out = Object.values(registry).map(markConditional);
        const origin = originOf(registry);
        if (origin)
            setOrigin(out, origin);
        return out;
    }
    /** `[…].map(cb)` with the callback folded per element (converters like `defs.map(d => ({ type: 'function', function: d }))`). */
    mapArray(node, target, method, cbNode) {
        const cb = this.evaluate(cbNode);
        if (!(cb instanceof FunctionValue) || target.length > 500)
            return this.unknown(node);
        const out = [];
        for (let i = 0; i < target.length; i++) {
            // What the callback builds from an element is located where the element is written.
            const el = target[i];
            // A spread the scanner could not read (`[...mcpClient.getTools(), local]`) stands for any number of
            // elements: what they map to is as unseen as they are, not one object made from an unknown.
            if (el instanceof Unknown && el.at && ts.isSpreadElement(el.at)) {
                out.push(el);
                continue;
            }
            const made = this.invoke(cb, [el, i], writtenAt(el) ?? node);
            // What is made from an element present only sometimes is present only sometimes.
            const v = isConditionalObject(el) || (el instanceof ToolRef && el.conditional) ? markConditional(made) : made;
            if (method === 'flatMap' && Array.isArray(v))
                out.push(...v);
            else
                out.push(v);
        }
        return method === 'forEach' ? undefined : out;
    }
    /** Folds a project function called at `site` with its arguments bound. */
    callFunction(fn, site) {
        if (!fn.node.body)
            return this.unknown(site);
        if (this.callDepth >= MAX_CALL_DEPTH)
            return this.cut(site);
        const env = new Map(fn.env ?? this.env ?? []);
        const callerEnv = this.currentEnv();
        fn.node.parameters.forEach((p, i) => {
            if (p.dotDotDotToken)
                return;
            const a = site.arguments[i];
            if (a && !ts.isSpreadElement(a))
                env.set(p, { expr: a, env: callerEnv });
        });
        return this.runBody(fn, env, site);
    }
    /** Calls a folded function with values (callbacks of `map`). */
    invoke(fn, args, site) {
        if (!fn.node.body)
            return this.unknown(site);
        if (this.callDepth >= MAX_CALL_DEPTH)
            return this.cut(site);
        const env = new Map(fn.env ?? this.env ?? []);
        fn.node.parameters.forEach((p, i) => env.set(p, { value: args[i] }));
        return this.runBody(fn, env, site);
    }
    runBody(fn, env, site) {
        const frames = this.frames.get(fn.node) ?? 0;
        if (frames >= MAX_RECURSION)
            return this.cut(site);
        this.frames.set(fn.node, frames + 1);
        this.callDepth++;
        try {
            return this.withEnv(env, () => {
                const body = fn.node.body;
                const v = ts.isBlock(body) ? this.foldStatements(body.statements) : this.evaluate(body);
                const result = v === FELL_THROUGH ? undefined : v;
                return result instanceof ToolRef && !result.site ? new ToolRef(result.node, result.env, site, result.conditional) : withSite(result, site, fn.node);
            });
        }
        finally {
            this.callDepth--;
            if (frames)
                this.frames.set(fn.node, frames);
            else
                this.frames.delete(fn.node);
        }
    }
    /**
     * The value a function body returns: `return`s reached through `if`s the scanner can decide;
     * declarations are read lazily through scope resolution; statements with only side effects are
     * skipped (their mutations are seen where the container is read). An undecidable branch that
     * returns makes the result unknown, or alternatives when the branches hold tools.
     */
    foldStatements(statements) {
        for (const st of statements) {
            if (ts.isReturnStatement(st))
                return st.expression ? this.evaluate(st.expression) : undefined;
            if (ts.isIfStatement(st)) {
                const c = this.evaluate(st.expression);
                const branchOf = (b) => (b ? this.foldStatements(ts.isBlock(b) ? b.statements : [b]) : FELL_THROUGH);
                if (isPrimitive(c)) {
                    const r = branchOf(c ? st.thenStatement : st.elseStatement);
                    if (r !== FELL_THROUGH)
                        return r;
                    continue;
                }
                const a = branchOf(st.thenStatement);
                const b = branchOf(st.elseStatement);
                if (a === FELL_THROUGH && b === FELL_THROUGH)
                    continue;
                const rest = statements.slice(statements.indexOf(st) + 1);
                const aa = a === FELL_THROUGH ? this.foldStatements(rest) : a;
                const bb = b === FELL_THROUGH ? this.foldStatements(rest) : b;
                const options = [aa, bb].map((x) => (x === FELL_THROUGH ? undefined : x));
                if (options.every((x) => isPrimitive(x) && x === options[0]))
                    return options[0];
                // `if (!costs(tool)) return tool; return { ...tool, fn }`: the same named object either way (see eitherOf).
                if (options.some(holdsTool) || options.some((x) => this.holdsWrittenDefinition(x, 2)) || sameNamedObjects(options))
                    return new Alternatives(options);
                return this.unknown(st.expression);
            }
            if (ts.isBlock(st)) {
                const r = this.foldStatements(st.statements);
                if (r !== FELL_THROUGH)
                    return r;
                continue;
            }
            if (ts.isTryStatement(st)) {
                const r = this.foldStatements(st.tryBlock.statements);
                if (r !== FELL_THROUGH)
                    return r;
                continue;
            }
            if (ts.isThrowStatement(st))
                return this.unknown(st);
            if (ts.isSwitchStatement(st)) {
                const r = this.foldSwitch(st);
                if (r !== FELL_THROUGH)
                    return r;
                continue;
            }
            if (ts.isLabeledStatement(st))
                return this.unknown(st);
            // Declarations, expression statements (side effects) and loops carry on.
        }
        return FELL_THROUGH;
    }
    /**
     * `switch (id) { case 'calendar.findSlots': return 'calendar_find_slots'; … }` with a known `id`: the
     * statements from the matching case (or `default`) on, up to a `break` written directly in a
     * clause. Unknown when the value or a label before the match cannot be folded, or a `break` sits
     * deeper (inside an `if`) where its effect depends on more than this fold reads.
     */
    foldSwitch(st) {
        const v = this.evaluate(st.expression);
        if (!isPrimitive(v))
            return this.unknown(st);
        const clauses = st.caseBlock.clauses;
        let start = -1;
        for (let i = 0; i < clauses.length && start < 0; i++) {
            const c = clauses[i];
            if (!ts.isCaseClause(c))
                continue;
            const label = this.evaluate(c.expression);
            if (!isPrimitive(label))
                return this.unknown(st);
            if (label === v)
                start = i;
        }
        if (start < 0)
            start = clauses.findIndex((c) => ts.isDefaultClause(c));
        if (start < 0)
            return FELL_THROUGH;
        const run = [];
        for (const c of clauses.slice(start)) {
            for (const s of c.statements) {
                if (ts.isBreakStatement(s) && !s.label)
                    return this.foldStatements(run);
                if (containsBreak(s))
                    return this.unknown(st);
                run.push(s);
            }
        }
        return this.foldStatements(run);
    }
    /** The root of the project's JSON file that `text` reads (`readFileSync(p, 'utf8')`, `await readFile(p)`, `.toString()` of either). */
    /** Whether a name is the `yaml` or `js-yaml` module itself (`import YAML from 'yaml'`, `import * as yaml from 'js-yaml'`). */
    yamlModule(id) {
        const b = this.scope.resolveIdentifier(id, this.fileOf(id));
        return b?.kind === 'external' && YAML_MODULES.test(b.module) && (b.name === '*' || b.name === 'default');
    }
    jsonDocumentRead(text, file, format = 'json') {
        let e = text;
        for (let hops = 0;;) {
            if (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e))
                e = e.expression;
            else if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'toString' && !e.arguments.length)
                e = e.expression.expression;
            // `const yamlContent = readFileSync(yamlPath, 'utf8'); parse(yamlContent)`
            else if (ts.isIdentifier(e) && hops++ < 3) {
                const b = this.scope.resolveIdentifier(e, this.fileOf(e));
                if (b?.kind !== 'value' || !isConstDeclaration(b.decl))
                    return undefined;
                e = b.init;
            }
            else
                break;
        }
        if (!ts.isCallExpression(e) || !isReadFileCall(e))
            return undefined;
        const p = this.staticPath(e.arguments[0], file);
        if (!p || !(format === 'json' ? /\.json$/i : /\.ya?ml$/i).test(p))
            return undefined;
        // Only inside the project, as for text files (src/source/read-inside.ts).
        const raw = readInsideProject(this.index.cwd, p, file.abs);
        // A YAML file is read as the expression it stands for, each entry on its own line (src/source/yaml-document.ts).
        const json = raw !== undefined && format === 'yaml' ? yamlAsExpression(raw) : raw;
        const doc = json !== undefined ? this.index.get(p, json) : undefined;
        const root = doc && !doc.parseErrors.length ? doc.sf.statements[0] : undefined;
        return root && ts.isExpressionStatement(root) ? root.expression : undefined;
    }
    /** Folds `path.join(__dirname, 'x.md')`, `new URL('./x.md', import.meta.url)` and relative literals to a path. */
    /** `join` / `resolve` imported from `path` (`import { join } from 'node:path'`). */
    pathFunction(id) {
        const b = this.scope.resolveIdentifier(id, this.fileOf(id));
        return b?.kind === 'external' && /^(node:)?path$/.test(b.module) && (b.name === 'join' || b.name === 'resolve');
    }
    /**
     * The module's own folder, as ES modules compute it: `dirname(fileURLToPath(import.meta.url))`,
     * `path.dirname(new URL(import.meta.url).pathname)`, or a constant holding it (`const here = …`).
     */
    isModuleDir(e, depth) {
        const x = skipOuter(e);
        if (ts.isIdentifier(x)) {
            if (depth > 2)
                return false;
            const b = this.scope.resolveIdentifier(x, this.fileOf(x));
            return b?.kind === 'value' && isConstDeclaration(b.decl) && this.isModuleDir(b.init, depth + 1);
        }
        if (!ts.isCallExpression(x) || x.arguments.length !== 1)
            return false;
        const name = ts.isIdentifier(x.expression) ? x.expression.text : ts.isPropertyAccessExpression(x.expression) ? x.expression.name.text : '';
        return name === 'dirname' && /import\.meta\.url/.test(x.arguments[0].getText());
    }
    staticPath(node, file, hops = 0) {
        const dir = path.dirname(file.abs);
        // `const yamlPath = join(__dirname, 'yaml', 'tools.yaml')`, written in the same module.
        if (ts.isIdentifier(node) && hops < 3) {
            const b = this.scope.resolveIdentifier(node, this.fileOf(node));
            return b?.kind === 'value' && isConstDeclaration(b.decl) && b.file === file ? this.staticPath(skipOuter(b.init), file, hops + 1) : undefined;
        }
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2) {
            const rel = this.evaluate(node.arguments[0]);
            return typeof rel === 'string' ? path.resolve(dir, rel) : undefined;
        }
        const callee = ts.isCallExpression(node) ? node.expression : undefined;
        const joins = !!callee && ((ts.isPropertyAccessExpression(callee) && ['join', 'resolve'].includes(callee.name.text)) || (ts.isIdentifier(callee) && this.pathFunction(callee)));
        if (ts.isCallExpression(node) && joins) {
            const parts = [];
            for (const a of node.arguments) {
                if (ts.isIdentifier(a) && (a.text === '__dirname' || a.text === 'dirname'))
                    parts.push(dir);
                else if (ts.isPropertyAccessExpression(a) && a.getText(file.sf) === 'import.meta.dirname')
                    parts.push(dir);
                else if (this.isModuleDir(a, 0))
                    parts.push(dir);
                else {
                    const v = this.evaluate(a);
                    if (typeof v !== 'string')
                        return undefined;
                    parts.push(v);
                }
            }
            return path.resolve(dir, ...parts);
        }
        return undefined;
    }
}
export const FELL_THROUGH = Symbol('fell through');
/** A namespace import (`import * as names from './names'`), resolved member by member. */
class NamespaceValue {
    file;
    constructor(file) {
        this.file = file;
    }
}
const NOT_FOLDED = Symbol('not folded');
/** A `break` of the enclosing switch inside `s` (not one of a loop or switch nested in it). */
function containsBreak(s) {
    let found = false;
    const visit = (n) => {
        if (found || ts.isFunctionLike(n) || ts.isIterationStatement(n, false) || ts.isSwitchStatement(n))
            return;
        if (ts.isBreakStatement(n)) {
            found = true;
            return;
        }
        ts.forEachChild(n, visit);
    };
    ts.forEachChild(s, visit);
    return found || ts.isBreakStatement(s);
}
/** `undefined`, `null`, `[]` or `{}`: what a request sends when it sends no tools. */
function isNothing(v) {
    return v === undefined || v === null || (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.keys(v).length === 0);
}
/** An object with a description and a schema or `execute` (and a name, when `named`), or an OpenAI `{ type: 'function', function }`. */
function toolShaped(x, named) {
    if (!isPlainObject(x))
        return false;
    if (x.type === 'function' && isPlainObject(x.function))
        return true;
    const has = (k) => x[k] !== undefined;
    const described = has('description') && ['inputSchema', 'parameters', 'input_schema', 'schema', 'execute'].some(has);
    return named ? has('name') && described : described;
}
/**
 * A list or record of objects shaped like tools: AI SDK record values with a description and a
 * schema or `execute`, list elements with a name and a description or schema, OpenAI
 * `{ type: 'function', function }` entries.
 */
function holdsToolShapes(v) {
    if (Array.isArray(v))
        return v.length > 0 && v.length <= 500 && v.some((x) => toolShaped(x, true));
    return isPlainObject(v) && Object.keys(v).length > 0 && Object.values(v).some((x) => toolShaped(x, false));
}
/**
 * Plain objects that all carry one and the same string `name`: an object and its copies with other
 * fields changed (`costs(tool) ? { ...tool, fn } : tool`), one named thing whichever branch runs.
 */
function sameNamedObjects(options) {
    const first = options[0];
    if (!isPlainObject(first) || typeof first.name !== 'string')
        return false;
    return options.every((o) => isPlainObject(o) && o.name === first.name);
}
/** Whether a value is or holds a tool definition (one level into containers). */
export function holdsTool(v) {
    if (v instanceof ToolRef)
        return true;
    if (v instanceof Alternatives)
        return v.options.some(holdsTool);
    if (Array.isArray(v))
        return v.some((x) => x instanceof ToolRef || x instanceof Alternatives);
    if (isPlainObject(v))
        return Object.values(v).some((x) => x instanceof ToolRef || x instanceof Alternatives);
    return false;
}
/** Marks the tools in a value as present only under a condition. */
export function markConditional(v) {
    if (v instanceof ToolRef)
        return v.withConditional();
    if (Array.isArray(v))
        return v.map(markConditional);
    if (v instanceof Alternatives)
        return new Alternatives(v.options.map(markConditional));
    // An instance of a project class (a tool object put in a registry under an `if`): what is made from it is conditional too.
    if (v instanceof ConstructedValue) {
        const copy = Object.assign(Object.create(ConstructedValue.prototype), v);
        CONDITIONAL_OBJECTS.add(copy);
        return copy;
    }
    // A tool written as a plain object (`toolSet[t.name] = { … }` under an `if`): a copy that says so,
    // with the same origin, so that the toolset holds it as conditional.
    const origin = isPlainObject(v) ? originOf(v) : undefined;
    if (origin && ts.isObjectLiteralExpression(origin.node)) {
        const copy = setOrigin({ ...v }, origin);
        CONDITIONAL_OBJECTS.add(copy);
        return copy;
    }
    return v;
}
const CONDITIONAL_OBJECTS = new WeakSet();
/** Whether a plain object was marked as present only under a condition (see markConditional). */
export function isConditionalObject(v) {
    return typeof v === 'object' && v !== null && CONDITIONAL_OBJECTS.has(v);
}
/**
 * Tools and objects returned from a call carry the call as the place their bindings came from. Only
 * objects written in the function called (`within`): one it was handed and returns (`[name, { ...def }]`
 * in a re-map keeps `def`'s place) was built elsewhere, from other bindings.
 */
function withSite(v, site, within) {
    if (v instanceof ToolRef)
        return v.site ? v : new ToolRef(v.node, v.env, site, v.conditional);
    const origin = originOf(v);
    if (origin && !origin.site && origin.env?.size && (!within || isInside(origin.node, within)))
        setOrigin(v, { ...origin, site });
    if (Array.isArray(v)) {
        // A tool reference is replaced, not changed (`return [stop]` of `buildTools(prefix)`): a new list
        // holds the references that now carry the call, so the tool is the one this call makes.
        let changed = false;
        const out = v.map((x) => {
            const y = withSite(x, site, within);
            if (y !== x)
                changed = true;
            return y;
        });
        if (!changed)
            return v;
        const from = originOf(v);
        if (from)
            setOrigin(out, from);
        return out;
    }
    return v;
}
function isInside(node, outer) {
    return node.getSourceFile() === outer.getSourceFile() && node.pos >= outer.pos && node.end <= outer.end;
}
function stringOrArrayMethod(target, method, args) {
    if (Array.isArray(target)) {
        switch (method) {
            case 'join': {
                const sep = args[0] === undefined ? ',' : args[0];
                if (typeof sep !== 'string')
                    return NOT_FOLDED;
                if (target.every((x) => typeof x === 'string' || typeof x === 'number'))
                    return target.join(sep);
                return new Unknown(`[…].join()`, target.map((x) => (typeof x === 'string' ? x : '…')).join(sep));
            }
            case 'includes':
                if (args.length === 1 && isPrimitive(args[0]) && target.every((x) => !(x instanceof Unknown)))
                    return target.includes(args[0]);
                return NOT_FOLDED;
            case 'filter':
                // `filter(Boolean)` drops the holes of `[a, cond && b]`; any other filter keeps a subset we cannot name.
                if (args.length === 1 && args[0] instanceof Unknown && args[0].text === 'Boolean')
                    return target.filter((x) => x !== false && x !== null && x !== undefined);
                return target.map(markConditional);
            case 'concat': {
                const out = [...target];
                for (const a of args) {
                    if (Array.isArray(a))
                        out.push(...a);
                    else
                        out.push(a);
                }
                return out;
            }
            case 'slice':
                // `tools.slice(0, -1)` (all but the last, which gets a cache breakpoint): exact where the bounds fold.
                if (args.length <= 2 && args.every((a) => typeof a === 'number' || a === undefined))
                    return target.slice(args[0], args[1]);
                return target.map(markConditional);
            case 'toSorted':
            case 'sort':
                return [...target];
            case 'flat':
                return target.flatMap((x) => (Array.isArray(x) ? x : [x]));
            case 'reverse':
                return [...target].reverse();
            default:
                return NOT_FOLDED;
        }
    }
    if (typeof target === 'string') {
        switch (method) {
            case 'trim':
                return target.trim();
            case 'trimStart':
                return target.trimStart();
            case 'trimEnd':
                return target.trimEnd();
            case 'toLowerCase':
                return target.toLowerCase();
            case 'toUpperCase':
                return target.toUpperCase();
            case 'concat':
                return args.every((a) => typeof a === 'string') ? target.concat(...args) : NOT_FOLDED;
            case 'includes':
            case 'startsWith':
            case 'endsWith':
                return typeof args[0] === 'string' ? target[method](args[0]) : NOT_FOLDED;
            case 'replace':
            case 'replaceAll':
                return typeof args[0] === 'string' && typeof args[1] === 'string' ? target[method](args[0], args[1]) : NOT_FOLDED;
            default:
                return NOT_FOLDED;
        }
    }
    return NOT_FOLDED;
}
function isReadFileCall(node) {
    const c = node.expression;
    const name = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
    return (name === 'readFileSync' || name === 'readFile') && node.arguments.length >= 1;
}
/** The packages that parse YAML, and their functions that read a document. */
const YAML_MODULES = /^(yaml|js-yaml)$/;
const YAML_READERS = /^(parse|load|safeLoad)$/;
/** A read whose absence the code handles: `a.b?.c`, `a.b?.()`, `a.b ?? x`, `a.b || x`. */
function asksPresence(node) {
    const p = node.parent;
    if (!p)
        return false;
    if ((ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p) || ts.isCallExpression(p)) && p.expression === node && p.questionDotToken)
        return true;
    return ts.isBinaryExpression(p) && p.left === node && (p.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken);
}
/** An object folded from one literal without spreads and with every key named: all its fields are known. */
function writtenWhole(obj) {
    const node = originOf(obj)?.node;
    return !!node && ts.isObjectLiteralExpression(node) && !node.properties.some(ts.isSpreadAssignment) && !Object.keys(obj).some(isPlaceholderKey);
}
export function getProperty(obj, key, text) {
    if (isPlainObject(obj))
        return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : new Unknown(text);
    if (Array.isArray(obj)) {
        if (key === 'length')
            return obj.length;
        const i = Number(key);
        return Number.isInteger(i) && i >= 0 && i < obj.length ? obj[i] : new Unknown(text);
    }
    if (typeof obj === 'string' && key === 'length')
        return obj.length;
    if (obj instanceof Unknown)
        return new Unknown(text, undefined, obj.reason);
    return new Unknown(text);
}
function isPrimitive(v) {
    return v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}
export function textOf(node) {
    const text = node.getText(node.getSourceFile());
    return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
function rawText(node) {
    return node.rawText ?? node.text;
}
/** What `dedent`-style tags do: drop the first and last blank line and the common indentation. */
export function dedent(text) {
    const lines = text.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '').split(/\r?\n/);
    let min = Infinity;
    for (const line of lines) {
        if (!line.trim())
            continue;
        const indent = line.match(/^[ \t]*/)[0].length;
        if (indent < min)
            min = indent;
    }
    if (!Number.isFinite(min))
        min = 0;
    return lines.map((l) => l.slice(Math.min(min, l.match(/^[ \t]*/)[0].length))).join('\n');
}
export { shapeToSchema };
/** `Object.keys/values/entries` of a folded object; undefined when only unreadable spreads are in it. */
function entriesOf(method, v) {
    // The marker of a spread that could not be read is not a key of the object at run time.
    const keys = Object.keys(v).filter((k) => !k.startsWith(UNKNOWN_KEY_PREFIX));
    if (!keys.length && Object.keys(v).length)
        return undefined;
    return method === 'keys' ? keys : method === 'values' ? keys.map((k) => v[k]) : keys.map((k) => [k, v[k]]);
}
/**
 * The RegExp a literal writes (`/\s+/g`), or undefined when this engine rejects it or it could
 * backtrack without end (a quantified group holding a quantifier, `(a+)+`, a back-reference): the
 * scan runs no project code, and a project's pattern must not hang it either.
 */
function regexOf(lit) {
    const text = lit.text;
    const end = text.lastIndexOf('/');
    if (/\([^)]*[+*}][^)]*\)\s*[+*{?]|\\[1-9]/.test(text.slice(1, end)))
        return undefined;
    try {
        return new RegExp(text.slice(1, end), text.slice(end + 1));
    }
    catch {
        return undefined;
    }
}
/** The name JavaScript gives a function: its own, else the variable or property it is first assigned to. */
function functionName(fn) {
    if (fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name)))
        return fn.name.text;
    const p = fn.parent;
    if (p && ts.isVariableDeclaration(p) && p.initializer === fn && ts.isIdentifier(p.name))
        return p.name.text;
    if (p && ts.isPropertyAssignment(p) && p.initializer === fn)
        return propertyNameText(p.name);
    return undefined;
}
/** The values alternatives stand for, nested ones flattened, without the branches that throw. */
function returnedOptions(v) {
    return v.options.flatMap((o) => (o instanceof Alternatives ? returnedOptions(o) : o instanceof Unknown && o.at && ts.isThrowStatement(o.at) ? [] : [o]));
}
/** A `new Map(…)` held as an object keyed by name (see `construct`), with what was set into it since. */
function isMapObject(v) {
    if (!isPlainObject(v))
        return false;
    const node = originOf(v)?.node;
    return !!node && ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Map';
}
/** A map's `values()`, `keys()` or `entries()`: an entry set under a key the scanner could not read is still there. */
function mapEntries(method, v, unknownKey) {
    return Object.keys(v).map((k) => {
        const known = !k.startsWith(UNKNOWN_KEY_PREFIX);
        const key = known ? k : unknownKey();
        return method === 'keys' ? key : method === 'values' ? v[k] : [key, v[k]];
    });
}
/** One step of a destructuring path: a property, or the rest of an object (`...config`) without the keys taken before it. */
function pathStep(v, key, text) {
    const excluded = restExcluded(key);
    if (!excluded)
        return getProperty(v, key, text);
    // The rest keeps where the object was written: its other fields are still read there (`config.description`).
    const omit = (o) => {
        const rest = Object.fromEntries(Object.entries(o).filter(([k]) => !excluded.includes(k)));
        const origin = originOf(o);
        return origin ? setOrigin(rest, origin) : rest;
    };
    if (isPlainObject(v))
        return omit(v);
    if (v instanceof Alternatives && v.options.every(isPlainObject))
        return new Alternatives(v.options.map((o) => omit(o)));
    return v instanceof Unknown ? v : new Unknown(text);
}
/** Whether `list` holds the definition `v` stands for already (the same literal, or the same tool reference). */
function sameDefinition(v, list) {
    const at = v instanceof ToolRef ? v.node : writtenAt(v);
    return !!at && list.some((x) => (x instanceof ToolRef ? x.node : writtenAt(x)) === at);
}
/** Where a value was written: an object or array literal, or the `new` that made a class instance. */
export function writtenAt(v) {
    return originOf(v)?.node ?? (v instanceof ConstructedValue ? v.site : undefined);
}
/** What OpenAI's `zodFunction(def)` (or `zodResponsesFunction`) makes of a definition `{ name, description?, parameters }`. */
function asOpenAIFunction(def, responses) {
    if (!isPlainObject(def))
        return def;
    const fn = { ...def };
    if (fn.parameters instanceof SchemaValue)
        fn.parameters = convertedSchema(fn.parameters);
    const sent = responses ? { type: 'function', ...fn } : { type: 'function', function: fn };
    const origin = originOf(def);
    if (origin)
        setOrigin(sent, origin);
    return isConditionalObject(def) ? markConditional(sent) : sent;
}
/** Fields that make a copy of a tool another tool (see `object`). */
const OVERRIDES_TOOL = new Set(['name', 'description', 'inputSchema', 'parameters', 'schema', 'input_schema', 'title']);
