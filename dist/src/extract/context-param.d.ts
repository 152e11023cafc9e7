import { ts } from 'ts-morph';
/**
 * Whether a handler's parameter is the context a project's registry runs it with (`execute(ctx:
 * ToolContext, args)`), so the model's arguments come after it: named or typed as a context.
 */
export declare function isContextParameter(p: ts.ParameterDeclaration | undefined): boolean;
/**
 * Whether a handler's first parameter is not the model's arguments: a context (see
 * isContextParameter), or an envelope it reads them out of (`execute(call) {
 * JSON.parse(call.function.arguments) }`, `execute(ctx) { ctx.args.path }`). A field the schema declares
 * under an envelope's name (`declared`) is a parameter, not an envelope.
 */
export declare function takesEnvelope(fn: ts.FunctionLikeDeclaration, declared?: ReadonlySet<string>): boolean;
