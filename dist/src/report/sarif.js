import { createHash } from 'node:crypto';
import { MCP_LOCATION_PREFIX, isLogicalLocation, logicalName } from '../model/server.js';
import { REPOSITORY_URL } from '../model/version.js';
/** The OASIS publication of the SARIF 2.1.0 schema (errata 01). */
export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
// Both come from package.json `repository`: the rule docs are `rules/<id>.md` there.
const INFORMATION_URI = REPOSITORY_URL;
const RULE_DOCS = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/rules` : undefined;
/** Versioned: a change of what goes into the hash is a new key, so old alerts are not silently re-matched. */
export const FINGERPRINT_KEY = 'toolLint/v1';
const SRCROOT = '%SRCROOT%';
/** What the scanner and the directive checker report: they have no `RuleMeta`, so their descriptors are written here. */
const BUILTIN_DESCRIPTIONS = {
    'scan/parse-error': 'A candidate file could not be parsed, so tools defined in it may be missed',
    'scan/unreadable': 'A file or directory could not be read',
    'scan/too-large': 'A file was skipped because it is larger than the configured size limit',
    'scan/binary': 'A binary file was skipped',
    'scan/symlink-loop': 'A symbolic link loop was skipped',
    'scan/invalid-skill': 'A SKILL.md file is not a valid skill definition',
    'scan/invalid-json': 'A JSON file could not be parsed',
    'tool-lint/unknown-rule': 'An inline directive names a rule that does not exist',
    'tool-lint/unused-directive': 'An inline directive suppressed nothing',
    'tool-lint/rule-error': 'A rule failed on this input; its findings are missing',
    'tool-lint/render-failed': 'Rendering dynamic descriptions failed as a whole; render rules did not run',
    'scan/internal-error': 'tool-lint could not analyse a file',
    'scan/memory-limit': 'The heap filled before every file was parsed; tools in the files left out are missed',
    'mcp/malformed-tool': 'An MCP server listed a tool that does not match the MCP tool shape',
    'mcp/invalid-stdout': 'An MCP stdio server wrote lines to stdout that are not JSON-RPC',
    'mcp/pagination-loop': 'An MCP server kept returning tools/list cursors',
    'mcp/invalid-page': 'An MCP server answered tools/list with a malformed page',
    'mcp/no-tools-capability': 'An MCP server does not declare the tools capability',
};
function levelOf(severity) {
    return severity === 'error' ? 'error' : severity === 'warn' ? 'warning' : 'none';
}
function ruleDescriptor(meta) {
    return {
        id: meta.id,
        shortDescription: { text: meta.description },
        fullDescription: { text: meta.description },
        help: { text: meta.help },
        ...(RULE_DOCS ? { helpUri: `${RULE_DOCS}/${encodeURIComponent(meta.id)}.md` } : {}),
        defaultConfiguration: { level: levelOf(meta.recommended) },
        properties: { tags: [meta.type] },
    };
}
/** A descriptor for a rule id with no metadata (`scan/…`, `tool-lint/…`, or anything else), from its first diagnostic. */
function syntheticDescriptor(first) {
    const id = first.ruleId;
    const prefix = id.includes('/') ? id.slice(0, id.indexOf('/')) : 'tool-lint';
    const description = BUILTIN_DESCRIPTIONS[id] ?? (prefix === 'scan' ? `The scanner reported ${id}` : `Problems reported as ${id}`);
    return {
        id,
        shortDescription: { text: description },
        fullDescription: { text: description },
        help: { text: first.help ?? description },
        defaultConfiguration: { level: levelOf(first.severity) },
        properties: { tags: [prefix] },
    };
}
/** A relative, POSIX, percent-encoded URI reference for a file path relative to the working directory. */
export function artifactUri(file) {
    return file
        .replace(/\\/g, '/')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/** Stable across runs and line moves: no line, column or absolute path goes into it. */
export function fingerprint(d) {
    const parts = [d.ruleId, d.range.file.replace(/\\/g, '/'), d.tool ?? '', d.pointer ?? '', d.message];
    return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
function mcpLogicalLocation(file, tool, pointer) {
    const server = file.slice(MCP_LOCATION_PREFIX.length);
    return tool
        ? { name: tool, fullyQualifiedName: `${logicalName(file, tool)}${pointer ?? ''}`, kind: 'function' }
        : { name: server, fullyQualifiedName: `${file}${pointer ?? ''}`, kind: 'module' };
}
const resultLevel = (s) => (s === 'error' ? 'error' : 'warning');
const atLeastOne = (n) => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);
/**
 * `--format sarif`: one SARIF 2.1.0 log that GitHub code scanning accepts. Suppressed findings stay
 * in the log with `suppressions` (code scanning shows them as dismissed); scanner and directive
 * problems get descriptors of their own so every result has a valid `ruleIndex`.
 */
export const sarifReporter = (input) => {
    const rules = [];
    const indexOf = new Map();
    for (const meta of input.rules) {
        if (indexOf.has(meta.id))
            continue;
        indexOf.set(meta.id, rules.length);
        rules.push(ruleDescriptor(meta));
    }
    const extra = new Map();
    for (const d of input.diagnostics) {
        if (!indexOf.has(d.ruleId) && !extra.has(d.ruleId))
            extra.set(d.ruleId, d);
    }
    for (const id of [...extra.keys()].sort()) {
        indexOf.set(id, rules.length);
        rules.push(syntheticDescriptor(extra.get(id)));
    }
    // Identical findings (same rule, file, tool, pointer and message) are told apart by their order.
    const seen = new Map();
    const results = input.diagnostics.map((d) => {
        const hash = fingerprint(d);
        const occurrence = (seen.get(hash) ?? 0) + 1;
        seen.set(hash, occurrence);
        const r = d.range;
        const startLine = atLeastOne(r.line);
        const startColumn = atLeastOne(r.column);
        const endLine = Math.max(startLine, atLeastOne(r.endLine));
        const endColumn = endLine === startLine ? Math.max(startColumn, atLeastOne(r.endColumn)) : atLeastOne(r.endColumn);
        return {
            ruleId: d.ruleId,
            ruleIndex: indexOf.get(d.ruleId),
            level: resultLevel(d.severity),
            message: { text: d.message },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: artifactUri(r.file), uriBaseId: SRCROOT },
                        region: { startLine, startColumn, endLine, endColumn },
                    },
                    ...(isLogicalLocation(r.file)
                        ? // A running MCP server's tools: the logical location names them (`mcp:<server>#<tool>`). The
                            // physical one above stays: GitHub code scanning rejects the whole log for a result without one.
                            { logicalLocations: [mcpLogicalLocation(r.file, d.tool, d.pointer)] }
                        : d.tool
                            ? { logicalLocations: [{ name: d.tool, fullyQualifiedName: `${d.tool}${d.pointer ?? ''}`, kind: 'member' }] }
                            : {}),
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` },
            ...(d.suppressed
                ? {
                    suppressions: [
                        {
                            kind: d.suppressed.kind,
                            ...(d.suppressed.justification ? { justification: d.suppressed.justification } : {}),
                        },
                    ],
                }
                : {}),
            ...(d.cells?.length ? { properties: { cells: [...d.cells] } } : {}),
        };
    });
    const log = {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tool-lint',
                        version: input.toolVersion,
                        informationUri: INFORMATION_URI,
                        rules,
                    },
                },
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
};
