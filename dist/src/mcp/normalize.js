import { MCP_LOCATION_PREFIX } from '../model/server.js';
import { pointerEscape } from '../extract/ranges.js';
/** Turns one session into the tool model: tools located at `mcp:<server>` (line = position in the list), plus the server. */
export function normalizeSession(session, fallbackName) {
    const name = serverName(session, fallbackName);
    const file = `${MCP_LOCATION_PREFIX}${name}`;
    const at = (line) => ({ file, line, column: 1, endLine: line, endColumn: 1 });
    const serverRange = at(1);
    const diagnostics = session.problems.map((p) => problemDiagnostic(p, serverRange));
    const tools = [];
    session.tools.forEach((raw, i) => {
        const range = at(i + 1);
        const r = normalizeTool(raw, range, file);
        if (r.problem) {
            diagnostics.push({
                ruleId: 'mcp/malformed-tool',
                severity: 'error',
                message: r.problem,
                help: 'Return every tool as { name, description?, inputSchema: { type: "object", … } }: clients built on the MCP SDK reject the whole tools/list response for one malformed tool',
                range,
                ...(r.tool ? { tool: r.tool.name } : {}),
            });
        }
        if (r.tool)
            tools.push(r.tool);
    });
    const server = {
        name,
        ...(typeof session.serverInfo.version === 'string' ? { version: session.serverInfo.version } : {}),
        ...(session.instructions !== undefined ? { instructions: session.instructions } : {}),
        toolCount: session.tools.length,
        range: serverRange,
        pointers: session.instructions !== undefined ? { '/instructions': serverRange } : {},
    };
    return { tools, server, diagnostics };
}
/** `serverInfo.name`, or what the user typed when the server gives none. */
export function serverName(session, fallback) {
    const n = session.serverInfo?.name;
    return typeof n === 'string' && n.trim() ? n.trim() : fallback;
}
function normalizeTool(raw, range, group) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { problem: `Entry ${range.line} of tools/list is ${raw === null ? 'null' : Array.isArray(raw) ? 'an array' : typeof raw}, not a tool object` };
    }
    const t = raw;
    if (typeof t.name !== 'string' || !t.name) {
        return { problem: `Entry ${range.line} of tools/list has ${t.name === undefined ? 'no name' : `a name that is not a non-empty string (${JSON.stringify(t.name)?.slice(0, 60)})`}` };
    }
    const problems = [];
    let description = { kind: 'none' };
    if (typeof t.description === 'string')
        description = { kind: 'static', text: t.description };
    else if (t.description !== undefined && t.description !== null)
        problems.push(`a description that is not a string (${typeOfValue(t.description)})`);
    let inputSchema;
    if (typeof t.inputSchema === 'object' && t.inputSchema !== null && !Array.isArray(t.inputSchema)) {
        inputSchema = { source: 'json-schema', schema: t.inputSchema, partial: false };
    }
    else {
        inputSchema = { source: 'none', partial: false };
        problems.push(t.inputSchema === undefined ? 'no inputSchema' : `an inputSchema that is not an object (${typeOfValue(t.inputSchema)})`);
    }
    const pointers = { '/name': range };
    if (description.kind !== 'none')
        pointers['/description'] = range;
    if (inputSchema.schema && typeof inputSchema.schema === 'object') {
        pointers['/inputSchema'] = range;
        const props = inputSchema.schema.properties;
        if (typeof props === 'object' && props !== null && !Array.isArray(props)) {
            for (const key of Object.keys(props))
                pointers[`/inputSchema/properties/${pointerEscape(key)}`] = range;
        }
    }
    const tool = {
        name: t.name,
        nameResolved: true,
        framework: 'mcp',
        range,
        description,
        inputSchema,
        // The server runs its own tools: no dispatcher in the user's code is expected to handle them.
        hasHandler: true,
        pointers,
        // Tools of one server reach the model together.
        group,
    };
    return { tool, ...(problems.length ? { problem: `Tool "${t.name}" has ${problems.join(' and ')}` } : {}) };
}
function typeOfValue(v) {
    return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}
function problemDiagnostic(p, range) {
    const help = {
        'invalid-stdout': 'Write logs to stderr: stdio clients read every stdout line as a JSON-RPC message',
        'pagination-loop': 'Return a fresh nextCursor per page and omit it on the last page',
        'invalid-page': 'Answer tools/list with { tools: [...], nextCursor?: string }',
        'no-tools-capability': 'Declare `capabilities: { tools: {} }` in the initialize result',
        'too-deep': 'Flatten the schema (use $defs and $ref for recursive structures)',
    };
    return {
        ruleId: `mcp/${p.kind}`,
        severity: p.kind === 'no-tools-capability' || p.kind === 'too-deep' ? 'warn' : 'error',
        message: p.message,
        help: help[p.kind],
        range,
    };
}
/** A live server's tool list is one toolset: a client sends all of it. */
export function serverToolset(server, tools) {
    const id = `mcp:${server.name}`;
    for (const t of tools)
        t.toolsets = [id];
    return { id, kind: 'mcp-server', label: `MCP server ${server.name}`, range: server.range, sites: [server.range], members: tools.map((tool) => ({ tool, conditional: false, choices: [] })), dynamic: [], dialect: 'mcp' };
}
