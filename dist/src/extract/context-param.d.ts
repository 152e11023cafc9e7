import { ts } from 'ts-morph';
/**
 * Whether a handler's parameter is the context a project's registry runs it with (`execute(ctx:
 * ToolContext, args)`), so the model's arguments come after it: named or typed as a context.
 */
export declare function isContextParameter(p: ts.ParameterDeclaration | undefined): boolean;
