import path from 'node:path';

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
  args: { kind: 'function' } | { kind: 'list'; values: unknown[] } | { kind: 'default' };
}

export function declaredToolset(name: string, spec: { from: string; args?: unknown }, baseDir: string): DeclaredToolset {
  const hash = spec.from.lastIndexOf('#');
  const file = path.resolve(baseDir, hash >= 0 ? spec.from.slice(0, hash) : spec.from);
  const exportName = hash >= 0 ? spec.from.slice(hash + 1) : 'default';
  const args: DeclaredToolset['args'] = typeof spec.args === 'function' ? { kind: 'function' } : Array.isArray(spec.args) ? { kind: 'list', values: spec.args } : { kind: 'default' };
  return { name, file, exportName, args };
}
