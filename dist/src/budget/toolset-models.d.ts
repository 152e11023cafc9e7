import type { Toolset } from '../model/toolset.js';
/**
 * Which models a toolset is counted for. Models the user wrote (`budgets.models`, `--models`) apply
 * to every toolset; otherwise a request is counted for the model it names (`model: openai('gpt-4.1')`)
 * when tool-lint knows that model, else for the default models of its provider (an Anthropic
 * `messages.create` is never sent to gpt-4o), else for all defaults. `report` and the
 * `max-toolset-tokens` rule both use this, so they reach one verdict.
 */
export declare function toolsetModelIds(set: Toolset, defaults: readonly string[], declared: boolean): string[];
/** Every model some toolset is counted for: the defaults' order first, then the named ones by id. */
export declare function reportModelIds(toolsets: readonly Toolset[], defaults: readonly string[], declared: boolean): string[];
