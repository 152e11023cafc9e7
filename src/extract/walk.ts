import { ts } from 'ts-morph';
import type { Candidate, ExtractContext, Extractor } from './context.js';
import { anthropic } from './frameworks/anthropic.js';
import { custom } from './frameworks/custom.js';
import { langchain } from './frameworks/langchain.js';
import { mastra } from './frameworks/mastra.js';
import { mcp } from './frameworks/mcp.js';
import { openai } from './frameworks/openai.js';
import { toolCall } from './frameworks/tool-call.js';

/**
 * Extractors in the order they are asked. Calls are visited before the object literals they
 * receive, so a call extractor that claims `tool({…})` keeps the object-shape extractors from
 * reporting its argument a second time.
 */
export const EXTRACTORS: readonly Extractor[] = [mcp, toolCall, mastra, langchain, anthropic, openai, custom];

/** `z.object({ name: z.string(), inputSchema: … })` describes tools; it defines none. */
function isZodShape(obj: ts.ObjectLiteralExpression): boolean {
  const p = obj.parent;
  if (!p || !ts.isCallExpression(p) || p.arguments[0] !== obj || !ts.isPropertyAccessExpression(p.expression)) return false;
  return /^(object|strictObject|looseObject|extend|safeExtend|merge)$/.test(p.expression.name.text);
}

/** Walks raw compiler nodes (4× cheaper than ts-morph wrappers) and returns every tool found. */
export function extractFromFile(ctx: ExtractContext): Candidate[] {
  const out: Candidate[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && isZodShape(node)) {
      ts.forEachChild(node, visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.CallExpression || node.kind === ts.SyntaxKind.NewExpression || node.kind === ts.SyntaxKind.ObjectLiteralExpression || node.kind === ts.SyntaxKind.ClassDeclaration || node.kind === ts.SyntaxKind.ClassExpression) {
      for (const ex of EXTRACTORS) {
        const found = ex.match(node, ctx);
        if (found) {
          out.push(...found);
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ctx.file.sf);
  return out;
}
