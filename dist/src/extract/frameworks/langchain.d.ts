import { type Extractor } from '../context.js';
/**
 * LangChain.js: `new DynamicStructuredTool({ name, description, schema, func })`, `new DynamicTool({ … })`
 * and classes extending `StructuredTool` / `Tool` with `name = '…'` fields. The `tool(fn, {…})` helper
 * is handled with the other `tool()` helpers.
 */
export declare const langchain: Extractor;
