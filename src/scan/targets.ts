import { ts } from 'ts-morph';
import type { ToolDefinition } from '../model/tool.js';
import { modelInfo } from '../tokens/models.js';
import type { ParsedFile } from './source-index.js';

/**
 * Which providers and models the project's code talks to, as far as the code shows it: the SDKs it
 * imports (`@anthropic-ai/sdk`, `@ai-sdk/openai`, `@langchain/anthropic`, …), the wire formats of its
 * tools (an `input_schema` tool goes to Anthropic), and model ids written as strings
 * (`'claude-sonnet-4-5'`, `openai('gpt-4o-mini')`). Budget rules count tokens for these instead of
 * every default model: an OpenAI-only app gets no Claude budget findings. Empty when the code shows
 * nothing (a bare MCP server): then the defaults apply.
 */
export interface ProjectTargets {
  providers: ReadonlySet<'anthropic' | 'openai' | 'gemini'>;
  /** Known model ids (models.json) written in the code, sorted. */
  models: readonly string[];
}

const PROVIDER_MODULES: ReadonlyArray<[RegExp, 'anthropic' | 'openai' | 'gemini']> = [
  [/^@anthropic-ai\/(sdk|bedrock-sdk|vertex-sdk|claude-agent-sdk)(\/|$)|^@ai-sdk\/(anthropic|amazon-bedrock)(\/|$)|^@langchain\/anthropic(\/|$)|^@mastra\/anthropic/, 'anthropic'],
  [/^openai(\/|$)|^@ai-sdk\/(openai|azure)(\/|$)|^@langchain\/openai(\/|$)|^@openai\/agents/, 'openai'],
  [/^@google\/(genai|generative-ai)(\/|$)|^@ai-sdk\/google(-vertex)?(\/|$)|^@langchain\/google/, 'gemini'],
];

const FRAMEWORK_PROVIDER: Partial<Record<ToolDefinition['framework'], 'anthropic' | 'openai' | 'gemini'>> = {
  anthropic: 'anthropic',
  bedrock: 'anthropic',
  openai: 'openai',
  'openai-agents': 'openai',
  gemini: 'gemini',
};

const MODEL_LIKE = /^(claude-|gpt-|o\d|anthropic[/:]|openai[/:])/i;

export function projectTargets(files: readonly ParsedFile[], tools: readonly ToolDefinition[]): ProjectTargets {
  const providers = new Set<'anthropic' | 'openai' | 'gemini'>();
  const models = new Set<string>();
  for (const t of tools) {
    const p = FRAMEWORK_PROVIDER[t.framework];
    if (p) providers.add(p);
  }
  for (const f of files) {
    if (!/\.[cm]?[jt]sx?$/.test(f.abs) || f.abs.includes('/node_modules/')) continue;
    const visit = (n: ts.Node): void => {
      if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        for (const [re, p] of PROVIDER_MODULES) if (re.test(n.moduleSpecifier.text)) providers.add(p);
        return;
      }
      if (ts.isStringLiteralLike(n)) {
        const text = n.text;
        if (text.length <= 60 && MODEL_LIKE.test(text)) {
          const info = modelInfo(text);
          if (info) {
            models.add(info.id);
            providers.add(info.provider);
          }
        } else if (isRequireOrImport(n)) {
          for (const [re, p] of PROVIDER_MODULES) if (re.test(text)) providers.add(p);
        }
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(f.sf);
  }
  return { providers, models: [...models].sort() };
}

function isRequireOrImport(n: ts.StringLiteralLike): boolean {
  const p = n.parent;
  return !!p && ts.isCallExpression(p) && (p.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(p.expression) && p.expression.text === 'require'));
}
