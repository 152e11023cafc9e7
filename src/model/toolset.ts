import type { Framework, SourceRange, ToolDefinition } from './tool.js';

/**
 * The tools sent together in one request: what a model sees at once, what is budgeted against its
 * context window and cached as one prefix. Computed once by the scanner (src/scan/toolsets.ts) and
 * shared by `lint`, `list` and `report`.
 */
export interface Toolset {
  /** Stable and readable: `streamText@app/api/chat/route.ts:31`, `mcp:helpdesk@src/server.ts:5`, a config name. */
  id: string;
  /**
   * `request`: the tools of a model call (`streamText`, `bindTools`, `messages.create`); `mcp-server`:
   * everything one MCP server lists; `list`: an array or map of tools seen nowhere else; `declared`:
   * named in the config (`toolsets`).
   */
  kind: 'request' | 'mcp-server' | 'list' | 'declared';
  /** What sends it: `streamText`, `bindTools`, `MCP server helpdesk`, `tools array`. */
  label: string;
  /** Where it is sent (the first place, when several send the same tools). */
  range: SourceRange;
  /** Every place that sends exactly these tools. */
  sites: SourceRange[];
  members: ToolsetMember[];
  /** Parts of the collection the scanner cannot see (`...(await mcpClient.tools())`): counts are lower bounds. */
  dynamic: string[];
  /** The wire format the request uses, when the call says (`anthropic`, `openai`, `vercel-ai`, …). */
  dialect?: Framework;
  /**
   * False when the request may give the model its tools as prompt text rather than as function tools
   * (a LangChain `AgentExecutor` whose agent is not known to call tools natively): provider rules on
   * tool names and schemas do not apply to what it sends.
   */
  toolCalling?: false;
  /** Model ids the request names (`model: openai('gpt-4.1')`, `new ChatAnthropic({ model })`), as written. */
  models?: string[];
  /** The provider API whose wire format the request's `tools` must be in, when the call fixes it. */
  api?: ToolApi;
  /**
   * The instructions each site sends with the tools (an agent's `instructions`, a request's `system`),
   * where they fold to text: rules check the tool names they use.
   */
  instructions?: ToolsetInstructions[];
}

export interface ToolsetInstructions {
  text: string;
  range: SourceRange;
}

/**
 * APIs whose tool objects the code writes in their wire format: Anthropic's Messages API, OpenAI's
 * Chat Completions and Responses APIs, and an MCP `tools/list` answer.
 */
export type ToolApi = 'anthropic-messages' | 'openai-chat' | 'openai-responses' | 'openai-realtime' | 'mcp-tools-list';

/** The object a request sends for a member, as the scanner folded it (present only for a request with an `api`). */
export interface SentObject {
  /** Its own keys, sorted: only objects whose every key is known are described. */
  keys: string[];
  /** The `type` field, when it folds to a string. */
  type?: string;
  /** The keys of its `function` object (OpenAI's chat format), when that is an object whose keys are all known. */
  functionKeys?: string[];
  /**
   * Where it holds a schema-library object (a zod schema) as written rather than converted to JSON
   * Schema: `input_schema`, `parameters`, `function.parameters`, `inputSchema`.
   */
  librarySchemaAt?: string;
}

export interface ToolsetMember {
  tool: ToolDefinition;
  /** What the request sends for it, when the request's `api` is known and the object was folded. */
  sent?: SentObject;
  /** Present only under a condition (`if (flag) tools.x = …`, `pro ? [a, b] : [a]`). */
  conditional: boolean;
  /** Options of undecidable conditions that hold it (`[conditionId, optionIndex]`): members whose choices differ for one condition are never sent together. */
  choices: ReadonlyArray<readonly [number, number]>;
}

/** Whether two members can be in the same request: no condition picks different options for them. */
export function canCoexist(a: ToolsetMember, b: ToolsetMember): boolean {
  for (const [id, option] of a.choices) {
    const other = b.choices.find(([j]) => j === id);
    if (other && other[1] !== option) return false;
  }
  return true;
}

/** More combinations than this of undecidable conditions: counted as the union of every option (an upper bound). */
const MAX_VARIANTS = 64;

/**
 * The requests a toolset can send, as sets of members: one per combination of the options of its
 * undecidable conditions (`mode === 'router' ? ROUTER_TOOLS : FULL_TOOLS` is two requests, not one
 * of both lists). A member under no such condition is in every variant. Without choices, or with
 * too many combinations to list, the one variant is every member.
 */
export function variantsOf(members: readonly ToolsetMember[]): ToolsetMember[][] {
  const options = new Map<number, Set<number>>();
  for (const m of members) for (const [id, option] of m.choices) options.set(id, (options.get(id) ?? new Set()).add(option));
  if (!options.size) return [[...members]];
  let combos: Array<Map<number, number>> = [new Map()];
  for (const [id, opts] of [...options].sort((a, b) => a[0] - b[0])) {
    const next: Array<Map<number, number>> = [];
    for (const c of combos) for (const o of [...opts].sort((a, b) => a - b)) next.push(new Map(c).set(id, o));
    if (next.length > MAX_VARIANTS) return [[...members]];
    combos = next;
  }
  const seen = new Set<string>();
  const out: ToolsetMember[][] = [];
  for (const c of combos) {
    const variant = members.filter((m) => m.choices.every(([id, option]) => c.get(id) === option));
    const key = variant.map((m) => members.indexOf(m)).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(variant);
  }
  return out;
}

