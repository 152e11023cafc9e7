/**
 * Node's permission model, as the render sandbox uses it. Node 20 and 21 call the switch
 * `--experimental-permission`; Node 22.13+ and 23.5+ call it `--permission` (the old name still
 * works there, with a warning); Node 25 adds `--allow-net`, so the model itself refuses network
 * access when it is not granted. On every version tool-lint grants reads of the folders below and
 * nothing else: no writes, child processes, workers, native addons, WASI or inspector. The network
 * is refused in JavaScript on every version (guards.ts), and by the permission model where Node has
 * `--allow-net`.
 */
export declare function permissionFlags(readable: readonly string[]): string[];
/**
 * What a render may read: the bundle, the project (its repository, or the working directory), the
 * folders of the files it executes and of the config, and their dependencies. Real paths, sorted,
 * without folders already covered by another.
 */
export declare function readableRoots(bundleDir: string, cwd: string, files: readonly string[]): string[];
