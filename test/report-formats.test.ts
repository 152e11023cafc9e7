import { describe, expect, it } from 'vitest';
import type { RuleMeta } from '../src/engine/rule.js';
import { compareDiagnostics, scanDiagnostic, type Diagnostic } from '../src/model/diagnostic.js';
import type { SourceRange, ToolDefinition } from '../src/model/tool.js';
import { githubReporter } from '../src/report/github.js';
import { markdownReporter } from '../src/report/markdown.js';
import { FINGERPRINT_KEY, SARIF_SCHEMA_URI, sarifReporter } from '../src/report/sarif.js';
import type { ReportInput } from '../src/report/types.js';

const range = (file: string, line: number, column: number, endLine = line, endColumn = column + 10): SourceRange => ({
  file,
  line,
  column,
  endLine,
  endColumn,
});

function tool(name: string, file: string, line: number): ToolDefinition {
  return {
    name,
    nameResolved: true,
    framework: 'mcp',
    range: range(file, line, 1, line + 8, 3),
    description: { kind: 'static', text: `${name} does things` },
    inputSchema: { source: 'json-schema', schema: { type: 'object' }, partial: false },
    hasHandler: true,
    pointers: { '/description': range(file, line + 1, 16, line + 1, 40) },
  };
}

const RULE_METAS: RuleMeta[] = [
  {
    id: 'require-description',
    type: 'problem',
    description: 'Every tool has a non-empty description',
    recommended: 'error',
    messages: { missing: 'Tool "{{name}}" has no description' },
    help: 'Say what the tool does, when to use it and when not to, in a few sentences',
  },
  {
    id: 'max-tool-tokens',
    type: 'budget',
    description: 'A tool definition stays within a token budget',
    recommended: 'warn',
    messages: { over: 'Tool "{{name}}" costs {{tokens}} tokens (> {{max}})' },
    help: 'Move examples into parameter descriptions or shorten the prose',
  },
  {
    id: 'no-duplicate-tool-names',
    type: 'problem',
    description: 'Tools sent together have unique names',
    recommended: 'error',
    messages: { duplicate: 'Tool name "{{name}}" is defined twice' },
    help: 'Rename one of the tools',
  },
  {
    id: 'consistent-naming',
    type: 'suggestion',
    description: 'Tool names follow one naming convention',
    recommended: 'off',
    messages: { mixed: 'Tool "{{name}}" breaks the naming convention' },
    help: 'Rename the tool to match the others',
  },
];

const WEATHER = 'src/my tools/weather,v2.ts';

const UNSORTED: Diagnostic[] = [
  {
    ruleId: 'require-description',
    messageId: 'missing',
    severity: 'error',
    message: 'Tool "search_docs" has no description',
    help: 'Say what the tool does, when to use it and when not to, in a few sentences',
    range: range('src/tools/search.ts', 14, 16, 22, 3),
    tool: 'search_docs',
  },
  {
    ruleId: 'max-tool-tokens',
    messageId: 'over',
    severity: 'warn',
    message: 'Tool "get_weather" costs 412 tokens (> 300) | 37% over budget\nsee: a, b',
    help: 'Move examples into parameter descriptions or shorten the prose',
    range: range(WEATHER, 3, 18, 3, 64),
    tool: 'get_weather',
    pointer: '/description',
    cells: ['model=gpt-4o'],
  },
  {
    ruleId: 'no-duplicate-tool-names',
    messageId: 'duplicate',
    severity: 'error',
    message: 'Tool name "get_weather" is defined twice',
    range: range(WEATHER, 20, 3),
    tool: 'get_weather',
    pointer: '/name',
    suppressed: { kind: 'inSource', justification: 'legacy alias kept for old clients' },
  },
  { ...scanDiagnostic('parse-error', 'src/broken.ts', "Unexpected token ')'", 7, 3), severity: 'error' }, // formats an error of the scanner (the severity is the engine's to set)
  {
    ruleId: 'tool-lint/unused-directive',
    severity: 'warn',
    message: 'Unused tool-lint-disable-next-line directive: nothing reported for max-tool-tokens',
    help: 'Remove the directive',
    range: range('src/tools/search.ts', 30, 1, 30, 1),
  },
];
const DIAGNOSTICS = [...UNSORTED].sort(compareDiagnostics);

const INPUT: ReportInput = {
  tools: [tool('search_docs', 'src/tools/search.ts', 13), tool('get_weather', WEATHER, 1), tool('get_weather', WEATHER, 19)],
  skills: [],
  diagnostics: DIAGNOSTICS,
  rules: RULE_METAS,
  cwd: '/home/dev/project',
  toolVersion: '1.2.3',
};

const CLEAN: ReportInput = { ...INPUT, diagnostics: [] };

describe('sarif reporter', () => {
  const out = sarifReporter(INPUT);
  const log = JSON.parse(out);
  const run = log.runs[0];

  it('writes pretty, deterministic JSON with the SARIF 2.1.0 envelope', () => {
    expect(out).toBe(`${JSON.stringify(log, null, 2)}\n`);
    expect(sarifReporter(INPUT)).toBe(out);
    expect(log.$schema).toBe(SARIF_SCHEMA_URI);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver).toMatchObject({
      name: 'tool-lint',
      version: '1.2.3',
      informationUri: 'https://github.com/tool-lint/tool-lint',
    });
  });

  it('lists rule metadata first, then synthesized descriptors for scanner and directive ids', () => {
    const rules = run.tool.driver.rules;
    expect(rules.map((r: { id: string }) => r.id)).toEqual([
      'require-description',
      'max-tool-tokens',
      'no-duplicate-tool-names',
      'consistent-naming',
      'scan/parse-error',
      'tool-lint/unused-directive',
    ]);
    expect(rules[0]).toEqual({
      id: 'require-description',
      shortDescription: { text: 'Every tool has a non-empty description' },
      fullDescription: { text: 'Every tool has a non-empty description' },
      help: { text: 'Say what the tool does, when to use it and when not to, in a few sentences' },
      helpUri: 'https://github.com/tool-lint/tool-lint/blob/main/rules/require-description.md',
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['problem'] },
    });
    expect(rules.map((r: { defaultConfiguration: { level: string } }) => r.defaultConfiguration.level)).toEqual([
      'error',
      'warning',
      'error',
      'none',
      'error',
      'warning',
    ]);
    expect(rules[4]).toEqual({
      id: 'scan/parse-error',
      shortDescription: { text: 'A candidate file could not be parsed, so tools defined in it may be missed' },
      fullDescription: { text: 'A candidate file could not be parsed, so tools defined in it may be missed' },
      help: { text: 'A candidate file could not be parsed, so tools defined in it may be missed' },
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['scan'] },
    });
    expect(rules[5]).toMatchObject({ help: { text: 'Remove the directive' }, properties: { tags: ['tool-lint'] } });
    expect(rules[5].helpUri).toBeUndefined();
  });

  it('keeps every diagnostic, in order, with a matching ruleIndex', () => {
    expect(run.results.map((r: { ruleId: string }) => r.ruleId)).toEqual(DIAGNOSTICS.map((d) => d.ruleId));
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    expect(run.results.map((r: { level: string }) => r.level)).toEqual(['error', 'warning', 'error', 'error', 'warning']);
  });

  it('writes a result with a relative encoded URI, region, logical location and fingerprint', () => {
    const weather = run.results.find((r: { ruleId: string }) => r.ruleId === 'max-tool-tokens');
    expect(weather).toEqual({
      ruleId: 'max-tool-tokens',
      ruleIndex: 1,
      level: 'warning',
      message: { text: 'Tool "get_weather" costs 412 tokens (> 300) | 37% over budget\nsee: a, b' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/my%20tools/weather%2Cv2.ts', uriBaseId: '%SRCROOT%' },
            region: { startLine: 3, startColumn: 18, endLine: 3, endColumn: 64 },
          },
          logicalLocations: [{ name: 'get_weather', fullyQualifiedName: 'get_weather/description', kind: 'member' }],
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: expect.stringMatching(/^[0-9a-f]{64}:1$/) },
      properties: { cells: ['model=gpt-4o'] },
    });
    const scan = run.results.find((r: { ruleId: string }) => r.ruleId === 'scan/parse-error');
    expect(scan.locations[0].logicalLocations).toBeUndefined();
    expect(scan.locations[0].physicalLocation.region).toEqual({ startLine: 7, startColumn: 3, endLine: 7, endColumn: 3 });
  });

  it('marks suppressed findings with an inSource suppression and its justification', () => {
    const suppressed = run.results.filter((r: { suppressions?: unknown }) => r.suppressions);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0].ruleId).toBe('no-duplicate-tool-names');
    expect(suppressed[0].suppressions).toEqual([{ kind: 'inSource', justification: 'legacy alias kept for old clients' }]);
  });

  it('keeps fingerprints when lines move and changes them when the finding changes', () => {
    const fp = (input: ReportInput) =>
      JSON.parse(sarifReporter(input)).runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints[FINGERPRINT_KEY]);
    const moved = INPUT.diagnostics.map((d) => ({ ...d, range: { ...d.range, line: d.range.line + 40, endLine: d.range.endLine + 40 } }));
    expect(fp({ ...INPUT, diagnostics: moved })).toEqual(fp(INPUT));
    const reworded = INPUT.diagnostics.map((d, i) => (i === 0 ? { ...d, message: `${d.message}!` } : d));
    expect(fp({ ...INPUT, diagnostics: reworded })[0]).not.toBe(fp(INPUT)[0]);
    expect(new Set(fp(INPUT)).size).toBe(INPUT.diagnostics.length);
    const twice = [INPUT.diagnostics[0]!, { ...INPUT.diagnostics[0]!, range: { ...INPUT.diagnostics[0]!.range, line: 90, endLine: 90 } }];
    const [a, b] = fp({ ...INPUT, diagnostics: twice });
    expect(a.slice(0, 64)).toBe(b.slice(0, 64));
    expect([a.slice(65), b.slice(65)]).toEqual(['1', '2']);
  });

  it('writes an empty results array on a clean run', () => {
    const clean = JSON.parse(sarifReporter(CLEAN));
    expect(clean.runs[0].results).toEqual([]);
    expect(clean.runs[0].tool.driver.rules).toHaveLength(RULE_METAS.length);
  });
});

describe('markdown reporter', () => {
  it('renders a summary and a findings table without suppressed findings', () => {
    expect(markdownReporter(INPUT)).toMatchInlineSnapshot(`
      "<!-- tool-lint-report -->
      ## tool-lint

      **2 errors**, **2 warnings** · 3 tools found in 2 files · 1 suppressed

      | Severity | Rule | Tool | Location | Message |
      | --- | --- | --- | --- | --- |
      | ❌ error | \`scan/parse-error\` |  | \`src/broken.ts:7\` | Unexpected token ')' |
      | ⚠️ warning | \`max-tool-tokens\` | \`get_weather\` › \`/description\` | \`src/my tools/weather,v2.ts:3\` | Tool "get\\_weather" costs 412 tokens (\\> 300) \\| 37% over budget<br>see: a, b |
      | ❌ error | \`require-description\` | \`search_docs\` | \`src/tools/search.ts:14\` | Tool "search\\_docs" has no description |
      | ⚠️ warning | \`tool-lint/unused-directive\` |  | \`src/tools/search.ts:30\` | Unused tool-lint-disable-next-line directive: nothing reported for max-tool-tokens |
      "
    `);
  });

  it('says so when nothing was found', () => {
    expect(markdownReporter(CLEAN)).toMatchInlineSnapshot(`
      "<!-- tool-lint-report -->
      ## tool-lint

      ✅ No problems found · 3 tools found in 2 files
      "
    `);
    const onlySuppressed = { ...INPUT, diagnostics: INPUT.diagnostics.filter((d) => d.suppressed) };
    expect(markdownReporter(onlySuppressed)).toContain('No problems found · 3 tools found in 2 files · 1 suppressed');
  });

  it('collapses rows past the first 50 into a details block', () => {
    const many: Diagnostic[] = Array.from({ length: 53 }, (_, i) => ({
      ruleId: 'require-description',
      severity: 'error',
      message: `Tool "t${i}" has no description`,
      range: range('src/many.ts', i + 1, 1),
      tool: `t${i}`,
    }));
    const out = markdownReporter({ ...INPUT, diagnostics: many });
    const [visible, collapsed] = out.split('<details>');
    expect(visible!.match(/^\| ❌ error/gm)).toHaveLength(50);
    expect(collapsed!.match(/^\| ❌ error/gm)).toHaveLength(3);
    expect(collapsed).toContain('<summary>3 more findings</summary>\n\n| Severity | Rule | Tool | Location | Message |');
    expect(collapsed).toContain('`src/many.ts:51`');
    expect(out.endsWith('\n\n</details>\n')).toBe(true);
    expect(markdownReporter({ ...INPUT, diagnostics: many.slice(0, 50) })).not.toContain('<details>');
  });

  it('keeps hostile text inside its cell', () => {
    const hostile: Diagnostic = {
      ruleId: 'require-description',
      severity: 'warn',
      message: 'a | b\r\nc <img src=x> `x` *y*',
      range: range('src/a|b.ts', 2, 1),
      tool: 'we`ird|name',
    };
    const out = markdownReporter({ ...INPUT, diagnostics: [hostile] });
    const row = out.split('\n').find((l) => l.startsWith('| ⚠️'))!;
    expect(row).toBe(
      '| ⚠️ warning | `require-description` | ``we`ird\\|name`` | `src/a\\|b.ts:2` | a \\| b<br>c \\<img src=x\\> \\`x\\` \\*y\\* |',
    );
  });
});

describe('github reporter', () => {
  it('writes one workflow command per unsuppressed finding', () => {
    expect(githubReporter(INPUT)).toMatchInlineSnapshot(`
      "::error file=src/broken.ts,line=7,col=3,endLine=7,endColumn=3,title=scan/parse-error::Unexpected token ')'
      ::warning file=src/my tools/weather%2Cv2.ts,line=3,col=18,endLine=3,endColumn=64,title=max-tool-tokens::Tool "get_weather" costs 412 tokens (> 300) | 37%25 over budget%0Asee: a, b
      ::error file=src/tools/search.ts,line=14,col=16,endLine=22,endColumn=3,title=require-description::Tool "search_docs" has no description
      ::warning file=src/tools/search.ts,line=30,col=1,endLine=30,endColumn=1,title=tool-lint/unused-directive::Unused tool-lint-disable-next-line directive: nothing reported for max-tool-tokens
      "
    `);
  });

  it('prints nothing on a clean run', () => {
    expect(githubReporter(CLEAN)).toBe('');
  });
});
