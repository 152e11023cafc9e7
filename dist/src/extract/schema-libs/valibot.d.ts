import { type Library } from './library.js';
export declare const valibot: Library;
