import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
/** `list` in the terminal: one aligned row per tool, then skills. */
export declare function listText(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[]): string;
