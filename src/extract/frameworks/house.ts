import path from 'node:path';
import { ts } from 'ts-morph';
import type { Framework } from '../../model/tool.js';
import { assignedKey, buildTool, getProp, literalBehind, skipOuter, type Candidate, type Extractor, type ExtractContext, type PropNode } from '../context.js';
import { bindingOf } from './tool-call.js';

/**
 * A project's own tool factory, declared in the config (`scanner.factories`), in the spirit of
 * knip's plugins: `{ call: 'Tool.make', from: './tool', name: 'arg0', description: 'description',
 * schema: 'input' }`. Field paths: `key` (the key or variable the result is registered under),
 * `argN` / `argN.path` (a positional argument, or a property inside it), or a property path of the
 * first object argument.
 */
export interface FactorySpec {
  call: string;
  /** A package name, or a path relative to the config file (given to the scanner relative to its working directory). */
  from?: string;
  name?: string;
  description?: string;
  schema?: string;
  framework?: Framework;
}

const DEFAULT_SCHEMA_KEYS = ['inputSchema', 'input_schema', 'parameters', 'schema', 'input', 'args'];

export function houseExtractor(specs: readonly FactorySpec[]): Extractor | undefined {
  if (!specs.length) return undefined;
  return {
    id: 'house',
    match(node, ctx) {
      if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return undefined;
      const text = calleeText(node.expression);
      if (!text) return undefined;
      for (const spec of specs) {
        if (text !== spec.call && !text.endsWith(`.${spec.call}`)) continue;
        if (spec.from && !importedFrom(node.expression, spec.from, ctx)) continue;
        return fromSpec(node, spec, ctx);
      }
      return undefined;
    },
  };
}

/** The callee names a prefilter looks for: `make` for `Tool.make`. */
export function houseCallNames(specs: readonly FactorySpec[]): string[] {
  return specs.map((s) => s.call.split('.').at(-1)!).filter(Boolean);
}

function fromSpec(node: ts.CallExpression | ts.NewExpression, spec: FactorySpec, ctx: ExtractContext): Candidate[] {
  const framework = spec.framework ?? 'custom';
  const nameSpec = spec.name ?? 'name';
  const description = field(node, spec.description ?? 'description', ctx);
  const schema = spec.schema ? field(node, spec.schema, ctx) : DEFAULT_SCHEMA_KEYS.map((k) => field(node, k, ctx)).find(Boolean);
  if (nameSpec === 'key') {
    const key = assignedKey(node, ctx);
    if (key) return [{ tool: buildTool({ framework, defNode: node, fixedName: { name: key.key, node: key.node, isDefault: key.isDefault }, description, schema, hasHandler: true }, ctx) }];
    const binding = bindingOf(node, ctx);
    const tool = buildTool({ framework, defNode: node, ...(binding ? { fixedName: { name: binding.name, node: binding.node } } : {}), description, schema, hasHandler: true }, ctx);
    if (!binding) return [{ tool }];
    if (binding.factory) tool.nameResolved = false;
    return [{ tool, bindingKey: `${ctx.file.abs}#${binding.name}` }];
  }
  const name = field(node, nameSpec, ctx);
  return [{ tool: buildTool({ framework, defNode: node, name: name ?? node.expression, description, schema, hasHandler: true }, ctx) }];
}

/** `arg0`, `arg1.description`, or `description` (a property of the first object argument). */
function field(node: ts.CallExpression | ts.NewExpression, spec: string, ctx: ExtractContext): PropNode | undefined {
  const parts = spec.split('.');
  const args = node.arguments ?? [];
  let start: ts.Expression | undefined;
  const m = /^arg(\d+)$/.exec(parts[0]!);
  if (m) {
    start = args[Number(m[1])];
    parts.shift();
    if (!parts.length) return start;
  } else {
    start = args.find((a) => !!(ts.isObjectLiteralExpression(skipOuter(a)) || literalBehind(a, ctx)));
  }
  let cur: PropNode | undefined = start;
  for (const key of parts) {
    if (!cur || !ts.isExpression(cur)) return undefined;
    const obj = ts.isObjectLiteralExpression(skipOuter(cur)) ? (skipOuter(cur) as ts.ObjectLiteralExpression) : literalBehind(cur, ctx);
    if (!obj) return undefined;
    cur = getProp(obj, key, ctx);
  }
  return cur;
}

function calleeText(e: ts.Expression): string | undefined {
  const names: string[] = [];
  let x: ts.Expression = e;
  while (ts.isPropertyAccessExpression(x)) {
    names.unshift(x.name.text);
    x = x.expression;
  }
  if (!ts.isIdentifier(x)) return undefined;
  names.unshift(x.text);
  return names.join('.');
}

/** Whether the callee's root name is imported from `from` (a package, or an absolute path the config resolved). */
function importedFrom(callee: ts.Expression, from: string, ctx: ExtractContext): boolean {
  let root: ts.Expression = callee;
  while (ts.isPropertyAccessExpression(root)) root = root.expression;
  if (!ts.isIdentifier(root)) return false;
  const b = ctx.ev.scope.resolveIdentifier(root, ctx.file);
  if (!b) return false;
  if (b.kind === 'external') return b.module === from || b.module.startsWith(`${from}/`);
  if (!from.startsWith('.')) return false;
  const file = 'file' in b ? b.file.abs : undefined;
  if (!file) return false;
  const noExt = (p: string) => p.replace(/\.[cm]?[jt]sx?$/, '').replace(/[/\\]index$/, '');
  return noExt(file) === noExt(path.resolve(ctx.ev.index.cwd, from));
}
