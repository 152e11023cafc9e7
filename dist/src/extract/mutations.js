import { ts } from 'ts-morph';
import { isFunctionLike } from './scope.js';
export class Mutations {
    scope;
    uses = new WeakMap();
    found = new WeakMap();
    reassigned = new WeakMap();
    constructor(scope) {
        this.scope = scope;
    }
    /** Mutations of the container `decl` declares, in source order. */
    of(decl) {
        let list = this.found.get(decl);
        if (list)
            return list;
        list = [];
        this.found.set(decl, list);
        if (!ts.isIdentifier(decl.name))
            return list;
        for (const use of this.usesOf(decl)) {
            const m = mutationAt(use);
            if (m)
                list.push(m);
        }
        return list;
    }
    /** Whether anything writes into the value `decl` holds (`json.type = …`, `json[k] = …`, `delete json.$schema`, `Object.assign(json, …)`). */
    isWrittenInto(decl) {
        if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
            return false;
        return this.usesOf(decl).some((u) => u.kind === 'set' || u.kind === 'assign');
    }
    /** Whether a `let`/`var` is assigned again after its declaration (its initializer is then not its value). */
    isReassigned(decl) {
        if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name))
            return false;
        const list = decl.parent;
        if (!ts.isVariableDeclarationList(list) || list.flags & ts.NodeFlags.Const)
            return false;
        let r = this.reassigned.get(decl);
        if (r === undefined) {
            r = this.usesOf(decl).some((u) => u.kind === 'reassign');
            this.reassigned.set(decl, r);
        }
        return r;
    }
    /** The places a mutation applies: per element of an enclosing `for…of`/`forEach` over a constant list. */
    instances(m, ev) {
        const container = containerOf(m.site);
        let conditional = false;
        let loop;
        for (let n = m.site.parent; n && n !== container; n = n.parent) {
            if (ts.isForOfStatement(n) && !loop && ts.isVariableDeclarationList(n.initializer)) {
                loop = { decl: n.initializer, iterable: n.expression };
                continue;
            }
            if (isFunctionLike(n)) {
                // `list.forEach((def) => { tools[def.name] = … })`
                const call = n.parent;
                if (!loop && call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'forEach' && n.parameters[0]) {
                    loop = { decl: n.parameters[0], iterable: call.expression.expression };
                    continue;
                }
                conditional = true;
                continue;
            }
            if (ts.isIfStatement(n) || ts.isConditionalExpression(n) || ts.isSwitchStatement(n) || ts.isCatchClause(n) || ts.isForStatement(n) || ts.isForInStatement(n) || ts.isForOfStatement(n) || ts.isWhileStatement(n) || ts.isDoStatement(n))
                conditional = true;
            if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || n.operatorToken.kind === ts.SyntaxKind.BarBarToken || n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken))
                conditional = true;
        }
        const base = ev.currentEnv();
        if (!loop)
            return [{ env: base, conditional }];
        const items = ev.evaluate(loop.iterable);
        if (!Array.isArray(items) || items.length > 500)
            return [{ env: base, conditional: true }];
        return items.map((item) => {
            const env = new Map(base ?? []);
            env.set(loop.decl, { value: item });
            return { env, conditional };
        });
    }
    usesOf(decl) {
        const name = decl.name.text;
        const container = containerOf(decl);
        let index = this.uses.get(container);
        if (!index) {
            index = indexUses(container);
            this.uses.set(container, index);
        }
        const file = this.scope.fileOf(decl);
        if (!file)
            return [];
        return (index.get(name) ?? []).filter((u) => {
            const b = this.scope.resolveIdentifier(u.id, file);
            return b !== undefined && 'decl' in b && b.decl === decl;
        });
    }
}
/** The block, function body or file a declaration lives in. */
function containerOf(node) {
    let n = node.parent;
    while (n && !ts.isBlock(n) && !ts.isSourceFile(n) && !ts.isModuleBlock(n) && !ts.isCaseClause(n) && !ts.isDefaultClause(n))
        n = n.parent;
    return n ?? node.getSourceFile();
}
/** Every identifier in a mutating position under `root`, by name: one walk per container. */
function indexUses(root) {
    const map = new Map();
    const add = (id, kind) => {
        const list = map.get(id.text);
        if (list)
            list.push({ id, kind });
        else
            map.set(id.text, [{ id, kind }]);
    };
    const stack = [root];
    while (stack.length) {
        const node = stack.pop();
        if (ts.isIdentifier(node)) {
            const kind = useKind(node);
            if (kind)
                add(node, kind);
            continue;
        }
        ts.forEachChild(node, (c) => {
            stack.push(c);
        });
    }
    return map;
}
function isAssignment(n) {
    return ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}
function useKind(id) {
    const p = id.parent;
    if (!p)
        return undefined;
    if (isAssignment(p) && p.left === id)
        return 'reassign';
    if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && (p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken))
        return 'reassign';
    if ((ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) && p.expression === id) {
        const g = p.parent;
        if (g && isAssignment(g) && g.left === p && g.operatorToken.kind === ts.SyntaxKind.EqualsToken)
            return 'set';
        // `delete json.$schema`: a write into the value (read as no mutation of a container's entries).
        if (g && ts.isDeleteExpression(g))
            return 'set';
        if (ts.isPropertyAccessExpression(p) && g && ts.isCallExpression(g) && g.expression === p && /^(push|unshift|set)$/.test(p.name.text))
            return p.name.text === 'set' ? 'set' : 'push';
        return undefined;
    }
    if (ts.isCallExpression(p) && p.arguments[0] === id && ts.isPropertyAccessExpression(p.expression) && p.expression.name.text === 'assign' && ts.isIdentifier(p.expression.expression) && p.expression.expression.text === 'Object') {
        return 'assign';
    }
    return undefined;
}
function mutationAt(use) {
    const { id, kind } = use;
    const p = id.parent;
    if (kind === 'set' && ts.isPropertyAccessExpression(p) && isAssignment(p.parent)) {
        return { kind: 'set', key: p.name.text, value: p.parent.right, site: p.parent };
    }
    if (kind === 'set' && ts.isElementAccessExpression(p) && isAssignment(p.parent)) {
        return { kind: 'set', key: p.argumentExpression, value: p.parent.right, site: p.parent };
    }
    if (kind === 'set' && ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent)) {
        const [k, v] = p.parent.arguments;
        return k && v ? { kind: 'set', key: k, value: v, site: p.parent } : undefined;
    }
    if (kind === 'push' && ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent)) {
        return { kind: 'push', items: p.parent.arguments, site: p.parent };
    }
    if (kind === 'assign' && ts.isCallExpression(p))
        return { kind: 'assign', sources: p.arguments.slice(1), site: p };
    return undefined;
}
