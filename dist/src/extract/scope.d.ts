import { ts } from 'ts-morph';
import type { ParsedFile, SourceIndex } from '../source/source-index.js';
/** What a name refers to, found without the type checker by walking enclosing scopes and imports. */
export type Binding = {
    kind: 'value';
    init: ts.Expression;
    file: ParsedFile;
    decl: ts.Node;
} | {
    kind: 'destructured';
    init: ts.Expression;
    path: string[];
    file: ParsedFile;
    defaultValue?: ts.Expression;
} | {
    kind: 'function';
    node: ts.FunctionDeclaration;
    file: ParsedFile;
} | {
    kind: 'class';
    node: ts.ClassDeclaration;
    file: ParsedFile;
} | {
    kind: 'enum';
    node: ts.EnumDeclaration;
    file: ParsedFile;
} | {
    kind: 'namespace';
    file: ParsedFile;
} | {
    kind: 'text-file';
    abs: string;
}
/** Imported from a package: the evaluator knows a few (`zod`), the rest stay unknown. */
 | {
    kind: 'external';
    module: string;
    name: string;
}
/** A parameter or loop variable: a value only known at run time. */
 | {
    kind: 'parameter';
    node: ts.Node;
}
/** Declared without an initializer (`let x;`). */
 | {
    kind: 'uninitialized';
    node: ts.Node;
};
export declare class ScopeResolver {
    private readonly index;
    constructor(index: SourceIndex);
    fileOf(node: ts.Node): ParsedFile | undefined;
    /** Resolves an identifier at its use site. */
    resolveIdentifier(id: ts.Identifier, file: ParsedFile): Binding | undefined;
    private readonly resolved;
    /**
     * Names a file's import statements bind, each with the name it has in the module it comes from
     * (`default`, `*` for a namespace). Only such a name can resolve to a package export, so a caller
     * that wants to know that (`import { tool as aiTool } from 'ai'`) can skip resolving every other
     * call's callee and the files behind them (with the check in openai.ts, 8% of the scan of vercel/ai).
     */
    importedNames(sf: ts.SourceFile): ReadonlyMap<string, string>;
    /** The module each imported local name comes from, as written (`tool` → `@supabase/mcp-utils`). */
    importedModules(sf: ts.SourceFile): ReadonlyMap<string, string>;
    /** One walk of a file's imports: each local name's imported name and, for ES imports, its module. */
    private imports;
    private readonly imported;
    private resolveUncached;
    private findInStatements;
    private readonly blockIndex;
    /** Whether `st` declares `name` at the statement level (imports included). */
    private declaredIn;
    private importBinding;
    /**
     * The value names a module exports (no types, no `default`), following `export *`: what
     * `Object.values(ns)` of `import * as ns` enumerates. Sorted, as a module namespace's keys are.
     */
    exportNames(file: ParsedFile, hops?: number): string[];
    /** Finds what a module exports under `name`, following re-exports. */
    resolveExport(file: ParsedFile, name: string, hops?: number): Binding | undefined;
}
/** `const x = …`: a declaration whose value is the initializer for good. */
export declare function isConstDeclaration(decl: ts.Node): decl is ts.VariableDeclaration;
export declare function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration & {
    parameters: ts.NodeArray<ts.ParameterDeclaration>;
};
/** For `const { a: { b } } = x`, the property path that leads to `b`: ['a', 'b']. */
export declare function bindingPath(name: ts.BindingName, wanted: string): string[] | undefined;
/** A path step for the rest element of an object pattern (see `bindingPath`): never a real key. */
export declare const REST_STEP = "\0rest:";
/** The keys a rest step leaves out, if `step` is one. */
export declare function restExcluded(step: string): string[] | undefined;
/** The default written for `wanted` in a destructuring pattern (`{ toolName = 'search' }`). */
export declare function defaultOf(name: ts.BindingName, wanted: string): ts.Expression | undefined;
/** The name of the function a parameter belongs to, for messages (`parameter of makeSearchTool`). */
export declare function enclosingFunctionName(decl: ts.Node): string;
