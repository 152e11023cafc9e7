import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ts } from 'ts-morph';
import { compareDiagnostics, scanDiagnostic, type Diagnostic } from '../model/diagnostic.js';
import { compareRanges, compareTools, type SkillDefinition, type ToolDefinition } from '../model/tool.js';
import type { Candidate } from '../extract/context.js';
import { Evaluator } from '../extract/evaluate.js';
import { rangeOf } from '../extract/ranges.js';
import { collectRegistrations, type Registration } from '../extract/registrations.js';
import { extractSkill } from '../extract/skills.js';
import { extractFromFile } from '../extract/walk.js';
import { discoverFiles, errorMessage, fileKind, looksBinary } from './files.js';
import { standardSkillFiles } from './skill-files.js';
import { mayDefineTools, mayRegisterTools } from './prefilter.js';
import { MAX_NESTING } from './nesting.js';
import { SourceIndex, type ParsedFile } from './source-index.js';
import { snapshotServer } from '../mcp/snapshot.js';
import type { ServerDefinition } from '../model/server.js';

export interface ScanOptions {
  cwd: string;
  include?: string[];
  exclude?: string[];
  /** Folder `include`/`exclude` are relative to (the config file's; default `cwd`). */
  globBase?: string;
  /** Files larger than this are reported and skipped. */
  maxFileBytes?: number;
  /** Skill folders from `budgets.skills.dirs` (each holds `<name>/SKILL.md`). */
  skillDirs?: string[];
}

export interface ScanResult {
  tools: ToolDefinition[];
  skills: SkillDefinition[];
  diagnostics: Diagnostic[];
  /** Files walked, and of those how many were parsed. */
  stats: { files: number; parsed: number };
  index: SourceIndex;
  /** MCP servers described by snapshot files (`tool-lint mcp --snapshot`), or by a live session. */
  servers?: ServerDefinition[];
}

export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Finds every tool and skill under `paths`. Never throws for bad input: problems become diagnostics. */
export async function scan(paths: string[], options: ScanOptions): Promise<ScanResult> {
  const { cwd } = options;
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const discovered = await discoverFiles(paths.length ? paths : ['.'], options);
  await addStandardSkills(discovered, paths, options);
  const diagnostics = [...discovered.diagnostics];
  const index = new SourceIndex(cwd);
  const ev = new Evaluator(index);
  const candidates: Candidate[] = [];
  const skills: SkillDefinition[] = [];
  const registrations: Registration[] = [];
  const servers: ServerDefinition[] = [];
  let parsed = 0;

  for (const abs of discovered.files) {
    const rel = index.rel(abs);
    const kind = fileKind(abs) ?? 'source';
    let buf: Buffer;
    try {
      const stat = await fs.stat(abs);
      if (stat.size > maxBytes) {
        diagnostics.push(scanDiagnostic('too-large', rel, `Skipped: ${formatBytes(stat.size)} is over the ${formatBytes(maxBytes)} limit for one file (--max-file-size)`));
        continue;
      }
      buf = await fs.readFile(abs);
    } catch (error) {
      diagnostics.push(scanDiagnostic('unreadable', rel, `Cannot read file: ${errorMessage(error)}`));
      continue;
    }
    if (looksBinary(buf)) {
      diagnostics.push(scanDiagnostic('binary', rel, 'Skipped: binary content (NUL bytes) in a file with a source extension'));
      continue;
    }
    const text = buf.toString('utf8');
    if (kind === 'skill') {
      const r = extractSkill(rel, text);
      if (r.skill) skills.push({ ...r.skill, root: skillRoot(abs, paths, cwd) });
      diagnostics.push(...r.diagnostics);
      continue;
    }
    if (kind === 'json') {
      if (!/"(inputSchema|input_schema|parameters|parametersJsonSchema)"\s*:/.test(text)) continue;
      const file = index.get(abs, text);
      if (!file) continue;
      parsed++;
      diagnostics.push(...depthDiagnostics(file));
      if (file.parseErrors.length) {
        diagnostics.push(parseDiagnostic(file, 'invalid-json'));
        continue;
      }
      if (isJsonSchemaDocument(abs, file)) continue;
      candidates.push(...safeExtract(file, ev, diagnostics));
      const server = snapshotServer(file);
      if (server) servers.push(server);
      continue;
    }
    const defines = mayDefineTools(text);
    const registers = mayRegisterTools(text);
    if (!defines && !registers) continue;
    const file = index.get(abs, text);
    if (!file) continue;
    parsed++;
    diagnostics.push(...depthDiagnostics(file));
    if (file.parseErrors.length) diagnostics.push(parseDiagnostic(file, 'parse-error'));
    if (defines) candidates.push(...safeExtract(file, ev, diagnostics));
    if (registers) registrations.push(...collectRegistrations(file, ev));
  }

  const tools = link(candidates, registrations);
  tools.sort(compareTools);
  skills.sort((a, b) => compareRanges(a.range, b.range));
  diagnostics.sort(compareDiagnostics);
  return { tools: dedupe(tools), skills, diagnostics, stats: { files: discovered.files.length, parsed }, index, servers };
}

/** The deepest directory named on the command line that holds the file (`.` when none): the project the skill belongs to. */
function skillRoot(abs: string, paths: string[], cwd: string): string {
  let best = '.';
  for (const p of paths) {
    const dir = path.resolve(cwd, p);
    if (!abs.startsWith(dir + path.sep)) continue;
    const rel = index_rel(cwd, dir);
    if (best === '.' || rel.length > best.length) best = rel;
  }
  return best;
}

const index_rel = (cwd: string, dir: string) => path.relative(cwd, dir).split(path.sep).join('/') || '.';

/** A whole-project scan also reads the skill folders Claude Code reads, whatever `include` says (skill-files.ts). */
async function addStandardSkills(discovered: { files: string[] }, paths: string[], options: ScanOptions): Promise<void> {
  const whole = paths.every((p) => path.resolve(options.cwd, p) === path.resolve(options.cwd));
  if (!whole || (!options.include?.length && !options.skillDirs?.length)) return;
  const extra = await standardSkillFiles(options.cwd, options.skillDirs ?? [], options.exclude);
  if (extra.length) discovered.files = [...new Set([...discovered.files, ...extra])].sort();
}

function safeExtract(file: ParsedFile, ev: Evaluator, diagnostics: Diagnostic[]): Candidate[] {
  try {
    return extractFromFile({ file, ev });
  } catch (error) {
    // An extractor bug must not lose the rest of the run; it is reported where it happened.
    diagnostics.push({
      ruleId: 'scan/internal-error',
      severity: 'error',
      message: `tool-lint could not analyse this file: ${error instanceof Error ? error.message : String(error)}`,
      range: { file: file.rel, line: 1, column: 1, endLine: 1, endColumn: 1 },
    });
    return [];
  }
}

/** A JSON Schema document describes tools in its `examples`; it defines none. */
function isJsonSchemaDocument(abs: string, file: ParsedFile): boolean {
  if (/\.schema\.json$/i.test(abs)) return true;
  const root = file.sf.statements[0];
  if (!root || !ts.isExpressionStatement(root) || !ts.isObjectLiteralExpression(root.expression)) return false;
  return root.expression.properties.some((p) => p.name && ts.isStringLiteral(p.name) && (p.name.text === '$schema' || p.name.text === 'openapi' || p.name.text === 'swagger'));
}

/** Where the file nests too deep to analyse: the parts left out, or the whole file. */
function depthDiagnostics(file: ParsedFile): Diagnostic[] {
  if (file.unparsable) return [scanDiagnostic('too-deep', file.rel, 'Skipped: nested too deeply to parse (the parser ran out of stack); tools in this file are missed')];
  return (file.cuts ?? []).map((c) => {
    const pos = file.sf.getLineAndCharacterOfPosition(c.start);
    return scanDiagnostic('too-deep', file.rel, `Nested more than ${MAX_NESTING} levels deep: what is inside this bracket was not analysed; the rest of the file was`, pos.line + 1, pos.character + 1);
  });
}

function parseDiagnostic(file: ParsedFile, kind: 'parse-error' | 'invalid-json'): Diagnostic {
  const first = file.parseErrors[0]!;
  const pos = file.sf.getLineAndCharacterOfPosition(first.start ?? 0);
  const msg = ts.flattenDiagnosticMessageText(first.messageText, ' ');
  const more = file.parseErrors.length > 1 ? ` (and ${file.parseErrors.length - 1} more)` : '';
  return scanDiagnostic(kind, file.rel, `Syntax error: ${msg}${more}; tools in this file may be missed`, pos.line + 1, pos.character + 1);
}

/**
 * Gives tools bound to a variable (`const weatherTool = tool(…)`) the key they are registered under
 * (`tools: { weather: weatherTool }`): that key is the name the model sees. A tool registered under
 * several keys is reported once per key.
 */
function link(candidates: Candidate[], registrations: Registration[]): ToolDefinition[] {
  const byKey = new Map<string, Registration[]>();
  for (const r of registrations) {
    const list = byKey.get(r.bindingKey) ?? [];
    list.push(r);
    byKey.set(r.bindingKey, list);
  }
  const out: ToolDefinition[] = [];
  for (const c of candidates) {
    const regs = c.bindingKey ? byKey.get(c.bindingKey) : undefined;
    if (!regs?.length) {
      out.push(c.tool);
      continue;
    }
    const names = [...new Map(regs.map((r) => [r.name, r])).values()];
    for (const r of names) {
      out.push({ ...c.tool, name: r.name, nameResolved: true, pointers: { ...c.tool.pointers, '/name': r.range } });
    }
  }
  return out;
}

function dedupe(tools: ToolDefinition[]): ToolDefinition[] {
  const seen = new Set<string>();
  return tools.filter((t) => {
    const k = `${t.range.file}:${t.range.line}:${t.range.column}:${t.name}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

export { rangeOf };
