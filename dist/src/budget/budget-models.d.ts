import type { ResolvedBudgets } from '../config/budgets.js';
import type { Provider } from '../config/providers.js';
/** What the code shows it targets (src/scan/targets.ts): providers of imported SDKs and tool formats, model ids written in it. */
export interface TargetHints {
    providers: ReadonlySet<string>;
    models: readonly string[];
}
/**
 * Models to count for: `budgets.models` as written; otherwise the models the code names (when it
 * names a few), or the defaults of the providers it uses; otherwise the defaults narrowed to the
 * configured providers (an OpenAI-only project gets no Claude counts). Bedrock serves Claude.
 */
export declare function budgetModels(budgets: ResolvedBudgets, providers: readonly Provider[], targets?: TargetHints): string[];
