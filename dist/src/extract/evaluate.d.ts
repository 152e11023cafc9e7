import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile, SourceIndex } from '../scan/source-index.js';
import { ScopeResolver, type Binding } from './scope.js';
import { type Value } from './values.js';
import { shapeToSchema } from './zod.js';
/** Where evaluation records the source range of every value it folds, keyed by JSON Pointer. */
export interface PointerSink {
    ptr: string;
    out: Record<string, SourceRange>;
}
/**
 * Folds expressions to values without running them: literals, constants across files, `as const`
 * objects, enums, template literals, concatenation, spreads, `[...].join()`, text-file imports and
 * zod schemas. What it cannot fold becomes an `Unknown` carrying the source text.
 */
export declare class Evaluator {
    readonly index: SourceIndex;
    readonly scope: ScopeResolver;
    private depth;
    private readonly active;
    /**
     * Values for parameters while a function body is folded for one matrix cell (`--no-eval`):
     * `prompt({ locale })` with `locale = 'zh-TW'` folds `locale === 'zh-TW' ? … : …`.
     */
    private env;
    /** Folds `fn` with its parameters bound to `args`: see src/render/static.ts. */
    withParameters<T>(params: readonly ts.ParameterDeclaration[], args: Value[], run: () => T): T;
    constructor(index: SourceIndex);
    fileOf(node: ts.Node): ParsedFile;
    evaluate(node: ts.Node, sink?: PointerSink): Value;
    /** Evaluates and returns a string, or undefined with the partial text when it cannot. */
    evaluateString(node: ts.Node): {
        text?: string;
        partial?: string;
    };
    private evaluateInner;
    private template;
    private taggedTemplate;
    private binary;
    private identifier;
    /** The value a binding stands for. */
    fromBinding(binding: Binding, at: ts.Node, sink?: PointerSink): Value;
    /**
     * An enum as TypeScript emits it in published JavaScript:
     * `var ToolName; (function (ToolName) { ToolName["ECHO"] = "echo"; })(ToolName || (ToolName = {}));`
     * Official MCP servers ship this way, and their tool names are enum members.
     */
    private compiledEnum;
    private enumObject;
    private member;
    private staticMember;
    private object;
    private array;
    private call;
    /** Folds `path.join(__dirname, 'x.md')`, `new URL('./x.md', import.meta.url)` and relative literals to a path. */
    private staticPath;
}
export declare function getProperty(obj: Value, key: string, text: string): Value;
export declare function textOf(node: ts.Node): string;
/** What `dedent`-style tags do: drop the first and last blank line and the common indentation. */
export declare function dedent(text: string): string;
export { shapeToSchema };
