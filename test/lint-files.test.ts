import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';

/*
 * `lint --files-from-args` (pre-commit, lint-staged): the named files are reported, the whole
 * project is scanned for resolution. A Vercel AI SDK app, as such apps are laid out: tools in
 * their own files, registered under their model-facing names in the route handler.
 */

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false });
  return { code, stdout, stderr };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-files-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  writeFileSync(path.join(tmp, rel), text);
};

beforeAll(() => {
  // require-param-description (off in recommended) is the warning the named file holds.
  write('package.json', JSON.stringify({ name: 'weather-chat', type: 'module', dependencies: { ai: '^5.0.0', zod: '^3.25.0' }, 'tool-lint': { rules: { 'require-param-description': 'warn' } } }));
  write(
    'app/tools/weather.ts',
    `import { tool } from 'ai';
import { z } from 'zod';

export const getWeather = tool({
  description: 'Get the current weather for a city',
  inputSchema: z.object({
    location: z.string(),
    unit: z.enum(['celsius', 'fahrenheit']).describe('Temperature unit'),
  }),
  execute: async ({ location, unit }) => fetchWeather(location, unit),
});
`,
  );
  write(
    'app/tools/search.ts',
    `import { jsonSchema, tool } from 'ai';

export const searchDocs = tool({
  description: '',
  inputSchema: jsonSchema<{ query: string }>({
    type: 'object',
    properties: { query: { type: 'string', description: 'What to search for' } },
    required: ['q'],
  }),
  execute: async ({ query }) => search(query),
});
`,
  );
  write(
    'app/api/chat/route.ts',
    `import { openai } from '@ai-sdk/openai';
import { streamText } from 'ai';
import { getWeather } from '../../tools/weather';
import { searchDocs } from '../../tools/search';

export async function POST(req: Request) {
  const { messages } = await req.json();
  const result = streamText({
    model: openai('gpt-4o'),
    messages,
    tools: { weather: getWeather, search_docs: searchDocs },
  });
  return result.toUIMessageStreamResponse();
}
`,
  );
  write('README.md', '# weather-chat\n');
  write('app/lib/format.ts', 'export const formatTemperature = (t: number) => `${t.toFixed(1)}°`;\n');
});

describe('lint --files-from-args', () => {
  it('reports only the named file, with names resolved from the rest of the project', async () => {
    const r = await run(['--files-from-args', 'app/tools/weather.ts', '--format', 'json'], tmp);
    const out = JSON.parse(r.stdout);
    // the model-facing name comes from route.ts, which was not named
    expect(out.tools.map((t: { name: string; file: string }) => `${t.name}@${t.file}`)).toEqual(['weather@app/tools/weather.ts']);
    const found = out.diagnostics.map((d: { ruleId: string; file: string }) => `${d.ruleId}@${d.file}`);
    expect(found).toContain('require-param-description@app/tools/weather.ts');
    expect(found.every((f: string) => f.endsWith('@app/tools/weather.ts'))).toBe(true);
    expect(r.code).toBe(0); // a warning only: search.ts's error is not this commit's
  });

  it('without the flag, the same file alone loses the registered name', async () => {
    const r = await run(['app/tools/weather.ts', '--format', 'json'], tmp);
    expect(JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name)).toEqual(['getWeather']);
  });

  it('fails on an error in a named file, takes absolute paths (lint-staged) and ignores deleted ones', async () => {
    const r = await run(['--files-from-args', path.join(tmp, 'app/tools/search.ts'), 'app/tools/deleted.ts', '--format', 'json'], tmp);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.tools.map((t: { name: string }) => t.name)).toEqual(['search_docs']);
    expect(out.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(expect.arrayContaining(['require-description', 'valid-input-schema']));
  });

  it('returns at once with nothing to report when no named file can hold a tool', async () => {
    const r = await run(['--files-from-args', 'README.md', 'app/lib/format.ts'], tmp);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const json = JSON.parse((await run(['--files-from-args', 'README.md', 'app/lib/format.ts', '--format', 'json'], tmp)).stdout);
    expect(json.tools).toEqual([]);
    expect(json.diagnostics).toEqual([]);
  });
});
