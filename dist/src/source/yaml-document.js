import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
/**
 * A YAML document rewritten as a JavaScript expression whose every key and value starts on the line
 * (and, where the line allows, the column) it has in the YAML file. The scanner folds it like a JSON
 * file read with `JSON.parse(readFileSync(…))`, so tools read from `yaml.parse(readFileSync('tools.yaml'))`
 * are found, and reported, at their entries. Anchors are written out where their aliases stand and
 * merge keys (`<<: *base`) become spreads. Undefined for a file that is not one plain YAML document
 * (errors, complex keys).
 */
export function yamlAsExpression(text) {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false });
    if (doc.errors.length || !doc.contents)
        return undefined;
    let out = '';
    let line = 1;
    let col = 1;
    const write = (s) => {
        out += s;
        const nl = s.lastIndexOf('\n');
        if (nl < 0)
            col += s.length;
        else {
            line += s.split('\n').length - 1;
            col = s.length - nl;
        }
    };
    // Move to where a node starts in the YAML: new lines down to its line, then spaces up to its column.
    const moveTo = (offset) => {
        if (offset === undefined)
            return;
        const at = lines.linePos(offset);
        if (at.line > line)
            write('\n'.repeat(at.line - line));
        if (at.line === line && at.col > col)
            write(' '.repeat(at.col - col));
    };
    let ok = true;
    const emit = (node, depth) => {
        if (!ok)
            return;
        if (depth > 64) {
            ok = false;
            return;
        }
        // `*url`: the anchored node, written out where the alias stands (its own lines are earlier ones).
        if (isAlias(node)) {
            const target = node.resolve(doc);
            if (!target)
                ok = false;
            else
                emit(target, depth + 1);
            return;
        }
        const n = node;
        if (n === null || n === undefined) {
            write('null');
            return;
        }
        moveTo(n.range?.[0]);
        if (isScalar(n)) {
            const v = n.value;
            write(v === undefined ? 'null' : typeof v === 'bigint' ? String(v) : JSON.stringify(v instanceof Date ? v.toISOString() : v) ?? 'null');
            return;
        }
        if (isSeq(n)) {
            write('[');
            n.items.forEach((item, i) => {
                if (i)
                    write(',');
                emit(item, depth + 1);
            });
            write(']');
            return;
        }
        if (isMap(n)) {
            write('{');
            n.items.forEach((pair, i) => {
                if (!isPair(pair) || !isScalar(pair.key)) {
                    ok = false;
                    return;
                }
                if (i)
                    write(',');
                moveTo(pair.key.range?.[0]);
                // `<<: *base` (YAML 1.1 merge keys, which `yaml` and `js-yaml` apply): the base's entries.
                if (pair.key.value === '<<' && (isAlias(pair.value) || isSeq(pair.value))) {
                    const bases = isSeq(pair.value) ? pair.value.items : [pair.value];
                    bases.forEach((b, j) => {
                        if (j)
                            write(',');
                        write('...');
                        emit(b, depth + 1);
                    });
                    return;
                }
                write(`${JSON.stringify(String(pair.key.value))}:`);
                emit(pair.value, depth + 1);
            });
            write('}');
            return;
        }
        ok = false;
    };
    emit(doc.contents, 0);
    return ok ? `(${out})` : undefined;
}
