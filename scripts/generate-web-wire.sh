#!/bin/sh
# Writes Web/carousel-wire.js, the numbers of the web element's wire format (the frame's
# offsets, flags and events, the signals, pointer kinds, keys and attribute words), from their
# Swift description in Web/Sources/CarouselWeb/Wire. Run it after changing that description,
# and commit the result: `swift test` fails while the committed file differs from what the
# Swift side generates (Tests/CarouselWebTests/WireModuleTests.swift).
set -eu
cd "$(dirname "$0")/.."
swift build --build-tests
CAROUSEL_WRITE_WIRE_MODULE=1 swift test --skip-build --filter WireModuleTests
echo "generate-web-wire: wrote Web/carousel-wire.js"
