import { ts } from 'ts-morph';
import { type Extractor } from '../context.js';
/**
 * VS Code extensions declare the tools they give Copilot's chat model in their manifest:
 * `package.json` → `contributes.languageModelTools[]`, each `{ name, modelDescription, inputSchema }`
 * (`displayName` and `userDescription` are shown to people, not to the model). VS Code sends the
 * `name`, the `modelDescription` and the `inputSchema` as the tool.
 */
export declare const vscode: Extractor;
/** `{ "contributes": { "languageModelTools": [ <node> ] } }` at the manifest's root. */
export declare function inLanguageModelTools(node: ts.ObjectLiteralExpression): boolean;
/** Whether a parsed `package.json` declares language model tools. */
export declare function declaresLanguageModelTools(sf: ts.SourceFile): boolean;
