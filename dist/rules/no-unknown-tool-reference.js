import path from 'node:path';
import { defineRule } from '../src/engine/rule.js';
import { Evaluator } from '../src/extract/evaluate.js';
import { canCoexist } from '../src/model/toolset.js';
import { cellList } from './_support/render.js';
import { descriptionTexts } from './_support/rendered-text.js';
import { NAME_LENGTH_OPTION, ToolMentions, alternativesTo, identifierShaped, mayReadAvailableTools } from './_support/tool-references.js';
import { internalIds } from './_support/internal-ids.js';
/**
 * "Content search: use grep_files (NOT grep or rg)" in a request that does not send grep_files
 * sends the model after a tool it cannot call. Each description is read as the model receives it
 * (static text, or each cell's render) for names of other tools, with strong evidence only (see
 * _support/tool-references.ts), and a name is reported when the request does not hold that tool:
 * - `unavailable`: the cell's `availableTools` (the matrix) leaves it out, and the description
 *   named it anyway;
 * - `notInToolset`: the toolset the tool is sent in (src/model/toolset.ts) never holds it. A
 *   description built by code that may read which tools are available is only reported here when
 *   a cell without that tool shows that it names it regardless. On an MCP server (whose client adds
 *   other servers' tools) only a tool the project defines and no server or request of it sends.
 */
export default defineRule({
    meta: {
        id: 'no-unknown-tool-reference',
        type: 'problem',
        description: 'A description names only tools that are sent with it, in every context it is rendered for',
        recommended: 'warn',
        needsRender: true,
        messages: {
            unavailable: 'The description of "{{name}}" mentions the tool "{{other}}", which is not available in this context',
            notInToolset: 'The description of "{{name}}" mentions the tool "{{other}}", which is not sent with it in {{toolset}}',
            moduleName: 'The description of "{{name}}" mentions "{{other}}", the module of a tool that {{toolset}} sends to the model as "{{sent}}": the model knows no tool "{{other}}"',
            declaredName: 'The description of "{{name}}" mentions "{{other}}", the id written in a tool that {{toolset}} sends to the model as "{{sent}}": the model knows no tool "{{other}}"',
            instructionsUnknown: 'The instructions sent with {{toolset}} tell the model to {{verb}} "{{other}}", but no tool of that name is sent with them, or defined anywhere in the project',
        },
        help: 'Mention the other tool only when it is sent too (check availableTools/tools in prompt()), or send it in every request that sends this one',
        ...NAME_LENGTH_OPTION,
    },
    check(ctx) {
        const r = ctx.renders;
        const min = ctx.options.minNameLength ?? 3;
        const sets = ctx.toolsets ?? [];
        const known = [...ctx.tools, ...sets.flatMap((s) => s.members.map((m) => m.tool))];
        const names = new Set(known.filter((t) => t.nameResolved && t.name.length >= min).map((t) => t.name));
        // A name written in a definition that the model is sent under another one (a Mastra tool's `id`,
        // registered under a key): a description naming it points at a tool the model does not know.
        const declared = new Map();
        for (const t of known)
            if (t.nameResolved && t.declaredName && t.declaredName.length >= min && !names.has(t.declaredName))
                declared.set(t.declaredName, t.name);
        for (const d of declared.keys())
            names.add(d);
        const modules = moduleNames([...known, ...(ctx.testTools ?? [])], names, min);
        for (const m of modules.keys())
            names.add(m);
        // Descriptions naming other tools need two names to tell apart; instructions are read with one.
        if (names.size < 2)
            return reportUnknownInInstructions(ctx, sets, known, min);
        // A module stem of three or more words (`list-xero-accounts`) is no prose compound: a bare mention
        // names it. Two words (`follow-up`, `check-in`) may be English: only "the list-documents tool" does.
        const mentions = new ToolMentions(names, ctx.index, () => new Evaluator(ctx.index), new Set([...modules.keys()].filter((m) => m.split('-').length >= 3)));
        // Judged against: requests seen sending the tools, and toolsets the config declares. A toolset
        // with parts the scanner cannot see (`...(await mcp.tools())`) may hold any tool; so may an MCP
        // server's (a client sends it with the tools of its other servers) and a tool list seen in no
        // request (it may be one part of what is sent).
        const setsOf = new Map();
        const serverSetsOf = new Map();
        for (const s of sets) {
            if (s.dynamic.length || (s.kind !== 'request' && s.kind !== 'declared'))
                continue;
            for (const m of s.members) {
                const list = setsOf.get(m.tool) ?? [];
                if (!list.includes(s))
                    list.push(s);
                setsOf.set(m.tool, list);
            }
        }
        // An MCP server's tools reach the model beside other servers', so a name it does not list may be
        // another server's. Not when the project defines that tool itself and no server or request of the
        // project sends it (a registration commented out, a module no server imports): then nothing does.
        // Served: in any toolset (also one of test code, which lint leaves out of \`sets\`: a test may be
        // the only caller the scanner saw of \`registerX(server)\`), or registered with a callback.
        const everyTool = [...known, ...(ctx.testTools ?? [])];
        const servedSomewhere = new Set([
            ...sets.flatMap((s) => s.members.map((m) => m.tool.name)),
            ...everyTool.filter((t) => t.toolsets?.length || (t.framework === 'mcp' && t.hasHandler)).map((t) => t.name),
        ]);
        const anyDynamicServer = sets.some((s) => s.kind === 'mcp-server' && s.dynamic.length > 0);
        for (const s of sets) {
            if (s.kind !== 'mcp-server' || s.dynamic.length || anyDynamicServer)
                continue;
            for (const m of s.members) {
                if (setsOf.has(m.tool))
                    continue;
                const list = serverSetsOf.get(m.tool) ?? [];
                if (!list.includes(s))
                    list.push(s);
                serverSetsOf.set(m.tool, list);
            }
        }
        const rank = new Map((r?.cells ?? []).map((c, i) => [c.id, i]));
        for (const tool of ctx.tools) {
            const texts = descriptionTexts(tool, r, 'skip').map((t) => ({ ...t, names: mentions.in(tool, t.text) }));
            // Parameter descriptions ("Contact ID (get this from the list-xero-contacts tool first)") are read
            // for the names the model is certainly not sent: a module's name for its renamed tool.
            const params = parameterDescriptions(tool).map((p) => ({ ...p, names: [...mentions.in(tool, p.text)].filter((n) => modules.has(n)) }));
            if (!texts.some((t) => t.names.size) && !params.some((p) => p.names.length))
                continue;
            const own = setsOf.get(tool) ?? [];
            // Tools written inside this one (its `execute` runs an agent loop with them): the description
            // may tell the model how the tool works inside ("it iterates with `exec` until `answer`").
            const inner = new Set(everyTool.filter((o) => o !== tool && contains(tool.range, o.range)).map((o) => o.name));
            // Per text, the cells it was rendered for. A static text was told nothing: it is judged
            // against the toolsets that send it, once.
            const cellsOf = (t) => t.cells ?? [undefined];
            /** Whether the description names `other` even where the cell says it is not available. */
            const ignoresAvailability = (other) => {
                let seenWithout = false;
                for (const t of texts)
                    for (const c of cellsOf(t)) {
                        if (!c || (tool.nameResolved && !c.availableTools.includes(tool.name)) || c.availableTools.includes(other))
                            continue;
                        if (t.names.has(other))
                            return true;
                        seenWithout = true;
                    }
                return seenWithout ? false : !mayReadAvailableTools(tool, ctx.index);
            };
            const found = new Map();
            const add = (key, messageId, data, cell, pointer) => {
                let f = found.get(key);
                if (!f)
                    found.set(key, (f = { messageId, data, cells: cell ? new Set() : undefined, ...(pointer ? { pointer } : {}) }));
                if (cell)
                    f.cells?.add(cell.id);
                else
                    f.cells = undefined;
            };
            // Cells in which a toolset's finding could hold (the tool sent, the other one available there):
            // holding in all of them, it is about the toolset, not the context, and lists no cells.
            const applicable = new Map();
            for (const t of texts) {
                for (const other of [...t.names].sort()) {
                    if (inner.has(other))
                        continue;
                    const moduleOf = modules.get(other);
                    if (moduleOf) {
                        // "Use listDocumentTabs to get tab IDs" where listDocumentTabs.ts registers `listTabs`:
                        // a rename the description did not follow. Reported only where this tool is sent with
                        // the renamed one, under its new name.
                        if (moduleOf === tool || moduleOf.name === tool.name)
                            continue;
                        for (const s of [...own, ...(serverSetsOf.get(tool) ?? [])]) {
                            if (!holds(s, tool, moduleOf.name) || holds(s, tool, other))
                                continue;
                            add(`m\u0000${other}\u0000${s.id}`, 'moduleName', { name: tool.name, other, sent: moduleOf.name, toolset: s.id }, undefined);
                        }
                        continue;
                    }
                    // "from `list_docs` or `create_doc`": an alternative the model has is enough.
                    const alternatives = alternativesTo(t.text, other, t.names);
                    for (const cell of cellsOf(t)) {
                        // A cell that does not send this tool does not show its description.
                        if (cell && tool.nameResolved && !cell.availableTools.includes(tool.name))
                            continue;
                        if (cell && !cell.availableTools.includes(other)) {
                            if (alternatives.some((a) => cell.availableTools.includes(a)))
                                continue;
                            add(`u\u0000${other}`, 'unavailable', { name: tool.name, other }, cell);
                            continue;
                        }
                        // On an MCP server: only a tool of the project's own that nothing serves.
                        const servers = !servedSomewhere.has(other) && !alternatives.some((a) => servedSomewhere.has(a)) && !declared.has(other) ? (serverSetsOf.get(tool) ?? []) : [];
                        for (const s of [...own, ...servers]) {
                            if (holds(s, tool, other) || alternatives.some((a) => holds(s, tool, a)))
                                continue;
                            // The id of a tool this request sends under another name: no-internal-tool-id's error.
                            if (internalIds(s, min).has(other))
                                continue;
                            const key = `s\u0000${other}\u0000${s.id}`;
                            if (cell)
                                applicable.set(key, (applicable.get(key) ?? new Set()).add(cell.id));
                            // What a render said where the matrix offered the tool may not be what it says where the request lacks it.
                            if (t.source !== 'static' && !ignoresAvailability(other))
                                continue;
                            const sentAs = declared.get(other);
                            if (sentAs !== undefined)
                                add(key, 'declaredName', { name: tool.name, other, sent: sentAs, toolset: s.id }, cell);
                            else
                                add(key, 'notInToolset', { name: tool.name, other, toolset: s.id }, cell);
                        }
                    }
                }
            }
            for (const p of params) {
                for (const other of [...p.names].sort()) {
                    const moduleOf = modules.get(other);
                    if (inner.has(other) || moduleOf === tool || moduleOf.name === tool.name)
                        continue;
                    for (const s of [...own, ...(serverSetsOf.get(tool) ?? [])]) {
                        if (!holds(s, tool, moduleOf.name) || holds(s, tool, other))
                            continue;
                        add(`m\u0000${other}\u0000${s.id}`, 'moduleName', { name: tool.name, other, sent: moduleOf.name, toolset: s.id }, undefined, p.pointer);
                    }
                }
            }
            for (const [key, f] of found) {
                if (f.cells && f.cells.size === applicable.get(key)?.size)
                    f.cells = undefined;
                const ids = f.cells && r ? [...f.cells].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)) : undefined;
                const cells = ids && r ? cellList(r, ids) : undefined;
                const help = f.messageId === 'declaredName'
                    ? { help: `Name the tool as the model is sent it, "${f.data.sent}", or register it under the key "${f.data.other}"` }
                    : f.messageId === 'moduleName'
                        ? { help: `Name the tool as the model is sent it, "${f.data.sent}"` }
                        : {};
                ctx.report({ tool, pointer: f.pointer ?? '/description', messageId: f.messageId, data: f.data, ...help, ...(cells ? { cells } : {}) });
            }
        }
        reportUnknownInInstructions(ctx, sets, known, min);
    },
});
/**
 * The instructions sent with a toolset that the scanner sees whole: "FIRST call get_lifelog_overview"
 * where no tool of the project has that name sends the model after a tool it was never given.
 */
function reportUnknownInInstructions(ctx, sets, known, min) {
    const everyName = new Set(known.filter((t) => t.nameResolved).map((t) => t.name));
    const linted = new Set(ctx.tools);
    for (const s of sets) {
        if (!s.instructions?.length || s.dynamic.length || !s.members.length || !s.members.every((m) => m.tool.nameResolved) || !s.members.some((m) => linted.has(m.tool)))
            continue;
        if (known.some((t) => !t.nameResolved))
            break;
        const words = inputWords(s);
        for (const ins of s.instructions) {
            const seen = new Set();
            for (const { verb, name } of calledNames(ins.text)) {
                if (seen.has(name) || name.length < min || everyName.has(name) || words.has(name))
                    continue;
                seen.add(name);
                ctx.report({ range: ins.range, subject: s.label, messageId: 'instructionsUnknown', data: { toolset: s.id, other: name, verb }, help: `Give the model a tool named "${name}", or name one it is sent` });
            }
        }
    }
}
/** Parameter names and enum values of a toolset's tools: "use query" names a parameter, not a tool. */
function inputWords(s) {
    const out = new Set();
    const visit = (v) => {
        if (Array.isArray(v)) {
            for (const x of v)
                if (typeof x === 'string')
                    out.add(x);
                else
                    visit(x);
        }
        else if (v && typeof v === 'object') {
            for (const [k, x] of Object.entries(v)) {
                out.add(k);
                visit(x);
            }
        }
    };
    for (const m of s.members)
        visit(m.tool.inputSchema.schema);
    return out;
}
/**
 * Names an instruction tells the model to call: "call get_overview", "invoke fetchReport", "use the
 * `search_logs` tool", "FIRST call get_lifelog_overview / get_recent_lifelogs". Only names shaped like a
 * function (an underscore or a camelCase hump) right after "call" or "invoke" (or continuing such a
 * list with `/`, `,` or "or"), or after "use" when the text says it is a tool; "use previousResults"
 * names a value as often as a tool, and plain words never count.
 */
export function calledNames(text) {
    const out = [];
    const name = String.raw `\x60?([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)\x60?(?:\(\))?`;
    const list = String.raw `((?:\s*(?:\/|,|\bor\b|\band\b)\s*${name})*)`;
    const called = new RegExp(String.raw `\b(call|calls|calling|invoke|invokes|invoking)\s+(?:the\s+)?${name}${list}`, 'gi');
    const used = new RegExp(String.raw `\b(use|using|run)\s+(?:the\s+)?${name}\s+tool\b`, 'gi');
    // `FORMAT_TIMESTAMP`, `MAX_RETRIES`: SQL functions, constants and settings are written in capitals; tools are not.
    const toolShaped = (n) => identifierShaped(n) && !/^[A-Z0-9_]+$/.test(n);
    for (const re of [called, used]) {
        for (const m of text.matchAll(re)) {
            // `call date_trunc(created_at, DAY)`: a call written with its arguments is code quoted in the prompt.
            if (/^\s*\(\s*[^)\s]/.test(text.slice(m.index + m[0].length)))
                continue;
            const verb = /^(use|using|run)$/i.test(m[1]) ? 'use' : /^invok/i.test(m[1]) ? 'invoke' : 'call';
            if (toolShaped(m[2]))
                out.push({ verb, name: m[2] });
            for (const more of (m[3] ?? '').matchAll(new RegExp(name, 'g')))
                if (toolShaped(more[1]))
                    out.push({ verb, name: more[1] });
        }
    }
    return out;
}
/**
 * Module names that stand for one tool sent under another name: the stem of a file that defines
 * exactly one tool (`listDocumentTabs.ts` registering `listTabs`), when the stem is shaped like a
 * tool name (see `identifierShaped`) or is that tool's name in kebab case (`list-documents.ts`
 * defining `listDocuments`), is no tool's name, and no other file of that stem defines a tool. A
 * description naming it names a tool the model has under another name.
 */
function moduleNames(tools, names, min) {
    const perFile = new Map();
    for (const t of new Set(tools))
        perFile.set(t.range.file, [...(perFile.get(t.range.file) ?? []), t]);
    // A stem two files share, or a file with several tools, stands for no one tool (null).
    const byStem = new Map();
    for (const [file, list] of perFile) {
        const stem = path.posix.basename(file).replace(/\.[^.]+$/, '');
        byStem.set(stem, byStem.has(stem) || list.length !== 1 ? null : list[0]);
    }
    const out = new Map();
    for (const [stem, tool] of byStem) {
        if (!tool?.nameResolved || stem.length < min || names.has(stem))
            continue;
        if (identifierShaped(stem) || spelledAs(stem, tool.name))
            out.set(stem, tool);
    }
    return out;
}
/**
 * A kebab-case stem that is the tool's own name respelled (`list-documents.ts` defining `listDocuments`
 * or `list_documents`): naming the file names that tool, in the spelling the model does not know.
 */
function spelledAs(stem, name) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(stem))
        return false;
    return stem.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()) === name || stem.replace(/-/g, '_') === name;
}
/** The descriptions of a tool's parameters (top level and one level in), with the pointer each is read at. */
function parameterDescriptions(tool) {
    const out = [];
    const walk = (schema, at, depth) => {
        if (!schema || typeof schema !== 'object' || depth > 1)
            return;
        const props = schema.properties;
        if (!props || typeof props !== 'object')
            return;
        for (const [k, v] of Object.entries(props)) {
            if (!v || typeof v !== 'object')
                continue;
            const here = `${at}/properties/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            const d = v.description;
            if (typeof d === 'string')
                out.push({ pointer: `${here}/description`, text: d });
            walk(v, here, depth + 1);
            walk(v.items, `${here}/items`, depth + 1);
        }
    };
    walk(tool.inputSchema.schema, '/inputSchema', 0);
    return out;
}
/** Whether toolset `s` sends a tool named `other` in a request together with `tool`. */
function holds(s, tool, other) {
    const mine = s.members.filter((m) => m.tool === tool);
    return s.members.some((m) => m.tool.name === other && m.tool !== tool && mine.some((x) => canCoexist(x, m)));
}
/** Whether range `b` lies inside range `a` of the same file. */
function contains(a, b) {
    if (a.file !== b.file)
        return false;
    const starts = b.line > a.line || (b.line === a.line && b.column >= a.column);
    const ends = b.endLine < a.endLine || (b.endLine === a.endLine && b.endColumn <= a.endColumn);
    return starts && ends && !(b.line === a.line && b.column === a.column);
}
