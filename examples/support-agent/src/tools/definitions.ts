import type Anthropic from '@anthropic-ai/sdk';
import { LOOKUP_ORDER, REFUND_ORDER, SEARCH_HELP_CENTER } from './names.js';

export const tools: Anthropic.Tool[] = [
  {
    name: LOOKUP_ORDER,
    description:
      'Look up one order by its id and return status, items, totals and the shipping address. ' +
      'Use it before answering any question about a specific order.',
    input_schema: {
      type: 'object',
      properties: {
        order_id: { type: 'string', description: 'Order id as printed on the receipt, e.g. "ORD-12345"' },
      },
      required: ['order_id'],
    },
  },
  {
    name: REFUND_ORDER,
    description: 'Refund an order, fully or in part. Only call it after lookup_order confirmed the order is refundable.',
    input_schema: {
      type: 'object',
      properties: {
        order_id: { type: 'string', description: 'Order id, e.g. "ORD-12345"' },
        amount_cents: { type: 'integer' },
      },
      required: ['order_id', 'reason'],
    },
  },
  {
    name: SEARCH_HELP_CENTER,
    description: '',
    input_schema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What the customer asked, in their words' } },
      required: ['query'],
    },
  },
];
