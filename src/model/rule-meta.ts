import type { Severity } from './diagnostic.js';

export type RuleSeverity = Severity | 'off';

/**
 * Everything a rule says about itself. It drives the presets (`recommended`, `strict`), option
 * validation, the docs index, SARIF `rules[]` and the README table: nothing is listed twice.
 */
export interface RuleMeta {
  /** Equals the file name in `rules/`. */
  id: string;
  /** `problem`: the tool is wrong; `suggestion`: it works but could be better; `budget`: a measured limit. */
  type: 'problem' | 'suggestion' | 'budget';
  /** One sentence for docs and SARIF. */
  description: string;
  /** Severity in the `recommended` preset. */
  recommended: RuleSeverity;
  /** Severity in the `strict` preset (defaults to `error` for everything not off). */
  strict?: RuleSeverity;
  /** Message templates by id, with `{{placeholders}}`. */
  messages: Record<string, string>;
  /** Imperative, one sentence: what to do about it. */
  help: string;
  /** JSON Schema of the options object; ajv validates config against it. */
  optionsSchema?: Record<string, unknown>;
  defaultOptions?: Record<string, unknown>;
  /** The rule reads rendered descriptions (`context.renders`): linting executes the project's code only when such a rule is on. */
  needsRender?: boolean;
}
