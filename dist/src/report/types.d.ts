import type { Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import type { RuleMeta } from '../engine/rule.js';
import type { Toolset } from '../model/toolset.js';
/** Everything a reporter formats. Reporters compute nothing: they only turn this into text. */
export interface ReportInput {
    tools: readonly ToolDefinition[];
    /** The requests the tools are sent in (absent for callers that have none). */
    toolsets?: readonly Toolset[];
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
