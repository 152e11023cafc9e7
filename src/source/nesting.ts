import { ts } from 'ts-morph';

/**
 * Guards against input nested so deep that recursive code overflows the stack: TypeScript's own
 * parser fails near 500–1,000 levels of brackets (a generated `((((1+1)+1)…)`, a 1,000-deep object
 * literal or type literal), and every walk after it is recursive too. Before parsing, a file whose
 * brackets nest deeper than MAX_NESTING has the inside of each too-deep bracket blanked — replaced
 * by spaces, newlines kept, so every position and line in the rest of the file stays the same —
 * and the scanner reports where. The rest of the file is parsed and its tools are found.
 */
export const MAX_NESTING = 200;

export interface Cut {
  /** Offset of the bracket whose inside was blanked, and of its closing bracket. */
  start: number;
  end: number;
}

/** An upper bound of the bracket depth that ignores strings and comments (cheap, one pass). */
export function roughDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > max) max = depth;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}

const OPEN = new Set([ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.OpenBracketToken, ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.TemplateHead]);
const CLOSE = new Set([ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken]);
/** After these a `/` divides; elsewhere it starts a regular expression. */
const ENDS_EXPRESSION = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/**
 * Blanks what lies deeper than `limit` brackets. Tokenizes with TypeScript's scanner (strings,
 * comments, templates and regular expressions are not brackets), iteratively: no recursion.
 */
export function flattenDeep(text: string, limit = MAX_NESTING, jsx = false): { text: string; cuts: Cut[] } {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  // For each open bracket: whether it is a template's `${`, whose `}` continues the template.
  const stack: boolean[] = [];
  const cuts: Cut[] = [];
  let cutAt = -1; // depth at which the current cut started
  let cutStart = 0;
  let prev = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) {
      if (!ENDS_EXPRESSION.has(prev)) kind = scanner.reScanSlashToken();
    } else if (kind === ts.SyntaxKind.CloseBraceToken && stack[stack.length - 1] === true) {
      // The `}` of `${…}`: the template goes on (middle) or ends (tail).
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) {
        prev = kind;
        continue;
      }
    }
    if (OPEN.has(kind)) {
      stack.push(kind === ts.SyntaxKind.TemplateHead);
      if (stack.length === limit + 1 && cutAt < 0) {
        cutAt = limit;
        cutStart = scanner.getTokenEnd();
      }
    } else if (CLOSE.has(kind) || kind === ts.SyntaxKind.TemplateTail) {
      if (stack.length === cutAt + 1 && cutAt >= 0) {
        cuts.push({ start: cutStart, end: scanner.getTokenStart() });
        cutAt = -1;
      }
      if (stack.length) stack.pop();
    }
    prev = kind;
  }
  if (cutAt >= 0) cuts.push({ start: cutStart, end: text.length });
  if (!cuts.length) return { text, cuts };
  let out = '';
  let at = 0;
  for (const c of cuts) {
    out += text.slice(at, c.start) + text.slice(c.start, c.end).replace(/[^\r\n]/g, ' ');
    at = c.end;
  }
  return { text: out + text.slice(at), cuts };
}

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}
