import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { FIXTURES } from './helpers.js';

const APP = path.join(FIXTURES, 'toolsets', 'multi-agent-app');

describe('toolsets: what one request holds', () => {
  it('an app with two agents and an MCP server has three toolsets, each with its own tools', async () => {
    const { toolsets, tools } = await scan(['.'], { cwd: APP });
    const summary = toolsets.map((t) => ({ id: t.id, kind: t.kind, tools: t.members.map((m) => `${m.tool.name}${m.conditional ? '?' : ''}@${m.tool.range.file}`) }));
    expect(summary).toEqual([
      {
        id: 'messages.create@src/agents/coding-agent.ts:26',
        kind: 'request',
        // In the order the request sends them: the spread list first, then the two written after it.
        tools: ['read_file@src/tools/files.ts', 'list_dir@src/tools/files.ts', 'read_file@src/agents/coding-agent.ts', 'run_tests@src/agents/coding-agent.ts'],
      },
      {
        id: 'streamText@src/agents/support-agent.ts:15',
        kind: 'request',
        tools: ['lookup_order@src/tools/orders.ts', 'kb_search@src/tools/kb.ts', 'refund_order?@src/tools/orders.ts'],
      },
      {
        // Registered in two files on the server object passed to them: one server, one list.
        id: 'mcp:orders-mcp@src/mcp/server.ts:6',
        kind: 'mcp-server',
        tools: ['search_articles@src/mcp/kb-tools.ts', 'get_order@src/mcp/order-tools.ts', 'cancel_order@src/mcp/order-tools.ts'],
      },
    ]);
    // Every tool knows the toolsets it is sent in.
    for (const t of tools) expect(t.toolsets?.length).toBe(1);
  });

  it('names AI SDK tools by the keys the request sends them under, wherever they are defined', async () => {
    const { tools } = await scan(['.'], { cwd: APP });
    const orders = tools.filter((t) => t.range.file === 'src/tools/orders.ts').map((t) => t.name).sort();
    expect(orders).toEqual(['lookup_order', 'refund_order']);
  });
});
