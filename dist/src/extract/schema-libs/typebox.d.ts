import { type Library } from './library.js';
/**
 * TypeBox (`import { Type } from '@sinclair/typebox'`, 0.x, and `typebox` 1.x). A TypeBox schema
 * *is* JSON Schema: the builders return the object that is sent, so conversion is writing out what
 * each builder returns. The two major versions differ in small ways that change the bytes sent,
 * each reproduced here: 0.x puts the options before the builder's keys, 1.x after; 1.x writes
 * `Enum` as `enum`, keeps a one-member union, leaves `maxItems` off tuples and `type` off
 * intersections. Anything not written out (references, recursive and computed types, options that
 * are not static) leaves the schema partial with its source text in place.
 */
type Version = 'typebox' | 'typebox1';
export declare function typeboxLibrary(version: Version): Library;
export {};
