import path from 'node:path';
import { ts } from 'ts-morph';
import { buildTool, getProp, type Extractor } from '../context.js';
import { propertyNameText } from '../ranges.js';

/**
 * VS Code extensions declare the tools they give Copilot's chat model in their manifest:
 * `package.json` → `contributes.languageModelTools[]`, each `{ name, modelDescription, inputSchema }`
 * (`displayName` and `userDescription` are shown to people, not to the model). VS Code sends the
 * `name`, the `modelDescription` and the `inputSchema` as the tool.
 */
export const vscode: Extractor = {
  id: 'vscode',
  packages: /^vscode$/,
  match(node, ctx) {
    if (!ts.isObjectLiteralExpression(node) || path.basename(ctx.file.abs) !== 'package.json' || !inLanguageModelTools(node)) return undefined;
    const name = getProp(node, 'name', ctx);
    if (!name) return undefined;
    const tool = buildTool({ framework: 'custom', defNode: node, name, description: getProp(node, 'modelDescription', ctx), schema: getProp(node, 'inputSchema', ctx), hasHandler: true }, ctx);
    // A tool declared without `inputSchema` takes no input: VS Code sends it with none.
    if (!getProp(node, 'inputSchema', ctx)) tool.inputSchema = { source: 'json-schema', partial: false, schema: { type: 'object', properties: {} } };
    return [{ tool }];
  },
};

/** `{ "contributes": { "languageModelTools": [ <node> ] } }` at the manifest's root. */
export function inLanguageModelTools(node: ts.ObjectLiteralExpression): boolean {
  const list = node.parent;
  const tools = list?.parent;
  const contributes = tools?.parent?.parent;
  return (
    !!list && ts.isArrayLiteralExpression(list) &&
    !!tools && ts.isPropertyAssignment(tools) && propertyNameText(tools.name) === 'languageModelTools' &&
    !!contributes && ts.isPropertyAssignment(contributes) && propertyNameText(contributes.name) === 'contributes'
  );
}

/** Whether a parsed `package.json` declares language model tools. */
export function declaresLanguageModelTools(sf: ts.SourceFile): boolean {
  const root = sf.statements[0];
  if (!root || !ts.isExpressionStatement(root) || !ts.isObjectLiteralExpression(root.expression)) return false;
  const contributes = root.expression.properties.find((p) => p.name && propertyNameText(p.name) === 'contributes');
  if (!contributes || !ts.isPropertyAssignment(contributes) || !ts.isObjectLiteralExpression(contributes.initializer)) return false;
  return contributes.initializer.properties.some((p) => p.name && propertyNameText(p.name) === 'languageModelTools' && ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer));
}
