import type { SkillDefinition, ToolDefinition } from '../model/tool.js';
import type { Toolset } from '../model/toolset.js';
/**
 * The `list --format json` object, version 1 (documented in the README). Later versions may add
 * keys; they never change or remove one without bumping `version`.
 */
export declare const LIST_FORMAT_VERSION = 1;
export declare function toolJson(t: ToolDefinition): {
    parameters: number;
    hasHandler: boolean;
    conditional: boolean;
    toolsets: string[];
    schemaExpression?: string | undefined;
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
    opaque?: boolean | undefined;
    nameIsInternalId?: boolean | undefined;
    declaredName?: string | undefined;
    nameIsDefault?: boolean | undefined;
    reason?: string | undefined;
    name: string;
    resolved: boolean;
};
/** A toolset as `list` and `lint --format json` show it: which tools one request holds. */
export declare function toolsetJson(t: Toolset): {
    dynamic?: string[] | undefined;
    tools: {
        conditional?: boolean | undefined;
        name: string;
        file: string;
        line: number;
    }[];
    models?: string[] | undefined;
    dialect?: import("../model/tool.js").Framework | undefined;
    sites?: string[] | undefined;
    id: string;
    kind: "list" | "request" | "mcp-server" | "declared";
    label: string;
    file: string;
    line: number;
};
export declare function skillJson(s: SkillDefinition): {
    name: string;
    file: string;
    line: number;
    description: string | null;
    frontMatter: Record<string, unknown>;
};
/** How many tools were found and how many of those the scanner could not fully name or read. */
export declare function coverage(tools: readonly ToolDefinition[]): {
    tools: number;
    unresolved: number;
};
export declare function listObject(tools: readonly ToolDefinition[], skills: readonly SkillDefinition[], toolsets?: readonly Toolset[]): {
    version: number;
    tools: {
        parameters: number;
        hasHandler: boolean;
        conditional: boolean;
        toolsets: string[];
        schemaExpression?: string | undefined;
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
        opaque?: boolean | undefined;
        nameIsInternalId?: boolean | undefined;
        declaredName?: string | undefined;
        nameIsDefault?: boolean | undefined;
        reason?: string | undefined;
        name: string;
        resolved: boolean;
    }[];
    skills: {
        name: string;
        file: string;
        line: number;
        description: string | null;
        frontMatter: Record<string, unknown>;
    }[];
    coverage: {
        tools: number;
        unresolved: number;
    };
    toolsets: {
        dynamic?: string[] | undefined;
        tools: {
            conditional?: boolean | undefined;
            name: string;
            file: string;
            line: number;
        }[];
        models?: string[] | undefined;
        dialect?: import("../model/tool.js").Framework | undefined;
        sites?: string[] | undefined;
        id: string;
        kind: "list" | "request" | "mcp-server" | "declared";
        label: string;
        file: string;
        line: number;
    }[];
};
