import type { ExtractContext } from './context.js';
/**
 * The version of `pkg` the current file's project uses (installed, else the lowest a manifest's range
 * allows; see PackageVersions), looked up once per scan: extractors whose reading depends on what a
 * framework version does (ADK-TS's transfer tool, the MCP SDK's listing of zod schemas).
 */
export declare function projectPackageVersion(ctx: ExtractContext, pkg: string): string | undefined;
