import { defineRule } from '../src/engine/rule.js';
import { API_NAMES } from './_support/tool-apis.js';
import { evidentlySent } from './_support/schema.js';
/**
 * Each provider API takes tools in its own wire format, and rejects the others' with a 400:
 * Anthropic's Messages API wants `{ name, description, input_schema }`, OpenAI's Chat Completions
 * `{ type: 'function', function: { name, description, parameters } }`, its Responses API the flat
 * `{ type: 'function', name, description, parameters }`. A tool list copied from one app into
 * another, or a converter written for the other API, sends a format the request cannot take: every
 * request with it fails (an error). Judged only on the object the request sends as the scanner
 * folded it whole (every key known), at a call whose API fixes the format (an SDK method, or a
 * `fetch` to the endpoint): converters on the way are followed, so a tool list converted for
 * Anthropic is judged by what the conversion makes.
 */
const EXPECTED = {
    'anthropic-messages': '{ name, description, input_schema }',
    'openai-chat': "{ type: 'function', function: { name, description, parameters } }",
    'openai-responses': "{ type: 'function', name, description, parameters }",
    'openai-realtime': "{ type: 'function', name, description, parameters }",
    'mcp-tools-list': '{ name, description, inputSchema }',
};
/** The format `sent` is written in when it is another API's and `api` rejects it, with what gives it away. */
function foreignFormat(api, sent) {
    const has = (k) => sent.keys.includes(k);
    const chatShape = sent.type === 'function' && has('function') && !has('name');
    const responsesShape = sent.type === 'function' && !has('function') && has('name');
    const untyped = !has('type');
    switch (api) {
        case 'anthropic-messages':
            if (chatShape)
                return { format: "OpenAI's Chat Completions format", because: "`type: 'function'` with a `function` object" };
            if (responsesShape)
                return { format: "OpenAI's Responses format", because: "`type: 'function'`" };
            if (untyped && !has('input_schema') && has('name')) {
                const field = ['parameters', 'inputSchema'].find(has);
                if (field)
                    return { format: field === 'parameters' ? "OpenAI's function format" : "MCP's format", because: `\`${field}\` where \`input_schema\` is required` };
            }
            return undefined;
        case 'openai-chat':
            if (responsesShape)
                return { format: "OpenAI's Responses format", because: 'no `function` object around the name' };
            if (untyped && has('name') && has('input_schema'))
                return { format: "Anthropic's format", because: '`input_schema` and no `type`' };
            if (untyped && has('name') && has('parameters') && !has('function'))
                return { format: 'the legacy `functions` format', because: "a bare function, no `type: 'function'` around it" };
            return undefined;
        // A Realtime session takes its tools flat, as the Responses API does.
        case 'openai-responses':
        case 'openai-realtime':
            if (chatShape)
                return { format: "OpenAI's Chat Completions format", because: 'the name inside a `function` object' };
            if (untyped && has('name') && has('input_schema'))
                return { format: "Anthropic's format", because: '`input_schema` and no `type`' };
            if (untyped && has('name') && has('parameters') && !has('function'))
                return { format: 'the legacy `functions` format', because: "no `type: 'function'`" };
            return undefined;
        default:
            return undefined;
    }
}
export default defineRule({
    meta: {
        id: 'valid-tool-format',
        type: 'problem',
        description: "A tool sent to a provider's API is written in that API's wire format",
        recommended: 'error',
        messages: {
            foreign: 'Tool "{{name}}" is written in {{format}} ({{because}}), but {{toolset}} sends it to {{api}}, which rejects it: that API takes {{expected}}',
            foreignEach: '{{request}} sends every tool of a converted list in {{format}} ({{because}}), but {{api}} rejects that: it takes {{expected}}',
            aiSdkParameters: 'Tool "{{name}}" gives its schema as `parameters`, which the AI SDK reads no more since 5.0 (this project has {{version}}): it sends `inputSchema`, and without one the model is told the tool takes no arguments',
        },
        help: "Write the tool in the format of the API the request goes to, or convert the list for it (for Anthropic: `{ name, description, input_schema: parameters }`)",
    },
    check(ctx) {
        // AI SDK 4's field for the schema: AI SDK 5 renamed it and sends `{ properties: {} }` when `inputSchema` is absent.
        // A plain `{ description, parameters, execute }` object is an AI SDK tool only once a request
        // is seen sending it (a map that only feeds `typeof tools` is not one); `tool()` is evidence itself.
        const sent = evidentlySent(ctx);
        for (const tool of ctx.tools) {
            if (tool.framework !== 'vercel-ai' || tool.legacySchemaField !== 'parameters' || !sent(tool))
                continue;
            const version = ctx.packageVersion?.(tool.range.file, 'ai');
            const major = version ? Number(/^(\d+)\./.exec(version)?.[1]) : NaN;
            if (!(major >= 5))
                continue;
            // The 5.0 alphas and canaries still read `parameters` (5.0.0-alpha.12 and canary.24 do); the
            // rename came with the betas.
            if (/^5\.0\.0-(alpha|canary)\b/.test(version))
                continue;
            ctx.report({ tool, pointer: '/inputSchema', messageId: 'aiSdkParameters', data: { name: tool.name, version: `ai ${version}` }, help: 'Rename `parameters` to `inputSchema` (the AI SDK 5 migration)' });
        }
        const linted = new Set(ctx.tools);
        const seen = new Set();
        for (const s of ctx.toolsets ?? []) {
            if (s.kind !== 'request' || !s.api)
                continue;
            for (const m of s.members) {
                if (!m.sent || !linted.has(m.tool))
                    continue;
                const foreign = foreignFormat(s.api, m.sent);
                if (!foreign)
                    continue;
                const key = `${m.tool.range.file}:${m.tool.range.line}:${m.tool.range.column}:${m.tool.name}:${s.api}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                ctx.report({ tool: m.tool, messageId: 'foreign', data: { name: m.tool.name, format: foreign.format, because: foreign.because, toolset: requestText(s), api: API_NAMES[s.api], expected: EXPECTED[s.api] } });
            }
        }
        // A converter over tools known only at run time (`tools.map((t) => ({ type: 'function', function: … }))`):
        // every tool it sends has the shape its callback writes, whatever the tools are.
        for (const r of ctx.requests ?? []) {
            if (!r.api || !r.each)
                continue;
            for (const each of r.each) {
                const foreign = foreignFormat(r.api, each);
                if (!foreign)
                    continue;
                ctx.report({ range: r.range, subject: r.label, messageId: 'foreignEach', data: { request: r.label, format: foreign.format, because: foreign.because, api: API_NAMES[r.api], expected: EXPECTED[r.api] } });
                break;
            }
        }
    },
});
function requestText(s) {
    return `${s.label} (${s.range.file}:${s.range.line})`;
}
