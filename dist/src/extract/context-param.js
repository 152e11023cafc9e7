import { ts } from 'ts-morph';
/** A first parameter that is the run's context, not the model's arguments, by its name or its type. */
const CONTEXT_PARAM = /^(ctx|context|env|deps|services|session|state|runtime|agent|host|toolContext|execContext|executionContext)$/i;
const CONTEXT_TYPE = /(Context|Session|Env|Deps|Services|Runtime)\b/;
/**
 * Whether a handler's parameter is the context a project's registry runs it with (`execute(ctx:
 * ToolContext, args)`), so the model's arguments come after it: named or typed as a context.
 */
export function isContextParameter(p) {
    if (!p)
        return false;
    return (ts.isIdentifier(p.name) && CONTEXT_PARAM.test(p.name.text)) || (!!p.type && CONTEXT_TYPE.test(p.type.getText()));
}
