import { defineRule } from '../src/engine/rule.js';
import { compareTools } from '../src/model/tool.js';
import path from 'node:path';
import { findUnorderedToolLists, parsedFiles, toolPathFiles } from '../src/analysis/tool-order.js';
import { rangeOf } from '../src/extract/ranges.js';
/**
 * Tools are the first thing in the cached prompt prefix: the same tools in a different order are a
 * different prefix, and every request pays full price. It breaks no request, so it is a warning.
 * Two checks:
 * - static: a directory listing's entries, or async completion order (`Promise.all(xs.map(async …))`),
 *   reach a tool collection by a data path with no sort on it (see src/analysis/tool-order.ts);
 * - dynamic: tool definitions come to life in a different order in two fresh isolates (tools
 *   registered from timers or events of connecting servers).
 */
/** Folders of developer scripts, not of the application. */
const SCRIPTS_DIR = /\/(scripts?|tools\/scripts|dev-scripts)\//;
export default defineRule({
    meta: {
        id: 'no-unstable-tool-order',
        type: 'problem',
        description: 'The tool list has the same order on every run',
        recommended: 'warn',
        needsRender: true,
        messages: {
            listing: 'The tool list is built from a directory listing ({{what}}) with no sort on the way: its order is file-system order, and the cached prompt prefix differs between machines',
            async: 'The tool list "{{what}}" is filled as async work completes, without a sort: its order changes between runs and busts the prompt cache',
            isolates: 'The tools {{names}} come to life in a different order in two fresh runs: the tool list changes order between sessions',
        },
        help: 'Sort the tool list by name (or by a fixed priority) before sending it',
    },
    check(ctx) {
        // A project's scripts folder (debug and build helpers that print or check tool names) counts only
        // when it is on a tool path: imported by, or importing, code that defines or sends tools.
        const roots = new Set();
        for (const t of ctx.tools)
            roots.add(path.join(ctx.index.cwd, t.range.file));
        for (const s of ctx.toolsets ?? [])
            for (const site of s.sites)
                roots.add(path.join(ctx.index.cwd, site.file));
        const onPath = toolPathFiles(ctx.index, roots);
        const files = parsedFiles(ctx.index).filter((f) => !SCRIPTS_DIR.test(`/${f.rel}`) || onPath(f));
        const found = findUnorderedToolLists(files).filter((f) => !uncachedOnly(f.file.rel, f.file.text, ctx.requests ?? []));
        for (const f of found)
            ctx.report({ range: rangeOf(f.node, f.file), messageId: f.kind, data: { what: f.what } });
        // A static finding already explains a varying order in its file; the dynamic check adds what
        // static analysis cannot see (tools created from timers and events).
        const order = ctx.renders?.order;
        if (!order?.second)
            return;
        const explained = new Set(found.map((f) => f.file.rel));
        // Compared per defining file: the sandbox imports files one by one and timers may fire in
        // between, so the order across files says nothing about the application; within a file it does.
        // Reported once per file, at its first tool, naming all of its tools that took part: which ones
        // moved is chance, the file and its tools are not.
        const byFile = new Map();
        for (const t of [...ctx.tools].sort(compareTools)) {
            if (!t.nameResolved || explained.has(t.range.file))
                continue;
            const list = byFile.get(t.range.file) ?? [];
            list.push(t);
            byFile.set(t.range.file, list);
        }
        for (const list of byFile.values()) {
            const names = new Set(list.map((t) => t.name));
            const a = order.first.filter((n) => names.has(n));
            const b = order.second.filter((n) => names.has(n) && a.includes(n));
            const common = a.filter((n) => b.includes(n));
            if (common.length < 2 || common.every((n, i) => b[i] === n))
                continue;
            const involved = list.filter((t) => common.includes(t.name));
            ctx.report({ tool: involved[0], messageId: 'isolates', data: { names: involved.map((t) => `"${t.name}"`).join(', ') } });
        }
    },
});
/**
 * Anthropic caches a prompt only where a `cache_control` breakpoint asks it to: a file whose requests
 * all go to Anthropic and that writes no breakpoint (a diagnostic script listing a folder of tool
 * files) has no cached prefix for a file-system order to cost. OpenAI and others cache on their own.
 */
function uncachedOnly(file, text, requests) {
    const here = requests.filter((r) => r.file === file);
    return here.length > 0 && here.every((r) => r.dialect === 'anthropic') && !/cache_?control/i.test(text);
}
