import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { checksOnly } from '../rules/_support/implementations.js';

/** The statements of each `case` of the first switch in `code`. */
function cases(code: string): ts.Node[][] {
  const sf = ts.createSourceFile('v.ts', code, ts.ScriptTarget.Latest, true);
  const out: ts.Node[][] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCaseClause(n)) out.push([...n.statements]);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('checksOnly: a validator keyed by tool name is no implementation', () => {
  it('branches that only return verdicts, with or without what they found', () => {
    const [a, b] = cases(`
      function pre(name: string, p: any) {
        const have: any = {}; const missing: string[] = [];
        switch (name) {
          case 'update': if (p.id) have.id = p.id; else missing.push('id'); if (missing.length) return { valid: false, have, missing, errorMessage: 'Find it first' }; break;
          case 'create': if (!p.start) return { valid: false, error: 'start is required' }; break;
        }
        return { valid: true };
      }`);
    expect(checksOnly(a!)).toBe(true);
    expect(checksOnly(b!)).toBe(true);
  });

  it('a branch that does the work, awaits, or returns something else is an implementation', () => {
    const [run, wait, data] = cases(`
      async function exec(name: string, p: any) {
        switch (name) {
          case 'create': return calendar.insert({ summary: p.title });
          case 'delete': await calendar.remove(p.id); return { ok: true };
          case 'get': return { valid: p.valid, event: p.id };
        }
      }`);
    expect(checksOnly(run!)).toBe(false);
    expect(checksOnly(wait!)).toBe(false);
    expect(checksOnly(data!)).toBe(false);
  });
});
