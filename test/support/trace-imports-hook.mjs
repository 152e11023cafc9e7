import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (process.env.TRACE_IMPORTS) appendFileSync(process.env.TRACE_IMPORTS, `${result.url}\n`);
  return result;
}
