import type { Diagnostic, Severity } from '../model/diagnostic.js';
import type { SessionResult } from './session.js';
/**
 * Rule ids of the render-stability rules. The rules themselves judge descriptions rendered from
 * source; for a live server the evidence is two sessions, so these findings are made here and
 * carry the same ids (severity and `off` come from the config like any rule's).
 */
export declare const UNSTABLE_ORDER = "no-unstable-tool-order";
export declare const UNSTABLE_RENDER = "no-unstable-render";
/**
 * Compares every later session with the first: a different tool order is `no-unstable-tool-order`,
 * different bytes for the same tool (or a tool that comes and goes, or changed instructions) are
 * `no-unstable-render`. One finding per tool, from the first session that differs.
 */
export declare function compareSessions(sessions: readonly SessionResult[], locate: (toolName?: string) => Diagnostic['range'], severityOf: (ruleId: string) => Severity | 'off', server: string): Diagnostic[];
