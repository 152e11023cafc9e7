import { type Extractor } from '../context.js';
export declare const langgraphHandoffs: Extractor;
