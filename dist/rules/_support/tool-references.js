import path from 'node:path';
import { ts } from 'ts-morph';
import { nodeAtRange } from '../../src/extract/ranges.js';
/**
 * Where a description names another tool, with evidence strong enough to act on. An English word
 * that happens to be a tool's name ("search the catalogue" next to a tool called `search`) is not a
 * reference; these are:
 * - the name in backticks: "use `weather` first", "`grep_files(pattern)`";
 * - the name written by a constant in the description's code (`Use ${GREP_TOOL_NAME} (NOT grep)`):
 *   the constant's value with the literal text around it in the source must appear in the text;
 * - a name no prose uses: with an underscore or a camelCase hump (`grep_files`, `readFile`);
 * - a hyphenated name the text calls a tool ("the travel-memorize tool") or lists as an item.
 */
/**
 * A hyphenated name the text calls a tool, or lists as an item: "recall it with the travel-remember
 * tool", "use tool travel-memorize", "- travel-memorize: save a preference". Prose does hyphenate
 * words, but not in front of "tool" with the exact spelling of a tool's name.
 */
function calledATool(text, name) {
    const n = escapeRe(name);
    return new RegExp(`(?<![\\w-])${n}\\s+tool\\b|\\btool\\s+${n}(?![\\w-])|^\\s*[-*]\\s+${n}(?![\\w-])`, 'im').test(text);
}
export class ToolMentions {
    names;
    index;
    makeEvaluator;
    bare;
    /** Names made of word characters and `-`: looked up by token, so the cost per text does not grow with the number of tools. */
    words = new Set();
    /** Other names (`github.search`): matched one by one (rare). */
    others = [];
    snippets = new Map();
    evaluator;
    constructor(names, index, makeEvaluator, 
    /** Hyphenated names a bare mention is enough for (a module's kebab-case stem, `list-documents`, standing for its one tool). */
    bare = new Set()) {
        this.names = names;
        this.index = index;
        this.makeEvaluator = makeEvaluator;
        this.bare = bare;
        for (const n of names) {
            if (/^[\w-]+$/.test(n))
                this.words.add(n);
            else
                this.others.push({ name: n, re: new RegExp(`(?<![\\w-])${escapeRe(n)}(?![\\w-])`) });
        }
    }
    /** Tool names `text` (a description of `tool`) refers to, other than its own. */
    in(tool, text) {
        return this.named(text, tool);
    }
    /** Tool names a text no tool owns refers to (the instructions sent with a toolset). */
    inText(text) {
        return this.named(text);
    }
    named(text, tool) {
        // Every kind of evidence has the name as a whole word of the text: the rest only looks at those.
        const present = new Set();
        for (const token of text.split(/[^\w-]+/))
            if (token !== tool?.name && this.words.has(token))
                present.add(token);
        for (const o of this.others)
            if (o.name !== tool?.name && o.re.test(text))
                present.add(o.name);
        const out = new Set();
        if (!present.size)
            return out;
        for (const m of text.matchAll(/`([^`\n]{1,200})`/g)) {
            const inner = m[1].trim();
            const head = /^[^\s(]+(?=\()/.exec(inner)?.[0];
            if (present.has(inner))
                out.add(inner);
            else if (head && present.has(head))
                out.add(head);
        }
        for (const n of present)
            if (identifierShaped(n) || this.bare.has(n) || (n.includes('-') && calledATool(text, n)))
                out.add(n);
        if (tool && out.size < present.size)
            for (const s of this.snippetsOf(tool))
                if (present.has(s.name) && text.includes(s.snippet))
                    out.add(s.name);
        return out;
    }
    /** `before + NAME + after` for each constant in the description's code that folds to a tool name. */
    snippetsOf(tool) {
        let list = this.snippets.get(tool);
        if (list)
            return list;
        list = [];
        this.snippets.set(tool, list);
        const node = descriptionNode(tool, this.index);
        if (!node)
            return list;
        const value = (e) => {
            const x = skipParens(e);
            // Constants only (`GREP_TOOL_NAME`, `names.grep`, `GrepTool.name`): calls are not folded here.
            if (!ts.isIdentifier(x) && !ts.isPropertyAccessExpression(x) && !ts.isElementAccessExpression(x))
                return undefined;
            let v;
            try {
                v = (this.evaluator ??= this.makeEvaluator()).evaluate(x);
            }
            catch {
                return undefined;
            }
            return typeof v === 'string' && this.names.has(v) ? v : undefined;
        };
        const add = (name, before, after) => {
            // Without literal text around it the value is only a word: the other kinds of evidence decide.
            if (!name || !(before + after).trim())
                return;
            list.push({ name, snippet: `${before.slice(-24)}${name}${after.slice(0, 24)}` });
        };
        const visit = (n) => {
            if (ts.isTemplateExpression(n)) {
                n.templateSpans.forEach((span, i) => add(value(span.expression), i === 0 ? n.head.text : n.templateSpans[i - 1].literal.text, span.literal.text));
            }
            else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken && !isPlus(n.parent)) {
                const parts = flattenPlus(n);
                parts.forEach((p, i) => {
                    if (ts.isStringLiteralLike(p))
                        return;
                    const lit = (q) => (q && ts.isStringLiteralLike(q) ? q.text : '');
                    add(value(p), lit(parts[i - 1]), lit(parts[i + 1]));
                });
            }
            ts.forEachChild(n, visit);
        };
        visit(node);
        return list;
    }
}
/**
 * Whether the description's code may read which tools are sent with it: a `prompt(ctx)` that reads
 * `availableTools`/`tools` (or passes its argument on, where anything may read them). A description
 * that cannot read them names the same tools whatever the request holds.
 */
export function mayReadAvailableTools(tool, index) {
    const node = descriptionNode(tool, index);
    if (!node)
        return true;
    if (/tools/i.test(node.getText()))
        return true;
    if (!isFunctionLike(node))
        return false; // evaluated once, when the module loads
    const param = node.parameters[0];
    if (!param)
        return false;
    if (ts.isObjectBindingPattern(param.name))
        return param.name.elements.some((e) => !!e.dotDotDotToken);
    if (!ts.isIdentifier(param.name))
        return true;
    const name = param.name.text;
    let passedOn = false;
    const visit = (n) => {
        if (passedOn)
            return;
        if (ts.isIdentifier(n) && n.text === name && n !== param.name) {
            // `ctx.model` reads one field; `helper(ctx)`, `ctx[key]`, `{ ...ctx }` hand all of it on.
            if (!(ts.isPropertyAccessExpression(n.parent) && n.parent.expression === n))
                passedOn = true;
        }
        ts.forEachChild(n, visit);
    };
    if (node.body)
        visit(node.body);
    return passedOn;
}
/** The node the description comes from: a `prompt(ctx)` method or function, or the description's expression. */
export function descriptionNode(tool, index) {
    const at = tool.pointers['/description'];
    if (!at)
        return undefined;
    const file = index.get(path.resolve(index.cwd, at.file));
    if (!file)
        return undefined;
    let node = nodeAtRange(file, at);
    if (node && ts.isPropertyAssignment(node))
        node = node.initializer;
    return node;
}
function isFunctionLike(n) {
    return ts.isMethodDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isGetAccessorDeclaration(n);
}
function isPlus(n) {
    return !!n && ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken;
}
function flattenPlus(n) {
    const x = skipParens(n);
    if (ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.PlusToken)
        return [...flattenPlus(x.left), ...flattenPlus(x.right)];
    return [x];
}
function skipParens(e) {
    let x = e;
    while (ts.isParenthesizedExpression(x) || ts.isAsExpression(x) || ts.isNonNullExpression(x))
        x = x.expression;
    return x;
}
/** A name prose does not use: `grep_files`, `readFile`. */
export function identifierShaped(name) {
    return name.includes('_') || /[a-z][A-Z]/.test(name);
}
function escapeRe(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
// A name may hold dots (`github.search`) but does not end with the sentence's full stop.
const WORD = '`?[\\w-]+(?:\\.[\\w-]+)*(?:\\(\\))?`?';
/** `a or b`, `a, b or c`, `a, b, or c`, `a/b`. */
const ALTERNATIVES = new RegExp(`${WORD}(?:\\s*,\\s*${WORD})*\\s*,?\\s+or\\s+${WORD}|${WORD}(?:\\s*/\\s*${WORD})+`, 'g');
/**
 * Tool names offered with `name` as alternatives, in a list that ends in "or": "get the id from
 * `list_docs` or `create_doc`", "list_docs, search_docs or create_doc", "list_docs/create_doc". The
 * model that has one of them loses nothing when another is missing.
 */
export function alternativesTo(text, name, names) {
    const out = new Set();
    // Only the text around each mention is read: a list of thousands of names (a 5 MB generated
    // description) would make the list pattern quadratic over the whole text.
    const windows = [];
    for (let i = text.indexOf(name), n = 0; i >= 0 && n < 20; i = text.indexOf(name, i + name.length), n++)
        windows.push(text.slice(Math.max(0, i - 300), i + name.length + 300));
    for (const m of windows.flatMap((w) => [...w.matchAll(ALTERNATIVES)])) {
        const items = m[0].split(/\s*,\s*or\s+|\s*,\s*|\s+or\s+|\s*\/\s*/).map((s) => s.replace(/`/g, '').replace(/\(\)$/, ''));
        if (!items.includes(name))
            continue;
        for (const i of items)
            if (i !== name && names.has(i))
                out.add(i);
    }
    return [...out];
}
/** The option of the rules that search descriptions for tool names: shorter names are not searched for. */
export const NAME_LENGTH_OPTION = {
    optionsSchema: {
        type: 'object',
        properties: { minNameLength: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
    },
    defaultOptions: { minNameLength: 3 },
};
