import { ts } from 'ts-morph';
import type { Evaluator, PointerSink } from './evaluate.js';
import { SchemaValue, Unknown, type Value } from './values.js';
import { arktype } from './schema-libs/arktype.js';
import { effect } from './schema-libs/effect.js';
import type { Cx, Library } from './schema-libs/library.js';
import { declaresEffect4 } from './schema-libs/effect-version.js';
import { libraryBinding, libraryOf, memberOf, schemaOf, skipOuter, type SchemaLib } from './schema-libs/shared.js';
import { typeboxLibrary } from './schema-libs/typebox.js';
import { valibot } from './schema-libs/valibot.js';

/**
 * Converts Effect Schema, valibot, arktype and TypeBox schema expressions to JSON Schema without running
 * them, the way each library's own converter does for the cases tool schemas use; what it cannot
 * translate is marked partial, with the source text in its place. A library is recognised by where
 * its identifiers are imported from, never by their names. Same shape as `convertZod`; it runs
 * before it, so that methods called on these schemas (`.pipe`, `.describe`, `.annotations`) are
 * never read with zod's meaning.
 */

const LIBRARIES: Record<SchemaLib, Library> = { effect, valibot, arktype, typebox: typeboxLibrary('typebox'), typebox1: typeboxLibrary('typebox1') };

/** How deep constants holding schemas are followed (`const City = Schema.String`). */
const MAX_CONSTANT_HOPS = 6;

export function convertSchemaLibrary(node: ts.CallExpression, ev: Evaluator, sink?: PointerSink): SchemaValue | undefined {
  const callee = skipOuter(node.expression);
  const direct = memberOf(callee, ev);
  const cx = context(ev);
  if (direct) return checked(LIBRARIES[direct.lib].call(direct.name, node, cx, sink, direct.namespace), node, ev);
  if (!ts.isPropertyAccessExpression(callee) || !rootsInLibrary(callee.expression, ev, 0)) return undefined;
  const base = cx.convert(callee.expression, sink);
  const lib = libraryOf(base);
  return lib ? checked(LIBRARIES[lib].method(base as SchemaValue, callee.name.text, node, cx, sink), node, ev) : undefined;
}

/** Effect schemas of a project on Effect 4 are converted with Effect 3's rules: say they may differ. */
function checked(v: SchemaValue | undefined, at: ts.Node, ev: Evaluator): SchemaValue | undefined {
  if (!v || v.partial || libraryOf(v) !== 'effect' || !declaresEffect4(at.getSourceFile().fileName, ev.index)) return v;
  return schemaOf('effect', v.schema, true, v.optional);
}

function context(ev: Evaluator): Cx {
  const convert = (e: ts.Expression, sink?: PointerSink, hops = 0): Value => {
    e = skipOuter(e);
    if (ts.isCallExpression(e)) return ev.evaluate(e, sink);
    const member = memberOf(e, ev);
    if (member) return LIBRARIES[member.lib].value(member.name, e, cx) ?? ev.evaluate(e, sink);
    const v = ev.evaluate(e, sink);
    // `const City = Schema.String`: a library value the evaluator does not fold on its own.
    if (v instanceof Unknown && ts.isIdentifier(e) && hops < MAX_CONSTANT_HOPS) {
      const b = ev.scope.resolveIdentifier(e, ev.fileOf(e));
      if (b?.kind === 'value') {
        const inner = convert(b.init, sink, hops + 1);
        if (inner instanceof SchemaValue) return inner;
      }
    }
    return v;
  };
  const cx: Cx = { ev, convert: (e, sink) => convert(e, sink) };
  return cx;
}

/**
 * Whether an expression's chain starts at one of the libraries, directly or through constants:
 * `Schema.String.pipe(…)`, `Base.annotations(…)` with `const Base = Schema.Struct(…)`. Decided from
 * the syntax, so calls on anything else (zod chains, arrays, services) cost one walk, not an evaluation.
 */
function rootsInLibrary(e: ts.Expression, ev: Evaluator, hops: number): boolean {
  for (;;) {
    e = skipOuter(e);
    if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
    else break;
  }
  if (!ts.isIdentifier(e)) return false;
  if (libraryBinding(e, ev)) return true;
  const b = ev.scope.resolveIdentifier(e, ev.fileOf(e));
  if (b?.kind === 'value') return hops < MAX_CONSTANT_HOPS && rootsInLibrary(b.init, ev, hops + 1);
  // A parameter bound to a library schema at a call site (`withDescription(Schema.String)`).
  if (b?.kind === 'parameter') return ev.isBound(b.node);
  return false;
}

/** The schema libraries whose imports the converters recognise by package name. */
export const SCHEMA_PACKAGES = /^(zod|zod\/.+|zod-to-json-schema|valibot|@valibot\/.+|arktype|effect|@effect\/schema|@sinclair\/typebox|typebox)$/;
