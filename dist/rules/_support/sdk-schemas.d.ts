import type { RuleContext } from '../../src/engine/rule.js';
import type { ToolDefinition } from '../../src/model/tool.js';
export declare const AGENTS_PREPARES_STRICT_FROM = "0.9.0";
/** The Agents SDK version a tool's file uses, or undefined when the project does not say. */
export declare function agentsVersion(ctx: RuleContext<any>, tool: ToolDefinition): string | undefined;
/**
 * Whether the Agents SDK rewrites this tool's JSON Schema for strict mode: yes from 0.9.0, and
 * assumed when the version is unknown (what it would rewrite is then not reported: weak evidence).
 */
export declare function agentsPreparesStrict(ctx: RuleContext<any>, tool: ToolDefinition): boolean;
/** The schema as `prepareOpenAIStrictToolSchema` sends it (the parts strict-mode checks look at). */
export declare function prepareLikeAgents(schema: unknown, isRoot?: boolean): unknown;
/** A Standard Schema object (`'~standard'`: valibot, arktype, zod 4 …) is not JSON Schema: its SDK converts it. */
export declare function isStandardSchema(schema: unknown): boolean;
