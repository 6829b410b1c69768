#!/usr/bin/env bash
# The npm package of <infinite-carousel> (Web/dist): its TypeScript declarations compiled by
# tsc (a TypeScript page, with lines that must fail to compile, and the React 19 example),
# its Custom Elements Manifest against the declarations and the element's own attributes, the
# module imported where there is no DOM (Node), and what `npm pack` would publish.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "web-package: tsc $(tsc --version)"
tsc -p Web/Examples/types
echo "web-package: Web/Examples/types/check.ts compiles, and each @ts-expect-error line fails"
tsc -p Web/Examples/react
echo "web-package: Web/Examples/react/App.tsx compiles against the declarations"

# Imported in Node (server-side rendering): no DOM, nothing defined, no error.
node --input-type=module -e "
  const module = await import('./Web/dist/infinite-carousel.js');
  if (typeof module.InfiniteCarousel !== 'function') throw new Error('no InfiniteCarousel export');
  console.log('web-package: imported in Node ' + process.version + ' without a DOM');"

python3 scripts/web-package.py --check

if command -v npm >/dev/null 2>&1; then
  (cd Web/dist && npm pack --dry-run 2>&1)
else
  python3 scripts/web-package.py --files
fi
