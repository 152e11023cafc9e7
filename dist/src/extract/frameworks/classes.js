import { ts } from 'ts-morph';
import { buildTool, getProp, literalBehind, passThroughIf, skipOuter } from '../context.js';
import { constructorAssignment, constructorOf, isStatic, propertyNameText } from '../ranges.js';
import { SchemaValue, isPlainObject } from '../values.js';
const NAME_MEMBERS = ['name', 'Name', 'NAME', 'toolName', 'TOOL_NAME'];
const DESCRIPTION_MEMBERS = ['description', 'prompt', 'getDescription'];
// `getInputSchema()` / `getSchema()`: toolkits whose tool interface hands the schema over through a method
// (monday.com's agent toolkit: `getDescription()` and `getInputSchema()` read by the registration loop).
const SCHEMA_MEMBERS = ['schema', 'inputSchema', 'input_schema', 'parameters', 'parameterSchema', 'parametersSchema', 'argsSchema', 'argsShape', 'inputShape', 'paramsSchema', 'zodSchema', 'getInputSchema', 'getSchema', 'getParameters', 'getParamsSchema'];
const HANDLER_MEMBERS = ['_call', 'call', 'execute', 'run', 'invoke', 'handler', 'createInvocation', 'build'];
/** A static object that names the class's tool (`static readonly METADATA = { name, description }`), read when no member names it. */
const METADATA_MEMBERS = ['METADATA', 'metadata', 'META', 'meta'];
/** Reads a tool from a class: name, description and schema from fields, getters, methods or the `super(…)` call. */
export function classTool(node, ctx, framework) {
    const superCall = findSuperCall(node);
    // A house base (`constructor(name, description, parameters) { this.name = name; … }`) whose subclass
    // calls a bare `super()` and then writes its own fields: read like LangChain's, below.
    const fieldsInConstructor = framework === 'langchain' || superCall?.arguments.length === 0;
    const member = (names) => {
        for (const wanted of names) {
            for (const m of node.members) {
                if (propertyNameText(m.name) !== wanted)
                    continue;
                if (ts.isPropertyDeclaration(m) && m.initializer)
                    return m.initializer;
                // A method's overload signatures come before its implementation, which is the one with a body;
                // an abstract getter (`abstract get name(): string`) names nothing: its subclasses do.
                if ((ts.isGetAccessorDeclaration(m) || ts.isMethodDeclaration(m)) && m.body)
                    return m;
            }
            // CommonJS and older TypeScript write a LangChain tool's fields in the constructor, after
            // `super()`: `this.name = 'cart'; this.schema = z.object({…})`. A constructor parameter passed
            // on (`this.name = name`) names nothing here: the class is a base its callers name. So do a
            // house tool class's after a bare `super()` (see `fieldsInConstructor`).
            const assigned = fieldsInConstructor ? constructorAssignment(node, wanted) : undefined;
            if (assigned && !isUnboundParameter(assigned, ctx))
                return assigned;
        }
        return undefined;
    };
    let name = member(NAME_MEMBERS);
    let description = member(DESCRIPTION_MEMBERS);
    // `static override readonly METADATA = SEARCH_METADATA` with `{ name: buildToolName('search', PREFIX), description }` written beside it.
    if (!name) {
        for (const m of node.members) {
            if (!ts.isPropertyDeclaration(m) || !m.initializer || !isStatic(m) || !METADATA_MEMBERS.includes(propertyNameText(m.name) ?? ''))
                continue;
            const written = skipOuter(m.initializer);
            const meta = ts.isObjectLiteralExpression(written) ? written : literalBehind(m.initializer, ctx);
            const metaName = meta && getProp(meta, 'name', ctx);
            if (!meta || !metaName)
                continue;
            name = metaName;
            description ??= getProp(meta, 'description', ctx);
            break;
        }
    }
    let schema = member(SCHEMA_MEMBERS);
    if (name && (ts.isMethodDeclaration(name) || ts.isGetAccessorDeclaration(name)))
        name = returnedExpression(name) ?? name;
    // A schema handed over by a method or getter is what it returns (`getInputSchema() { return schema.shape }`);
    // `return undefined` declares a tool without parameters.
    const declaresSchema = !!schema;
    if (schema && (ts.isMethodDeclaration(schema) || ts.isGetAccessorDeclaration(schema))) {
        const r = returnedExpression(schema);
        schema = r && isUndefined(r) ? undefined : (r ?? schema);
    }
    // `getDescription() { return '…' }` with no parameters and text that folds is static text, not a prompt(ctx) to render.
    if (description && (ts.isMethodDeclaration(description) || ts.isGetAccessorDeclaration(description)) && description.parameters.length === 0) {
        const r = returnedExpression(description);
        if (r && typeof ctx.ev.evaluate(r) === 'string')
            description = r;
    }
    // `super({ ...toolInput, accessToken })`, `super(toolInput)` with `const toolInput = { name, description, schema }`:
    // the fields a DynamicStructuredTool-style base takes in one object.
    const config = superCall?.arguments.length === 1 && superCall.arguments[0] ? literalBehind(superCall.arguments[0], ctx) : undefined;
    if (superCall && config) {
        name ??= getProp(config, 'name', ctx);
        description ??= getProp(config, 'description', ctx);
        schema ??= getProp(config, 'schema', ctx) ?? getProp(config, 'inputSchema', ctx) ?? getProp(config, 'parameters', ctx);
    }
    else if (superCall) {
        const args = superCall.arguments;
        // `super(args)` passing its own parameter on: a base class for others, named by its subclasses.
        if (!name && args.length === 1 && args[0] && isUnboundParameter(args[0], ctx))
            return passThroughIf([{ tool: buildTool({ framework, defNode: node, name: args[0], hasHandler: true }, ctx) }], true);
        if (!name && args[0])
            name = args[0];
        if (!description || !schema) {
            // The longest string argument after the name is the description; a short one is a display name.
            const hadDescription = !!description;
            let best;
            let bestLen = -1;
            let schemaSeen = false;
            for (const a of args.slice(1)) {
                const v = ctx.ev.evaluate(a);
                if (v instanceof SchemaValue || (isPlainObject(v) && ('properties' in v || v.type === 'object'))) {
                    if (!schema)
                        schema = a;
                    schemaSeen = true;
                    continue;
                }
                // Arguments after the schema are options and collaborators (`messageBus`), never the text.
                if (hadDescription || schemaSeen || isPlainObject(v))
                    continue;
                const s = ctx.ev.evaluateString(a);
                // A call or a name we cannot fold (`getReadFileDescription(config)`, `DEFINITION.description`)
                // is the description rather than a short display name ('ReadFile'); enum members
                // (`Kind.Read`) are neither.
                const e = ts.isNonNullExpression(a) ? a.expression : a;
                const describes = ts.isCallExpression(e) || ts.isIdentifier(e) || ts.isTemplateExpression(e) || (ts.isPropertyAccessExpression(e) && /description|prompt/i.test(e.getText()));
                const unfolded = describes ? 1000 : -1;
                const len = s.text?.length ?? (s.partial !== undefined ? Math.max(s.partial.length, unfolded) : unfolded);
                if (len > bestLen) {
                    bestLen = len;
                    best = a;
                }
            }
            if (!hadDescription && best)
                description = best;
        }
    }
    if (!name)
        return undefined;
    if (!schema && !description && !declaresSchema)
        return undefined;
    // A project's own tool class needs a schema to be told from other classes, unless it declares
    // itself with a static `Name` and hands it to `super(…)` (gemini-cli's schema can come from a getter).
    const staticName = node.members.some((m) => ts.isPropertyDeclaration(m) && propertyNameText(m.name) === 'Name' && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword));
    if (framework === 'custom' && !schema && !declaresSchema && !(staticName && superCall && superCall.arguments.length >= 3))
        return undefined;
    if (!schema && superCall && staticName)
        schema = superCall.arguments.find((a) => /schema|parameters/i.test(a.getText()));
    const parts = {
        framework,
        defNode: node,
        name,
        description,
        schema,
        hasHandler: HANDLER_MEMBERS.some((h) => node.members.some((m) => propertyNameText(m.name) === h)),
    };
    // `get name() { return this.descriptor.name }` with `constructor(private descriptor: …)`: an adapter
    // wrapping tools made at run time (an MCP client's), one instance per tool. A converter, not a definition.
    return passThroughIf([{ tool: buildTool(parts, ctx) }], readsConstructorInput(name, node));
}
/** Whether `e` reads a field (`this.descriptor.name`) the constructor sets from its own parameter. */
function readsConstructorInput(e, cls) {
    let x = ts.isGetAccessorDeclaration(e) || ts.isMethodDeclaration(e) ? returnedExpression(e) : e;
    x = x && ts.isExpression(x) ? skipOuter(x) : undefined;
    while (x && ts.isPropertyAccessExpression(x) && x.expression.kind !== ts.SyntaxKind.ThisKeyword)
        x = skipOuter(x.expression);
    if (!x || !ts.isPropertyAccessExpression(x))
        return false;
    const field = x.name.text;
    const params = constructorOf(cls)?.parameters ?? [];
    const param = (name) => params.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
    const own = param(field);
    if (own && ts.getModifiers(own)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.PublicKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword || m.kind === ts.SyntaxKind.ReadonlyKeyword))
        return true;
    const assigned = constructorAssignment(cls, field);
    const from = assigned ? skipOuter(assigned) : undefined;
    return !!from && ts.isIdentifier(from) && !!param(from.text);
}
function isUnboundParameter(e, ctx) {
    const x = skipOuter(e);
    if (!ts.isIdentifier(x))
        return false;
    const b = ctx.ev.scope.resolveIdentifier(x, ctx.ev.fileOf(x));
    return b?.kind === 'parameter' && !ctx.ev.isBound(b.node);
}
function returnedExpression(fn) {
    const st = fn.body?.statements;
    if (st?.length === 1 && ts.isReturnStatement(st[0]) && st[0].expression)
        return st[0].expression;
    return undefined;
}
function isUndefined(e) {
    const x = skipOuter(e);
    return (ts.isIdentifier(x) && x.text === 'undefined') || ts.isVoidExpression(x) || x.kind === ts.SyntaxKind.NullKeyword;
}
function findSuperCall(node) {
    const ctor = constructorOf(node);
    if (!ctor?.body)
        return undefined;
    for (const st of ctor.body.statements) {
        if (ts.isExpressionStatement(st) && ts.isCallExpression(st.expression) && st.expression.expression.kind === ts.SyntaxKind.SuperKeyword) {
            return st.expression;
        }
    }
    return undefined;
}
