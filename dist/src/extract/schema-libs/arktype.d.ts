import type { Library } from './library.js';
export declare const arktype: Library;
