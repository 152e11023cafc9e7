import type { Toolset, ToolsetMember } from '../../src/model/toolset.js';
/**
 * The ids of a whole request's tools that the model receives under another name, and that no tool
 * of the request is sent as: id → the member that holds it.
 */
export declare function internalIds(s: Toolset, min: number): Map<string, ToolsetMember>;
