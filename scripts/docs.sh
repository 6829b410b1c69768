#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc`, and
# checks it. Run from anywhere; archives go to .build/docs/<Module>.doccarchive.
#
#   scripts/docs.sh                    # every library module
#   scripts/docs.sh CarouselCore       # some of them (their dependencies' archives are built too)
#
# It fails (exit 1) when
#   * a public symbol declared in Sources has no doc comment of its own (listed as
#     `file:line: error: ...`), or
#   * docc reports anything: a symbol link or article link that does not resolve, a parameter
#     documented under a name the function does not have, ... (docc's warnings are errors).
# Exit 2: the documentation could not be built at all (no docc, the package does not build).
#
# Symbol graphs (public and open symbols):
#   * Linux: `swift package dump-symbol-graph` (the package's ordinary debug build, so after
#     `swift build` it costs a few seconds).
#   * iOS: CarouselUIKit and CarouselSwiftUI, and the Apple-only parts of CarouselImages,
#     exist only on Apple platforms. When an iOS SDK that
#     ../shared/tools/apple-typecheck/run.sh uses is on the machine (iPhoneOS 26.2 preferred,
#     else 17.4), their modules are emitted against it with that script's flags (its resource
#     directory is prepared under $APPLE_TYPECHECK_WORK, /tmp/atc-docs by default, by running
#     it once). Without the SDK,
#     the CarouselUIKit and CarouselSwiftUI catalogs are built articles-only: links to their
#     own symbols cannot be checked and are reported as skipped; everything else still is.
#
# Links: every module's archive is built with DocC's external link support, and a module's
# dependencies are given to docc as `--dependency`, so pages can link across modules with
# absolute links: ``/CarouselCore/CarouselEngine`` for a symbol, <doc:/CarouselCore/Effects>
# for an article. A link without the leading slash only looks inside its own module. In a
# module that extends another module's types, docc resolves article links into that other
# module locally and fails: link its module page (``/CarouselCore``) and name the article
# instead.
#
# Preview one module in a browser:
#   docc preview Sources/CarouselCore/CarouselCore.docc \
#     --additional-symbol-graph-dir .build/docs/graphs/CarouselCore
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=$ROOT/.build/docs
HELPER=$ROOT/scripts/docs-symbols.py
START=$(date +%s)

# The library modules in dependency order, with the modules whose archives they link to.
MODULES=(CarouselCore CarouselImages CarouselRendering CarouselUIKit CarouselSwiftUI)
declare -A DEPENDENCIES=(
  [CarouselCore]=""
  [CarouselImages]=""
  [CarouselRendering]="CarouselCore"
  [CarouselUIKit]="CarouselCore CarouselImages"
  [CarouselSwiftUI]="CarouselCore CarouselImages"
)
# Modules whose public API exists only on Apple platforms.
APPLE_ONLY="CarouselUIKit CarouselSwiftUI"
# Modules with some Apple-only public API (merged from the iOS build when there is one).
IOS_BUILT="CarouselCore CarouselImages CarouselUIKit CarouselSwiftUI"

command -v docc >/dev/null 2>&1 || { echo "docs: no docc in PATH (it ships with Swift 5.6+)"; exit 2; }
command -v python3 >/dev/null 2>&1 || { echo "docs: python3 is needed"; exit 2; }

# The modules asked for, with their dependencies.
wanted=" ${*:-${MODULES[*]}} "
for (( i = ${#MODULES[@]} - 1; i >= 0; i-- )); do   # dependents first: transitive closure
  module=${MODULES[i]}
  [[ $wanted == *" $module "* ]] || continue
  for dependency in ${DEPENDENCIES[$module]}; do wanted+="$dependency "; done
done
selected=()
for module in "${MODULES[@]}"; do [[ $wanted == *" $module "* ]] && selected+=("$module"); done
for name in "$@"; do
  [[ " ${MODULES[*]} " == *" $name "* ]] || { echo "docs: unknown module $name (one of: ${MODULES[*]})"; exit 2; }
done

mkdir -p "$OUT"
status=0

# 1. Linux symbol graphs.
echo "== symbol graphs (swift package dump-symbol-graph)"
dump_log=$OUT/dump-symbol-graph.log
stamp=$OUT/.dump-started
touch "$stamp"
# Its exit status is not used: it also tries the test-discovery modules that a plain build does
# not make, and fails on them. What matters is a fresh graph for each module documented here.
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  --emit-extension-block-symbols > "$dump_log" 2>&1
LINUX_GRAPHS=$(sed -n 's/^Files written to //p' "$dump_log" | tail -1)
for module in "${selected[@]}"; do
  graph=$LINUX_GRAPHS/$module.symbols.json
  if [ -z "$LINUX_GRAPHS" ] || [ ! -f "$graph" ] || [ "$graph" -ot "$stamp" ]; then
    grep -E 'error:|warning:' "$dump_log" | grep -v 'InfiniteCarouselPackage' | head -20
    echo "docs: no symbol graph for $module (does the package build? log: ${dump_log#"$ROOT"/})"
    exit 2
  fi
done

# 2. iOS symbol graphs, with apple-typecheck's SDK, resource directory and flags: the iPhoneOS
#    26.2 setup when the script prepared it (the seayou2468-web/maciOS snapshot is on the
#    machine), else the iPhoneOS 17.4 one (danpashin/sdks).
APPLE_CHECK=${APPLE_TYPECHECK_SCRIPT:-$(cd "$ROOT/.." && pwd)/shared/tools/apple-typecheck/run.sh}
export APPLE_TYPECHECK_WORK=${APPLE_TYPECHECK_WORK:-/tmp/atc-docs}
ATC=$APPLE_TYPECHECK_WORK
SDKROOT_DIR=${SDKROOT_DIR:-/tmp/iossdk}
IOS_GRAPHS=$OUT/graphs-ios
# The SDK, resource directory and module cache of each setup, as run.sh lays them out.
setup_26() {
  SDK=$SDKROOT_DIR/iPhoneOS26.2.sdk RES=$ATC/resource-iPhoneOS26.2
  CACHE=$ATC/module-cache-iPhoneOS26.2 SDK_NAME="iPhoneOS 26.2 SDK"
  [ -f "$SDK/.extracted" ] && [ -f "$RES/.ready" ]
}
setup_17() {
  SDK=$SDKROOT_DIR/iPhoneOS17.4-ios18emu.sdk RES=$ATC/resource CACHE=$ATC/module-cache
  SDK_NAME="iPhoneOS 17.4 SDK"
  [ -d "$SDK/usr/lib/swift" ] && [ -f "$RES/.ready" ]
}
have_sdk=0
if [ -f "$APPLE_CHECK" ]; then
  if ! setup_26 && ! setup_17; then
    echo "== preparing the iOS SDK setup in $ATC (once: $APPLE_CHECK)"
    # Type-checking the engine alone is enough to prepare the SDK and the resource directory.
    MODULES=CarouselCore APPLE_PLATFORMS=ios bash "$APPLE_CHECK" > "$OUT/apple-typecheck.log" 2>&1
    tail -3 "$OUT/apple-typecheck.log"
  fi
  if setup_26 || setup_17; then have_sdk=1; fi
fi
rm -rf "$IOS_GRAPHS"
if [ $have_sdk -eq 1 ]; then
  echo "== iOS symbol graphs ($SDK_NAME, the flags of apple-typecheck/run.sh)"
  floor=$(grep -o '\.iOS(\.v[0-9_]*' Package.swift | head -1 | grep -o '[0-9][0-9_]*' | tr _ .)
  floor=${floor:-15}; case $floor in *.*) ;; *) floor=$floor.0 ;; esac
  MODULE_DIR=$ATC/docs-modules
  rm -rf "$MODULE_DIR"; mkdir -p "$MODULE_DIR"
  # Exactly run.sh's COMMON flags, at the deployment target Package.swift declares.
  COMMON=(-target "arm64-apple-ios$floor" -sdk "$SDK" -resource-dir "$RES"
          -module-cache-path "$CACHE" -swift-version 6 -D SWIFT_PACKAGE -D DEBUG
          -Onone -package-name infinitecarousel -parse-as-library -I "$MODULE_DIR")
  for module in $IOS_BUILT; do
    [[ " ${selected[*]} " == *" $module "* ]] || continue
    mkdir -p "$IOS_GRAPHS/$module"
    files=$(find "$ROOT/Sources/$module" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    if ! swiftc -emit-module -wmo "${COMMON[@]}" -module-name "$module" $files \
      -emit-module-path "$MODULE_DIR/$module.swiftmodule" \
      -emit-symbol-graph -emit-symbol-graph-dir "$IOS_GRAPHS/$module" \
      -symbol-graph-minimum-access-level public -symbol-graph-skip-synthesized-members \
      -emit-extension-block-symbols > "$OUT/ios-$module.log" 2>&1; then
      grep -E 'error:' "$OUT/ios-$module.log" | sed "s#^$ROOT/##" | head -20
      echo "docs: $module does not compile for iOS (log: $OUT/ios-$module.log)"
      exit 2
    fi
  done
else
  echo "== no iOS SDK on this machine: ${APPLE_ONLY// /, } are built articles-only"
fi

# 3. The graphs DocC reads, per module, and the doc-comment check.
echo "== public symbols"
for module in "${selected[@]}"; do
  args=(--module "$module" --out "$OUT/graphs/$module" --linux "$LINUX_GRAPHS")
  if [ $have_sdk -eq 1 ] && [ -d "$IOS_GRAPHS/$module" ]; then
    args+=(--ios "$IOS_GRAPHS/$module")
    [[ " $APPLE_ONLY " == *" $module "* ]] && args+=(--primary ios)
  fi
  python3 "$HELPER" assemble "${args[@]}" || exit 2
done
echo "== doc comments"
graph_dirs=()
for module in "${selected[@]}"; do graph_dirs+=("$OUT/graphs/$module"); done
if python3 "$HELPER" check --root "$ROOT" "${graph_dirs[@]}"; then
  echo "every public symbol has a doc comment"
else
  status=1
fi

# 4. docc convert, one module at a time, dependencies first.
echo "== docc convert"
for module in "${selected[@]}"; do
  catalog=$ROOT/Sources/$module/$module.docc
  # SwiftUI's View and EnvironmentValues are declared in SwiftUICore since the iOS 26 SDK,
  # and the catalog links them there; with the iOS 17.4 SDK they are in SwiftUI itself.
  if [ -d "$catalog" ] && [ $have_sdk -eq 1 ] && [ "$SDK_NAME" != "iPhoneOS 26.2 SDK" ] &&
    grep -rq '``SwiftUICore/' "$catalog"; then
    rm -rf "$OUT/catalogs/$module.docc"; mkdir -p "$OUT/catalogs"
    cp -R "$catalog" "$OUT/catalogs/$module.docc"
    find "$OUT/catalogs/$module.docc" -name '*.md' -exec sed -i 's/``SwiftUICore\//``SwiftUI\//g' {} +
    catalog=$OUT/catalogs/$module.docc
  fi
  archive=$OUT/$module.doccarchive
  log=$OUT/docc-$module.log
  rm -rf "$archive"
  args=(convert --additional-symbol-graph-dir "$OUT/graphs/$module" --output-path "$archive"
        --fallback-display-name "$module" --fallback-bundle-identifier "InfiniteCarousel.$module"
        --enable-experimental-external-link-support)
  if [ -d "$catalog" ]; then
    args=(convert "$catalog" "${args[@]:1}")
  else
    echo "   $module: no catalog at Sources/$module/$module.docc (symbols only)"
  fi
  for dependency in ${DEPENDENCIES[$module]}; do
    args+=(--dependency "$OUT/$dependency.doccarchive")
  done
  # Warnings are not made errors inside docc, so that it still writes the archive (the
  # modules that depend on this one link to it); any diagnostic fails the module here.
  diagnostics=$OUT/diagnostics-$module.json
  filter=()
  if [[ " $APPLE_ONLY " == *" $module "* ]] && [ $have_sdk -eq 0 ]; then
    filter=(--articles-only "$module")
  fi
  begin=$(date +%s)
  rm -f "$diagnostics"
  docc "${args[@]}" --diagnostics-file "$diagnostics" > "$log" 2>&1
  rc=$?
  result=0
  if [ -f "$diagnostics" ]; then
    python3 "$HELPER" diagnostics --root "$ROOT" "${filter[@]}" "$diagnostics" || result=1
  fi
  if [ $rc -ne 0 ]; then
    grep -v -E '^(Finished|Generated documentation)' "$log" | sed "s#$ROOT/##g" | tail -20
    result=1
  fi
  if [ $result -eq 0 ]; then
    echo "   $module: clean ($(( $(date +%s) - begin ))s) -> ${archive#"$ROOT"/}"
  else
    echo "   $module: FAILED (full output: ${log#"$ROOT"/})"
    status=1
  fi
done

if [ $status -ne 0 ]; then
  cat <<'EOF'
docs: FAILED. Doc comments: every public declaration needs a `///` summary. Links: a symbol
in another module needs the absolute form ``/CarouselCore/CarouselEngine`` (an article:
<doc:/CarouselCore/Effects>); docc lists the names it knows near each broken link.
EOF
fi
echo "docs: $([ $status -eq 0 ] && echo clean || echo FAILED) in $(( $(date +%s) - START ))s"
exit $status
