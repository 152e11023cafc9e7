/**
 * The normalized tool model. Extractors produce it; rules, the renderer and reporters consume it.
 * Nothing here knows which framework a tool came from beyond the `framework` label.
 */
export const FRAMEWORKS = [
    'anthropic',
    'openai',
    'openai-agents',
    'gemini',
    'bedrock',
    'mcp',
    'vercel-ai',
    'langchain',
    'mastra',
    'custom',
];
export function compareRanges(a, b) {
    if (a.file !== b.file)
        return a.file < b.file ? -1 : 1;
    return a.line - b.line || a.column - b.column || a.endLine - b.endLine || a.endColumn - b.endColumn;
}
export function compareTools(a, b) {
    return compareRanges(a.range, b.range) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
