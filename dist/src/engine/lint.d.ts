import type { Diagnostic } from '../model/diagnostic.js';
import type { SkillDefinition, SourceRange, ToolDefinition } from '../model/tool.js';
import { type ResolvedConfig } from '../config/resolve.js';
import { type ScanResult } from '../scan/scan.js';
import { type Rule } from './rule.js';
import { type RenderResult } from '../render/render.js';
import { type TestFiles } from '../scan/test-files.js';
export interface LintResult {
    scan: ScanResult;
    diagnostics: Diagnostic[];
    /** Present when a rule needed rendered descriptions. */
    renders?: RenderResult;
    /** Tools found only in test or example code, scanned but not linted (0 with `tests: 'lint'`). */
    notLinted: number;
}
export interface LintOptions {
    /** False (`--no-eval`): render rules see static text only; no project code runs. */
    eval?: boolean;
    /** The config file, for `context(cell)` (found from cwd upward when absent). */
    configFile?: string;
    /** Render only these tools (`--files-from-args`: the tools of the changed files); default all. */
    select?: (tool: ToolDefinition) => boolean;
    /** Told when a stage starts (the CLI's progress line). */
    onPhase?: (phase: 'scan' | 'render' | 'rules') => void;
}
/** Scans, runs every enabled rule over the tool model, applies directives; sorted, deterministic. */
export declare function lint(paths: string[], config: ResolvedConfig, rules: ReadonlyMap<string, Rule<any>>, cwd: string, options?: LintOptions): Promise<LintResult>;
/** The test-code classifier for a run over `paths` (the roots the user named) with this config. */
export declare function testFilesOf(config: Pick<ResolvedConfig, 'tests'>, paths: readonly string[], cwd: string, parked?: readonly string[]): TestFiles;
/** What is budgeted and linted: the scan without test code (unless the config says `tests: 'lint'`). */
export declare function withoutTestCode(scanned: Pick<ScanResult, 'tools' | 'skills' | 'diagnostics' | 'toolsets'>, tests: TestFiles): Pick<ScanResult, 'tools' | 'skills' | 'diagnostics' | 'toolsets'>;
export declare function runRules(scanned: ScanResult, config: ResolvedConfig, rules: ReadonlyMap<string, Rule<any>>, renders?: RenderResult, tests?: TestFiles): Diagnostic[];
/** The closest written location for a pointer: `/inputSchema/properties/x/description` falls back to its parents, then the tool. */
export declare function locate(tool: ToolDefinition | SkillDefinition, pointer?: string): SourceRange;
