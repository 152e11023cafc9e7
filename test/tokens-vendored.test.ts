import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

/**
 * The package counts with the two encodings bundled into dist/vendor (scripts/build.mjs), not with
 * gpt-tokenizer, which the tests use from the sources: both must count the same, on real text.
 */
const require = createRequire(import.meta.url);
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

function texts(): string[] {
  const out = [readFileSync(path.join(ROOT, 'README.md'), 'utf8'), '<|endoftext|> is plain text here', 'emoji 🧪 and 中文 and עברית'];
  for (const f of readdirSync(path.join(ROOT, 'rules')).filter((f) => f.endsWith('.md')).sort()) out.push(readFileSync(path.join(ROOT, 'rules', f), 'utf8'));
  return out;
}

describe('the bundled encodings', () => {
  it.each(['o200k_base', 'cl100k_base'])('%s counts exactly as gpt-tokenizer does', (encoding) => {
    type Counter = { countTokens(t: string, o?: unknown): number };
    const bundled = require(path.join(ROOT, 'dist', 'vendor', `gpt-tokenizer-${encoding}.cjs`)) as Counter;
    const original = require(`gpt-tokenizer/encoding/${encoding}`) as Counter;
    for (const text of texts()) expect(bundled.countTokens(text, NO_SPECIAL)).toBe(original.countTokens(text, NO_SPECIAL));
    expect(readFileSync(path.join(ROOT, 'dist', 'vendor', `gpt-tokenizer-${encoding}.cjs`), 'utf8')).toMatch(/^\/\*! gpt-tokenizer [\d.]+ \(MIT\)[\s\S]*?Permission is hereby granted/);
  });
});
