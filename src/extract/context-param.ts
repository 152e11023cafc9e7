import { ts } from 'ts-morph';

/** A first parameter that is the run's context, not the model's arguments, by its name or its type. */
const CONTEXT_PARAM = /^(ctx|context|env|deps|services|session|state|runtime|agent|host|toolContext|execContext|executionContext)$/i;
const CONTEXT_TYPE = /(Context|Session|Env|Deps|Services|Runtime)\b/;

/**
 * Whether a handler's parameter is the context a project's registry runs it with (`execute(ctx:
 * ToolContext, args)`), so the model's arguments come after it: named or typed as a context.
 */
export function isContextParameter(p: ts.ParameterDeclaration | undefined): boolean {
  if (!p) return false;
  return (ts.isIdentifier(p.name) && CONTEXT_PARAM.test(p.name.text)) || (!!p.type && CONTEXT_TYPE.test(p.type.getText()));
}

/** Fields of what some registries hand a tool's function instead of the arguments: the call, or a context around them. */
const ENVELOPE_FIELDS = /^(function|arguments|args|params|input|toolCall|tool_call|parameters)$/;

/**
 * Whether a handler's first parameter is not the model's arguments: a context (see
 * isContextParameter), or an envelope it reads them out of (`execute(call) {
 * JSON.parse(call.function.arguments) }`, `execute(ctx) { ctx.args.path }`). A field the schema declares
 * under an envelope's name (`declared`) is a parameter, not an envelope.
 */
export function takesEnvelope(fn: ts.FunctionLikeDeclaration, declared: ReadonlySet<string> = new Set()): boolean {
  const first = fn.parameters[0];
  if (!first || !fn.body) return false;
  if (isContextParameter(first)) return true;
  if (!ts.isIdentifier(first.name)) return false;
  const name = first.name.text;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name && ENVELOPE_FIELDS.test(n.name.text) && !declared.has(n.name.text)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(fn.body);
  return found;
}
