import type { DeclaredToolset } from '../config/toolsets.js';
import type { Toolset } from '../model/toolset.js';
import type { ToolsetBuilder } from './render.js';
/** The declared toolsets to build per cell, with the tools the scanner found each may return. */
export declare function buildersFor(declared: readonly DeclaredToolset[], toolsets: readonly Toolset[]): ToolsetBuilder[];
