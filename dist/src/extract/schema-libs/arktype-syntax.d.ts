/**
 * The part of arktype's string syntax tool schemas use: keywords (`string`, `number.integer`),
 * literals (`'a'`, `3`, `true`, `null`), unions, array suffixes, parentheses, bounds (`string > 2`,
 * `0 < number <= 100`), divisors (`number % 2`), regex literals and a default (`string = "x"`).
 * Anything else makes the parse fail, and the caller marks the schema partial.
 */
export type Ast = {
    k: 'keyword';
    name: string;
} | {
    k: 'unit';
    value: string | number | boolean | null;
} | {
    k: 'regex';
    source: string;
    flags: string;
} | {
    k: 'array';
    of: Ast;
} | {
    k: 'union';
    of: Ast[];
} | {
    k: 'bound';
    of: Ast;
    op: Comparator;
    n: number;
} | {
    k: 'divisor';
    of: Ast;
    n: number;
};
export type Comparator = '<' | '<=' | '>' | '>=' | '==';
export declare function parseArkString(src: string): {
    ast: Ast;
    default?: {
        value: string | number | boolean | null;
    };
} | undefined;
