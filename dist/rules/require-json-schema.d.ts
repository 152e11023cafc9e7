/**
 * Provider APIs and MCP's `tools/list` take a tool's parameters as JSON Schema. A zod schema placed
 * there as written (`input_schema: SearchArgs`, `inputSchema: echoArgs` in a low-level MCP server's
 * list) is serialised as zod's own object: zod 3 gives `{ "_def": … }` with no `type` (rejected), zod
 * 4 gives `{ "type": "object", "def": … }` with no `properties`, so the model is told the tool takes
 * no parameters. Either way the model is not told the schema the code validates against (an
 * error). Only raw requests and `tools/list` answers are judged, where nothing converts on the way;
 * a schema passed through any converter (`zodToJsonSchema`, `z.toJSONSchema`, a project function
 * that calls one) is JSON Schema, and SDK helpers that take zod (`zodFunction`, `betaZodTool`,
 * `server.registerTool`) are not plain objects.
 */
declare const _default: import("../src/engine/rule.js").Rule<Record<string, unknown>>;
export default _default;
