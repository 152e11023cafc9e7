import { describe, expect, it } from 'vitest';
import { ts } from 'ts-morph';
import { yamlAsExpression } from '../src/source/yaml-document.js';

/** The line each key of the expression starts on, as the scanner will parse it. */
function keyLines(expr: string): Record<string, number> {
  const sf = ts.createSourceFile('x.ts', expr, ts.ScriptTarget.Latest, true);
  const out: Record<string, number> = {};
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && ts.isStringLiteral(n.name)) out[n.name.text] ??= sf.getLineAndCharacterOfPosition(n.name.getStart(sf)).line + 1;
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('yamlAsExpression', () => {
  it('keeps every key on its YAML line, block scalars and flow maps included', () => {
    const yaml = ['tools:', '  - name: a', '    description: |', '      one', '      two', '    inputSchema: { type: object }', '  - name: b', '    extra: 1', ''].join('\n');
    const expr = yamlAsExpression(yaml)!;
    expect(eval(expr)).toEqual({ tools: [{ name: 'a', description: 'one\ntwo\n', inputSchema: { type: 'object' } }, { name: 'b', extra: 1 }] });
    expect(keyLines(expr)).toEqual({ tools: 1, name: 2, description: 3, inputSchema: 6, type: 6, extra: 8 });
  });

  it('writes anchors out where their aliases stand, and merge keys as spreads', () => {
    const yaml = ['common:', '  url: &url { type: string }', '  base: &base { type: object }', 'tool:', '  <<: *base', '  properties: { url: *url }', ''].join('\n');
    const expr = yamlAsExpression(yaml)!;
    expect(eval(expr)).toEqual({ common: { url: { type: 'string' }, base: { type: 'object' } }, tool: { type: 'object', properties: { url: { type: 'string' } } } });
    expect(keyLines(expr).properties).toBe(6);
  });

  it('gives nothing for what it cannot rewrite faithfully: errors, complex keys', () => {
    expect(yamlAsExpression('a: [1, 2\nb: 3')).toBeUndefined();
    expect(yamlAsExpression('? [a, b]\n: 1')).toBeUndefined();
  });
});
