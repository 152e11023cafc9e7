import { RULE_MAP } from '../../rules/index.js';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import { listObject } from '../report/list-json.js';
import { listText } from '../report/list-text.js';
import { scan } from '../scan/scan.js';
import { EXIT, type Command, type Io } from './types.js';

export const listCommand: Command = {
  command: 'list [paths..]',
  describe: 'List every tool definition found',
  builder: (y) => y.positional('paths', { type: 'string', array: true }).option('format', { alias: 'f', choices: ['text', 'json'], default: 'text' }),
  run: (args, io) => runList(args, io),
};

async function runList(args: { paths?: string[]; format: string; config?: string }, io: Io): Promise<number> {
  const loaded = await loadConfig(io.cwd, args.config);
  const config = resolveConfig(loaded.config, RULE_MAP);
  const result = await scan(args.paths ?? [], { cwd: io.cwd, include: config.include, exclude: config.exclude, maxFileBytes: config.maxFileBytes });
  if (args.format === 'json') io.stdout(`${JSON.stringify(listObject(result.tools, result.skills), null, 2)}\n`);
  else io.stdout(listText(result.tools, result.skills));
  for (const d of result.diagnostics) io.stderr(`${d.severity === 'error' ? 'error' : 'warning'} ${d.ruleId} ${d.range.file}:${d.range.line}:${d.range.column} ${d.message}\n`);
  return result.diagnostics.some((d) => d.severity === 'error') ? EXIT.findings : EXIT.ok;
}
