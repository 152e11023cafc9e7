import { type Extractor } from '../context.js';
export declare const adkTransfers: Extractor;
