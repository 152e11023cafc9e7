/**
 * Name gates: an `if … else if … else throw` chain that picks a module handler by a test on the
 * called name, before that handler's own `switch` picks the tool:
 *
 *   if (name.startsWith('fs_') || name === 'read_log') return handleFileTool(name, args);
 *   else if (['run_sql', 'get_stats'].includes(name)) return handleDbTool(name, args);
 *   else throw new Error(`Unknown tool ${name}`);
 *
 * A tool the module handler switches on but no condition of the chain lets through is never run.
 * Only chains whose every condition is read completely count: a test we cannot read could let any
 * name through.
 */
import { ts } from 'ts-morph';
import { leaves } from '../extract/guards.js';
import { rangeOf } from '../extract/ranges.js';
/** The chain that starts at `head` (not itself an `else if`), when every condition tests one name. */
export function readGate(head, fn, file, r) {
    const branches = [];
    let disc;
    let current = head;
    // The last `if` of the chain: a chain written as successive `if (…) return …;` statements goes on
    // with the next statement of the block.
    let last = head;
    for (;;) {
        while (current && ts.isIfStatement(current)) {
            const read = testsOf(current.expression, r);
            if (!read)
                return undefined;
            if (disc && r.key(disc) !== r.key(read.disc))
                return undefined;
            disc ??= read.disc;
            branches.push({ tests: read.tests, body: current.thenStatement });
            current = current.elseStatement;
        }
        if (current)
            break;
        const next = nextStatement(last);
        if (!next || !ts.isIfStatement(next) || !branches.every((b) => leaves(b.body)))
            break;
        const read = testsOf(next.expression, r);
        if (!read || !disc || r.key(disc) !== r.key(read.disc))
            break;
        current = last = next;
    }
    // A chain of `===` only is an if-dispatcher already; it is a gate too when it forwards, which the
    // caller decides. One branch alone is a special case, not a router.
    if (!disc || branches.length < 2)
        return undefined;
    let rejects;
    if (current)
        rejects = throws(current);
    else {
        const next = nextStatement(last);
        rejects = !!next && throws(next) && branches.every((b) => leaves(b.body));
    }
    return { file, node: head, fn, discriminant: disc, branches, rejects, range: rangeOf(head.expression, file) };
}
/**
 * Whether an `if` goes on a chain of successive `if (test) return …;` statements begun above it (its
 * own chain is read from the first): the statement before it is such an `if` on the same name.
 */
export function continuesGate(st, r) {
    const parent = st.parent;
    if (!parent || !(ts.isBlock(parent) || ts.isSourceFile(parent)))
        return false;
    const statements = parent.statements;
    const prev = statements[statements.indexOf(st) - 1];
    if (!prev || !ts.isIfStatement(prev) || prev.elseStatement || !leaves(prev.thenStatement))
        return false;
    const a = testsOf(prev.expression, r);
    const b = testsOf(st.expression, r);
    return !!a && !!b && r.key(a.disc) === r.key(b.disc);
}
function nextStatement(st) {
    const parent = st.parent;
    const statements = parent && (ts.isBlock(parent) || ts.isSourceFile(parent)) ? parent.statements : undefined;
    return statements?.[statements.indexOf(st) + 1];
}
/** Whether a branch lets `name` through. */
export function gateAdmits(b, name) {
    return b.tests.some((t) => {
        switch (t.kind) {
            case 'exact':
                return name === t.value;
            case 'prefix':
                return name.startsWith(t.value);
            case 'suffix':
                return name.endsWith(t.value);
            case 'contains':
                return name.includes(t.value);
            case 'pattern':
                return safeRegex(t.value)?.test(name) ?? true;
        }
    });
}
/** `read_file*`, `*_db`, `*sql*`, `run_sql`, `/^gh_/`: how a test reads in a message. */
export function describeTest(t) {
    switch (t.kind) {
        case 'exact':
            return `"${t.value}"`;
        case 'prefix':
            return `"${t.value}…"`;
        case 'suffix':
            return `"…${t.value}"`;
        case 'contains':
            return `"…${t.value}…"`;
        case 'pattern':
            return t.value;
    }
}
function testsOf(cond, r) {
    const e = r.skipOuter(cond);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
        const left = testsOf(e.left, r);
        const right = left && testsOf(e.right, r);
        if (!left || !right || r.key(left.disc) !== r.key(right.disc))
            return undefined;
        return { disc: left.disc, tests: [...left.tests, ...right.tests] };
    }
    const nameOf = (x) => (r.isNameish(x) && typeof r.fold(x) !== 'string' ? r.skipOuter(x) : undefined);
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken || e.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken)) {
        for (const [a, b] of [
            [e.left, e.right],
            [e.right, e.left],
        ]) {
            const disc = nameOf(a);
            const value = r.fold(b);
            if (disc && typeof value === 'string')
                return { disc, tests: [{ kind: 'exact', value }] };
        }
        return undefined;
    }
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.arguments.length === 1) {
        const method = e.expression.name.text;
        const receiver = e.expression.expression;
        const arg = e.arguments[0];
        const kind = { startsWith: 'prefix', endsWith: 'suffix', includes: 'contains' }[method];
        const disc = nameOf(receiver);
        if (kind && disc) {
            const value = r.fold(arg);
            return typeof value === 'string' ? { disc, tests: [{ kind, value }] } : undefined;
        }
        // `['run_sql', 'get_stats'].includes(name)`, `DB_TOOLS.includes(name)`
        const argDisc = nameOf(arg);
        if (method === 'includes' && argDisc) {
            const list = r.fold(receiver);
            if (Array.isArray(list) && list.length && list.every((v) => typeof v === 'string'))
                return { disc: argDisc, tests: list.map((value) => ({ kind: 'exact', value })) };
            return undefined;
        }
        // `/^gh_/.test(name)`
        const re = r.skipOuter(receiver);
        if (method === 'test' && argDisc && ts.isRegularExpressionLiteral(re) && safeRegex(re.text))
            return { disc: argDisc, tests: [{ kind: 'pattern', value: re.text }] };
    }
    return undefined;
}
function safeRegex(literal) {
    const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
    if (!m)
        return undefined;
    try {
        return new RegExp(m[1], m[2].replace(/[gy]/g, ''));
    }
    catch {
        return undefined;
    }
}
/** `throw …`, or a block with a `throw` among its statements. */
export function throws(st) {
    return ts.isThrowStatement(st) || (ts.isBlock(st) && st.statements.some(throws));
}
