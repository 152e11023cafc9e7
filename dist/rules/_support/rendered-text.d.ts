import type { Cell } from '../../src/config/matrix.js';
import type { RuleContext } from '../../src/engine/rule.js';
import type { SourceRange, ToolDefinition } from '../../src/model/tool.js';
import type { RenderResult } from '../../src/render/render.js';
import { type Field } from './description-fields.js';
/**
 * The texts of a tool description the model can receive, for rules about what a description says.
 * A static description is one text, the same in every cell. A dynamic one is what each cell of the
 * context matrix rendered: executed in the sandbox, or with `--no-eval` folded statically per cell
 * (RenderEntry source `static`). Cells that render the same text are one text, so a rule checks it
 * once and a finding in several cells is reported once, naming them.
 */
export interface DescriptionText {
    text: string;
    /** Cells that render exactly this text; absent for a static description or for the scanner's partial text. */
    cells?: Cell[];
    /** `static`: written as a literal; `rendered`: per cell (executed or folded); `partial`: what the scanner folded of a description that has no usable render. */
    source: 'static' | 'rendered' | 'partial';
}
/** What a rule checks of a dynamic description that has no usable render: the scanner's partial text, or nothing. */
export type Unrendered = 'partial' | 'skip';
/**
 * A cell whose two fresh renders differ (or fail in one of them) is left out: its text changes from
 * run to run, `no-unstable-render` reports that, and a finding quoting such text would make the
 * report itself change between runs. A render that failed is `no-render-error`'s.
 */
export declare function descriptionTexts(tool: ToolDefinition, renders: RenderResult | undefined, unrendered: Unrendered): DescriptionText[];
/** A text field of a tool as the model receives it: the description per text, or a schema description. */
export interface TextField extends Field {
    cells?: Cell[];
}
/** One finding of a text rule, before it is grouped across cells. */
export interface TextFinding {
    messageId: string;
    data: Record<string, string | number>;
    /** Defaults to the field's pointer. */
    pointer?: string;
    range?: SourceRange;
    help?: string;
    /** Findings of one tool with equal keys in several texts are one finding (default: message id and data). */
    key?: string;
    /** Of findings grouped together, the one with the highest rank gives the message (default: the first in matrix order). */
    rank?: number;
}
export interface TextCheckOptions {
    unrendered: Unrendered;
    /** Also check the `description`s of the input schema (static: schemas are not rendered). */
    schemaFields?: boolean;
}
/**
 * Runs `check` over every text each tool's description can be (see `descriptionTexts`), and over
 * its schema descriptions when asked, then reports each finding once with the cells it holds in:
 * none for a static text (it holds everywhere), `all N cells`, or the list in matrix order.
 */
export declare function checkDescriptionTexts(ctx: RuleContext<any>, options: TextCheckOptions, check: (tool: ToolDefinition, field: TextField) => TextFinding[]): void;
