import { RULE_MAP } from '../../rules/index.js';
import { scanOptionsFor } from '../config/resolve.js';
import { coverage, listObject } from '../report/list-json.js';
import { listText } from '../report/list-text.js';
import { scan } from '../scan/scan.js';
import { resolvedConfig } from './load-config.js';
import { progress, requireExistingPaths } from './shared.js';
import { EXIT } from './types.js';
export async function runList(args, io) {
    const paths = args.paths ?? [];
    requireExistingPaths(paths, io.cwd);
    const { config } = await resolvedConfig(io, args, RULE_MAP);
    const shown = progress(io, 'scanning');
    const result = await scan(paths, scanOptionsFor(config, io.cwd)).finally(() => shown.done());
    const tools = args.unresolved ? result.tools.filter((t) => !t.nameResolved || t.opaque) : result.tools;
    if (args.format === 'json')
        io.stdout(`${JSON.stringify({ ...listObject(tools, result.skills, result.toolsets), coverage: coverage(result.tools) }, null, 2)}\n`);
    else
        io.stdout(listText(result.tools, result.skills, { unresolved: args.unresolved }));
    for (const d of result.diagnostics)
        io.stderr(`${d.severity === 'error' ? 'error' : 'warning'} ${d.ruleId} ${d.range.file}:${d.range.line}:${d.range.column} ${d.message}\n`);
    return result.diagnostics.some((d) => d.severity === 'error') ? EXIT.findings : EXIT.ok;
}
