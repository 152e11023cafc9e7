/**
 * A YAML document rewritten as a JavaScript expression whose every key and value starts on the line
 * (and, where the line allows, the column) it has in the YAML file. The scanner folds it like a JSON
 * file read with `JSON.parse(readFileSync(…))`, so tools read from `yaml.parse(readFileSync('tools.yaml'))`
 * are found, and reported, at their entries. Anchors are written out where their aliases stand and
 * merge keys (`<<: *base`) become spreads. Undefined for a file that is not one plain YAML document
 * (errors, complex keys).
 */
export declare function yamlAsExpression(text: string): string | undefined;
