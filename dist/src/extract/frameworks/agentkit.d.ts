import { type Extractor } from '../context.js';
/**
 * Coinbase AgentKit actions: `@CreateAction({ name, description, schema })` on a method of an
 * `ActionProvider` subclass. AgentKit's decorator registers the action as `${ClassName}_${name}`,
 * and that is the name its adapters (`getVercelAITools`, `getLangChainTools`, or a project's own
 * conversion of `agentKit.getActions()`) send to the model. Identified by the import, not the name.
 */
export declare const agentkit: Extractor;
