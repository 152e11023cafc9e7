import { githubReporter } from './github.js';
import { jsonReporter } from './json.js';
import { markdownReporter } from './markdown.js';
import { sarifReporter } from './sarif.js';
import { textReporter } from './text.js';
import type { Reporter } from './types.js';

/** Output formats by name. */
export const REPORTERS: Record<string, Reporter> = {
  text: textReporter,
  json: jsonReporter,
  sarif: sarifReporter,
  markdown: markdownReporter,
  github: githubReporter,
};

export const FORMATS = Object.keys(REPORTERS);
