import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { mcpHooks } from '../src/commands/mcp.js';
import { isAlive } from '../src/mcp/process.js';
import { ROOT } from './helpers.js';

/**
 * `tool-lint mcp` end to end, against real servers from npm (started from node_modules in the test)
 * and against fixtures/mcp-servers/misbehaving.mjs, which breaks the protocol in one way per mode.
 * Every server process any test starts is recorded and must be gone when the file ends.
 */
const EVERYTHING = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const FILESYSTEM = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
const MISBEHAVING = path.join(ROOT, 'fixtures/mcp-servers/misbehaving.mjs');

const spawned: number[] = [];
mcpHooks.onSpawn = (pid) => spawned.push(pid);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-mcp-'));
afterAll(() => {
  mcpHooks.onSpawn = undefined;
  rmSync(tmp, { recursive: true, force: true });
});

async function run(args: string[], cwd = ROOT) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

interface JsonDiagnostic {
  ruleId: string;
  messageId?: string;
  message: string;
  file: string;
  tool?: string;
  pointer?: string;
  severity: string;
}

/** The official SARIF 2.1.0 schema, as shipped with the SARIF Multitool (as in report-sarif.test.ts). */
function sarifValidator() {
  const schema = createRequire(import.meta.url)('@microsoft/sarif-multitool-linux/sarif-2.1.0.json') as Record<string, unknown>;
  const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(schema);
}

/** A port that was free a moment ago. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

const json = (stdout: string) => JSON.parse(stdout) as { tools: Array<{ name: string; file: string; framework: string }>; diagnostics: JsonDiagnostic[] };
const pidsIn = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as number[];

describe.concurrent('tool-lint mcp against real servers', () => {
  it('server-everything over stdio: every tool linted at mcp:<server>#<tool>; the snapshot lints the same', async () => {
    const snapshot = path.join(tmp, 'everything.tools.json');
    const live = await run(['mcp', '-f', 'json', '--snapshot', snapshot, '--', 'node', EVERYTHING, 'stdio']);
    expect(live.stderr).toBe('');
    const out = json(live.stdout);
    expect(out.tools.length).toBeGreaterThanOrEqual(10);
    expect(out.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'get-sum', 'get-tiny-image']));
    expect(new Set(out.tools.map((t) => `${t.framework} ${t.file}`))).toEqual(new Set(['mcp mcp:mcp-servers/everything']));
    // A well-described reference server is clean with the recommended rules (its one undescribed
    // parameter, `resourceType`, is an enum: the values say what to pass).
    expect(out.diagnostics).toEqual([]);
    const strict = json((await run(['mcp', '-f', 'json', '--rule', 'require-param-description:warn', '--', 'node', EVERYTHING, 'stdio'])).stdout);
    expect(strict.diagnostics.map((d) => d.ruleId)).not.toContain('require-param-description');

    // The snapshot: initialize result + all tools, readable by the scanner with real file locations.
    const snap = JSON.parse(readFileSync(snapshot, 'utf8'));
    expect(Object.keys(snap)).toEqual(['protocolVersion', 'serverInfo', 'capabilities', 'instructions', 'tools']);
    expect(snap.serverInfo.name).toBe('mcp-servers/everything');
    expect(snap.tools.map((t: { name: string }) => t.name)).toEqual(out.tools.map((t) => t.name));
    const offline = await run([snapshot, '-f', 'json']);
    const key = (d: JsonDiagnostic) => `${d.ruleId} ${d.tool} ${d.pointer} ${d.message}`;
    expect(json(offline.stdout).diagnostics.map(key).sort()).toEqual(out.diagnostics.map(key).sort());
    expect(json(offline.stdout).diagnostics.every((d) => d.file === path.relative(ROOT, snapshot).split(path.sep).join('/'))).toBe(true);
  });

  it('server-filesystem: SARIF gets a logical location; two sessions of a stable server agree', async () => {
    // require-param-description is off in recommended: on here, for a finding to locate.
    const r = await run(['mcp', '--repeat', '2', '-f', 'sarif', '--rule', 'require-param-description:warn', '--', 'node', FILESYSTEM, tmp]);
    expect(r.code).toBe(0); // warnings only
    const sarif = JSON.parse(r.stdout);
    // A stable server: no finding from comparing the two sessions.
    expect(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).not.toContain('no-unstable-render');
    expect(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).not.toContain('no-unstable-tool-order');
    // require-param-description: one finding per tool, at its first undescribed parameter.
    const result = sarif.runs[0].results.find((r: { ruleId: string; message: { text: string } }) => r.ruleId === 'require-param-description' && r.message.text.includes(' of "read_file"'));
    expect(result.locations[0].logicalLocations[0]).toEqual({
      name: 'read_file',
      fullyQualifiedName: expect.stringMatching(/^mcp:secure-filesystem-server#read_file\/inputSchema\/properties\//),
      kind: 'function',
    });
    // Kept so GitHub code scanning accepts the log (it rejects results without a physical location).
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toBe('mcp%3Asecure-filesystem-server');
    const validate = sarifValidator();
    validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('server-everything over Streamable HTTP (--url, --header) lists the same tools as over stdio', async () => {
    const port = await freePort();
    const server: ChildProcess = spawn(process.execPath, [EVERYTHING, 'streamableHttp'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        let err = '';
        server.stderr!.on('data', (c: Buffer) => {
          err += c.toString();
          if (/listening on port/i.test(err)) resolve();
        });
        server.once('exit', () => reject(new Error(`HTTP server exited: ${err}`)));
      });
      const r = await run(['mcp', '-f', 'json', '--url', `http://127.0.0.1:${port}/mcp`, '--header', 'Authorization: Bearer test-token']);
      expect(r.stderr).toBe('');
      const names = json(r.stdout).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['echo', 'get-sum']));
      expect(json(r.stdout).tools[0]!.file).toBe('mcp:mcp-servers/everything');
    } finally {
      server.kill();
    }
  });

  it('an HTTP endpoint nobody listens on is a clear error, exit 2', async () => {
    const port = await freePort(); // free a moment ago: nobody listens there
    const r = await run(['mcp', '--url', `http://127.0.0.1:${port}/mcp`, '--timeout', '3000']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot connect: fetch failed \(connect ECONNREFUSED/);
  });
});

describe.concurrent('tool-lint mcp against a misbehaving server', () => {
  const misbehaving = (mode: string, ...extra: string[]) => ['--', 'node', MISBEHAVING, mode, ...extra];

  it('a server that never answers: timeout error, exit 2, its whole process tree is gone', async () => {
    const pidFile = path.join(tmp, 'hang.pids.json');
    const r = await run(['mcp', '--timeout', '3000', ...misbehaving('hang', '--pid-file', pidFile)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no answer to initialize within 3000 ms/);
    const pids = pidsIn(pidFile);
    expect(pids).toHaveLength(2); // the server and the helper it started; both ignore SIGTERM
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('a server that double-forks a daemon: the tools are linted and the daemon is gone too', async () => {
    const pidFile = path.join(tmp, 'daemon.pids.json');
    const r = await run(['mcp', '--format', 'json', ...misbehaving('daemon', '--pid-file', pidFile)]);
    expect(json(r.stdout).tools.map((t) => t.name)).toEqual(['get_forecast', 'get_alerts']);
    const pids = pidsIn(pidFile);
    expect(pids).toHaveLength(2); // the server and the daemon that left its tree and process group
    // The daemon ignores SIGTERM: only the marker in its environment finds it, then SIGKILL ends it.
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('a schema nested 5,000 levels deep: cut at 64 levels with a warning, no stack overflow, the other tool linted', async () => {
    const r = await run(['mcp', '--format', 'json', ...misbehaving('deep')]);
    const report = json(r.stdout);
    expect(report.tools.map((t) => t.name)).toEqual(['get_forecast', 'walk_tree']);
    expect(report.diagnostics.filter((d) => d.ruleId === 'mcp/too-deep').map((d) => d.message)).toEqual(['Tool "walk_tree" nests more than 64 levels deep; what lies deeper was not analysed']);
    expect(r.stderr).not.toMatch(/RangeError|Maximum call stack/);
  });

  it('a server that crashes on tools/list: exit 2 with its exit code and stderr', async () => {
    const pidFile = path.join(tmp, 'crash.pids.json');
    const r = await run(['mcp', ...misbehaving('crash', '--pid-file', pidFile)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the server exited with code 1 during tools\/list/);
    expect(r.stderr).toContain("TypeError: Cannot read properties of undefined (reading 'map')");
    expect(pidsIn(pidFile).filter(isAlive)).toEqual([]);
  });

  it('a server that dies at start: exit 2, its stderr explains why', async () => {
    const r = await run(['mcp', ...misbehaving('crash-on-start')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/exited with code 78 during initialize/);
    expect(r.stderr).toContain('WEATHER_API_KEY is not set');
  });

  it('a command that does not exist: exit 2', async () => {
    const r = await run(['mcp', '--', 'definitely-not-an-mcp-server-7f3a']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot start "definitely-not-an-mcp-server-7f3a"|definitely-not-an-mcp-server-7f3a.*ENOENT/);
  });

  it('garbage on stdout: the tools are still linted, the noise is an error with the first line quoted', async () => {
    const r = await run(['mcp', '-f', 'json', ...misbehaving('garbage')]);
    expect(r.code).toBe(1);
    const out = json(r.stdout);
    expect(out.tools.map((t) => t.name)).toEqual(['get_forecast', 'get_alerts']);
    const noise = out.diagnostics.filter((d) => d.ruleId === 'mcp/invalid-stdout');
    expect(noise).toHaveLength(1);
    expect(noise[0]!.message).toMatch(/^The server wrote 4 lines to stdout that are not JSON-RPC \(first: "Weather MCP server v1\.4\.2 starting\.\.\."\)/);
  });

  it('malformed tools are reported one by one and the well-formed ones linted', async () => {
    const r = await run(['mcp', '-f', 'json', ...misbehaving('malformed')]);
    expect(r.code).toBe(1);
    const out = json(r.stdout);
    expect(out.tools.map((t) => t.name)).toEqual(['get_forecast', 'get_radar', 'get_uv_index', 'get_alerts']);
    expect(out.diagnostics.filter((d) => d.ruleId === 'mcp/malformed-tool').map((d) => d.message)).toEqual([
      'Tool "get_radar" has no inputSchema',
      'Entry 3 of tools/list has a name that is not a non-empty string (42)',
      'Entry 4 of tools/list is null, not a tool object',
      'Tool "get_uv_index" has a description that is not a string (an array)',
    ]);
  });

  it('5,000 tools over 10 pages: all read, and the count is reported against OpenAI\'s limit', async () => {
    const r = await run(['mcp', '-f', 'json', '--rule', 'max-toolset-tokens:off', ...misbehaving('many')]);
    expect(r.stderr).toBe('');
    // A warning (severity policy): a client may send the server's tools in subsets.
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    expect(out.tools).toHaveLength(5000);
    expect(new Set(out.tools.map((t) => t.name)).size).toBe(5000);
    expect(out.diagnostics.filter((d) => d.ruleId === 'max-tool-count').map((d) => d.message)).toEqual([
      'MCP server "weather" lists 5,000 tools; OpenAI rejects a request with more than 128',
    ]);
  });

  it('a cursor that never ends pagination is reported, not followed forever; text names mcp:<server>#<tool>', async () => {
    const r = await run(['mcp', ...misbehaving('cursor-loop')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error  mcp/pagination-loop  tools/list returned cursor "page-2" a second time (page 2)');
    // The loop served page 1 twice: a client would see each tool twice.
    expect(r.stdout).toContain('error  no-duplicate-tool-names  Tool name "get_forecast" is also defined at mcp:weather:1\n  --> mcp:weather#get_forecast   › /name');
    expect(r.stdout).toMatch(/· 4 tools from 1 server\n$/);
  });

  it('initialize instructions over 2 KB are cut by Claude Code: max-description-length', async () => {
    const r = await run(['mcp', ...misbehaving('long-instructions')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('warning  max-description-length  Instructions of MCP server "acme-support" are 2,878 characters (> 2,048)\n  --> mcp:acme-support   › /instructions');
  });

  it('--repeat: a different tool order or different bytes between sessions are findings', async () => {
    const state = path.join(tmp, 'unstable.state');
    writeFileSync(state, '0');
    const r = await run(['mcp', '--repeat', '2', '-f', 'json', ...misbehaving('unstable', '--state', state)]);
    // Warnings (severity policy): a changing prefix costs cache hits, it breaks no request.
    expect(r.code).toBe(0);
    const found = json(r.stdout).diagnostics.map((d) => `${d.ruleId} ${d.tool ?? '-'} ${d.pointer ?? '-'}`);
    expect(found).toEqual(['no-unstable-tool-order - -', 'no-unstable-render get_alerts /description']);
    expect(readFileSync(state, 'utf8')).toBe('2');
  });

  it('tools of a server skip the rules that read source, even run inside a project with dispatchers', async () => {
    const cwd = path.join(ROOT, 'fixtures/rules/consistent-tool-names/invalid');
    const r = await run(['mcp', '-f', 'json', '--', 'node', MISBEHAVING, 'garbage'], cwd);
    expect(r.code).toBe(1);
    expect(json(r.stdout).diagnostics.map((d) => d.ruleId)).toEqual(['mcp/invalid-stdout']);
  });

  it('usage errors exit 2', async () => {
    expect((await run(['mcp'])).code).toBe(2);
    expect((await run(['mcp', '--url', 'http://localhost:1/mcp', '--', 'node', 'x.js'])).code).toBe(2);
    expect((await run(['mcp', '--repeat', '0', '--', 'node', 'x.js'])).code).toBe(2);
    expect((await run(['mcp', '--url', 'http://localhost:1/mcp', '--header', 'no colon'])).code).toBe(2);
  });

  it('in a project with an mcp/ folder, says how to lint the folder instead', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-mcp-folder-'));
    try {
      const plain = await run(['mcp'], dir);
      expect(plain.stderr).not.toContain('./mcp');
      mkdirSync(path.join(dir, 'mcp'));
      const r = await run(['mcp'], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('tool-lint ./mcp');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no orphan processes', () => {
  it('every server process started in this file is gone', () => {
    expect(spawned.length).toBeGreaterThanOrEqual(10);
    expect(spawned.filter(isAlive)).toEqual([]);
  });
});
