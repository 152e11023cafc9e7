/**
 * Tools read from a running server have no source file: their `range.file` is `mcp:<server-name>`,
 * a logical location that reporters show as `mcp:<server>#<tool>` and SARIF as a logical location.
 */
export const MCP_LOCATION_PREFIX = 'mcp:';
export function isLogicalLocation(file) {
    return file.startsWith(MCP_LOCATION_PREFIX);
}
/** `mcp:<server>#<tool>` (or `mcp:<server>` for findings about the server itself). */
export function logicalName(file, tool) {
    return tool ? `${file}#${tool}` : file;
}
