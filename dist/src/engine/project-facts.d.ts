import type { ResolvedConfig } from '../config/resolve.js';
import type { ToolDefinition } from '../model/tool.js';
import type { ScanResult } from '../scan/scan.js';
import type { TestFiles } from '../scan/test-files.js';
import type { RuleContext } from './rule.js';
/**
 * What rules may know about the project beyond its tools, computed here once so that rules never
 * read files: which files are test code, the SDK versions files use, the source files next to a
 * file, and the models each set of tools is counted for.
 */
export declare function projectFacts(scanned: ScanResult, config: ResolvedConfig, tools: readonly ToolDefinition[], tests: TestFiles, countsTokens: boolean): Pick<RuleContext, 'isTestFile' | 'packageVersion' | 'neighbours' | 'modelsFor' | 'modelsForToolset'>;
