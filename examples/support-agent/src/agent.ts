import Anthropic from '@anthropic-ai/sdk';
import { tools } from './tools/definitions.js';

const client = new Anthropic();

async function runTool(name: string, input: Record<string, unknown>): Promise<string> {
  if (name === 'lookup_order') return JSON.stringify(await fetchOrder(String(input.order_id)));
  if (name === 'refund_order') return JSON.stringify(await refund(String(input.order_id), Number(input.amount_cents)));
  if (name === 'search_help_centre') return JSON.stringify(await searchHelp(String(input.query)));
  return `Unknown tool: ${name}`;
}

export async function answer(question: string): Promise<string> {
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: question }];
  for (let turn = 0; turn < 8; turn++) {
    const response = await client.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 1024, tools, messages });
    if (response.stop_reason !== 'tool_use') return response.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
    messages.push({ role: 'assistant', content: response.content });
    const results: Anthropic.ToolResultBlockParam[] = [];
    for (const block of response.content) {
      if (block.type === 'tool_use') {
        results.push({ type: 'tool_result', tool_use_id: block.id, content: await runTool(block.name, block.input as Record<string, unknown>) });
      }
    }
    messages.push({ role: 'user', content: results });
  }
  return 'Sorry, I could not finish that.';
}

declare function fetchOrder(id: string): Promise<unknown>;
declare function refund(id: string, cents: number): Promise<unknown>;
declare function searchHelp(q: string): Promise<unknown>;
