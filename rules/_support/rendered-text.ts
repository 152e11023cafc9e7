import type { Cell } from '../../src/config/matrix.js';
import type { RuleContext } from '../../src/engine/rule.js';
import type { SourceRange, ToolDefinition } from '../../src/model/tool.js';
import type { RenderEntry, RenderResult } from '../../src/render/render.js';
import { descriptionLabel, schemaDescriptionFields, type Field } from './description-fields.js';
import { cellList } from './render.js';

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

const entriesByTool = new WeakMap<RenderResult, Map<ToolDefinition, RenderEntry[]>>();

function entriesOf(renders: RenderResult, tool: ToolDefinition): RenderEntry[] {
  let map = entriesByTool.get(renders);
  if (!map) {
    map = new Map();
    for (const e of renders.entries) {
      const list = map.get(e.tool);
      if (list) list.push(e);
      else map.set(e.tool, [e]);
    }
    entriesByTool.set(renders, map);
  }
  return map.get(tool) ?? [];
}

/**
 * A cell whose two fresh renders differ (or fail in one of them) is left out: its text changes from
 * run to run, `no-unstable-render` reports that, and a finding quoting such text would make the
 * report itself change between runs. A render that failed is `no-render-error`'s.
 */
export function descriptionTexts(tool: ToolDefinition, renders: RenderResult | undefined, unrendered: Unrendered): DescriptionText[] {
  const d = tool.description;
  if (d.kind === 'static') return [{ text: d.text, source: 'static' }];
  if (d.kind !== 'dynamic') return [];
  const byText = new Map<string, Cell[]>();
  for (const e of renders ? entriesOf(renders, tool) : []) {
    if (e.text === undefined || e.error) continue;
    if (e.again && (e.again.error || e.again.text !== e.text)) continue;
    const cells = byText.get(e.text);
    if (cells) cells.push(e.cell);
    else byText.set(e.text, [e.cell]);
  }
  if (byText.size) return [...byText].map(([text, cells]) => ({ text, cells, source: 'rendered' as const }));
  return unrendered === 'partial' && d.partialText ? [{ text: d.partialText, source: 'partial' }] : [];
}

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
export function checkDescriptionTexts(ctx: RuleContext<any>, options: TextCheckOptions, check: (tool: ToolDefinition, field: TextField) => TextFinding[]): void {
  const renders = ctx.renders;
  const rank = new Map((renders?.cells ?? []).map((c, i) => [c.id, i]));
  for (const tool of ctx.tools) {
    const groups = new Map<string, { finding: TextFinding; pointer: string; cells: Set<string> | undefined; first: number }>();
    const fields: TextField[] = descriptionTexts(tool, renders, options.unrendered).map((t) => ({
      pointer: '/description',
      label: descriptionLabel(tool),
      text: t.text,
      ...(t.cells ? { cells: t.cells } : {}),
    }));
    if (options.schemaFields) fields.push(...schemaDescriptionFields(tool));
    for (const field of fields) {
      const first = field.cells ? Math.min(...field.cells.map((c) => rank.get(c.id) ?? 0)) : -1;
      for (const finding of check(tool, field)) {
        const pointer = finding.pointer ?? field.pointer;
        const k = `${pointer}\u0000${finding.messageId}\u0000${finding.key ?? JSON.stringify(finding.data)}`;
        const g = groups.get(k);
        if (!g) {
          groups.set(k, { finding, pointer, cells: field.cells ? new Set(field.cells.map((c) => c.id)) : undefined, first });
          continue;
        }
        // A text that holds everywhere (static, partial) makes the finding hold everywhere.
        if (!field.cells) g.cells = undefined;
        else if (g.cells) for (const c of field.cells) g.cells.add(c.id);
        const better = finding.rank !== undefined && g.finding.rank !== undefined ? finding.rank > g.finding.rank : first < g.first;
        if (better) {
          g.finding = finding;
          g.first = first;
        }
      }
    }
    for (const g of groups.values()) {
      const ids = g.cells && renders ? [...g.cells].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)) : undefined;
      const cells = ids && renders ? cellList(renders, ids) : undefined;
      const f = g.finding;
      ctx.report({
        tool,
        pointer: g.pointer,
        ...(f.range ? { range: f.range } : {}),
        messageId: f.messageId,
        data: f.data,
        ...(f.help ? { help: f.help } : {}),
        ...(cells ? { cells } : {}),
      });
    }
  }
}
