import type { Reporter } from './types.js';
/** Output formats by name. */
export declare const REPORTERS: Record<string, Reporter>;
export declare const FORMATS: string[];
