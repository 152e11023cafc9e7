/**
 * Whether the project a file belongs to declares Effect 4 or later. The conversion follows Effect 3's
 * `JSONSchema.make`; Effect 4 converts differently (open structs, non-finite numbers as strings), so
 * its schemas are marked partial rather than described with another version's rules. Read from the
 * nearest package.json that names `effect`, once per folder and scan (`owner`: the scan's index).
 */
export declare function declaresEffect4(fileAbs: string, owner: object): boolean;
