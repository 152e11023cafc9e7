import { ts } from 'ts-morph';
import { type Extractor, type ExtractContext } from '../context.js';
/**
 * The `tool(…)` helper, which three SDKs export under one name:
 * - Vercel AI SDK `tool({ description, inputSchema | parameters, execute })` and `dynamicTool` from 'ai':
 *   the model-facing name is the key the tool is registered under (`tools: { getWeather: tool(…) }`);
 * - OpenAI Agents JS `tool({ name, description, parameters, execute })` from '@openai/agents';
 * - LangChain.js `tool(fn, { name, description, schema })` from '@langchain/core/tools'.
 * Which one is meant comes from the import; without one, from the arguments' shape.
 */
export declare const toolCall: Extractor;
/** The variable or function a tool expression is bound to: `const weatherTool = tool(…)`, `const make = () => tool(…)`. */
export declare function bindingOf(node: ts.Node, _ctx: ExtractContext): {
    name: string;
    node: ts.Node;
    factory: boolean;
} | undefined;
