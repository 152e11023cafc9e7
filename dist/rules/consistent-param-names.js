import { ts } from 'ts-morph';
import { closest } from '../src/config/resolve.js';
import { defineRule } from '../src/engine/rule.js';
import { rangeOf } from '../src/extract/ranges.js';
import { SELF_RUN_FRAMEWORKS as SELF_RUN, analyzeDispatch } from '../src/analysis/dispatch.js';
import { OBJECT_PROTO, checksOnly, implementationsOf, mastraMajorOf, performsWork, schemaFacts, touchesNothingLocal } from './_support/implementations.js';
import { keysConsumedByRegistrationWrappers, keysReadFromRawRequests } from '../src/analysis/wrapper-consumed.js';
/**
 * A parameter whose description says people see it (`shown in the approval prompt`, `displayed to
 * the user`, `for logging`), or that describes the call itself (a shell tool's `description`: "what
 * this command does"): read by the UI from the call, not by the implementation.
 */
const FOR_PEOPLE = /\b(shown|displayed|display(ed)? to|for (the )?(user|ui|humans?|people|logs?|logging|audit)|approval|progress (message|indicator)|status line|spinner|for (\w+ )?display|for (your )?(own )?reference|what (this|the) (command|call|action|operation) (does|is for|will do))\b/i;
/**
 * Required parameters that exist only for the model to think aloud. Narrower than THINKING_KEYS: a
 * required `reason` (for a cancellation, a refund) is usually meant to be recorded.
 */
const THINKING_REQUIRED = /^(explanation|reasoning|rationale|thought|thoughts|thinking|hypothesis)$/i;
/** A required `reason` or `why` described as the model's own explanation ("Brief explanation of why you are reading this image"). */
const EXPLAINS_ITSELF = /\b(explanation of why|explain(s|ing)? why|why you (are|want|need)|why you're)\b/i;
/** Parameters that exist for the model to think aloud, not for the code. */
const THINKING_KEYS = /^(explanation|reason|reasoning|rationale|thought|thoughts|thinking|justification|why|hypothesis)$/i;
function listKeys(keys) {
    const all = [...keys];
    if (!all.length)
        return 'none';
    const shown = all.slice(0, 6).join(', ');
    return all.length > 6 ? `${shown}, …` : shown;
}
export default defineRule({
    meta: {
        id: 'consistent-param-names',
        type: 'problem',
        description: 'A tool implementation reads the parameters its input schema declares, and only those',
        recommended: 'warn',
        messages: {
            undeclared: 'The implementation of "{{name}}" reads {{params}}, which its input schema does not declare ({{declared}})',
            ignoredRequired: 'Required {{params}} of "{{name}}" {{verb}} never read by its implementation',
            ignoredOptional: 'Optional {{params}} of "{{name}}" {{verb}} offered to the model but never read by its implementation',
            outsideContext: 'The execute of "{{name}}" takes {{params}} from its first argument, but @mastra/core {{version}} passes the model\'s arguments in its `context`: {{they}} always undefined',
        },
        help: 'Use the same parameter names in the input schema and in the code that runs the tool',
    },
    check(ctx) {
        const a = analyzeDispatch(ctx);
        const facts = new Map();
        const factsOf = (t) => {
            if (!facts.has(t))
                facts.set(t, schemaFacts(t));
            return facts.get(t);
        };
        let othersDeclare;
        const declaredByOthers = () => (othersDeclare ??= new Set(ctx.tools.flatMap((t) => [...(factsOf(t)?.declared ?? [])])));
        // A framework tool no request sends and the project's own code runs (`buildDeck.execute({ context })`
        // in a Mastra workflow step) is called by code, with the arguments that code passes, not by a model.
        let executed;
        const calledByCode = (tool) => {
            let n = a.definitionNode(tool);
            while (n?.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSatisfiesExpression(n.parent)))
                n = n.parent;
            const decl = n?.parent;
            if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
                return false;
            // Every `x.execute(` of the project, read once.
            executed ??= new Set(ctx.index.files().flatMap((f) => [...f.text.matchAll(/([\w$]+)\.execute\s*\(/g)].map((m) => m[1])));
            return executed.has(decl.name.text);
        };
        for (const tool of ctx.tools) {
            // A tool whose handler never gets its arguments (require-input-schema says so): one finding, not one per name.
            if (!tool.nameResolved || tool.unsentArguments)
                continue;
            if (SELF_RUN.has(tool.framework) && !tool.toolsets?.length && calledByCode(tool))
                continue;
            // A LangChain string tool (`DynamicTool`, a `Tool` subclass): the model sends one `input` string and
            // `_call(input)` gets the string itself, which it may parse (`JSON.parse(input).amount`): no fields to compare.
            if (stringTool(tool))
                continue;
            const f = factsOf(tool);
            if (!f)
                continue;
            // A dispatcher beside another tool of the same name (a second server of the repository, with its
            // own list and its own switch) implements that one, not this.
            const twins = tool.hasHandler ? [] : ctx.tools.filter((t) => t !== tool && t.name === tool.name && t.range.file !== tool.range.file);
            const impls = implementationsOf(tool, a, f.declared, mastraMajorOf(tool, ctx.packageVersion)).filter((i) => i.handler || !twins.some((t) => t.range.file === i.file.rel));
            // Optional parameters are judged over every implementation found: one that hands the input on
            // whole, or reads the key, may be the one that runs (a server kept in three variants).
            // A name taken apart and never used (`async ({ intention, cve }) => …` with no `cve` after) reads nothing.
            const readByAny = new Set(impls.flatMap((i) => [...i.usage.reads.filter((r) => !r.unused).map((r) => r.key), ...(i.readOnTheWay ?? [])]));
            const optionalJudged = impls.length > 0 && impls.every((i) => !i.usage.escaped && !i.partialView && i.sharedWith.length <= 1 && (i.usage.reads.length > 0 || ignoresAll(tool, i)));
            let optionalReported = false;
            for (const impl of impls) {
                const lost = impl.usage.lostOutsideContext;
                if (lost) {
                    const quoted = lost.keys.map((k) => `"${k}"`);
                    ctx.report({
                        tool,
                        range: rangeOf(lost.node, impl.file),
                        messageId: 'outsideContext',
                        data: {
                            name: tool.name,
                            params: quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`,
                            version: ctx.packageVersion?.(tool.range.file, '@mastra/core') ?? '0.x',
                            they: quoted.length === 1 ? 'it is' : 'they are',
                        },
                        help: `Take the arguments from context: execute: async ({ context }) => … context.${lost.keys[0]} …, or upgrade to @mastra/core 1.x, which passes them first`,
                    });
                    continue;
                }
                // Handed on whole (`doThing(args)`, `{ ...args }`, `Object.assign(args, …)`): what is read is not all visible.
                if (impl.usage.escaped)
                    continue;
                // Also what the code routing to this branch reads for every tool (`clients.get(args.site)` before the switch).
                const read = new Set([...impl.usage.reads.filter((r) => !r.unused).map((r) => r.key), ...(impl.readOnTheWay ?? [])]);
                // Keys declared by every tool this code may run for (same name elsewhere, shared case labels).
                let declaredAll = new Set(f.declared);
                let openAll = f.open;
                if (!tool.hasHandler) {
                    const mates = ctx.tools.filter((t) => t !== tool && !t.hasHandler && (t.name === tool.name || impl.sharedWith.includes(t.name)));
                    for (const m of mates) {
                        const mf = factsOf(m);
                        if (!mf) {
                            declaredAll = undefined;
                            break;
                        }
                        for (const k of mf.declared)
                            declaredAll.add(k);
                        openAll ||= mf.open;
                    }
                    const sharedNames = impl.sharedWith.filter((n) => n !== tool.name);
                    if (sharedNames.some((n) => !ctx.tools.some((t) => t.name === n)))
                        declaredAll = undefined;
                }
                // A renamed parameter shows twice (read under the new name, declared under the old one): pair them.
                const paired = new Map();
                if (declaredAll && !openAll) {
                    // A name taken apart and never used reads nothing the model could have sent wrong.
                    // Not a parameter for the model: a key named private (`_storeInHistory`, set by the app's own
                    // calls), or an old name read only after the declared one (`input.start_datetime || input.start_date`).
                    // Also a key the router writes into the input before the branch runs (`input.channelName = input.channel`).
                    // And one a shared handler template only tests for (`if (args.headers) config.headers = …` in every
                    // generated handler) that other tools declare: support for what this tool does not offer.
                    const tested = new Set(impl.usage.reads.filter((r) => presenceTest(r.node)).map((r) => r.key));
                    const internal = (r) => r.key.startsWith('_') || fallbackOfDeclared(r.node, declaredAll) || !!impl.writtenOnTheWay?.includes(r.key) || (tested.has(r.key) && declaredByOthers().has(r.key));
                    const undeclared = [...new Set(impl.usage.reads.filter((r) => !r.unused && !internal(r)).map((r) => r.key).filter((k) => !declaredAll.has(k) && !OBJECT_PROTO.has(k)))];
                    const unread = [...f.declared].filter((k) => !read.has(k));
                    const unreadRequired = f.required.filter((k) => !read.has(k));
                    for (const k of undeclared) {
                        const free = unread.filter((u) => ![...paired.values()].includes(u));
                        // Near in spelling, or one name the other with a word added (`branch` read, `branchName` declared).
                        const extended = free.filter((u) => Math.min(u.length, k.length) >= 3 && (u.toLowerCase().startsWith(k.toLowerCase()) || k.toLowerCase().startsWith(u.toLowerCase()) || u.toLowerCase().endsWith(k.toLowerCase()) || k.toLowerCase().endsWith(u.toLowerCase())));
                        const near = closest(k, free) ?? (extended.length === 1 ? extended[0] : undefined);
                        if (near)
                            paired.set(k, near);
                    }
                    if (undeclared.length === 1 && !paired.size && unreadRequired.length === 1)
                        paired.set(undeclared[0], unreadRequired[0]);
                    // One finding per renamed name, at its first read: the same wrong name read three times is one
                    // mistake. Names with no declared counterpart are one finding together: options the handler
                    // supports and the schema does not offer (`{ query, count = 10, offset, units }`) are one habit.
                    // One the code gives a default (`spellcheck = true`) is handled when absent, as it always is.
                    const seen = new Set();
                    const reads = [...impl.usage.reads].sort((a, b) => a.node.getStart() - b.node.getStart());
                    const loose = [];
                    for (const r of reads) {
                        if (r.unused || declaredAll.has(r.key) || OBJECT_PROTO.has(r.key) || seen.has(r.key) || internal(r))
                            continue;
                        seen.add(r.key);
                        const mate = paired.get(r.key);
                        if (!mate) {
                            if (!r.defaulted)
                                loose.push(r);
                            continue;
                        }
                        ctx.report({
                            tool,
                            range: rangeOf(r.node, a.ev.scope.fileOf(r.node) ?? impl.file),
                            messageId: 'undeclared',
                            data: { name: tool.name, params: `"${r.key}"`, declared: `did you mean "${mate}"?` },
                            help: `Read "${mate}", the name the schema gives the model, or rename it in the schema`,
                        });
                    }
                    if (loose.length) {
                        const quoted = loose.map((r) => `"${r.key}"`);
                        ctx.report({
                            tool,
                            range: rangeOf(loose[0].node, a.ev.scope.fileOf(loose[0].node) ?? impl.file),
                            messageId: 'undeclared',
                            data: { name: tool.name, params: quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`, declared: `declared: ${listKeys(f.declared)}` },
                            help: quoted.length === 1 ? `Declare ${quoted[0]} in the input schema of "${tool.name}", or read the parameter the schema declares` : `Declare them in the input schema of "${tool.name}", or read the parameters the schema declares`,
                        });
                    }
                }
                if (impl.partialView || impl.sharedWith.length > 1)
                    continue;
                // A validator keyed by the tool's name reads what it checks; the executor reads the rest.
                if (checksOnly(impl.code))
                    continue;
                // Code that reads none of its input (`execute: async () => 'Success'`, `async (_input) => …`)
                // is mostly not an implementation of the parameters: the call itself is what the tool is for,
                // and its arguments are read by whatever handles tool calls (a UI that draws a chart from them,
                // a loop that stops on a final answer). See ignoresAll for when it is.
                if (!impl.usage.reads.length && !ignoresAll(tool, impl))
                    continue;
                const pairedWith = new Set(paired.values());
                // Keys a registration wrapper takes out of every MCP tool's input before its handler runs.
                const consumed = tool.framework === 'mcp' ? keysConsumedByRegistrationWrappers(ctx) : undefined;
                // And keys the project reads off the raw request for every call (a request mapper, an injector).
                const rawRead = tool.framework === 'mcp' && tool.hasHandler ? keysReadFromRawRequests(ctx) : undefined;
                // Required or not, a parameter for the model to think aloud is meant to go unread.
                const ignored = f.required.filter((req) => !read.has(req) && !pairedWith.has(req) && !consumed?.has(req) && !rawRead?.has(req) && !THINKING_REQUIRED.test(req) && !(THINKING_KEYS.test(req) && EXPLAINS_ITSELF.test(f.descriptions.get(req) ?? '')));
                // An optional parameter the code never reads is offered to the model for nothing: asked for
                // "total spend", it passes `aggregation: 'sum'` and gets the rows unaggregated. Parameters that
                // exist for the model to think aloud (`explanation`, `reasoning`) are meant to go unread.
                // A handler that does no work of its own (no `await`, no call whose result it returns) answers
                // with instructions a UI carries out from the call's arguments: those it does not read, the UI may.
                const ignoredOptional = optionalReported || !optionalJudged || !performsWork(impl.code)
                    ? []
                    : [...f.declared].filter((k) => !f.required.includes(k) && !f.fixed.has(k) && !readByAny.has(k) && !pairedWith.has(k) && !consumed?.has(k) && !rawRead?.has(k) && !THINKING_KEYS.test(k) && !FOR_PEOPLE.test(f.descriptions.get(k) ?? ''));
                if (ignoredOptional.length) {
                    optionalReported = true;
                    const first = ignoredOptional[0].replace(/~/g, '~0').replace(/\//g, '~1');
                    const pointer = `/inputSchema/properties/${first}`;
                    const range = tool.pointers[pointer] ? undefined : tool.pointers[`/inputSchema/${first}`];
                    const quoted = ignoredOptional.map((k) => `"${k}"`);
                    ctx.report({
                        tool,
                        pointer,
                        ...(range ? { range } : {}),
                        messageId: 'ignoredOptional',
                        data: {
                            name: tool.name,
                            params: ignoredOptional.length === 1 ? `parameter ${quoted[0]}` : `parameters ${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`,
                            verb: ignoredOptional.length === 1 ? 'is' : 'are',
                        },
                        help: ignoredOptional.length === 1 ? `Make ${quoted[0]} do what its schema says, or drop it from the schema` : 'Make them do what the schema says, or drop them from the schema',
                    });
                }
                if (!ignored.length)
                    continue;
                // One finding per tool, at the first parameter it names.
                const first = ignored[0].replace(/~/g, '~0').replace(/\//g, '~1');
                const pointer = `/inputSchema/properties/${first}`;
                const range = tool.pointers[pointer] ? undefined : tool.pointers[`/inputSchema/${first}`];
                const quoted = ignored.map((k) => `"${k}"`);
                const params = ignored.length === 1 ? `parameter ${quoted[0]}` : `parameters ${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
                ctx.report({
                    tool,
                    pointer,
                    ...(range ? { range } : {}),
                    messageId: 'ignoredRequired',
                    data: { name: tool.name, params, verb: ignored.length === 1 ? 'is' : 'are' },
                    help: ignored.length === 1 ? `Read ${quoted[0]} in the implementation, or drop it from the schema (or from "required")` : 'Read them in the implementation, or drop them from the schema (or from "required")',
                });
            }
        }
    },
});
/** The schema LangChain gives a tool that takes one string (`{ input: string }`, nothing required). */
function stringTool(tool) {
    if (tool.framework !== 'langchain')
        return false;
    const s = tool.inputSchema.schema;
    const keys = s?.properties ? Object.keys(s.properties) : [];
    return keys.length === 1 && keys[0] === 'input' && s.properties.input.type === 'string' && !s.required;
}
/**
 * Code that reads none of its input yet does the tool's work ignores every parameter it is offered:
 * `get_me: async (args) => members.getMe()` in an MCP server's handler map, or its own handler. Only where the
 * code is the one consumer of the arguments: an MCP server's tools are answered by the server alone,
 * a dispatcher's by the project's loop; an AI SDK or LangChain tool's call may be drawn by a UI from
 * its arguments while `execute` only acknowledges it. A parameter named for not being read
 * (`_input`) says the author meant it.
 */
function ignoresAll(tool, impl) {
    // A dispatcher's branch may hand on what holds the input (`return run(request)`): only a function
    // given the input as its parameter, or a branch that touches nothing of its dispatcher's, shows it
    // reads none of it.
    if (impl.usage.setAside || impl.usage.escaped)
        return false;
    if (!impl.handler && !touchesNothingLocal(impl))
        return false;
    if (tool.framework !== 'mcp' && tool.hasHandler)
        return false;
    return performsWork(impl.code);
}
/**
 * A read on the right of `||` / `??` whose left reads a declared key of the same object
 * (`input.start_datetime || input.start_date`): the old spelling kept as a fallback, read only when
 * the model leaves the declared one out.
 */
function fallbackOfDeclared(node, declared) {
    const read = readExpression(node);
    const p = read.parent;
    if (!p || !ts.isBinaryExpression(p) || p.right !== read || (p.operatorToken.kind !== ts.SyntaxKind.BarBarToken && p.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken))
        return false;
    let left = p.left;
    while (ts.isParenthesizedExpression(left) || ts.isAsExpression(left) || ts.isNonNullExpression(left))
        left = left.expression;
    // `a.x || a.y || a.z`: the nearest read on the left.
    if (ts.isBinaryExpression(left) && (left.operatorToken.kind === ts.SyntaxKind.BarBarToken || left.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
        left = left.right;
    const key = ts.isPropertyAccessExpression(left) ? left.name.text : ts.isElementAccessExpression(left) && ts.isStringLiteralLike(left.argumentExpression) ? left.argumentExpression.text : undefined;
    const base = (e) => (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) ? e.expression.getText() : undefined);
    return key !== undefined && declared.has(key) && base(left) === base(read);
}
/** `if (args.headers)`, `args.query && …`: a read that only asks whether the key was sent. */
function presenceTest(node) {
    const read = readExpression(node);
    const p = read.parent;
    if (!p)
        return false;
    if (ts.isIfStatement(p) && p.expression === read)
        return true;
    return ts.isBinaryExpression(p) && p.left === read && p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
}
/** The whole read a key's node belongs to (`args.headers` of `headers`), with parentheses, `as` and `!` around it. */
function readExpression(node) {
    let read = node.parent && (ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent)) ? node.parent : node;
    while (read.parent && (ts.isParenthesizedExpression(read.parent) || ts.isAsExpression(read.parent) || ts.isNonNullExpression(read.parent)))
        read = read.parent;
    return read;
}
