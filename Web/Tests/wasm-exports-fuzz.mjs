// The wasm's exports called in long random sequences with the numbers a page could hand them
// and the ones it should not (NaN, infinities, negative counts, 32-bit extremes, times going
// back, words that are not UTF-8): no call traps, no call takes more than three quarters of
// the stack, and memory stays bounded. The element's own JavaScript is careful, but
// attributes, pointer positions, clocks and media times all reach these exports, and a trap
// in the wasm ends every carousel of the page.
//
//   node Web/Tests/wasm-exports-fuzz.mjs [--seed N] [--steps N] [WASM]
//
// Without --seed it runs a few fixed seeds and one new one; each run prints its seed, and a
// failure prints the calls that led to it (replay with --seed). WASM defaults to the one
// scripts/build-web.sh builds.

import fs from 'node:fs';
import * as wire from '../carousel-wire.js';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const givenSeed = option('--seed');
const steps = Number(option('--steps') ?? 20000);
const path = args[0] ?? new URL('../../.build/web/site/infinite-carousel.wasm', import.meta.url);
const bytes = fs.readFileSync(path);

/** The most linear memory a run may leave behind: a few carousels' frames, plans and words. */
const MEMORY_LIMIT = 64 << 20;
/** The share of the stack a call may use. The stack sits between the data and the heap and
 *  grows down toward the data: a call deeper than the stack writes over the module's
 *  constants without a trap, so its depth is measured, with room to spare. */
const STACK_SHARE = 0.75;

/** Where the stack is: below the stack pointer's first value (the module's first global), as
 *  many bytes as scripts/build-web.sh gives it, above the data. */
function stackRegion(module) {
  const script = fs.readFileSync(new URL('../../scripts/build-web.sh', import.meta.url), 'utf8');
  const stackSize = Number(/stack-size=(\d+)/.exec(script)?.[1]);
  const view = new Uint8Array(module);
  let at = 8;
  const unsigned = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = view[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  const signed = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = view[at++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte >= 0x80);
    return shift < 32 && byte & 0x40 ? value | (-1 << shift) : value;
  };
  // An `i32.const N; end` expression, as wasm-ld writes the stack pointer's and the data's.
  const constant = () => {
    if (view[at++] !== 0x41) throw new Error('the module states an address other than i32.const');
    const value = signed();
    at++;
    return value;
  };
  let top = 0;
  let dataEnd = 0;
  while (at < view.length) {
    const id = view[at++];
    const size = unsigned();
    const end = at + size;
    if (id === 6) {
      unsigned();
      at += 2;  // the first global's type and mutability
      top = constant();
    } else if (id === 11) {
      for (let count = unsigned(); count > 0; count--) {
        const flags = unsigned();
        if (flags === 2) unsigned();
        const offset = flags === 1 ? 0 : constant();
        const length = unsigned();
        at += length;
        dataEnd = Math.max(dataEnd, offset + length);
      }
    }
    at = end;
  }
  const bottom = top - stackSize;
  if (!(bottom >= dataEnd)) throw new Error(`no stack found (data to ${dataEnd}, stack pointer ${top})`);
  return { bottom, size: stackSize };
}
const stack = stackRegion(bytes);
const STACK_MARK = 0x5a5a5a5a;

/** A 64-bit linear congruential generator: the same seed, the same calls. */
function generator(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  const next = () => {
    state = BigInt.asUintN(64, state * 6364136223846793005n + 1442695040888963407n);
    return Number(state >> 11n) / 2 ** 53;
  };
  const int = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (values) => values[Math.floor(next() * values.length)];
  return { next, int, pick };
}

const HOSTILE_NUMBERS = [NaN, Infinity, -Infinity, -1, 0, -0, 1e308, -1e308, 5e-324, 2 ** 53, 0.5];
const HOSTILE_INTEGERS = [-1, 2 ** 31 - 1, -(2 ** 31), 256, 65535, 1000];
const LANGUAGES = ['en', 'fr-CA,de', 'zh-TW', 'ar,,', ',', 'x-\u00ff,zz-Latn-', 'pt-AO', '\uffff\u0000a', ''];

async function run(seed) {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const core = instance.exports;
  const { next, int, pick } = generator(seed);
  let clock = 0;
  const handles = [];
  const calls = [];
  // A number in a range, now and then one a page should never send.
  const number = (low, high) => (next() < 0.15 ? pick(HOSTILE_NUMBERS) : low + next() * (high - low));
  const integer = (low, high) => (next() < 0.1 ? pick(HOSTILE_INTEGERS) : int(low, high));
  // Mostly forward, often the same instant, sometimes a jump, now and then nonsense.
  const now = () => {
    const roll = next();
    if (roll < 0.03) return pick([NaN, Infinity, -Infinity, -5, 1e300, clock - 3]);
    if (roll < 0.3) return clock;
    clock += next() < 0.9 ? next() * 0.05 : next() * 5;
    return clock;
  };
  const handle = () => (handles.length > 0 && next() < 0.97 ? pick(handles) : integer(-1, 5));
  // The stack marked before each call, and how far down the call wrote after it.
  let deepest = { depth: 0, name: '' };
  const stackWords = () => new Uint32Array(core.memory.buffer, stack.bottom, stack.size >> 2);
  // (A burst of calls at one instant measures its first: the rest go the same way.)
  let measuring = true;
  const call = (name, ...values) => {
    calls.push(`${name}(${values.map(String).join(', ')})`);
    if (calls.length > 40) calls.shift();
    if (!measuring) return core[name](...values);
    stackWords().fill(STACK_MARK);
    const result = core[name](...values);
    const words = stackWords();
    let untouched = 0;
    while (untouched < words.length && words[untouched] === STACK_MARK) untouched++;
    const depth = (words.length - untouched) * 4;
    if (depth > deepest.depth) deepest = { depth, name };
    if (depth > stack.size * STACK_SHARE) {
      throw new Error(`${name} used ${depth} bytes of the ${stack.size}-byte stack`);
    }
    return result;
  };
  const input = (byteCount) => core.carousel_input(byteCount) >>> 0;
  const words = (text) => {
    const encoded = new TextEncoder().encode(text);
    new Uint8Array(core.memory.buffer, input(encoded.length), encoded.length).set(encoded);
    return encoded.length;
  };

  // Each export with its weight: every one the wasm has must be here (checked below).
  const exports = {
    carousel_create: [2, () => { if (handles.length < 4) handles.push(call('carousel_create', now())); }],
    carousel_destroy: [1, () => {
      const at = int(0, Math.max(0, handles.length - 1));
      call('carousel_destroy', handles.length > 0 ? handles[at] : integer(-1, 5));
      handles.splice(at, 1);
    }],
    carousel_configure: [3, () => call('carousel_configure', handle(), integer(0, 1), integer(0, 1),
      integer(0, 6), integer(0, 3), number(0, 2), number(0, 40), integer(0, 3), integer(0, 3),
      integer(0, 1), number(0, 5), next() < 0.2 ? number(-200, 200) : NaN, number(0, 2),
      integer(0, 1), now())],
    carousel_set_indicator: [2, () => call('carousel_set_indicator', handle(), integer(0, 5), integer(0, 1),
      integer(0, 4), now())],
    carousel_set_size: [4, () => call('carousel_set_size', handle(), number(0, 2000), number(0, 1000), now())],
    carousel_input: [1, () => input(integer(0, 64))],
    carousel_reload: [4, () => {
      const count = int(0, 12);
      new Int32Array(core.memory.buffer, input(count * 4), count).set(
        Array.from({ length: count }, () => integer(0, 15)));
      call('carousel_reload', handle(), next() < 0.05 ? -count : count, now());
    }],
    carousel_set_item_intervals: [2, () => {
      const count = int(0, 12);
      new Float64Array(core.memory.buffer, input(count * 8), count).set(
        Array.from({ length: count }, () => number(0, 10)));
      call('carousel_set_item_intervals', handle(), next() < 0.05 ? -count : count, now());
    }],
    carousel_set_languages: [1, () => call('carousel_set_languages', handle(), words(pick(LANGUAGES)), now())],
    carousel_set_labels: [1, () => {
      // Bytes as they come: NULs, stray continuation bytes, cut sequences.
      const count = int(0, 40);
      new Uint8Array(core.memory.buffer, input(count), count).set(
        Array.from({ length: count }, () => (next() < 0.2 ? 0 : int(1, 255))));
      call('carousel_set_labels', handle(), count, now());
    }],
    carousel_set_pause_switches: [1, () => call('carousel_set_pause_switches', handle(), integer(0, 1),
      integer(0, 1), now())],
    carousel_set_signal: [4, () => call('carousel_set_signal', handle(), integer(0, 12), integer(0, 1), now())],
    carousel_tick: [12, () => call('carousel_tick', handle(), now())],
    carousel_frame: [8, () => call('carousel_frame', handle())],
    carousel_plan: [4, () => call('carousel_plan', handle(), next() < 0.8 ? 1 / 60 : number(0, 1),
      integer(0, 800))],
    carousel_pointer_down: [3, () => call('carousel_pointer_down', handle(), number(-50, 900), number(-50, 400),
      integer(0, 2), integer(0, 1), now())],
    carousel_pointer_move: [6, () => call('carousel_pointer_move', handle(), number(-500, 1500),
      number(-500, 900), now())],
    carousel_pointer_up: [3, () => call('carousel_pointer_up', handle(), number(-500, 1500), number(-500, 900),
      now())],
    carousel_pointer_cancel: [1, () => call('carousel_pointer_cancel', handle(), now())],
    carousel_key: [3, () => call('carousel_key', handle(), integer(0, 12), now())],
    carousel_scroll_to: [3, () => call('carousel_scroll_to', handle(), integer(-2, 14), integer(0, 1),
      integer(0, 3), now())],
    carousel_step: [6, () => {
      // Now and then many at one instant, as a page's loop of next() calls makes them.
      const count = next() < 0.1 ? int(50, 1200) : 1;
      const [target, way, animated, at] = [handle(), next() < 0.5 ? 1 : -1, integer(0, 1), now()];
      for (let index = 0; index < count; index++) {
        measuring = index === 0;
        call('carousel_step', target, way, animated, at);
      }
      measuring = true;
    }],
    carousel_select_current: [1, () => call('carousel_select_current', handle(), now())],
    carousel_set_rotation_stopped: [1, () => call('carousel_set_rotation_stopped', handle(), integer(0, 1),
      now())],
    carousel_toggle_rotation: [1, () => call('carousel_toggle_rotation', handle(), now())],
    carousel_set_video_playing: [1, () => call('carousel_set_video_playing', handle(), integer(-1, 12),
      number(0, 30), now())],
    carousel_end_hold: [1, () => call('carousel_end_hold', handle(), integer(-1, 12), now())],
  };
  const exported = Object.keys(core).filter((name) => typeof core[name] === 'function' && name.startsWith('carousel_'));
  const untried = exported.filter((name) => !(name in exports));
  const gone = Object.keys(exports).filter((name) => !exported.includes(name));
  if (untried.length > 0 || gone.length > 0) {
    throw new Error(`the exports changed: add ${untried.join(', ') || 'none'}; remove ${gone.join(', ') || 'none'}`);
  }

  const table = Object.values(exports);
  const total = table.reduce((sum, [weight]) => sum + weight, 0);
  for (let step = 0; step < steps; step++) {
    let roll = next() * total;
    const [, act] = table.find(([weight]) => (roll -= weight) < 0) ?? table[table.length - 1];
    try {
      act();
    } catch (error) {
      throw new Error(`seed ${seed}, step ${step}: ${error}\n  after: ${calls.join('\n         ')}`);
    }
    if (core.memory.buffer.byteLength > MEMORY_LIMIT) {
      throw new Error(`seed ${seed}, step ${step}: memory grew to ${core.memory.buffer.byteLength} bytes\n` +
        `  after: ${calls.join('\n         ')}`);
    }
  }
  console.log(`wasm-exports-fuzz: deepest stack ${deepest.depth} of ${stack.size} bytes (${deepest.name})`);
  // Still answering: a new carousel reads a whole frame of the wire's size.
  const fresh = core.carousel_create(clock);
  const address = core.carousel_frame(fresh) >>> 0;
  const header = new Float64Array(core.memory.buffer, address, wire.HEADER_COUNT);
  if (address === 0 || !Number.isFinite(header[wire.HEADER_TICK_PLAN])) {
    throw new Error(`seed ${seed}: a new carousel after the run has no frame`);
  }
}

const seeds = givenSeed !== undefined
  ? [BigInt(givenSeed)]
  : [1n, 2n, 3n, 5n, 8n, BigInt(Date.now())];
let failed = false;
for (const seed of seeds) {
  console.log(`wasm-exports-fuzz: seed ${seed}, ${steps} calls (replay with --seed ${seed})`);
  try {
    await run(seed);
  } catch (error) {
    console.error(`wasm-exports-fuzz: ${error.message}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
