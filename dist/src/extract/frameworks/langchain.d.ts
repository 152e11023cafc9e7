import { type Extractor } from '../context.js';
export declare const langchain: Extractor;
