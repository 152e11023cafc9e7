import { readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * Packages whose users define tools: an MCP server SDK or an agent framework. A project that depends
 * on one and where the scanner found no tool at all more likely defines them in a way the scanner
 * does not know (a subclass method wrapping `server.tool`, a house format) than has none: a clean
 * report would read as "checked, nothing wrong" when nothing was checked.
 */
const TOOL_PACKAGES = ['@modelcontextprotocol/sdk', 'fastmcp', '@mastra/core', '@openai/agents', '@voltagent/core', '@inngest/agent-kit'];
/** The note for a whole-project lint that found no tool, or undefined when there is nothing to say. */
export function noToolsNote(cwd, toolCount) {
    if (toolCount > 0)
        return undefined;
    let pkg;
    try {
        pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    }
    catch {
        return undefined;
    }
    const deps = new Set(['dependencies', 'devDependencies', 'peerDependencies'].flatMap((f) => Object.keys(pkg[f] ?? {})));
    const used = TOOL_PACKAGES.filter((p) => deps.has(p));
    if (!used.length)
        return undefined;
    return `no tool definitions were found, although package.json depends on ${used.join(', ')}: nothing was checked. If the project defines its tools through its own helpers, describe them with \`scanner.factories\` in the config (README: "How the scanner follows values"); \`tool-lint list --unresolved\` shows what the scanner saw.`;
}
