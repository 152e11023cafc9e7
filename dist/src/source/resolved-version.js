import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookedUpOnce } from './packages.js';
/**
 * The exact version of a package a folder's code runs with, when the project pins it: the installed
 * `node_modules/<pkg>/package.json`, else what a lockfile resolves for the folder's package
 * (package-lock.json / npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, bun.lock). Never a range's
 * guess: `^4.1.12` may install 4.6 today, so a verdict that depends on the minor version (zod's
 * one-argument `z.record`) needs this, not the declared range. Undefined when nothing pins it.
 * The walk stops at the repository root (a folder with `.git`).
 */
export class ResolvedVersions {
    cache = new Map();
    texts = new Map();
    /** `dir` is absolute. */
    version(dir, pkg) {
        return lookedUpOnce(this.cache, dir, pkg, () => this.lookup(dir, pkg));
    }
    lookup(start, pkg) {
        let packageDir;
        for (let dir = start;; dir = path.dirname(dir)) {
            const installed = this.json(path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json'))?.version;
            if (typeof installed === 'string')
                return installed;
            if (packageDir === undefined && existsSync(path.join(dir, 'package.json')))
                packageDir = dir;
            if (packageDir !== undefined) {
                const importer = path.relative(dir, packageDir).split(path.sep).join('/');
                const locked = this.npm(dir, importer, pkg) ?? this.pnpm(dir, importer, pkg) ?? this.yarn(dir, packageDir, pkg) ?? this.bun(dir, pkg);
                if (locked)
                    return locked;
            }
            if (path.dirname(dir) === dir || existsSync(path.join(dir, '.git')))
                return undefined;
        }
    }
    npm(dir, importer, pkg) {
        for (const name of ['package-lock.json', 'npm-shrinkwrap.json']) {
            const lock = this.json(path.join(dir, name));
            if (!lock)
                continue;
            const packages = lock.packages;
            for (const at of [importer ? `${importer}/node_modules/${pkg}` : undefined, `node_modules/${pkg}`]) {
                const v = at ? packages?.[at]?.version : undefined;
                if (typeof v === 'string')
                    return v;
            }
            const v1 = lock.dependencies?.[pkg]?.version;
            if (typeof v1 === 'string')
                return v1;
        }
        return undefined;
    }
    /** `importers: <path>: dependencies: <pkg>: { specifier, version }` (lockfile v6 and later), or v5's `<pkg>: 1.2.3`. */
    pnpm(dir, importer, pkg) {
        const text = this.text(path.join(dir, 'pnpm-lock.yaml'));
        if (!text)
            return undefined;
        const lines = text.split('\n');
        const name = /[^\w@/.-]/.test(pkg) ? undefined : pkg;
        if (!name)
            return undefined;
        const quoted = (s) => `(?:${escape(s)}|'${escape(s)}'|"${escape(s)}")`;
        const importersAt = lines.findIndex((l) => l === 'importers:');
        let from = 0;
        let to = lines.length;
        let indent = '';
        if (importersAt >= 0) {
            const head = new RegExp(`^  ${quoted(importer || '.')}:\\s*$`);
            const at = lines.findIndex((l, i) => i > importersAt && head.test(l));
            if (at < 0)
                return undefined;
            from = at + 1;
            to = lines.findIndex((l, i) => i > at && /^ {0,2}\S/.test(l));
            if (to < 0)
                to = lines.length;
            indent = '    ';
        }
        const entry = new RegExp(`^${indent}  ${quoted(name)}:\\s*(\\S.*)?$`);
        for (let i = from; i < to; i++) {
            const m = entry.exec(lines[i]);
            if (!m)
                continue;
            // v5's flat form lists the range under `specifiers:` first: only a version is an answer.
            const inline = m[1] ? versionIn(m[1]) : undefined;
            if (inline)
                return inline;
            if (m[1])
                continue;
            for (let j = i + 1; j < Math.min(to, i + 4); j++) {
                const v = /^\s+version:\s*(\S+)/.exec(lines[j]);
                if (v)
                    return versionIn(v[1]);
            }
        }
        return undefined;
    }
    /** The entry whose key lists the range the package declares: `"zod@^4.1.12":` then `version "4.1.12"` (v1) or `version: 4.1.12` (berry). */
    yarn(dir, packageDir, pkg) {
        const text = this.text(path.join(dir, 'yarn.lock'));
        if (!text)
            return undefined;
        const manifest = this.json(path.join(packageDir, 'package.json'));
        let range;
        for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
            const r = manifest?.[field]?.[pkg];
            if (typeof r === 'string')
                range = r;
            if (range)
                break;
        }
        if (!range)
            return undefined;
        const lines = text.split('\n');
        const wanted = [`${pkg}@${range}`, `${pkg}@npm:${range}`];
        for (let i = 0; i < lines.length; i++) {
            const l = lines[i];
            if (/^\s/.test(l) || !l.endsWith(':'))
                continue;
            const keys = l.slice(0, -1).split(',').map((k) => k.trim().replace(/^"|"$/g, ''));
            if (!keys.some((k) => wanted.includes(k)))
                continue;
            for (let j = i + 1; j < Math.min(lines.length, i + 6); j++) {
                const v = /^\s+version:?\s+"?([^"\s]+)"?/.exec(lines[j]);
                if (v)
                    return v[1];
            }
        }
        return undefined;
    }
    /** bun.lock (text, JSONC): the hoisted entry `"zod": ["zod@4.1.12", …]` under `packages`. */
    bun(dir, pkg) {
        const text = this.text(path.join(dir, 'bun.lock'));
        if (!text)
            return undefined;
        const m = new RegExp(`^\\s*"${escape(pkg)}":\\s*\\["${escape(pkg)}@([^"]+)"`, 'm').exec(text);
        return m && /^\d/.test(m[1]) ? m[1] : undefined;
    }
    text(file) {
        let t = this.texts.get(file);
        if (t === undefined) {
            t = null;
            try {
                // A FIFO or a giant file named like a lockfile must not block or stall the scan.
                const st = statSync(file);
                if (st.isFile() && st.size <= MAX_LOCKFILE_BYTES)
                    t = readFileSync(file, 'utf8');
            }
            catch {
                t = null;
            }
            this.texts.set(file, t);
        }
        return t ?? undefined;
    }
    json(file) {
        const t = this.text(file);
        if (t === undefined)
            return undefined;
        try {
            const data = JSON.parse(t);
            return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
        }
        catch {
            return undefined;
        }
    }
}
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;
function escape(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/** `4.1.12(typescript@5.9.2)` or `4.1.12` → `4.1.12`; a `link:` or URL is no version. */
function versionIn(s) {
    const m = /^['"]?(\d+\.\d+\.\d+[^('"\s]*)/.exec(s);
    return m?.[1];
}
