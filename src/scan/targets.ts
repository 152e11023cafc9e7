import { existsSync } from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { skipOuter } from '../extract/context.js';
import type { ToolDefinition } from '../model/tool.js';
import { modelInfo } from '../tokens/models.js';
import type { ParsedFile } from '../source/source-index.js';

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
  /**
   * Known model ids (models.json) written in the code, sorted. A model written beside a `tools` list
   * (`{ model: 'gpt-4', tools }`, the body of one request) belongs to that request: such models count
   * here only when the code names no model elsewhere, so a setup script's one `gpt-4` does not set
   * the budget of every toolset whose own request tool-lint cannot see.
   */
  models: readonly string[];
  /** Models written beside a `tools` value that names a list literal: `file#start` of the list → model ids. */
  bound: ReadonlyMap<string, readonly string[]>;
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
  const besideTools = new Set<string>();
  const bound = new Map<string, string[]>();
  const byRel = new Map(files.map((f) => [f.rel, f]));
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
          // Only where a model is chosen: a tokenizer's `encoding_for_model('gpt-4')` or a price table is not a target.
          const chosen = inModelPosition(n);
          const info = chosen ? modelInfo(text) : undefined;
          if (info) {
            const sibling = toolsBeside(n);
            if (sibling) {
              besideTools.add(info.id);
              const list = listLiteralOf(sibling, f, byRel);
              if (list) bound.set(list, [...new Set([...(bound.get(list) ?? []), info.id])].sort());
            } else models.add(info.id);
            if (info.provider !== 'other') providers.add(info.provider);
          } else if (chosen) {
            // A model tool-lint has no data for still tells the provider: count its defaults.
            if (/^(anthropic[/:])?claude-/i.test(text)) providers.add('anthropic');
            else if (/^(openai[/:])?(gpt-|o\d)/i.test(text)) providers.add('openai');
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
  return { providers, models: [...(models.size ? models : besideTools)].sort(), bound };
}

/** The `tools` value of the object a model literal is the `model` of (`{ model: 'gpt-4o', tools, input }`, `{ model: openai('gpt-4o'), tools }`). */
function toolsBeside(lit: ts.StringLiteralLike): ts.Expression | undefined {
  let e: ts.Node = lit;
  const climb = () => {
    while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent) || ts.isSatisfiesExpression(e.parent))) e = e.parent;
  };
  climb();
  if (e.parent && ts.isCallExpression(e.parent) && e.parent.arguments[0] === e) {
    e = e.parent;
    climb();
  }
  const prop = e.parent;
  if (!prop || !ts.isPropertyAssignment(prop) || prop.initializer !== e || !MODEL_KEY.test(nameOf(prop.name))) return undefined;
  for (const p of prop.parent.properties) {
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === 'tools') return p.name;
    if (ts.isPropertyAssignment(p) && nameOf(p.name) === 'tools') return p.initializer;
  }
  return undefined;
}

/**
 * The list literal a `tools` value names, as `file#start` (the key ToolDefinition.group uses): a
 * literal written there, a constant of the same file, or one imported by a relative path.
 */
function listLiteralOf(value: ts.Expression, file: ParsedFile, byRel: ReadonlyMap<string, ParsedFile>): string | undefined {
  const v = skipOuter(value);
  if (ts.isArrayLiteralExpression(v) || ts.isObjectLiteralExpression(v)) return `${file.rel}#${v.getStart(file.sf)}`;
  if (!ts.isIdentifier(v)) return undefined;
  const own = constantList(file, v.text);
  if (own) return own;
  for (const st of file.sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.')) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const spec = named.elements.find((el) => el.name.text === v.text);
    if (!spec) continue;
    const base = path.posix.join(path.posix.dirname(file.rel), st.moduleSpecifier.text).replace(/\.[cm]?js$/, '');
    for (const ext of ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '/index.ts', '/index.js']) {
      const target = byRel.get(`${base}${ext}`);
      if (target) return constantList(target, (spec.propertyName ?? spec.name).text);
    }
  }
  return undefined;
}

/** `const name = [ … ]` (or `{ … }`) declared at the top of a file, as `file#start` of the literal. */
function constantList(file: ParsedFile, name: string): string | undefined {
  for (const st of file.sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== name || !d.initializer) continue;
      const init = skipOuter(d.initializer);
      if (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) return `${file.rel}#${init.getStart(file.sf)}`;
    }
  }
  return undefined;
}

/**
 * Targets per package: a monorepo's examples and apps each choose their own models. A file belongs
 * to the package of the nearest `package.json` above it (inside the working directory); tools of a
 * package whose code shows no target fall back to what the whole project shows.
 */
export class PackageTargets {
  private readonly byRoot = new Map<string, ProjectTargets>();
  private readonly rootOf = new Map<string, string>();
  readonly project: ProjectTargets;

  constructor(
    private readonly cwd: string,
    files: readonly ParsedFile[],
    tools: readonly ToolDefinition[],
  ) {
    this.project = projectTargets(files, tools);
    const groups = new Map<string, { files: ParsedFile[]; tools: ToolDefinition[] }>();
    const group = (rel: string) => {
      const root = this.packageRoot(rel);
      let g = groups.get(root);
      if (!g) groups.set(root, (g = { files: [], tools: [] }));
      return g;
    };
    for (const f of files) group(f.rel).files.push(f);
    for (const t of tools) group(t.range.file).tools.push(t);
    for (const [root, g] of groups) this.byRoot.set(root, projectTargets(g.files, g.tools));
  }

  /** Models written beside a `tools` value naming this list (`file#start`), anywhere in the project. */
  boundTo(group: string): readonly string[] {
    return this.project.bound.get(group) ?? [];
  }

  /** What the code of the package holding `file` (relative to cwd) targets; the project's when it shows nothing. */
  forFile(file: string): ProjectTargets {
    const own = this.byRoot.get(this.packageRoot(file));
    return own && (own.models.length || own.providers.size) ? own : this.project;
  }

  private packageRoot(rel: string): string {
    const dir = path.posix.dirname(rel);
    const hit = this.rootOf.get(dir);
    if (hit !== undefined) return hit;
    let root = '.';
    for (let d = dir; d && d !== '.' && !d.startsWith('..') && !d.includes(':'); d = path.posix.dirname(d)) {
      if (existsSync(path.join(this.cwd, d, 'package.json'))) {
        root = d;
        break;
      }
      if (path.posix.dirname(d) === d) break;
    }
    this.rootOf.set(dir, root);
    return root;
  }
}

const MODEL_KEY = /^(model|modelName|modelId|model_id|model_name|defaultModel|default_model)$/;
const MODEL_VARIABLE = /(^|_)model$|Model$|^model/i;
/** Provider factories of the AI SDK and friends (`openai('gpt-4o')`), and `getModel('…')`-style helpers. */
const MODEL_FACTORY = /^(openai|anthropic|google|vertex|azure|bedrock|mistral|groq|xai|deepseek|createOpenAI|createAnthropic|languageModel|chat|responses|completion|messages)$|^(get|create|resolve|load|make)\w*Model$/;

/**
 * A string is a chosen model when it is the value of a `model` key (`{ model: 'gpt-4o' }`,
 * `new ChatOpenAI({ modelName })`), the argument of a provider factory (`openai('gpt-4o-mini')`,
 * `anthropic.messages`-style helpers, `getModel('…')`), or the value of a variable or parameter
 * named for a model (`const DEFAULT_MODEL = 'claude-sonnet-4-5'`), also behind `??`, `||` or `?:`.
 */
function inModelPosition(lit: ts.StringLiteralLike): boolean {
  let e: ts.Node = lit;
  while (
    e.parent &&
    (ts.isParenthesizedExpression(e.parent) ||
      ts.isAsExpression(e.parent) ||
      ts.isSatisfiesExpression(e.parent) ||
      (ts.isConditionalExpression(e.parent) && e.parent.condition !== e) ||
      (ts.isBinaryExpression(e.parent) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.parent.operatorToken.kind)))
  ) {
    e = e.parent;
  }
  const p = e.parent;
  if (!p) return false;
  if (ts.isPropertyAssignment(p) && p.initializer === e) return MODEL_KEY.test(nameOf(p.name));
  if ((ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isPropertyDeclaration(p)) && p.initializer === e) return MODEL_VARIABLE.test(nameOf(p.name));
  if (ts.isCallExpression(p) && p.arguments[0] === e) {
    const c = p.expression;
    const callee = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : '';
    return MODEL_FACTORY.test(callee);
  }
  return false;
}

function nameOf(n: ts.Node): string {
  return ts.isIdentifier(n) || ts.isStringLiteralLike(n) ? n.text : '';
}

function isRequireOrImport(n: ts.StringLiteralLike): boolean {
  const p = n.parent;
  return !!p && ts.isCallExpression(p) && (p.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(p.expression) && p.expression.text === 'require'));
}
