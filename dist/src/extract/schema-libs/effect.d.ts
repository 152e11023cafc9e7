import { type Library } from './library.js';
export declare const effect: Library;
