import { describe, expect, it } from 'vitest';
import { countText, loadedEncodings } from '../src/tokens/index.js';

// Own file: vitest isolates modules per file, so nothing else has loaded an encoding yet.
describe('encodings load on first use only', () => {
  it('counting for Claude loads no BPE table; each OpenAI encoding loads when first needed', () => {
    expect(loadedEncodings()).toEqual([]);
    countText('Search the web.', 'claude-sonnet-4-5');
    expect(loadedEncodings()).toEqual([]);
    countText('Search the web.', 'gpt-4o');
    expect(loadedEncodings()).toEqual(['o200k_base']);
    countText('Search the web.', 'gpt-4');
    expect(loadedEncodings()).toEqual(['cl100k_base', 'o200k_base']);
  });
});
