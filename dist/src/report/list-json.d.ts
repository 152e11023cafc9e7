import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
/**
 * The `list --format json` object, version 1 (documented in the README). Later versions may add
 * keys; they never change or remove one without bumping `version`.
 */
export declare const LIST_FORMAT_VERSION = 1;
export declare function toolJson(t: ToolDefinition): {
    parameters: number;
    hasHandler: boolean;
    conditional: boolean;
    schemaExpression?: string | undefined;
    name: string;
    resolved: boolean;
    framework: import("../model/tool.js").Framework;
    file: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    description: import("../model/tool.js").ToolDescription;
    inputSchema: import("../model/tool.js").JsonSchema | null;
    schemaSource: "none" | "json-schema" | "zod" | "unknown";
    schemaPartial: boolean;
};
export declare function skillJson(s: SkillDefinition): {
    name: string;
    file: string;
    line: number;
    description: string | null;
    frontMatter: Record<string, unknown>;
};
export declare function listObject(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[]): {
    version: number;
    tools: {
        parameters: number;
        hasHandler: boolean;
        conditional: boolean;
        schemaExpression?: string | undefined;
        name: string;
        resolved: boolean;
        framework: import("../model/tool.js").Framework;
        file: string;
        line: number;
        column: number;
        endLine: number;
        endColumn: number;
        description: import("../model/tool.js").ToolDescription;
        inputSchema: import("../model/tool.js").JsonSchema | null;
        schemaSource: "none" | "json-schema" | "zod" | "unknown";
        schemaPartial: boolean;
    }[];
    skills: {
        name: string;
        file: string;
        line: number;
        description: string | null;
        frontMatter: Record<string, unknown>;
    }[];
};
