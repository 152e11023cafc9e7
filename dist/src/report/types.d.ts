import type { Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import type { RuleMeta } from '../engine/rule.js';
/** Everything a reporter formats. Reporters compute nothing: they only turn this into text. */
export interface ReportInput {
    tools: readonly ToolDefinition[];
    skills: readonly SkillDefinition[];
    /** Sorted; suppressed ones carry `suppressed`. */
    diagnostics: readonly Diagnostic[];
    rules: readonly RuleMeta[];
    /** Absolute working directory: `range.file` values are relative to it. */
    cwd: string;
    /** Reads a source file's text, for code frames (undefined when unreadable). */
    readSource?: (file: string) => string | undefined;
    toolVersion: string;
    color?: boolean;
}
export type Reporter = (input: ReportInput) => string;
