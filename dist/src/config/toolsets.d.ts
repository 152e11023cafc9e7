/**
 * `toolsets: { support: { from: 'src/agent.ts#buildTools', args: (cell) => [cell] } }`: a toolset
 * the project builds itself. The scanner folds the builder statically (which tools it can return);
 * the renderer runs it for every matrix cell in the sandbox (what it returns there, rendered).
 */
export interface DeclaredToolset {
    name: string;
    /** The builder's module, absolute. */
    file: string;
    /** The export that builds the tools (`default` without `#`). */
    exportName: string;
    /** `args` is a function of the cell (run in the sandbox, from the config module) or a fixed list. */
    args: {
        kind: 'function';
    } | {
        kind: 'list';
        values: unknown[];
    } | {
        kind: 'default';
    };
}
export declare function declaredToolset(name: string, spec: {
    from: string;
    args?: unknown;
}, baseDir: string): DeclaredToolset;
