import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from './evaluate.js';
import { type Value } from './values.js';
/**
 * `zodToJsonSchema(schema, nameOrOptions)` of the `zod-to-json-schema` package, read as that package
 * builds its result rather than as a plain converter:
 * - a name (`zodToJsonSchema(s, 'addTransaction')`, or `{ name }` without `nameStrategy: 'title'`)
 *   gives `{ $ref: '#/definitions/<name>', definitions: { <name>: … } }`, with nothing at the top: code
 *   that reads `.properties` of it reads `undefined`, and a provider sent it gets no `type: 'object'`;
 * - a zod 4 schema (`zod` ≥ 4, `zod/v4`, `zod/mini`) converts to `{}`: the package reads zod 3's
 *   internals only (its 3.25 release reads `zod/v3`). That is a defect of the tool's schema made at
 *   the call (see withConversionDefect), and the schema the code meant is kept so that no other rule
 *   reports the same cause again as missing parameters.
 * Undefined when the call is not that package's function.
 */
export declare function zodToJsonSchemaCall(node: ts.CallExpression, ev: Evaluator, sink: PointerSink | undefined, unknown: (node: ts.Node) => Value): Value | undefined;
