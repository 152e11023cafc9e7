import type { Toolset } from '../model/toolset.js';
export declare function toolsetModelIds(set: Toolset, defaults: readonly string[], declared: boolean, forFile?: (file: string) => readonly string[], boundTo?: (group: string) => readonly string[]): string[];
/** Tools written in Gemini's own format (src/extract/frameworks/openai.ts): no other provider takes them. */
export declare function geminiOnly(tools: ReadonlyArray<{
    framework: string;
}>): boolean;
/** Every model some toolset is counted for: the defaults' order first, then the others by id. */
export declare function reportModelIds(toolsets: readonly Toolset[], defaults: readonly string[], modelsFor: (set: Toolset) => readonly string[]): string[];
