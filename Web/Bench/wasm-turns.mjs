// The engine's share of a turn in the web element, for builds of its wasm side by side: a
// carousel of five slides turning by itself (0.35 s turns, a second apart), stepped as the
// element steps it (the turn's start, its plan for the compositor, the current slide's change
// half-way, the rest; each wake-up reads the frame), in Node's V8 after a warm-up. The page's
// DOM work is not here: Web/Bench/bench.py measures the whole element in Chromium.
//
//   node Web/Bench/wasm-turns.mjs [--turns 400] [--rounds 3] A.wasm [B.wasm ...]
//
// Prints, for each module, the median time a turn over the rounds (the rounds alternate the
// modules) and its ratio to the first module's.

import fs from 'node:fs';
import * as wire from '../carousel-wire.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const turns = option('--turns', 400);
const rounds = option('--rounds', 3);
if (args.length === 0) {
  console.error('usage: node Web/Bench/wasm-turns.mjs [--turns N] [--rounds N] A.wasm [B.wasm ...]');
  process.exit(2);
}

/** A carousel of five slides in a 780 x 260 banner, turning every second in 0.35 s. */
function makeCarousel(core) {
  const handle = core.carousel_create(0);
  core.carousel_configure(handle, 0, 0, 0, 0, NaN, 0, 0, 0, 1, 1, NaN, 0.35, 1, 0);
  const input = core.carousel_input(5 * 4) >>> 0;
  new Int32Array(core.memory.buffer, input, 5).set([1, 2, 3, 4, 5]);
  core.carousel_reload(handle, 5, 0);
  core.carousel_set_signal(handle, wire.SIGNAL_IN_WINDOW, 1, 0);
  core.carousel_set_size(handle, 780, 260, 0);
  return handle;
}

/** The frame's wake-up time (the next turn), read as the element reads it. */
function wakeUp(core, handle) {
  const address = core.carousel_frame(handle) >>> 0;
  return new Float64Array(core.memory.buffer, address, wire.HEADER_COUNT)[wire.HEADER_WAKE_UP_TIME];
}

/** Milliseconds a turn over `count` turns, and how many were planned for the compositor. */
function run(core, handle, count, clock) {
  let planned = 0;
  const start = performance.now();
  for (let turn = 0; turn < count; turn++) {
    const due = clock.next;
    core.carousel_tick(handle, due);
    core.carousel_frame(handle);
    if (core.carousel_plan(handle, 1 / 60, 600)) planned += 1;
    core.carousel_tick(handle, due + 0.175);
    core.carousel_frame(handle);
    core.carousel_tick(handle, due + 0.35);
    clock.next = wakeUp(core, handle);
  }
  return { ms: (performance.now() - start) / count, planned };
}

const modules = await Promise.all(args.map(async (path) => {
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path), {});
  const core = instance.exports;
  const handle = makeCarousel(core);
  const clock = { next: wakeUp(core, handle) };
  run(core, handle, turns, clock);  // warm-up
  return { path, core, handle, clock, times: [], planned: 0 };
}));
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? modules : [...modules].reverse();
  for (const module of order) {
    const { ms, planned } = run(module.core, module.handle, turns, module.clock);
    module.times.push(ms);
    module.planned = planned;
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const first = median(modules[0].times);
for (const module of modules) {
  const ms = median(module.times);
  console.log(`${module.path}: ${(ms * 1000).toFixed(1)} µs a turn (${module.planned} of ${turns} turns planned),` +
    ` ${(ms / first).toFixed(2)}x the first`);
}
