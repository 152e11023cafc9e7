import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'support', version: '1.0.0' });

server.registerTool(
  'get_ticket',
  {
    title: 'Get ticket',
    description: 'Fetch a support ticket with its full message history. Use it when the customer mentions a ticket number.',
    inputSchema: { ticketId: z.string().describe('Ticket number, e.g. "T-2041"') },
  },
  async ({ ticketId }) => ({ content: [{ type: 'text', text: JSON.stringify(await loadTicket(ticketId)) }] }),
);

server.tool(
  'close_ticket',
  'Close a ticket once the customer confirmed the issue is solved.',
  { ticketId: z.string().describe('Ticket number'), note: z.string().optional() },
  async ({ ticketId, note }) => ({ content: [{ type: 'text', text: await close(ticketId, note) }] }),
);

await server.connect(new StdioServerTransport());

declare function loadTicket(id: string): Promise<unknown>;
declare function close(id: string, note?: string): Promise<string>;
