import { ts } from 'ts-morph';
import type { Framework } from '../../model/tool.js';
import type { ToolApi } from '../../model/toolset.js';
import { getProp, literalBehind, skipOuter, type ExtractContext, type Extractor, type SinkHit } from '../context.js';
import { Unknown } from '../values.js';
import { assignedBefore, calleePath } from './shared.js';

/**
 * Requests written without an SDK: `fetch(`${BASE}/v1/chat/completions`, { body: JSON.stringify({
 * model, messages, tools }) })`, `axios.post(url, body)`, `ky.post(url, { json: body })`. The
 * endpoint the URL ends with says how the body's `tools` are read (OpenRouter, Ollama and most local
 * servers speak OpenAI's Chat Completions). Only a URL that visibly ends with a model endpoint makes
 * the call a request: a `fetch` elsewhere sends nothing to a model.
 */
const ENDPOINTS: ReadonlyArray<readonly [RegExp, Framework, ToolApi?]> = [
  [/\/chat\/completions$/, 'openai', 'openai-chat'],
  [/\/v1\/responses$/, 'openai', 'openai-responses'],
  // A Realtime session minted by the server (`POST /v1/realtime/sessions` with `{ model, tools }`).
  [/\/v1\/realtime\/sessions$/, 'openai', 'openai-realtime'],
  // Ollama's own chat API: OpenAI's tool format, its own validation.
  [/\/api\/chat$/, 'openai'],
  [/\/v1\/messages$/, 'anthropic', 'anthropic-messages'],
  [/:(stream)?generateContent$/i, 'gemini'],
];

export const http: Extractor = {
  id: 'http',
  sink(node, ctx) {
    if (!ts.isCallExpression(node)) return undefined;
    const request = requestOf(node);
    if (!request) return undefined;
    const endpoint = endpointOf(ctx.ev.evaluate(request.url));
    if (!endpoint) return undefined;
    const body = request.body(ctx);
    if (!body) return undefined;
    const found = toolsOf(body, node, ctx);
    if (!found) return undefined;
    const hit: SinkHit = { node, tools: found.tools, keyed: false, dialect: endpoint.dialect, label: `${request.via} ${endpoint.path}`, ...(endpoint.api ? { api: endpoint.api } : {}) };
    return found.model ? { ...hit, model: found.model } : hit;
  },
  match: () => undefined,
};

interface Request {
  via: string;
  url: ts.Expression;
  /** The expression that is sent as the JSON body. */
  body(ctx: ExtractContext): ts.Expression | undefined;
}

function requestOf(node: ts.CallExpression): Request | undefined {
  const cp = calleePath(node);
  const [a0, a1] = node.arguments;
  if (!cp || !a0) return undefined;
  // `fetch(url, { method: 'POST', body: JSON.stringify(body) })` (also `$fetch`/`ofetch` with `body: body`).
  if (/^(fetch|\$fetch|ofetch|undiciFetch|nodeFetch)$/.test(cp.path)) {
    return { via: 'fetch', url: a0, body: (ctx) => (a1 ? initField(a1, 'body', ctx) : undefined) };
  }
  // `axios.post(url, body)`, `http.post(url, body)` of an axios instance, `got.post(url, { json })`, `ky.post(url, { json })`.
  if (/(^|\.)post$/.test(cp.path) && a1) {
    const root = ts.isIdentifier(cp.root) ? cp.root.text : '';
    if (/^(got|ky)$/.test(root)) return { via: root, url: a0, body: (ctx) => initField(a1, 'json', ctx) };
    return { via: 'post', url: a0, body: () => a1 };
  }
  return undefined;
}

/** A field of the request options, with `JSON.stringify(x)` read as `x`. */
function initField(init: ts.Expression, key: string, ctx: ExtractContext): ts.Expression | undefined {
  const obj = literalBehind(init, ctx) ?? skipOuter(init);
  if (!ts.isObjectLiteralExpression(obj)) return undefined;
  const p = getProp(obj, key, ctx);
  const e = p && ts.isShorthandPropertyAssignment(p) ? p.name : p && ts.isExpression(p) ? skipOuter(p) : undefined;
  if (e && ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && ts.isIdentifier(e.expression.expression) && e.expression.expression.text === 'JSON' && e.expression.name.text === 'stringify') return e.arguments[0];
  return e;
}

/** The endpoint a URL visibly ends with (a folded string, or the literal tail of a template: `${base}/v1/chat/completions`). */
function endpointOf(url: unknown): { path: string; dialect: Framework; api?: ToolApi } | undefined {
  const text = typeof url === 'string' ? url : url instanceof Unknown ? url.partialText : undefined;
  if (!text) return undefined;
  const bare = text.replace(/[?#].*$/, '').replace(/\/+$/, '');
  for (const [re, dialect, api] of ENDPOINTS) {
    const m = re.exec(bare);
    if (m) return { path: m[0], dialect, ...(api ? { api } : {}) };
  }
  return undefined;
}

/**
 * The body's `tools`: written in the body literal, or assigned before the call (`body.tools =
 * toolProcessor.getDefinitions()`, in the same function).
 */
function toolsOf(body: ts.Expression, call: ts.CallExpression, ctx: ExtractContext): { tools: ts.Expression; model?: ts.Expression } | undefined {
  const obj = literalBehind(body, ctx) ?? skipOuter(body);
  const field = (key: string): ts.Expression | undefined => {
    if (!ts.isObjectLiteralExpression(obj)) return undefined;
    const p = getProp(obj, key, ctx);
    return p && ts.isShorthandPropertyAssignment(p) ? p.name : p && ts.isExpression(p) ? p : undefined;
  };
  const model = field('model');
  const written = field('tools');
  if (written) return { tools: written, ...(model ? { model } : {}) };
  const id = skipOuter(body);
  if (!ts.isIdentifier(id)) return undefined;
  const assigned = assignedBefore(id, 'tools', call);
  return assigned ? { tools: assigned, ...(model ? { model } : {}) } : undefined;
}
