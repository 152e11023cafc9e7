import type { ToolApi } from '../../src/model/toolset.js';
/** How findings name each provider API whose tool format a request fixes. */
export declare const API_NAMES: Record<ToolApi, string>;
