import type { SourceIndex } from '../source/source-index.js';
/**
 * The project source files a file imports or re-exports from (static `import`/`export … from`),
 * resolved through relative paths and tsconfig aliases; packages and declaration files left out.
 */
export declare function projectImports(index: SourceIndex, file: string): string[];
