import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULE_MAP } from '../../rules/index.js';
import { scanOptionsFor } from '../config/resolve.js';
import { BaselineError, buildBudgetReport, compareWithBaseline, parseBaseline, whyFor } from '../budget/report.js';
import { BaseRefError, withWorktree } from '../budget/worktree.js';
import { budgetMarkdown } from '../report/budget-markdown.js';
import { budgetText } from '../report/budget-text.js';
import { toPosixRelative } from '../source/paths.js';
import { scan } from '../scan/scan.js';
import { testFilesOf, withoutTestCode } from '../engine/lint.js';
import { budgetModels } from '../budget/budget-models.js';
import { reportModelIds, toolsetModelIds } from '../budget/toolset-models.js';
import { buildersFor } from '../render/builders.js';
import { noteLines } from '../render/notes.js';
import { PackageTargets } from '../scan/targets.js';
import { knownModels, modelInfo } from '../tokens/index.js';
import { VERSION } from '../model/version.js';
import { resolvedConfig } from './load-config.js';
import { emit } from './output.js';
import { progress, requireExistingPaths } from './shared.js';
import { EXIT, UsageError } from './types.js';
function chooseModels(args, budgets, config) {
    // The same default as the budget rules: budgets.models, else defaults narrowed to the configured providers.
    if (args.models === undefined)
        return budgetModels(budgets, config.providers);
    const ids = args.models.split(',').map((s) => s.trim()).filter(Boolean);
    if (!ids.length)
        throw new UsageError('--models needs at least one model id, e.g. --models gpt-4o,claude-sonnet-4-5');
    const unknown = ids.filter((m) => !modelInfo(m));
    if (unknown.length)
        throw new UsageError(`unknown model "${unknown[0]}" in --models. Known models: ${knownModels().join(', ')} (add your own under "models" in the config)`);
    return [...new Set(ids.map((m) => modelInfo(m).id))];
}
function declaredLimits(budgets, configFile, cwd) {
    const { declared } = budgets;
    if (!declared.tool && !declared.toolset && !declared.skills)
        return undefined;
    return {
        ...(declared.skills ? { skills: true } : {}),
        ...(declared.tool ? { tool: budgets.tool } : {}),
        ...(declared.toolset ? { toolset: budgets.toolset } : {}),
        source: configFile ? `${toPosixRelative(cwd, configFile)} (budgets)` : 'config budgets',
    };
}
async function reportFor(paths, cwd, config, run, limits, skillBudget, globBase = config.baseDir) {
    const { defaults, declared } = run;
    // In the base worktree the builders the config names are the base's own files, at the same place.
    if (globBase !== config.baseDir)
        config = { ...config, toolsets: config.toolsets.map((t) => ({ ...t, file: path.join(globBase, path.relative(config.baseDir, t.file)) })) };
    const result = await scan(paths, { ...scanOptionsFor(config, cwd), globBase });
    const tests = testFilesOf(config, paths, cwd, result.parked);
    const { tools, toolsets, skills, diagnostics } = withoutTestCode(result, tests);
    // Dynamic descriptions count as the model receives them: rendered in every cell of the matrix
    // (declared toolsets built there), as lint renders them; --no-eval counts the static text.
    const grouped = new Set(toolsets.flatMap((t) => t.members.map((m) => m.tool)));
    const wanted = tools.filter((t) => t.description.kind === 'dynamic' && grouped.has(t));
    const builders = buildersFor(config.toolsets, toolsets);
    let renders;
    if (wanted.length || builders.length) {
        const { renderTools } = await import('../render/render.js');
        const chosen = new Set(wanted);
        renders = await renderTools(tools, result.index, { cwd, matrix: config.matrix, eval: run.eval, ...(run.configFile ? { configFile: run.configFile } : {}), isolates: 1, select: (t) => chosen.has(t), toolsets: builders });
        for (const n of renders.notes)
            if (!run.notes.includes(n))
                run.notes.push(n);
    }
    // The same choice of models as the budget rules: the model a request names, else its package's targets.
    const targets = new PackageTargets(cwd, result.index.files().filter((f) => !tests.isTest(f.rel)), tools);
    const modelsFor = (set) => toolsetModelIds(set, defaults, declared, (file) => budgetModels(config.budgets, config.providers, targets.forFile(file)), (group) => targets.boundTo(group));
    const models = reportModelIds(toolsets, defaults, modelsFor);
    // A toolset sent only to models tool-lint cannot count is left out of the report: said once, not counted as another model.
    for (const set of toolsets) {
        if (modelsFor(set).length || !set.models?.length)
            continue;
        const note = `${set.range.file}:${set.range.line}: ${set.label} sends ${set.members.length === 1 ? '1 tool' : `${set.members.length} tools`} to ${set.models.join(', ')}, which tool-lint has no tokenizer or context size for: not counted`;
        if (!run.notes.includes(note))
            run.notes.push(note);
    }
    const report = buildBudgetReport({ tools, toolsets, modelsFor, ...(renders ? { renders } : {}), skills, models, budgets: limits, skillBudget, toolVersion: VERSION });
    return { report, tools, diagnostics };
}
export async function runReport(args, io) {
    try {
        return await produce(args, io);
    }
    catch (error) {
        if (error instanceof BaselineError || error instanceof BaseRefError)
            throw new UsageError(error.message);
        throw error;
    }
}
async function produce(args, io) {
    const paths = args.paths ?? [];
    requireExistingPaths(paths, io.cwd);
    const { loaded, config } = await resolvedConfig(io, args, RULE_MAP);
    const budgets = config.budgets;
    const models = chooseModels(args, budgets, config);
    const limits = declaredLimits(budgets, loaded.file, io.cwd);
    // Read the baseline first: a missing or stale file is a usage error before any scanning.
    let baseline;
    if (args.baseline !== undefined) {
        let text;
        try {
            text = readFileSync(path.resolve(io.cwd, args.baseline), 'utf8');
        }
        catch (error) {
            throw new UsageError(`cannot read --baseline ${args.baseline}: ${error.code ?? String(error)}`);
        }
        baseline = { report: parseBaseline(text, args.baseline), source: args.baseline };
    }
    const status = progress(io, 'scanning');
    const run = { defaults: models, declared: args.models !== undefined || budgets.declared.models, eval: args.eval !== false, ...(loaded.file ? { configFile: loaded.file } : {}), notes: [] };
    const head = await reportFor(paths, io.cwd, config, run, limits, budgets.skills).finally(() => status.done());
    io.stderr(noteLines(run.notes));
    for (const d of head.diagnostics)
        io.stderr(`${d.severity === 'error' ? 'error' : 'warning'} ${d.ruleId} ${d.range.file}:${d.range.line}:${d.range.column} ${d.message}\n`);
    if (args.base !== undefined) {
        // The base is scanned with the head's config and models, so the difference is the code alone.
        // Paths are mapped to the same place inside the worktree; report file names then match.
        const relPaths = paths.map((p) => path.relative(io.cwd, path.resolve(io.cwd, p)) || '.');
        baseline = await withWorktree(io.cwd, args.base, async (dir, commit) => ({
            // Globs stay relative to the config's folder, at the same place inside the worktree.
            report: (await reportFor(relPaths, dir, config, { ...run, notes: [] }, undefined, budgets.skills, path.join(dir, path.relative(io.cwd, config.baseDir)))).report,
            // A SHA (what the Action passes) is shown short; a branch or tag keeps its name.
            source: /^[0-9a-f]{7,40}$/i.test(args.base) && commit.startsWith(args.base.toLowerCase()) ? commit.slice(0, 7) : `${args.base} (${commit.slice(0, 7)})`,
        }));
    }
    let report = head.report;
    if (baseline)
        report = compareWithBaseline(report, baseline.report, baseline.source);
    if (args.why !== undefined) {
        // By name, or by key (`search#2`) when two definitions share a name.
        const i = report.tools.findIndex((t) => t.key === args.why);
        const at = i >= 0 ? i : report.tools.findIndex((t) => t.name === args.why);
        if (at < 0)
            throw new UsageError(`--why: no tool named "${args.why}". Tools: ${report.tools.map((t) => t.key).join(', ') || '(none found)'}`);
        report = { ...report, why: whyFor(head.tools[at], report.models.map((m) => m.id)) };
    }
    const text = args.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : args.format === 'markdown' ? budgetMarkdown(report) : budgetText(report);
    emit(text, args.output, io);
    return report.budgets.exceeded.length ? EXIT.findings : EXIT.ok;
}
