import { existsSync, readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { UserConfig } from './types.js';

export const CONFIG_FILES = ['tool-lint.config.ts', 'tool-lint.config.mts', 'tool-lint.config.js', 'tool-lint.config.mjs', 'tool-lint.config.json'];

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file?: string,
  ) {
    super(message);
  }
}

export interface LoadedConfig {
  config: UserConfig;
  /** Where it came from, relative to nothing: absolute path, or undefined for the defaults. */
  file?: string;
}

/** Finds the config from `cwd` upward (a config file, or a `"tool-lint"` key in package.json). */
export async function loadConfig(cwd: string, explicit?: string): Promise<LoadedConfig> {
  if (explicit) {
    const abs = path.resolve(cwd, explicit);
    if (!existsSync(abs)) throw new ConfigError(`Config file not found: ${explicit}`);
    return { config: await readConfigFile(abs), file: abs };
  }
  let dir = path.resolve(cwd);
  for (;;) {
    for (const name of CONFIG_FILES) {
      const abs = path.join(dir, name);
      if (existsSync(abs)) return { config: await readConfigFile(abs), file: abs };
    }
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const data = JSON.parse(readFileSync(pkg, 'utf8')) as Record<string, unknown>;
        if (data['tool-lint'] !== undefined) return { config: data['tool-lint'] as UserConfig, file: pkg };
      } catch (error) {
        throw new ConfigError(`Cannot read ${pkg}: ${(error as Error).message}`, pkg);
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir || existsSync(path.join(dir, '.git'))) break;
    dir = parent;
  }
  return { config: {} };
}

async function readConfigFile(abs: string): Promise<UserConfig> {
  try {
    if (abs.endsWith('.json')) return JSON.parse(readFileSync(abs, 'utf8')) as UserConfig;
    let url = pathToFileURL(abs).href;
    let cleanup: (() => void) | undefined;
    if (/\.m?ts$/.test(abs)) {
      // Config in TypeScript: bundled with esbuild to a temporary ES module, then imported.
      const { build } = await import('esbuild');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-config-'));
      const out = path.join(dir, 'config.mjs');
      // Everything is bundled (the temp file cannot resolve the project's packages); `tool-lint`
      // itself maps to the tiny module that holds `defineConfig`, so the whole linter is not inlined.
      const result = await build({
        entryPoints: [abs],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        logLevel: 'silent',
        alias: { 'tool-lint': fileURLToPath(new URL('./types.js', import.meta.url)) },
      });
      writeFileSync(out, result.outputFiles[0]!.text);
      url = pathToFileURL(out).href;
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    }
    try {
      const mod = (await import(url)) as { default?: UserConfig };
      return (mod.default ?? mod) as UserConfig;
    } finally {
      cleanup?.();
    }
  } catch (error) {
    throw new ConfigError(`Cannot load ${abs}: ${(error as Error).message.split('\n')[0]}`, abs);
  }
}
