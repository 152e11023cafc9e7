import { ts } from 'ts-morph';
import type { Evaluator } from '../../src/extract/evaluate.js';
import type { ToolDefinition } from '../../src/model/tool.js';
import type { SourceIndex } from '../../src/source/source-index.js';
export declare class ToolMentions {
    readonly names: ReadonlySet<string>;
    private readonly index;
    private readonly makeEvaluator;
    /** Hyphenated names a bare mention is enough for (a module's kebab-case stem, `list-documents`, standing for its one tool). */
    private readonly bare;
    /** Names made of word characters and `-`: looked up by token, so the cost per text does not grow with the number of tools. */
    private readonly words;
    /** Other names (`github.search`): matched one by one (rare). */
    private readonly others;
    private readonly snippets;
    private evaluator?;
    constructor(names: ReadonlySet<string>, index: SourceIndex, makeEvaluator: () => Evaluator, 
    /** Hyphenated names a bare mention is enough for (a module's kebab-case stem, `list-documents`, standing for its one tool). */
    bare?: ReadonlySet<string>);
    /** Tool names `text` (a description of `tool`) refers to, other than its own. */
    in(tool: ToolDefinition, text: string): Set<string>;
    /** Tool names a text no tool owns refers to (the instructions sent with a toolset). */
    inText(text: string): Set<string>;
    private named;
    /** `before + NAME + after` for each constant in the description's code that folds to a tool name. */
    private snippetsOf;
}
/**
 * Whether the description's code may read which tools are sent with it: a `prompt(ctx)` that reads
 * `availableTools`/`tools` (or passes its argument on, where anything may read them). A description
 * that cannot read them names the same tools whatever the request holds.
 */
export declare function mayReadAvailableTools(tool: ToolDefinition, index: SourceIndex): boolean;
/** The node the description comes from: a `prompt(ctx)` method or function, or the description's expression. */
export declare function descriptionNode(tool: ToolDefinition, index: SourceIndex): ts.Node | undefined;
/** A name prose does not use: `grep_files`, `readFile`. */
export declare function identifierShaped(name: string): boolean;
/**
 * Tool names offered with `name` as alternatives, in a list that ends in "or": "get the id from
 * `list_docs` or `create_doc`", "list_docs, search_docs or create_doc", "list_docs/create_doc". The
 * model that has one of them loses nothing when another is missing.
 */
export declare function alternativesTo(text: string, name: string, names: ReadonlySet<string>): string[];
/** The option of the rules that search descriptions for tool names: shorter names are not searched for. */
export declare const NAME_LENGTH_OPTION: {
    optionsSchema: {
        type: string;
        properties: {
            minNameLength: {
                type: string;
                minimum: number;
            };
        };
        additionalProperties: boolean;
    };
    defaultOptions: {
        minNameLength: number;
    };
};
