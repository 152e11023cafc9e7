import path from 'node:path';
import picomatch from 'picomatch';
import { RULE_MAP } from '../../rules/index.js';
import { rulesForFile } from '../config/resolve.js';
import { toPosixRelative } from '../source/paths.js';
import { resolvedConfig } from './load-config.js';
import { emit } from './output.js';
/**
 * `--print-config FILE`: the configuration that applies to one file, as JSON (ESLint's flag):
 * where it came from, whether `include`/`exclude` scan the file, and every rule's effective
 * severity and options after `overrides` and `--rule`.
 */
export async function printConfig(args, io) {
    const { loaded, config } = await resolvedConfig(io, args, RULE_MAP, args.rule ?? []);
    const abs = path.resolve(io.cwd, args.printConfig);
    const file = toPosixRelative(io.cwd, abs);
    const fromBase = toPosixRelative(config.baseDir, abs);
    const included = !config.include?.length || picomatch(config.include, { dot: true })(fromBase);
    const excluded = Boolean(config.exclude?.length) && picomatch(config.exclude, { dot: true })(fromBase);
    const rules = {};
    for (const [id, rc] of [...rulesForFile(config, file)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        rules[id] = Object.keys(rc.options).length ? [rc.severity, rc.options] : rc.severity;
    }
    const m = config.matrix;
    const out = {
        file,
        configFile: loaded.file ? toPosixRelative(io.cwd, loaded.file) : null,
        baseDirectory: toPosixRelative(io.cwd, config.baseDir),
        scanned: included && !excluded,
        include: config.include ?? [],
        exclude: config.exclude ?? [],
        providers: config.providers,
        maxFileBytes: config.maxFileBytes ?? null,
        rules,
        matrix: {
            model: m.model.filter((x) => x !== undefined),
            locale: m.locale.filter((x) => x !== undefined),
            flags: Object.fromEntries(m.flags),
            availableTools: m.availableTools,
            context: m.hasContext,
        },
        budgets: {
            tool: config.budgets.declared.tool ? config.budgets.tool.text : null,
            toolset: config.budgets.declared.toolset ? config.budgets.toolset.text : null,
            skills: config.budgets.skills,
            models: config.budgets.models,
        },
        models: config.models.map(({ id, provider, contextWindow, encoding, exact, pricePerMTokInput, pricePerMTokCacheRead, cacheMinTokens }) => ({
            id,
            provider,
            contextWindow,
            encoding,
            count: exact ? 'exact' : 'estimate',
            ...(pricePerMTokInput !== undefined ? { pricePerMTokInput } : {}),
            ...(pricePerMTokCacheRead !== undefined ? { pricePerMTokCacheRead } : {}),
            ...(cacheMinTokens !== undefined ? { cacheMinTokens } : {}),
        })),
    };
    emit(`${JSON.stringify(out, null, 2)}\n`, args.output, io);
    return 0;
}
