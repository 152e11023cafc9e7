import type { Toolset } from '../model/toolset.js';
/**
 * Which models a toolset is counted for, in one place for `report` and the budget rules. Models
 * the user wrote (`budgets.models`, `--models`) apply to every toolset. Otherwise: the model the
 * request names (`model: openai('gpt-4.1')`) when tool-lint knows it; for an MCP server the defaults
 * (its client picks the model); else what the code of the toolset's package targets (`forFile`,
 * src/scan/targets.ts), narrowed to the request's provider (an Anthropic `messages.create` is never
 * sent to gpt-4o); else the defaults.
 */
export declare function toolsetModelIds(set: Toolset, defaults: readonly string[], declared: boolean, forFile?: (file: string) => readonly string[]): string[];
/** Every model some toolset is counted for: the defaults' order first, then the others by id. */
export declare function reportModelIds(toolsets: readonly Toolset[], defaults: readonly string[], modelsFor: (set: Toolset) => readonly string[]): string[];
