import { describe, expect, it } from 'vitest';
import { formatNotes } from '../src/render/notes.js';

describe('render notes', () => {
  it('what the sandbox refused while a module failed to load is told on the load line, once', () => {
    const lines = formatNotes([
      { cause: 'load', subject: 'src/server.js', detail: 'Error: Access to this API has been restricted', tool: 'web_search' },
      { cause: 'sandbox', subject: 'a read outside the project (/proc/version)' },
      { cause: 'background', subject: 'src/server.js', detail: 'network access while loading (refused)' },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/1 module could not be loaded \(src\/server\.js; src\/server\.js: Error: Access to this API has been restricted\); on the way the sandbox also refused a read outside the project \(\/proc\/version\), src\/server\.js: network access while loading \(refused\); 1 tool checked as static text \(web_search\)/);
  });

  it('refusals that cost a tool its render, and background work during renders, keep their own lines', () => {
    const lines = formatNotes([
      { cause: 'load', subject: 'src/a.ts', detail: 'Error: no API key', tool: 'a' },
      { cause: 'sandbox', subject: 'network access (fetch https://example.com)', tool: 'b' },
      { cause: 'background', subject: 'the sandbox', detail: 'a timer threw' },
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).not.toMatch(/on the way/);
    expect(lines[1]).toMatch(/^the render sandbox refused network access \(fetch https:\/\/example\.com\); 1 tool checked as static text \(b\)/);
    expect(lines[2]).toMatch(/^work a module started in the background failed or was refused, outside any render \(the sandbox: a timer threw\)/);
  });

  it('without a load failure, refusals are their own note', () => {
    expect(formatNotes([{ cause: 'sandbox', subject: 'a read outside the project (/etc/passwd)' }])).toEqual([
      'the render sandbox refused a read outside the project (/etc/passwd). Descriptions are rendered without network access and without reading outside the project and its dependencies.',
    ]);
  });
});
