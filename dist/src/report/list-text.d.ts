import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
/**
 * `list` in the terminal: one aligned row per tool, then skills, then the coverage line
 * (`305 tools, 12 unresolved`). With `unresolved`, only the tools the scanner could not fully name
 * or read, each with the reason.
 */
export declare function listText(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[], options?: {
    unresolved?: boolean;
}): string;
