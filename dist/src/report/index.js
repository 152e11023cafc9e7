import { githubReporter } from './github.js';
import { jsonReporter } from './json.js';
import { markdownReporter } from './markdown.js';
import { sarifReporter } from './sarif.js';
import { textReporter } from './text.js';
/** Output formats by name. */
export const REPORTERS = {
    text: textReporter,
    json: jsonReporter,
    sarif: sarifReporter,
    markdown: markdownReporter,
    github: githubReporter,
};
export const FORMATS = Object.keys(REPORTERS);
