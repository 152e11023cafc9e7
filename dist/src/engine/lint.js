import { compareDiagnostics } from '../model/diagnostic.js';
import { rulesForFile, scanOptionsFor } from '../config/resolve.js';
import { scan } from '../scan/scan.js';
import { applyDirectives, parseDirectives } from './directives.js';
import { formatMessage } from './rule.js';
import { renderTools } from '../render/render.js';
import { buildersFor } from '../render/builders.js';
import { testFiles } from '../scan/test-files.js';
import { projectFacts } from './project-facts.js';
import { rangeOf } from '../extract/ranges.js';
import { cleanData, cleanText, displayName } from './messages.js';
/** Scans, runs every enabled rule over the tool model, applies directives; sorted, deterministic. */
export async function lint(paths, config, rules, cwd, options = {}) {
    options.onPhase?.('scan');
    const scanned = await scan(paths, scanOptionsFor(config, cwd));
    const tests = testFilesOf(config, paths, cwd, scanned.parked);
    const userSelect = options.select;
    // Test code is not linted, so its descriptions are not rendered either (no project code of it runs).
    const select = (t) => !tests.isTest(t.range.file) && (!userSelect || userSelect(t));
    // Project code runs only when a rule that reads rendered descriptions is on, and only for tools
    // whose description is dynamic; two isolates so the stability rules can compare them.
    const wantsRender = [...rules].some(([id, r]) => r.meta.needsRender && isOn(config, id));
    let renders;
    let renderFailure;
    if (wantsRender) {
        options.onPhase?.('render');
        try {
            renders = await renderTools(scanned.tools, scanned.index, { cwd, matrix: config.matrix, eval: options.eval, configFile: options.configFile, isolates: 2, select, toolsets: buildersFor(config.toolsets, scanned.toolsets) });
        }
        catch (error) {
            // Rendering is one stage: when it fails as a whole, the static rules still report.
            renderFailure = {
                ruleId: 'tool-lint/render-failed',
                severity: 'error',
                message: `Rendering dynamic descriptions failed: ${error instanceof Error ? error.message : String(error)}; render rules did not run`,
                help: 'Run tool-lint render to see the error, or lint with --no-eval',
                range: { file: scanned.tools[0]?.range.file ?? '.', line: 1, column: 1, endLine: 1, endColumn: 1 },
            };
        }
    }
    options.onPhase?.('rules');
    const diagnostics = runRules(scanned, config, rules, renders, tests);
    if (renderFailure) {
        diagnostics.push(renderFailure);
        diagnostics.sort(compareDiagnostics);
    }
    const notLinted = config.tests.mode === 'lint' ? 0 : scanned.tools.filter((t) => tests.isTest(t.range.file)).length;
    return { scan: scanned, diagnostics, ...(renders ? { renders } : {}), notLinted };
}
function isOn(config, id) {
    const sev = config.rules.get(id)?.severity;
    return (sev !== undefined && sev !== 'off') || config.overrides.some((o) => o.rules.get(id)?.severity && o.rules.get(id)?.severity !== 'off');
}
/** The test-code classifier for a run over `paths` (the roots the user named) with this config. */
export function testFilesOf(config, paths, cwd, parked) {
    return testFiles({ mode: config.tests?.mode ?? 'ignore', ...(config.tests?.patterns ? { patterns: config.tests.patterns } : {}), roots: paths, cwd, ...(parked ? { parked } : {}) });
}
/** What is budgeted and linted: the scan without test code (unless the config says `tests: 'lint'`). */
export function withoutTestCode(scanned, tests) {
    return {
        tools: scanned.tools.filter((t) => !tests.isTest(t.range.file)),
        // A toolset sent from test code is not linted; elsewhere its test-only members are left out.
        toolsets: scanned.toolsets
            .filter((t) => !tests.isTest(t.range.file))
            .map((t) => ({ ...t, members: t.members.filter((m) => !tests.isTest(m.tool.range.file)) }))
            .filter((t) => t.members.length > 0 || t.dynamic.length > 0),
        skills: scanned.skills.filter((s) => !tests.isTest(s.range.file)),
        diagnostics: scanned.diagnostics.filter((d) => !tests.isTest(d.range.file)),
    };
}
export function runRules(scanned, config, rules, renders, tests = testFilesOf(config, [], scanned.index.cwd, scanned.parked)) {
    // Test code is scanned (its names resolve) but not linted: rules see only the other tools, and
    // scanner findings in test files (a fixture that does not parse on purpose) are dropped too.
    const isTest = (file) => tests.isTest(file);
    const { tools: linted, toolsets, skills, diagnostics: scanFindings } = withoutTestCode(scanned, tests);
    // A tool whose definition lives in a package (`new TavilySearch()`) has nothing of the project's to
    // judge: rules see it only as a member of its toolsets.
    const tools = linted.filter((t) => !t.opaque);
    const testTools = scanned.tools.filter((t) => isTest(t.range.file));
    const servers = (scanned.servers ?? []).filter((s) => !isTest(s.range.file));
    const requests = (scanned.sinks ?? [])
        .filter((s) => s.hit.request !== false && !s.hit.declared)
        .map((s) => ({ file: s.file.rel, dialect: s.hit.dialect, label: s.hit.label, range: rangeOf(s.hit.node, s.file), ...(s.hit.api ? { api: s.hit.api } : {}), ...(s.each?.length && !isTest(s.file.rel) ? { each: s.each } : {}) }));
    const ruleRenders = renders && testTools.length ? { ...renders, entries: renders.entries.filter((e) => !isTest(e.tool.range.file)) } : renders;
    const out = [...scanFindings];
    // Read only when a budget rule runs: the targets walk every parsed file once.
    const countsTokens = [...rules].some(([id, r]) => r.meta.type === 'budget' && isOn(config, id));
    const facts = projectFacts(scanned, config, tools, tests, countsTokens);
    const spans = new Map();
    const perFile = new Map();
    const settingsFor = (file) => {
        let s = perFile.get(file);
        if (!s)
            perFile.set(file, (s = rulesForFile(config, file)));
        return s;
    };
    for (const [id, rule] of rules) {
        // A rule runs when it is on anywhere (base table or an override); severity is decided per file.
        const base = config.rules.get(id);
        if (!isOn(config, id))
            continue;
        const report = (d) => {
            const range = d.range ?? (d.tool ? locate(d.tool, d.pointer) : undefined);
            if (!range)
                throw new Error(`rule ${id} reported without a location`);
            // Rules that read code rather than tools (dispatchers, tool order) may land in test code: not linted.
            if (isTest(range.file))
                return;
            const setting = settingsFor(range.file).get(id);
            if (!setting || setting.severity === 'off')
                return;
            const template = rule.meta.messages[d.messageId];
            if (!template)
                throw new Error(`rule ${id} has no message "${d.messageId}"`);
            const data = d.data && cleanData(d.data, scanned.index.cwd);
            const subject = d.tool ? displayName(d.tool.name) : d.subject !== undefined ? displayName(d.subject) : undefined;
            const diag = {
                ruleId: id,
                messageId: d.messageId,
                severity: setting.severity,
                message: formatMessage(template, data),
                help: cleanText(d.help ?? rule.meta.help, scanned.index.cwd),
                range,
                ...(subject !== undefined ? { tool: subject } : {}),
                ...(d.pointer ? { pointer: d.pointer } : {}),
                ...(d.cells?.length ? { cells: d.cells } : {}),
            };
            out.push(diag);
            if (d.tool && d.tool.range.file === range.file)
                spans.set(diag, { startLine: d.tool.range.line, endLine: d.tool.range.endLine });
        };
        try {
            rule.check({
                options: base?.options ?? {},
                providers: config.providers,
                tools,
                toolsets,
                skills,
                index: scanned.index,
                servers,
                requests,
                budgets: config.budgets,
                ...(rule.meta.needsRender && ruleRenders ? { renders: ruleRenders } : {}),
                testTools,
                ...facts,
                report,
            });
        }
        catch (error) {
            // A rule that breaks on unexpected input must not cost the other rules' findings: it is
            // reported (an error, so CI notices) and the run goes on.
            const first = tools[0]?.range ?? { file: '.', line: 1, column: 1, endLine: 1, endColumn: 1 };
            out.push({
                ruleId: 'tool-lint/rule-error',
                severity: 'error',
                message: `Rule ${id} failed: ${error instanceof Error ? error.message : String(error)}; its findings are missing from this report`,
                help: 'Report this with the input that caused it; disable the rule to silence it meanwhile',
                range: { file: first.file, line: 1, column: 1, endLine: 1, endColumn: 1 },
            });
        }
    }
    const directives = [];
    const files = new Set(out.map((d) => d.range.file));
    for (const t of tools)
        files.add(t.range.file);
    for (const rel of [...files].sort()) {
        // Directives in test code have nothing to suppress when it is not linted: not reported as unused.
        if (isTest(rel))
            continue;
        const parsed = scanned.index.get(absOf(scanned, rel));
        if (parsed)
            directives.push(...parseDirectives(parsed));
    }
    out.push(...applyDirectives(out, spans, directives, new Set(rules.keys())));
    out.sort(compareDiagnostics);
    return dedupe(out);
}
function absOf(scanned, rel) {
    return `${scanned.index.cwd}/${rel}`;
}
/** The closest written location for a pointer: `/inputSchema/properties/x/description` falls back to its parents, then the tool. */
export function locate(tool, pointer) {
    let p = pointer;
    while (p) {
        const hit = tool.pointers[p];
        if (hit)
            return hit;
        const cut = p.lastIndexOf('/');
        p = cut > 0 ? p.slice(0, cut) : '';
    }
    return tool.range;
}
function dedupe(list) {
    const seen = new Set();
    return list.filter((d) => {
        const k = `${d.ruleId}|${d.range.file}|${d.range.line}|${d.range.column}|${d.tool ?? ''}|${d.pointer ?? ''}|${d.message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
