import { readFileSync } from 'node:fs';
import path from 'node:path';
/**
 * Where a key of the config is written in its file (1-based), for error messages: the key itself
 * (or the array item), else its closest written parent. JSON files (package.json: under
 * "tool-lint") are read with the `yaml` parser, which keeps source ranges; JS/TS configs with the
 * compiler's parser (the default export's object literal, through `defineConfig(…)` and variables).
 * Only runs when there is an error to report.
 */
export async function locateKey(file, keyPath) {
    let text;
    try {
        text = readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
    if (file.endsWith('.json')) {
        const full = path.basename(file) === 'package.json' ? ['tool-lint', ...keyPath] : [...keyPath];
        return locateInJson(text, full);
    }
    return locateInScript(file, text, keyPath);
}
async function locateInJson(text, keyPath) {
    const { parseDocument, LineCounter, isMap, isSeq, isScalar } = await import('yaml');
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
    let node = doc.contents;
    let found;
    for (const key of keyPath) {
        if (isMap(node)) {
            const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
            if (!pair)
                break;
            found = pair.key.range?.[0] ?? found;
            node = pair.value;
        }
        else if (isSeq(node) && typeof key === 'number') {
            const item = node.items[key];
            if (!item)
                break;
            found = item.range?.[0] ?? found;
            node = item;
        }
        else
            break;
    }
    if (found === undefined)
        found = doc.contents?.range?.[0];
    if (found === undefined)
        return undefined;
    const p = lineCounter.linePos(found);
    return { line: p.line, column: p.col };
}
async function locateInScript(file, text, keyPath) {
    const { ts } = await import('ts-morph');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, /\.[cm]?tsx?$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS);
    const unwrap = (e) => {
        for (let i = 0; e && i < 10; i++) {
            if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e))
                e = e.expression;
            else if (ts.isCallExpression(e) && e.arguments.length)
                e = e.arguments[0];
            else if (ts.isIdentifier(e))
                e = initializerOf(e.text);
            else if (ts.isAwaitExpression(e))
                e = e.expression;
            else
                break;
        }
        return e;
    };
    const initializerOf = (name) => {
        for (const st of sf.statements) {
            if (!ts.isVariableStatement(st))
                continue;
            for (const d of st.declarationList.declarations)
                if (ts.isIdentifier(d.name) && d.name.text === name)
                    return d.initializer;
        }
        return undefined;
    };
    let root;
    for (const st of sf.statements) {
        if (ts.isExportAssignment(st))
            root = st.expression;
        else if (ts.isExpressionStatement(st) && ts.isBinaryExpression(st.expression) && st.expression.left.getText(sf) === 'module.exports')
            root = st.expression.right;
    }
    let node = unwrap(root);
    if (!node)
        return undefined;
    let at = node;
    for (const key of keyPath) {
        if (node && ts.isObjectLiteralExpression(node)) {
            const prop = node.properties.find((p) => p.name && propertyName(p.name) === String(key));
            if (!prop)
                break;
            at = prop.name ?? prop;
            node = ts.isPropertyAssignment(prop) ? unwrap(prop.initializer) : undefined;
        }
        else if (node && ts.isArrayLiteralExpression(node) && typeof key === 'number') {
            const item = node.elements[key];
            if (!item)
                break;
            at = item;
            node = unwrap(item);
        }
        else
            break;
    }
    const pos = sf.getLineAndCharacterOfPosition(at.getStart(sf));
    return { line: pos.line + 1, column: pos.character + 1 };
    function propertyName(name) {
        if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name))
            return name.text;
        if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression))
            return name.expression.text;
        return undefined;
    }
}
