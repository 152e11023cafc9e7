import type { Severity } from '../model/diagnostic.js';
import type { Framework, SkillDefinition, SourceRange, ToolDefinition } from '../model/tool.js';
import type { SourceIndex } from '../source/source-index.js';
import type { Provider } from '../config/providers.js';
import type { RenderResult } from '../render/render.js';
import type { ServerDefinition } from '../model/server.js';
import type { SentObject, ToolApi, Toolset } from '../model/toolset.js';
import type { ResolvedBudgets } from '../config/budgets.js';

export type { RuleMeta, RuleSeverity } from '../model/rule-meta.js';
import type { RuleMeta } from '../model/rule-meta.js';

export interface ReportDescriptor {
  messageId: string;
  data?: Record<string, string | number>;
  tool?: ToolDefinition;
  /** JSON Pointer into the tool; the location is the closest written pointer. */
  pointer?: string;
  /** An explicit location (dispatchers, skills) instead of a tool pointer. */
  range?: SourceRange;
  /** A different help line for this report. */
  help?: string;
  /** Name to show when there is no tool object (skills, handled-but-undefined names). */
  subject?: string;
  /** Matrix cells the finding holds in (reported once, listing them). */
  cells?: string[];
}

/** A model call the scanner saw (see RuleContext.requests). */
export interface RequestSeen {
  file: string;
  dialect: Framework;
  /** What sends it: `messages.create`, `post /v1/messages`. */
  label: string;
  range: SourceRange;
  /** The provider API whose tool format the call fixes. */
  api?: ToolApi;
  /** What every tool of a list converted at run time is made into (`tools.map((t) => ({ … }))`), per such list. */
  each?: readonly SentObject[];
}

export interface RuleContext<O = Record<string, unknown>> {
  readonly options: O;
  readonly providers: readonly Provider[];
  readonly tools: readonly ToolDefinition[];
  /** The tools sent together in one request (src/model/toolset.ts): what duplicate names, order and budgets are judged over. */
  readonly toolsets?: readonly Toolset[];
  readonly skills: readonly SkillDefinition[];
  /** Parsed files, for rules that read implementations (dispatchers, parameter use). */
  readonly index: SourceIndex;
  /** MCP servers whose tool lists were read (live or from a snapshot file): their instructions and tool counts. */
  readonly servers?: readonly ServerDefinition[];
  /** Token budgets from config `budgets` (absent when a caller runs rules without a resolved config). */
  readonly budgets?: ResolvedBudgets;
  /**
   * The models budget rules count a set of tools for: `budgets.models` when written, else the models
   * and providers the code of the tools' package targets (src/scan/targets.ts), else the defaults
   * narrowed to `providers`. MCP server tools are counted for the defaults: their client picks the model.
   */
  modelsFor?(tools: readonly ToolDefinition[]): readonly string[];
  /** The models a toolset is counted for: the same choice `report` makes (src/budget/toolset-models.ts). */
  modelsForToolset?(set: Toolset): readonly string[];
  /** Source files next to a file and their text (src/scan/neighbours.ts): rules never list folders or read files themselves. */
  readonly neighbours?: { sourceFilesIn(dir: string): string[]; text(abs: string): string | null };
  /** Installed version of a package as seen from a file (relative to cwd): `node_modules`, else the range declared in package.json (src/source/packages.ts). */
  packageVersion?(fromFile: string, pkg: string): string | undefined;
  /**
   * Every model call the scanner saw, also those whose tools it cannot see (a toolset is formed only
   * for calls with tools it can read): where, and in which wire format.
   */
  readonly requests?: ReadonlyArray<RequestSeen>;
  /** Rendered descriptions across the context matrix; set only for rules with `meta.needsRender`. */
  readonly renders?: RenderResult;
  /**
   * Tools in test code (tests, fixtures, mocks, evals) when the config leaves test code out
   * (`tests: 'ignore'`, the default). They are not in `tools` and are never reported on; a rule may
   * read them only to know that a name exists (src/scan/test-files.ts).
   */
  readonly testTools?: readonly ToolDefinition[];
  /**
   * Whether a file (relative to cwd) is test code, also with `tests: 'lint'`: code that only reads
   * (a fake executor answering every name in a test) never counts as the project's dispatcher.
   */
  isTestFile?(file: string): boolean;
  report(descriptor: ReportDescriptor): void;
}

export interface Rule<O = Record<string, unknown>> {
  meta: RuleMeta;
  check(context: RuleContext<O>): void;
}

/** Identity with types: rules are plain objects, this only checks their shape at compile time. */
export function defineRule<O = Record<string, unknown>>(rule: Rule<O>): Rule<O> {
  return rule;
}

/** Fills `{{name}}` placeholders; a missing value is a bug in the rule, so it throws. */
export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    if (!(key in data)) throw new Error(`message placeholder {{${key}}} has no value`);
    const v = data[key]!;
    // Measured values read as in the docs: 287,519 tokens, 2,412 characters (fixed locale: reports are byte-identical everywhere).
    return typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(v);
  });
}
