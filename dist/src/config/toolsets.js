import path from 'node:path';
export function declaredToolset(name, spec, baseDir) {
    const hash = spec.from.lastIndexOf('#');
    const file = path.resolve(baseDir, hash >= 0 ? spec.from.slice(0, hash) : spec.from);
    const exportName = hash >= 0 ? spec.from.slice(hash + 1) : 'default';
    const args = typeof spec.args === 'function' ? { kind: 'function' } : Array.isArray(spec.args) ? { kind: 'list', values: spec.args } : { kind: 'default' };
    return { name, file, exportName, args };
}
