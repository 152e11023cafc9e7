import { Neighbours } from '../scan/neighbours.js';
import { PackageVersions } from '../source/packages.js';
import { PackageTargets } from '../scan/targets.js';
import { budgetModels } from '../budget/budget-models.js';
import { geminiOnly, toolsetModelIds } from '../budget/toolset-models.js';
/**
 * What rules may know about the project beyond its tools, computed here once so that rules never
 * read files: which files are test code, the SDK versions files use, the source files next to a
 * file, and the models each set of tools is counted for.
 */
export function projectFacts(scanned, config, tools, tests, countsTokens) {
    const cwd = scanned.index.cwd;
    const packages = new PackageVersions(cwd);
    const targets = countsTokens ? new PackageTargets(cwd, scanned.index.files().filter((f) => !tests.isTest(f.rel)), tools) : undefined;
    return {
        isTestFile: (file) => tests.matches(file),
        packageVersion: (fromFile, pkg) => packages.version(fromFile, pkg),
        neighbours: new Neighbours(cwd),
        // MCP server tools are counted for the defaults: their client, not the server's code, picks the model.
        modelsFor: (set) => {
            // Gemini's format is sent to Gemini only, whose tokens tool-lint does not count (see toolsetModelIds).
            if (geminiOnly(set) && !config.budgets.declared.models)
                return [];
            if (!targets || set.every((t) => t.framework === 'mcp'))
                return budgetModels(config.budgets, config.providers);
            const first = set[0];
            return budgetModels(config.budgets, config.providers, first ? targets.forFile(first.range.file) : targets.project);
        },
        // One choice with `report` (src/budget/toolset-models.ts).
        modelsForToolset: (set) => toolsetModelIds(set, budgetModels(config.budgets, config.providers), config.budgets.declared.models, targets ? (file) => budgetModels(config.budgets, config.providers, targets.forFile(file)) : undefined, targets ? (group) => targets.boundTo(group) : undefined),
    };
}
