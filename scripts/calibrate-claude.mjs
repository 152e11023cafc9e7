#!/usr/bin/env node
// Fits the Claude estimate's character-class coefficients (src/tokens/claude.ts) and prints its
// measured error. Usage: node scripts/calibrate-claude.mjs
//
// Reference: no tokenizer for current Claude models is public, so the reference count of a string
// is its o200k_base count (js-tiktoken, exact) times CLAUDE_PER_O200K = 1.077, the aggregate ratio
// of the last public Claude tokenizer (@anthropic-ai/tokenizer) to o200k_base measured on 4,000
// real tool strings (../shared/reference/perf-notes.md). docs/tokens.md states what that proxy
// does not capture (Opus 4.7's newer tokenizer counts 1.0-1.35x more).
// Fit: least squares on relative error (each row divided by its reference), no intercept.
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { fixtureTools, loadSource, toolStrings } from './tool-strings.mjs';

// The estimate's own feature extraction and shipped coefficients, so the fit measures exactly what ships.
const { charClasses, CLAUDE_COEFFICIENTS } = await loadSource('src/tokens/claude.ts');

export const CLAUDE_PER_O200K = 1.077;
const FEATURES = ['letterRuns', 'letters', 'digits', 'punct', 'spaces', 'nonAscii'];

function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(M[r][i]) > Math.abs(M[p][i])) p = r;
    [M[i], M[p]] = [M[p], M[i]];
    for (let r = 0; r < n; r++) {
      if (r === i || M[i][i] === 0) continue;
      const f = M[r][i] / M[i][i];
      for (let c = i; c <= n; c++) M[r][c] -= f * M[i][c];
    }
  }
  return M.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

const enc = new Tiktoken(o200k);
const strings = [...new Set(toolStrings(await fixtureTools()))].filter((s) => s.length > 0);
const rows = strings.map((s) => ({ s, x: charClasses(s), ref: enc.encode(s, [], []).length * CLAUDE_PER_O200K }));

// Normal equations on rows scaled by 1/ref (relative error).
function fit(sample) {
  const k = FEATURES.length;
  const AtA = Array.from({ length: k }, () => new Array(k).fill(0));
  const Atb = new Array(k).fill(0);
  for (const { x, ref } of sample) {
    const v = FEATURES.map((f) => x[f] / ref);
    for (let i = 0; i < k; i++) {
      Atb[i] += v[i];
      for (let j = 0; j < k; j++) AtA[i][j] += v[i] * v[j];
    }
  }
  return Object.fromEntries(FEATURES.map((f, i) => [f, Math.round(solve(AtA, Atb)[i] * 1000) / 1000]));
}
const coef = fit(rows);
// Held-out check: fit on every other string, measure on the rest.
const holdoutCoef = fit(rows.filter((_, i) => i % 2 === 0));

function report(estimate, sample = rows) {
  let sumEst = 0, sumRef = 0, sumAbs = 0, worst = 0;
  const rel = [];
  for (const { s, ref } of sample) {
    const e = estimate(s);
    sumEst += e; sumRef += ref;
    const r = (e - ref) / ref;
    rel.push(Math.abs(r));
    sumAbs += Math.abs(r);
    if (Math.abs(r) > Math.abs(worst)) worst = r;
  }
  rel.sort((a, b) => a - b);
  return {
    strings: sample.length,
    aggregate: (sumEst - sumRef) / sumRef,
    meanAbs: sumAbs / rows.length,
    p90: rel[Math.floor(rel.length * 0.9)],
    worst,
  };
}

const est = (c) => (s) => {
  const x = charClasses(s);
  return Math.max(1, Math.round(FEATURES.reduce((a, f) => a + c[f] * x[f], 0)));
};
const pct = (v) => `${(v * 100).toFixed(1)}%`;
const show = (label, r) =>
  console.log(`${label.padEnd(28)} aggregate ${pct(r.aggregate).padStart(7)}  mean |err| ${pct(r.meanAbs).padStart(6)}  p90 ${pct(r.p90).padStart(6)}  worst ${pct(r.worst)}`);
console.log(`reference: o200k_base x ${CLAUDE_PER_O200K} on ${rows.length} distinct tool strings from fixtures/`);
show('chars / 4', report((s) => Math.max(1, Math.round(s.length / 4))));
show('chars / 3.5', report((s) => Math.max(1, Math.round(s.length / 3.5))));
show('fitted character classes', report(est(coef)));
show('held-out half (fit on other)', report(est(holdoutCoef), rows.filter((_, i) => i % 2 === 1)));
// The coefficients src/tokens/claude.ts ships, measured on today's fixtures.
show('shipped (src/tokens/claude.ts)', report(est(CLAUDE_COEFFICIENTS)));
console.log('fitted coefficients:', JSON.stringify(coef));
