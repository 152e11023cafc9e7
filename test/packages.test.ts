import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PackageVersions, compareVersions, lowestVersion } from '../src/source/packages.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tool-lint-packages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (rel: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  writeFileSync(path.join(tmp, rel), JSON.stringify(data));
};

describe('package versions a file uses', () => {
  it('installed version first, else the declared range, looked up from the file upward to the repository root', () => {
    mkdirSync(path.join(tmp, '.git'));
    write('package.json', { workspaces: ['apps/*'], devDependencies: { '@openai/agents': '^0.8.1' } });
    write('apps/bot/package.json', { dependencies: { '@openai/agents': '~0.10.0' } });
    write('apps/bot/node_modules/@openai/agents-core/package.json', { name: '@openai/agents-core', version: '0.12.3' });
    const v = new PackageVersions(tmp);
    expect(v.version('apps/bot/src/agent.ts', '@openai/agents-core')).toBe('0.12.3');
    expect(v.version('apps/bot/src/agent.ts', '@openai/agents')).toBe('0.10.0');
    expect(v.version('scripts/try.ts', '@openai/agents')).toBe('0.8.1');
    expect(v.version('scripts/try.ts', 'openai')).toBeUndefined();
  });

  it.each([
    ['^0.8.1', '0.8.1'],
    ['~1.2.0', '1.2.0'],
    ['>=0.9.0 <1', '0.9.0'],
    ['0.10.x', '0.10.0'],
    ['npm:@openai/agents@^0.9.2', '0.9.2'],
    ['workspace:*', undefined],
    ['latest', undefined],
  ])('lowest version of %s is %s', (range, expected) => {
    expect(lowestVersion(range)).toBe(expected);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('0.9.0', '0.9.0')).toBe(0);
    expect(compareVersions('0.8.5', '0.9.0')).toBeLessThan(0);
  });
});
