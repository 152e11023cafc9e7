import { ts } from 'ts-morph';
import { propertyNameText } from './ranges.js';
const MAX_EXPORT_HOPS = 12;
export class ScopeResolver {
    index;
    constructor(index) {
        this.index = index;
    }
    fileOf(node) {
        return this.index.get(node.getSourceFile().fileName);
    }
    /** Resolves an identifier at its use site. */
    resolveIdentifier(id, file) {
        const cached = this.resolved.get(id);
        if (cached !== undefined)
            return cached ?? undefined;
        const b = this.resolveUncached(id, file);
        this.resolved.set(id, b ?? null);
        return b;
    }
    resolved = new WeakMap();
    /**
     * Names a file's import statements bind, each with the name it has in the module it comes from
     * (`default`, `*` for a namespace). Only such a name can resolve to a package export, so a caller
     * that wants to know that (`import { tool as aiTool } from 'ai'`) can skip resolving every other
     * call's callee and the files behind them (with the check in openai.ts, 8% of the scan of vercel/ai).
     */
    importedNames(sf) {
        return this.imports(sf).names;
    }
    /** The module each imported local name comes from, as written (`tool` → `@supabase/mcp-utils`). */
    importedModules(sf) {
        return this.imports(sf).modules;
    }
    /** One walk of a file's imports: each local name's imported name and, for ES imports, its module. */
    imports(sf) {
        let found = this.imported.get(sf);
        if (found)
            return found;
        found = { names: new Map(), modules: new Map() };
        const { names, modules } = found;
        for (const st of sf.statements) {
            if (ts.isImportDeclaration(st) && st.importClause) {
                const clause = st.importClause;
                const from = ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
                const add = (local, imported) => {
                    names.set(local, imported);
                    if (from !== undefined)
                        modules.set(local, from);
                };
                if (clause.name)
                    add(clause.name.text, 'default');
                const nb = clause.namedBindings;
                if (nb && ts.isNamespaceImport(nb))
                    add(nb.name.text, '*');
                else if (nb)
                    for (const el of nb.elements)
                        add(el.name.text, (el.propertyName ?? el.name).text);
            }
            else if (ts.isImportEqualsDeclaration(st))
                names.set(st.name.text, '*');
        }
        this.imported.set(sf, found);
        return found;
    }
    imported = new WeakMap();
    resolveUncached(id, file) {
        const name = id.text;
        let node = id.parent;
        let prev = id;
        while (node) {
            if (isFunctionLike(node)) {
                for (const p of node.parameters)
                    if (bindsName(p.name, name))
                        return { kind: 'parameter', node: p };
                if ((ts.isFunctionExpression(node) || ts.isClassExpression(node)) && node.name?.text === name) {
                    return undefined;
                }
            }
            if ((ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isForStatement(node)) && node.initializer) {
                const init = node.initializer;
                if (ts.isVariableDeclarationList(init) && init.declarations.some((d) => bindsName(d.name, name))) {
                    if (ts.isForStatement(node)) {
                        const d = init.declarations.find((d) => bindsName(d.name, name));
                        if (d && ts.isIdentifier(d.name) && d.initializer)
                            return { kind: 'value', init: d.initializer, file, decl: d };
                    }
                    return { kind: 'parameter', node: init };
                }
            }
            if (ts.isCatchClause(node) && node.variableDeclaration && bindsName(node.variableDeclaration.name, name)) {
                return { kind: 'parameter', node: node.variableDeclaration };
            }
            const statements = statementsOf(node);
            if (statements) {
                const hit = this.findInStatements(statements, name, file, prev);
                if (hit)
                    return hit;
            }
            prev = node;
            node = node.parent;
        }
        return undefined;
    }
    findInStatements(statements, name, file, _from) {
        // An index of the names each block declares, built once: a linear scan per lookup made big
        // bundled files quadratic.
        let index = this.blockIndex.get(statements);
        if (!index) {
            index = indexDeclarations(statements);
            this.blockIndex.set(statements, index);
        }
        for (const st of index.get(name) ?? []) {
            const hit = this.declaredIn(st, name, file);
            if (hit)
                return hit;
        }
        return undefined;
    }
    blockIndex = new WeakMap();
    /** Whether `st` declares `name` at the statement level (imports included). */
    declaredIn(st, name, file) {
        if (ts.isVariableStatement(st)) {
            for (const d of st.declarationList.declarations) {
                // CommonJS: `const OpenAI = require('openai')`, `const { tool } = require('@openai/agents')`.
                // `const { tool } = await import('ai')`, `const ai = await import('ai')`: an ES module loaded at run time
                // (CommonJS code taking an ESM-only SDK), bound as its static import would be.
                const imported = d.initializer ? dynamicImport(d.initializer) : undefined;
                const required = d.initializer ? (requiredModule(d.initializer) ?? imported) : undefined;
                if (ts.isIdentifier(d.name)) {
                    if (d.name.text === name) {
                        if (imported && /^[./]/.test(imported)) {
                            const target = this.index.resolve(file.abs, imported);
                            const parsed = target ? this.index.get(target) : undefined;
                            return parsed ? { kind: 'namespace', file: parsed } : { kind: 'external', module: imported, name: '*' };
                        }
                        if (required)
                            return this.importBinding(file, required, '*');
                        return d.initializer ? { kind: 'value', init: d.initializer, file, decl: d } : { kind: 'uninitialized', node: d };
                    }
                }
                else if (d.initializer) {
                    const path = bindingPath(d.name, name);
                    if (path && required && path.length === 1)
                        return this.importBinding(file, required, path[0]);
                    const defaultValue = defaultOf(d.name, name);
                    if (path)
                        return { kind: 'destructured', init: d.initializer, path, file, ...(defaultValue ? { defaultValue } : {}) };
                }
            }
            return undefined;
        }
        // An overload signature (`function f(a: A): R;` before `function f(a) { … }`) has no body: the implementation follows it.
        if (ts.isFunctionDeclaration(st) && st.name?.text === name)
            return st.body ? { kind: 'function', node: st, file } : undefined;
        if (ts.isClassDeclaration(st) && st.name?.text === name)
            return { kind: 'class', node: st, file };
        if (ts.isEnumDeclaration(st) && st.name.text === name)
            return { kind: 'enum', node: st, file };
        if (ts.isImportDeclaration(st) && st.importClause && ts.isStringLiteral(st.moduleSpecifier)) {
            const clause = st.importClause;
            const spec = st.moduleSpecifier.text;
            if (clause.name?.text === name)
                return this.importBinding(file, spec, 'default');
            const nb = clause.namedBindings;
            if (nb && ts.isNamespaceImport(nb) && nb.name.text === name) {
                const target = this.index.resolve(file.abs, spec);
                const parsed = target ? this.index.get(target) : undefined;
                return parsed ? { kind: 'namespace', file: parsed } : { kind: 'external', module: spec, name: '*' };
            }
            if (nb && ts.isNamedImports(nb)) {
                for (const el of nb.elements) {
                    if (el.name.text === name)
                        return this.importBinding(file, spec, (el.propertyName ?? el.name).text);
                }
            }
            return undefined;
        }
        if (ts.isImportEqualsDeclaration(st) && st.name.text === name) {
            const ref = st.moduleReference;
            if (ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression))
                return this.importBinding(file, ref.expression.text, '*');
        }
        return undefined;
    }
    importBinding(file, specifier, importedName) {
        const target = this.index.resolve(file.abs, specifier);
        // A package; a relative import that does not resolve is a file outside the scan, not a package.
        if (!target)
            return specifier.startsWith('.') || specifier.startsWith('/') ? undefined : { kind: 'external', module: specifier, name: importedName };
        const lower = target.toLowerCase();
        if (/\.(txt|md|markdown|prompt)$/.test(lower))
            return { kind: 'text-file', abs: target };
        const parsed = this.index.get(target);
        if (!parsed)
            return undefined;
        if (importedName === '*')
            return { kind: 'namespace', file: parsed };
        return this.resolveExport(parsed, importedName, 0);
    }
    /**
     * The value names a module exports (no types, no `default`), following `export *`: what
     * `Object.values(ns)` of `import * as ns` enumerates. Sorted, as a module namespace's keys are.
     */
    exportNames(file, hops = 0) {
        const out = new Set();
        if (hops > MAX_EXPORT_HOPS)
            return [];
        for (const st of file.sf.statements) {
            const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
            if (mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) && !mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
                if (ts.isVariableStatement(st))
                    for (const d of st.declarationList.declarations)
                        for (const n of bindingNames(d.name))
                            out.add(n);
                else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name)
                    out.add(st.name.text);
            }
            if (ts.isExportDeclaration(st) && !st.isTypeOnly) {
                const clause = st.exportClause;
                if (clause && ts.isNamedExports(clause)) {
                    for (const el of clause.elements)
                        if (!el.isTypeOnly && el.name.text !== 'default')
                            out.add(el.name.text);
                }
                else if (clause && ts.isNamespaceExport(clause))
                    out.add(clause.name.text);
                else if (!clause && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
                    const target = this.index.resolve(file.abs, st.moduleSpecifier.text);
                    const parsed = target ? this.index.get(target) : undefined;
                    if (parsed)
                        for (const n of this.exportNames(parsed, hops + 1))
                            out.add(n);
                }
            }
        }
        return [...out].sort();
    }
    /** Finds what a module exports under `name`, following re-exports. */
    resolveExport(file, name, hops = 0) {
        if (hops > MAX_EXPORT_HOPS)
            return undefined;
        const sf = file.sf;
        if (sf.statements.length === 1 && ts.isExpressionStatement(sf.statements[0]) && file.abs.endsWith('.json')) {
            const expr = sf.statements[0].expression;
            if (name === 'default')
                return { kind: 'value', init: expr, file, decl: expr };
            if (ts.isObjectLiteralExpression(expr))
                return { kind: 'destructured', init: expr, path: [name], file };
        }
        for (const st of sf.statements) {
            if (name === 'default' && ts.isExportAssignment(st)) {
                // `class SearchTool { … } export default SearchTool;`: the class (or function) the name declares in this file.
                if (ts.isIdentifier(st.expression)) {
                    const local = this.findInStatements(sf.statements, st.expression.text, file, st.expression);
                    if (local && (local.kind === 'class' || local.kind === 'function'))
                        return local;
                }
                return { kind: 'value', init: st.expression, file, decl: st };
            }
            const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
            const exported = mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
            const isDefault = mods?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
            if (exported) {
                if (isDefault && name === 'default') {
                    if (ts.isFunctionDeclaration(st) && st.body)
                        return { kind: 'function', node: st, file };
                    if (ts.isClassDeclaration(st))
                        return { kind: 'class', node: st, file };
                }
                if (!isDefault) {
                    const hit = this.declaredIn(st, name, file);
                    if (hit)
                        return hit;
                }
            }
            if (ts.isExportDeclaration(st) && !st.isTypeOnly) {
                const spec = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
                const clause = st.exportClause;
                if (clause && ts.isNamedExports(clause)) {
                    for (const el of clause.elements) {
                        if (el.name.text !== name)
                            continue;
                        const local = (el.propertyName ?? el.name).text;
                        if (spec) {
                            const target = this.index.resolve(file.abs, spec);
                            const parsed = target ? this.index.get(target) : undefined;
                            return parsed ? this.resolveExport(parsed, local, hops + 1) : { kind: 'external', module: spec, name: local };
                        }
                        return this.findInStatements(sf.statements, local, file, st);
                    }
                }
                else if (clause && ts.isNamespaceExport(clause) && clause.name.text === name && spec) {
                    const target = this.index.resolve(file.abs, spec);
                    const parsed = target ? this.index.get(target) : undefined;
                    if (parsed)
                        return { kind: 'namespace', file: parsed };
                }
            }
        }
        // `export *` last: explicit exports shadow star re-exports.
        for (const st of sf.statements) {
            if (ts.isExportDeclaration(st) && !st.exportClause && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
                const target = this.index.resolve(file.abs, st.moduleSpecifier.text);
                const parsed = target ? this.index.get(target) : undefined;
                const hit = parsed ? this.resolveExport(parsed, name, hops + 1) : undefined;
                if (hit)
                    return hit;
            }
        }
        // `const x = …; export default x` or `module.exports = { … }` in CommonJS sources.
        if (name !== 'default') {
            for (const st of sf.statements) {
                if (ts.isExpressionStatement(st) && ts.isBinaryExpression(st.expression) && st.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
                    const left = st.expression.left;
                    if (ts.isPropertyAccessExpression(left) && left.name.text === name && isCommonJsExports(left.expression)) {
                        return { kind: 'value', init: st.expression.right, file, decl: st };
                    }
                    // `module.exports = { TOOL_NAMES, handlers: HANDLERS }`: each property is an export.
                    const right = st.expression.right;
                    if (isCommonJsExports(left) && ts.isObjectLiteralExpression(right)) {
                        for (const p of right.properties) {
                            if (ts.isShorthandPropertyAssignment(p) && p.name.text === name)
                                return this.findInStatements(sf.statements, name, file, p);
                            if (ts.isPropertyAssignment(p) && propertyNameText(p.name) === name)
                                return { kind: 'value', init: p.initializer, file, decl: p };
                        }
                    }
                }
            }
        }
        return undefined;
    }
}
/** Names a statement list declares (variables, functions, classes, enums, imports) → the statements. */
function indexDeclarations(statements) {
    const map = new Map();
    const add = (name, st) => {
        const list = map.get(name);
        if (list) {
            if (list[list.length - 1] !== st)
                list.push(st);
        }
        else
            map.set(name, [st]);
    };
    const addBinding = (n, st) => {
        if (ts.isIdentifier(n))
            add(n.text, st);
        else
            for (const el of n.elements)
                if (!ts.isOmittedExpression(el))
                    addBinding(el.name, st);
    };
    for (const st of statements) {
        if (ts.isVariableStatement(st))
            for (const d of st.declarationList.declarations)
                addBinding(d.name, st);
        else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name)
            add(st.name.text, st);
        else if (ts.isEnumDeclaration(st))
            add(st.name.text, st);
        else if (ts.isImportEqualsDeclaration(st))
            add(st.name.text, st);
        else if (ts.isImportDeclaration(st) && st.importClause) {
            const c = st.importClause;
            if (c.name)
                add(c.name.text, st);
            const nb = c.namedBindings;
            if (nb && ts.isNamespaceImport(nb))
                add(nb.name.text, st);
            if (nb && ts.isNamedImports(nb))
                for (const el of nb.elements)
                    add(el.name.text, st);
        }
    }
    return map;
}
function isCommonJsExports(e) {
    return (ts.isIdentifier(e) && e.text === 'exports') || (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'module' && e.name.text === 'exports');
}
/** The identifiers a declaration binds (`const { a, b: [c] } = …` → a, c). */
function bindingNames(name) {
    if (ts.isIdentifier(name))
        return [name.text];
    return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : bindingNames(el.name)));
}
/** `const x = …`: a declaration whose value is the initializer for good. */
export function isConstDeclaration(decl) {
    return ts.isVariableDeclaration(decl) && ts.isVariableDeclarationList(decl.parent) && !!(decl.parent.flags & ts.NodeFlags.Const);
}
export function isFunctionLike(node) {
    return (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node));
}
function statementsOf(node) {
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node)) {
        return node.statements;
    }
    return undefined;
}
function bindsName(name, wanted) {
    if (ts.isIdentifier(name))
        return name.text === wanted;
    for (const el of name.elements) {
        if (ts.isOmittedExpression(el))
            continue;
        if (bindsName(el.name, wanted))
            return true;
    }
    return false;
}
/** For `const { a: { b } } = x`, the property path that leads to `b`: ['a', 'b']. */
export function bindingPath(name, wanted) {
    if (ts.isIdentifier(name))
        return name.text === wanted ? [] : undefined;
    if (ts.isObjectBindingPattern(name)) {
        // `const { name, handler, ...config } = tool`: `config` is the object without the keys taken before it.
        const rest = name.elements.find((el) => el.dotDotDotToken);
        if (rest && ts.isIdentifier(rest.name) && rest.name.text === wanted) {
            const taken = name.elements.filter((el) => el !== rest).map((el) => propertyNameText(el.propertyName ?? (ts.isIdentifier(el.name) ? el.name : undefined)));
            return taken.every((k) => k !== undefined) ? [`${REST_STEP}${JSON.stringify(taken)}`] : undefined;
        }
        for (const el of name.elements) {
            const key = propertyNameText(el.propertyName ?? (ts.isIdentifier(el.name) ? el.name : undefined));
            const inner = bindingPath(el.name, wanted);
            if (inner && key !== undefined && !el.dotDotDotToken)
                return [key, ...inner];
        }
    }
    else {
        for (let i = 0; i < name.elements.length; i++) {
            const el = name.elements[i];
            if (ts.isOmittedExpression(el) || el.dotDotDotToken)
                continue;
            const inner = bindingPath(el.name, wanted);
            if (inner)
                return [String(i), ...inner];
        }
    }
    return undefined;
}
/** A path step for the rest element of an object pattern (see `bindingPath`): never a real key. */
export const REST_STEP = '\u0000rest:';
/** The keys a rest step leaves out, if `step` is one. */
export function restExcluded(step) {
    return step.startsWith(REST_STEP) ? JSON.parse(step.slice(REST_STEP.length)) : undefined;
}
/** The default written for `wanted` in a destructuring pattern (`{ toolName = 'search' }`). */
export function defaultOf(name, wanted) {
    if (ts.isIdentifier(name))
        return undefined;
    for (const el of name.elements) {
        if (ts.isOmittedExpression(el))
            continue;
        if (ts.isIdentifier(el.name)) {
            if (el.name.text === wanted)
                return el.initializer;
        }
        else {
            const inner = defaultOf(el.name, wanted);
            if (inner)
                return inner;
        }
    }
    return undefined;
}
/** The name of the function a parameter belongs to, for messages (`parameter of makeSearchTool`). */
export function enclosingFunctionName(decl) {
    let n = decl.parent;
    while (n && !isFunctionLike(n))
        n = n.parent;
    if (!n)
        return 'a loop';
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isFunctionExpression(n)) && n.name && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)))
        return n.name.text;
    if (ts.isConstructorDeclaration(n)) {
        const cls = n.parent;
        return cls && ts.isClassLike(cls) && cls.name ? `new ${cls.name.text}` : 'a constructor';
    }
    const p = n.parent;
    if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name))
        return p.name.text;
    if (p && ts.isPropertyAssignment(p))
        return propertyNameText(p.name) ?? 'a function';
    if (p && ts.isCallExpression(p)) {
        const c = p.expression;
        return `a callback of ${ts.isPropertyAccessExpression(c) ? c.name.text : ts.isIdentifier(c) ? c.text : 'a call'}`;
    }
    return 'a function';
}
/** The module of `await import('x')`: a package or a project file, with its ES exports. */
function dynamicImport(e) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e))
        e = e.expression;
    if (!ts.isAwaitExpression(e))
        return undefined;
    let c = e.expression;
    while (ts.isParenthesizedExpression(c) || ts.isAsExpression(c))
        c = c.expression;
    if (!ts.isCallExpression(c) || c.expression.kind !== ts.SyntaxKind.ImportKeyword || c.arguments.length < 1)
        return undefined;
    const a = c.arguments[0];
    return ts.isStringLiteralLike(a) ? a.text : undefined;
}
/** The module of `require('x')` (`await import('x')` is `dynamicImport`'s). */
function requiredModule(e) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e))
        e = e.expression;
    if (!ts.isCallExpression(e) || !ts.isIdentifier(e.expression) || e.expression.text !== 'require' || e.arguments.length !== 1)
        return undefined;
    const a = e.arguments[0];
    if (!ts.isStringLiteralLike(a))
        return undefined;
    // A project file required as CommonJS: its `module.exports` / `exports.x` are read as its exports (resolveExport).
    return a.text;
}
