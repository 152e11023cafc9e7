import { RULE_MAP } from '../../rules/index.js';
import { loadConfig } from '../config/load.js';
import { factoriesFor } from '../config/scanner.js';
import { resolveConfig } from '../config/resolve.js';
import { coverage, listObject } from '../report/list-json.js';
import { listText } from '../report/list-text.js';
import { scan } from '../scan/scan.js';
import { EXIT, type Command, type Io } from './types.js';

export const listCommand: Command = {
  command: 'list [paths..]',
  describe: 'List every tool definition found',
  builder: (y) =>
    y
      .positional('paths', { type: 'string', array: true })
      .option('format', { alias: 'f', choices: ['text', 'json'], default: 'text' })
      .option('unresolved', { type: 'boolean', default: false, describe: 'Only the tools whose name or definition could not be read, with the reason' }),
  run: (args, io) => runList(args, io),
};

async function runList(args: { paths?: string[]; format: string; config?: string; unresolved?: boolean }, io: Io): Promise<number> {
  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP);
  const result = await scan(args.paths ?? [], { cwd: io.cwd, include: config.include, exclude: config.exclude, maxFileBytes: config.maxFileBytes, factories: factoriesFor(config.scanner, loaded.file, io.cwd) });
  const tools = args.unresolved ? result.tools.filter((t) => !t.nameResolved || t.opaque) : result.tools;
  if (args.format === 'json') io.stdout(`${JSON.stringify({ ...listObject(tools, result.skills, result.toolsets), coverage: coverage(result.tools) }, null, 2)}\n`);
  else io.stdout(listText(result.tools, result.skills, { unresolved: args.unresolved }));
  for (const d of result.diagnostics) io.stderr(`${d.severity === 'error' ? 'error' : 'warning'} ${d.ruleId} ${d.range.file}:${d.range.line}:${d.range.column} ${d.message}\n`);
  return result.diagnostics.some((d) => d.severity === 'error') ? EXIT.findings : EXIT.ok;
}
