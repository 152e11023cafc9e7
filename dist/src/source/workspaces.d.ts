/**
 * Packages of a monorepo imported by name (`import { ToolRegistry } from 'mcp-shared'`), resolved to
 * their source: a workspace package's `main` / `exports` name its build (`dist/index.js`), which a
 * checkout has not built, while the code the build comes from is in the package (`src/index.ts`).
 * Workspaces are read from the root's package.json `workspaces` (npm, yarn, bun),
 * pnpm-workspace.yaml or lerna.json; nothing needs to be installed.
 */
export declare class Workspaces {
    /** Packages never resolved to their source (see SourceIndex.keepPackages). */
    keep: (name: string) => boolean;
    private readonly rootOf;
    private readonly packages;
    /** The file a bare specifier names inside a workspace package of the repository around `fromAbs`. */
    resolve(fromAbs: string, specifier: string, resolveFile: (base: string) => string | undefined): string | undefined;
    /** Node's subpath imports (`#constants`, `#tools/*` in the package's own package.json `imports`). */
    private subpathImport;
    /** Whether a bare specifier names one of the repository's own workspace packages. */
    isWorkspacePackage(fromAbs: string, specifier: string): boolean;
    private root;
    private packagesOf;
}
