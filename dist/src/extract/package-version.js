import { PackageVersions } from '../source/packages.js';
const VERSIONS = new WeakMap();
/**
 * The version of `pkg` the current file's project uses (installed, else the lowest a manifest's range
 * allows; see PackageVersions), looked up once per scan: extractors whose reading depends on what a
 * framework version does (ADK-TS's transfer tool, the MCP SDK's listing of zod schemas).
 */
export function projectPackageVersion(ctx, pkg) {
    let versions = VERSIONS.get(ctx.ev.index);
    if (!versions)
        VERSIONS.set(ctx.ev.index, (versions = new PackageVersions(ctx.ev.index.cwd)));
    return versions.version(ctx.file.rel, pkg);
}
