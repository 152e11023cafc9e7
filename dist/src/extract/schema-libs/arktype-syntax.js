/**
 * The part of arktype's string syntax tool schemas use: keywords (`string`, `number.integer`),
 * literals (`'a'`, `3`, `true`, `null`), unions, array suffixes, parentheses, bounds (`string > 2`,
 * `0 < number <= 100`), divisors (`number % 2`), regex literals and a default (`string = "x"`).
 * Anything else makes the parse fail, and the caller marks the schema partial.
 */
function tokenize(src) {
    const out = [];
    let i = 0;
    while (i < src.length) {
        const c = src[i];
        if (/\s/.test(c)) {
            i++;
            continue;
        }
        if (c === "'" || c === '"') {
            const end = src.indexOf(c, i + 1);
            if (end < 0)
                return undefined;
            const body = src.slice(i + 1, end);
            if (body.includes('\\'))
                return undefined;
            out.push({ t: 'str', v: body });
            i = end + 1;
            continue;
        }
        if (c === '/') {
            let j = i + 1;
            while (j < src.length && src[j] !== '/')
                j += src[j] === '\\' ? 2 : 1;
            if (j >= src.length)
                return undefined;
            const flags = /^[a-z]*/.exec(src.slice(j + 1))[0];
            out.push({ t: 'regex', source: src.slice(i + 1, j), flags });
            i = j + 1 + flags.length;
            continue;
        }
        const num = /^-?(\d+(\.\d+)?|\.\d+)/.exec(src.slice(i));
        if (num && (c !== '-' || !out.length || out[out.length - 1].t === 'op')) {
            out.push({ t: 'num', v: Number(num[0]) });
            i += num[0].length;
            continue;
        }
        const word = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*/.exec(src.slice(i));
        if (word) {
            out.push({ t: 'word', v: word[0] });
            i += word[0].length;
            continue;
        }
        const op = /^(\[\]|<=|>=|==|[|()<>%=])/.exec(src.slice(i));
        if (!op)
            return undefined;
        out.push({ t: 'op', v: op[0] });
        i += op[0].length;
    }
    return out;
}
const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==' };
const isComparator = (v) => v in FLIP;
export function parseArkString(src) {
    const tokens = tokenize(src);
    if (!tokens?.length)
        return undefined;
    let pos = 0;
    const peek = () => tokens[pos];
    const isOp = (v) => peek()?.t === 'op' && peek().v === v;
    const primary = () => {
        const tok = tokens[pos++];
        if (!tok)
            return undefined;
        switch (tok.t) {
            case 'str':
                return { k: 'unit', value: tok.v };
            case 'num':
                return { k: 'unit', value: tok.v };
            case 'regex':
                return { k: 'regex', source: tok.source, flags: tok.flags };
            case 'word':
                if (tok.v === 'true' || tok.v === 'false')
                    return { k: 'unit', value: tok.v === 'true' };
                if (tok.v === 'null')
                    return { k: 'unit', value: null };
                return { k: 'keyword', name: tok.v };
            case 'op': {
                if (tok.v !== '(')
                    return undefined;
                const inner = union();
                if (!inner || !isOp(')'))
                    return undefined;
                pos++;
                return inner;
            }
        }
    };
    const term = () => {
        // A left bound: `0 < number`, `2 <= string`.
        let left;
        const t0 = peek();
        const t1 = tokens[pos + 1];
        if (t0?.t === 'num' && t1?.t === 'op' && (t1.v === '<' || t1.v === '<=')) {
            left = { op: FLIP[t1.v], n: t0.v };
            pos += 2;
        }
        let node = primary();
        if (!node)
            return undefined;
        while (isOp('[]')) {
            pos++;
            node = { k: 'array', of: node };
        }
        if (left)
            node = { k: 'bound', of: node, op: left.op, n: left.n };
        const t = peek();
        if (t?.t === 'op' && isComparator(t.v)) {
            const n = tokens[pos + 1];
            if (n?.t !== 'num')
                return undefined;
            pos += 2;
            node = { k: 'bound', of: node, op: t.v, n: n.v };
        }
        if (isOp('%')) {
            const n = tokens[pos + 1];
            if (n?.t !== 'num')
                return undefined;
            pos += 2;
            node = { k: 'divisor', of: node, n: n.v };
        }
        return node;
    };
    const union = () => {
        const first = term();
        if (!first)
            return undefined;
        const of = [first];
        while (isOp('|')) {
            pos++;
            const next = term();
            if (!next)
                return undefined;
            of.push(next);
        }
        return of.length === 1 ? first : { k: 'union', of };
    };
    const ast = union();
    if (!ast)
        return undefined;
    if (isOp('=')) {
        pos++;
        const d = tokens[pos++];
        if (pos !== tokens.length || !d)
            return undefined;
        if (d.t === 'str' || d.t === 'num')
            return { ast, default: { value: d.v } };
        if (d.t === 'word' && (d.v === 'true' || d.v === 'false' || d.v === 'null'))
            return { ast, default: { value: d.v === 'null' ? null : d.v === 'true' } };
        return undefined;
    }
    return pos === tokens.length ? { ast } : undefined;
}
