// The config's JSON Schema (schema.json in the package), generated from the same valibot schema
// that validates configs (src/config/schema.ts), with every rule id and its options spelled out.
// Used by scripts/build.mjs on the compiled sources and by test/config-schema.test.ts on src/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {unknown} configSchema the valibot schema @param {Iterable<{ meta: { id: string, description: string, recommended: string, optionsSchema?: object } }>} rules */
export function configSchemaText(configSchema, rules) {
  const schema = /** @type {any} */ (toJsonSchema(/** @type {any} */ (configSchema), { errorMode: 'ignore' }));
  // `context` is a function: possible only in a JS/TS config, never in a JSON one.
  delete schema.properties.context;
  const severity = { enum: ['off', 'warn', 'error', 0, 1, 2], description: 'off | warn | error, or 0 | 1 | 2' };
  const ruleProperties = Object.fromEntries(
    [...rules]
      .sort((a, b) => (a.meta.id < b.meta.id ? -1 : 1))
      .map((r) => [
        r.meta.id,
        {
          description: `${r.meta.description} (recommended: ${r.meta.recommended})`,
          anyOf: [severity, { type: 'array', items: r.meta.optionsSchema ? [severity, r.meta.optionsSchema] : [severity], minItems: 1, maxItems: r.meta.optionsSchema ? 2 : 1 }],
        },
      ]),
  );
  const rulesSchema = { type: 'object', description: schema.properties.rules.description, properties: ruleProperties, additionalProperties: false };
  schema.properties.rules = rulesSchema;
  schema.properties.overrides.items.properties.rules = rulesSchema;
  const { $schema, ...rest } = schema;
  const url = repositoryUrl();
  return `${JSON.stringify({ $schema, ...(url ? { $id: `${url}/blob/main/schema.json` } : {}), title: 'tool-lint config', ...rest }, null, 2)}\n`;
}

/** package.json `repository` as a web address (the same rule as src/model/version.ts). */
function repositoryUrl() {
  const { repository } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const raw = typeof repository === 'string' ? repository : repository?.url;
  if (!raw) return undefined;
  const github = /^github:(.+)$/.exec(raw);
  if (github) return `https://github.com/${github[1]}`;
  return raw.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:\/\//, 'https://');
}
