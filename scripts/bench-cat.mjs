// npm run bench:cat: the adaptive test against a fixed form, and calibration recovery, on simulated
// examinees of known ability. No database and no server: it loads the built IRT engine
// (backend/dist/irt). Every draw is seeded, so the figures are the same on every run and
// machine; only the wall time depends on the machine and its load. It prints figures and asserts none.
//
// Design (comparable with catR and mirtCAT simulation studies):
//   bank: 300 3PL items (logistic metric, D = 1), 4 strands of 75; ln a ~ N(0.3, 0.25²), b ~ N(0, 1),
//     c ~ U(0.10, 0.25); the generating parameters are the bank's (no calibration error).
//   examinees: 1,000 with θ ~ N(0, 1).
//   adaptive test: start at θ = 0, EAP with a N(0, 1) prior (61 nodes on [−6, 6]), maximum Fisher
//     information with content balancing (Kingsbury–Zara, 25 % a strand) and randomesque exposure
//     control (k = 5); stop at SE ≤ 0.3, never before 10 items, at most 40.
//   fixed form: each strand's items in a seeded random order, dealt over the strands by the same
//     targets; lengths 1, 2, 3, … tried (nested forms) until the RMSE is at most the adaptive test's.
//     The adaptive test and the form see the same answer to a shared item (common random numbers).
//   calibration recovery: 40 items drawn like the bank, full answers of 500 and of 2,000 examinees
//     θ ~ N(0, 1), calibrated as 3PL (Beta(5, 17) on c, N(ln 1.702, 0.5²) on ln a) and as 2PL.
//   seeds: bank 1, abilities 2, answers 3, sessions 4, recovery items 5, recovery answers 6 and 7.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine } from './bench/lib.mjs';
import { ensureBackendBuilt, ROOT } from './lib/run.mjs';

await ensureBackendBuilt();
const require = createRequire(join(ROOT, 'backend', 'package.json'));
const irt = require(join(ROOT, 'backend', 'dist', 'irt', 'index.js'));

const started = performance.now();
const strands = ['Quantitative Reasoning', 'Algebraic Reasoning', 'Geometric and Spatial Reasoning', 'Probabilistic and Statistical Reasoning'];
const itemDesign = { strands, logSlope: { mean: 0.3, sd: 0.25 }, difficulty: { mean: 0, sd: 1 }, guessing: { min: 0.1, max: 0.25 } };
const bank = irt.generateBank({ ...itemDesign, size: 300, model: '3pl', seed: 1 });
const settings = irt.catSettings({
  startTheta: 0,
  targetSe: 0.3,
  minLength: 10,
  maxLength: 40,
  randomesque: 5,
  contentTargets: Object.fromEntries(strands.map((s) => [s, 0.25])),
});
const thetas = irt.drawAbilities(1000, 2);
const study = irt.catStudy({ bank, thetas, settings, answerSeed: 3, sessionSeed: 4, longestForm: bank.length });

const f = (value, digits = 3) => value.toFixed(digits);
const pct = (value) => `${(100 * value).toFixed(1)} %`;
console.log(machine());
console.log(`bank: ${bank.length} 3PL items in ${strands.length} strands; ${thetas.length} examinees θ ~ N(0, 1)`);
console.log('adaptive test: start θ = 0, EAP N(0, 1), max information, content balancing 25 % a strand, randomesque k = 5, stop SE ≤ 0.3, 10–40 items');
const { cat } = study;
console.log(
  `  mean length ${f(cat.meanLength, 1)} (${cat.minLength}–${cat.maxLength}); stopped for precision ${cat.reasons.precision}, at 40 items ${cat.reasons['max-length']}, pool exhausted ${cat.reasons['pool-exhausted']}`,
);
console.log(
  `  bias ${f(cat.bias)}, RMSE ${f(cat.rmse)}, mean SE ${f(cat.meanSe)}; highest exposure ${pct(cat.highestExposure)}, items never used ${cat.unusedItems}`,
);
const equal = study.equalRmseLength;
const fixedAt = (length) => study.fixed[length - 1];
console.log('fixed form (random items spread over the strands, EAP N(0, 1)):');
for (const length of [10, 20, 30, 40].filter((l) => l <= study.fixed.length)) {
  console.log(`  ${length} items: bias ${f(fixedAt(length).bias)}, RMSE ${f(fixedAt(length).rmse)}`);
}
if (equal) {
  console.log(
    `  ${equal} items (equal RMSE): bias ${f(fixedAt(equal).bias)}, RMSE ${f(fixedAt(equal).rmse)}; highest exposure 100.0 % (everyone sees every item)`,
  );
}

console.log('calibration recovery (40 items, full answers, EM over 61 nodes):');
const truth = irt.generateBank({ ...itemDesign, size: 40, model: '3pl', seed: 5 }).map((item) => item.parameters);
const truth2pl = truth.map(({ a, b }) => ({ a, b, c: 0 }));
for (const [model, items] of [
  ['3pl', truth],
  ['2pl', truth2pl],
]) {
  for (const [respondents, seed] of [
    [500, 6],
    [2000, 7],
  ]) {
    const r = irt.recoveryStudy(items, model, respondents, seed);
    const c = model === '3pl' ? `, c ${f(r.rmse.c)}` : '';
    console.log(
      `  ${model.toUpperCase()}, ${String(respondents).padStart(5)} respondents: r(b) ${f(r.correlation.b)}, r(a) ${f(r.correlation.a)}; RMSE b ${f(r.rmse.b)}, a ${f(r.rmse.a)}${c}; ${r.cycles} EM cycles${r.converged ? '' : ' (not converged)'}`,
    );
  }
}
console.log(`wall time ${((performance.now() - started) / 1000).toFixed(1)} s (depends on the machine and its load; the figures above do not)`);
if (equal) {
  console.log(`CAT: ${Math.floor(100 * (1 - cat.meanLength / equal))}% fewer items than the fixed form at equal RMSE`);
} else {
  console.log(`CAT: no fixed form of up to ${bank.length} items reached the adaptive test's RMSE`);
  process.exitCode = 1;
}
