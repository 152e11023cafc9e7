import { ts } from 'ts-morph';
import type { SourceRange } from '../model/tool.js';
import type { ParsedFile } from '../source/source-index.js';
/** Range of a node, from its first token (not its leading trivia) to its end; 1-based. */
/** Whether `inner` lies inside `outer` (same file). */
export declare function isWithinNode(inner: ts.Node, outer: ts.Node | undefined): boolean;
export declare function rangeOf(node: ts.Node, file: ParsedFile): SourceRange;
/** JSON Pointer escaping (RFC 6901). */
export declare function pointerEscape(key: string): string;
export declare function propertyNameText(name: ts.PropertyName | ts.BindingName | undefined): string | undefined;
/**
 * The node a range was taken from (a tool definition, a pointer's value): the outermost node that
 * starts and ends exactly there. Statements are skipped so a call without `;` maps to the call.
 */
export declare function nodeAtRange(file: ParsedFile, r: SourceRange): ts.Node | undefined;
/** A class's constructor with a body (an overload signature has none). */
export declare function constructorOf(cls: ts.ClassLikeDeclaration): ts.ConstructorDeclaration | undefined;
/** What a constructor assigns to `this.<key>` (the last plain assignment in its body), if anything. */
export declare function constructorAssignment(cls: ts.ClassLikeDeclaration, key: string): ts.Expression | undefined;
/** Whether a class member is `static`. */
export declare function isStatic(m: ts.Node): boolean;
