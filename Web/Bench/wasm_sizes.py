#!/usr/bin/env python3
"""Where the bytes of a wasm module go: its sections, and its code per function.

    python3 Web/Bench/wasm_sizes.py .build/web/infinite-carousel.names.wasm [--top 40]
        [--group] [--gzip]

Reads the name section of a build that kept it (scripts/build-web.sh writes
.build/web/infinite-carousel.names.wasm beside the stripped module: the same code, with the
functions' names). Swift names are demangled with swift-demangle (--simplified) when it is on
the PATH. --group adds up the functions by module and type (the part of the demangled name
before the last member), which shows what a type costs with its specialisations; --gzip
gives, for each of the largest functions, what the module's gzipped size drops by without
its body (a rough share of the download; bodies compress unevenly).
"""

import argparse
import gzip
import re
import shutil
import subprocess
import sys


def uleb(data, pos):
  result = shift = 0
  while True:
    byte = data[pos]
    pos += 1
    result |= (byte & 0x7F) << shift
    shift += 7
    if byte < 0x80:
      return result, pos


SECTION_NAMES = {
  0: 'custom', 1: 'type', 2: 'import', 3: 'function', 4: 'table', 5: 'memory', 6: 'global',
  7: 'export', 8: 'start', 9: 'element', 10: 'code', 11: 'data', 12: 'datacount',
}


def parse(data):
  assert data[:4] == b'\0asm', 'not a wasm module'
  pos = 8
  sections = []
  imported_functions = 0
  bodies = []  # (start, end) of each defined function's body, with its size prefix
  names = {}
  while pos < len(data):
    kind = data[pos]
    size, body = uleb(data, pos + 1)
    end = body + size
    label = SECTION_NAMES.get(kind, str(kind))
    if kind == 0:
      name_length, name_start = uleb(data, body)
      label = 'custom ' + data[name_start:name_start + name_length].decode()
      if label == 'custom name':
        p = name_start + name_length
        while p < end:
          sub, p = data[p], p + 1
          sub_size, p = uleb(data, p)
          sub_end = p + sub_size
          if sub == 1:
            count, q = uleb(data, p)
            for _ in range(count):
              index, q = uleb(data, q)
              length, q = uleb(data, q)
              names[index] = data[q:q + length].decode(errors='replace')
              q += length
          p = sub_end
    elif kind == 2:
      count, p = uleb(data, body)
      for _ in range(count):
        for _ in range(2):
          length, p = uleb(data, p)
          p += length
        import_kind = data[p]
        p += 1
        if import_kind == 0:
          _, p = uleb(data, p)
          imported_functions += 1
        elif import_kind == 1:
          p += 1
          flags, p = uleb(data, p)
          _, p = uleb(data, p)
          if flags & 1:
            _, p = uleb(data, p)
        elif import_kind == 2:
          flags, p = uleb(data, p)
          _, p = uleb(data, p)
          if flags & 1:
            _, p = uleb(data, p)
        elif import_kind == 3:
          p += 2
    elif kind == 10:
      count, p = uleb(data, body)
      for _ in range(count):
        start = p
        length, p = uleb(data, p)
        p += length
        bodies.append((start, p))
    sections.append((label, pos, end))
    pos = end
  functions = []
  for offset, (start, end) in enumerate(bodies):
    index = imported_functions + offset
    functions.append((names.get(index, f'function {index}'), end - start, start, end))
  return sections, functions


def demangle(symbols):
  tool = shutil.which('swift-demangle')
  if not tool:
    return list(symbols)
  result = subprocess.run([tool, '--simplified', '--compact'], input='\n'.join(symbols),
                          capture_output=True, text=True, check=True)
  lines = result.stdout.split('\n')
  return [line if line else symbol for line, symbol in zip(lines, symbols)]


def group_of(name):
  """The module and type of a demangled Swift name, or the C name's family."""
  name = re.sub(r'^(generic specialization|specialized|outlined [a-z ]+of|merged|'
                r'function signature specialization|closure #\d+ in|implicit closure #\d+ in|'
                r'partial apply for|reabstraction thunk[^ ]* |key path [a-z ]+for|'
                r'property wrapper backing initializer of|lazy protocol witness table accessor for type|'
                r'protocol witness for|type metadata accessor for|value witness for)\s*', '', name)
  name = re.sub(r'<[^<>]*(<[^<>]*>[^<>]*)*>', '', name)
  head = re.split(r'[ (]', name, maxsplit=1)[0]
  parts = head.split('.')
  if len(parts) >= 3:
    return '.'.join(parts[:-1])
  return head


def main():
  parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
  parser.add_argument('wasm')
  parser.add_argument('--top', type=int, default=40)
  parser.add_argument('--group', action='store_true')
  parser.add_argument('--gzip', action='store_true')
  args = parser.parse_args()
  data = open(args.wasm, 'rb').read()
  sections, functions = parse(data)
  total_gzip = len(gzip.compress(data, 9))
  print(f'{args.wasm}: {len(data)} bytes, {total_gzip} gzipped')
  print('\nsections:')
  for label, start, end in sections:
    print(f'  {label:24} {end - start:8}')
  code = sum(size for _, size, _, _ in functions)
  print(f'\n{len(functions)} functions, {code} bytes of code')
  readable = demangle([name for name, _, _, _ in functions])
  ranked = sorted(zip(readable, functions), key=lambda entry: -entry[1][1])
  print(f'\nlargest {args.top}:')
  for name, (_, size, start, end) in ranked[:args.top]:
    share = ''
    if args.gzip:
      without = data[:start] + data[end:]
      share = f'{total_gzip - len(gzip.compress(without, 9)):6} gz  '
    print(f'  {size:7} {share}{name[:150]}')
  if args.group:
    groups = {}
    for name, (_, size, _, _) in zip(readable, functions):
      key = group_of(name)
      count, total = groups.get(key, (0, 0))
      groups[key] = (count + 1, total + size)
    print(f'\nby module and type (largest {args.top}):')
    for key, (count, total) in sorted(groups.items(), key=lambda entry: -entry[1][1])[:args.top]:
      print(f'  {total:7} {count:4} functions  {key[:120]}')


if __name__ == '__main__':
  sys.exit(main())
