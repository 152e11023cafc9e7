import type { Provider } from '../src/config/providers.js';
import { defineRule } from '../src/engine/rule.js';
import type { ToolDefinition } from '../src/model/tool.js';
import { evidentlySent, isObject, isUnknown, listLabels, pointerJoin, providersFor, rangeFor, rootSchema, targetedProviders, writtenKeys } from './_support/schema.js';

/**
 * Tool names every configured provider accepts. A name outside a provider's pattern fails the
 * whole request there ("tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'").
 * Sources: provider-facts.json `anthropic.tool_name.documented_regex`,
 * `openai.tool_name.chat_completions`, `gemini.function_name.current_sdk_doc`, `mcp.tool_name`,
 * `bedrock.converse_toolSpec_name`, and for parameter names
 * `anthropic.input_schema.property_key_regex_observed`.
 */

interface NamePattern {
  /** As shown to the user. */
  pattern: string;
  max: number;
  allowed: RegExp;
  /** What the first character may be, when the provider restricts it. */
  first?: { re: RegExp; text: string };
  help: string;
}

const ANTHROPIC_NAME: NamePattern = {
  pattern: '^[a-zA-Z0-9_-]{1,64}$',
  max: 64,
  allowed: /[a-zA-Z0-9_-]/,
  help: 'Rename the tool using only letters, digits, underscores and hyphens, at most 64 characters',
};

const NAME_PATTERNS: Record<Provider, NamePattern> = {
  anthropic: ANTHROPIC_NAME,
  openai: ANTHROPIC_NAME,
  bedrock: ANTHROPIC_NAME,
  gemini: {
    pattern: '^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$',
    max: 128,
    allowed: /[a-zA-Z0-9_.:-]/,
    first: { re: /[a-zA-Z_]/, text: 'a letter or an underscore' },
    help: 'Rename the tool to start with a letter or an underscore, then letters, digits, underscores, dots, colons and hyphens',
  },
  mcp: {
    pattern: '^[A-Za-z0-9_.-]{1,128}$',
    max: 128,
    allowed: /[A-Za-z0-9_.-]/,
    help: 'Rename the tool using only letters, digits, underscores, dots and hyphens, at most 128 characters',
  },
};

/** Top-level `input_schema.properties` keys, as the Anthropic API enforces them (observed, undocumented). */
const PROPERTY_KEY: NamePattern = {
  pattern: '^[a-zA-Z0-9_.-]{1,64}$',
  max: 64,
  allowed: /[a-zA-Z0-9_.-]/,
  help: 'Rename the parameter using only letters, digits, underscores, dots and hyphens, at most 64 characters',
};
const PROPERTY_KEY_PROVIDERS: readonly Provider[] = ['anthropic', 'bedrock'];

function showChar(c: string): string {
  if (c === ' ') return 'a space';
  if (/\s/.test(c)) return JSON.stringify(c);
  return `"${c}"`;
}

/** Why `name` does not fit, or undefined when it does. */
function mismatch(name: string, p: NamePattern): string | undefined {
  const reasons: string[] = [];
  const chars = [...name];
  if (chars.length === 0) return 'it is empty';
  const bad = [...new Set(chars.filter((c) => !p.allowed.test(c)))];
  if (bad.length) {
    const shown = bad.slice(0, 4).map(showChar).join(', ') + (bad.length > 4 ? ` and ${bad.length - 4} more` : '');
    reasons.push(`${shown} ${bad.length === 1 ? 'is' : 'are'} not allowed`);
  }
  if (p.first && !p.first.re.test(chars[0]!)) reasons.push(`it must start with ${p.first.text}, not ${showChar(chars[0]!)}`);
  if (chars.length > p.max) reasons.push(`it is ${chars.length.toLocaleString('en-US')} characters (> ${p.max})`);
  return reasons.length ? reasons.join('; ') : undefined;
}

const PLAIN_OBJECT_FRAMEWORKS = new Set(['openai', 'anthropic', 'gemini', 'bedrock']);

/**
 * Whether the name is known to reach the provider as written. A plain object in a list that no
 * request or server is seen to send (`getDefaultTools()` returning `{ name: 'Generate Image', … }`)
 * may be converted first: an SDK's `tool({ name })` that rewrites names (OpenAI Agents turns
 * spaces into `_`), a UI that shows it. Calls of an SDK or framework send their name as given, and
 * a JSON tool list is the list itself.
 */
function sentAsWritten(tool: ToolDefinition, kindOf: ReadonlyMap<string, string>): boolean {
  if (!PLAIN_OBJECT_FRAMEWORKS.has(tool.framework) || tool.hasHandler || tool.range.file.endsWith('.json')) return true;
  return (tool.toolsets ?? []).some((id) => kindOf.get(id) !== 'list');
}

export default defineRule({
  meta: {
    id: 'valid-tool-name',
    type: 'problem',
    description: "Tool names and top-level parameter names fit every configured provider's pattern",
    recommended: 'error',
    messages: {
      name: 'Tool name "{{name}}" does not match {{providers}} pattern {{pattern}}: {{reason}}',
      propertyKey: 'Parameter name "{{key}}" of "{{name}}" does not match {{providers}} property-key pattern {{pattern}}: {{reason}}',
    },
    help: "Rename the tool to fit the provider's name pattern",
  },
  check(ctx) {
    const kindOf = new Map((ctx.toolsets ?? []).map((s) => [s.id, s.kind]));
    const sent = evidentlySent(ctx);
    const targeted = targetedProviders(ctx);
    for (const tool of ctx.tools) {
      if (!sent(tool)) continue;
      const providers = providersFor(tool, ctx.providers, targeted(tool));
      if (tool.nameResolved && !sentAsWritten(tool, kindOf)) continue;
      // A Mastra id is checked where the key it is registered under is seen; the id itself is never sent.
      if (tool.nameResolved && !tool.nameIsInternalId) {
        const byPattern = new Map<string, { p: NamePattern; providers: Provider[]; reason: string }>();
        const name = tool.name;
        for (const provider of providers) {
          const p = NAME_PATTERNS[provider];
          const reason = mismatch(name, p);
          if (!reason) continue;
          const entry = byPattern.get(p.pattern);
          if (entry) entry.providers.push(provider);
          else byPattern.set(p.pattern, { p, providers: [provider], reason });
        }
        for (const { p, providers: ps, reason } of byPattern.values()) {
          ctx.report({
            tool,
            pointer: '/name',
            messageId: 'name',
            data: { name: tool.name, providers: `${listLabels(ps)}'s`, pattern: p.pattern, reason },
            help: p.help,
          });
        }
      }
      const keyProviders = providers.filter((p) => PROPERTY_KEY_PROVIDERS.includes(p));
      if (!keyProviders.length) continue;
      const root = rootSchema(tool);
      if (!root || !isObject(root.schema)) continue;
      const props = root.schema.properties;
      if (!isObject(props) || isUnknown(props)) continue;
      for (const key of writtenKeys(props)) {
        const reason = mismatch(key, PROPERTY_KEY);
        if (!reason) continue;
        const pointer = pointerJoin(root.base, ['properties', key]);
        const range = rangeFor(tool, pointer);
        ctx.report({
          tool,
          pointer,
          ...(range ? { range } : {}),
          messageId: 'propertyKey',
          data: { name: tool.name, key, providers: `${listLabels(keyProviders)}'s`, pattern: PROPERTY_KEY.pattern, reason },
          help: PROPERTY_KEY.help,
        });
      }
    }
  },
});
