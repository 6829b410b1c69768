// carousel-bench: the project's figures, measured side by side in one release-built run.
//
//   swift run -c release carousel-bench [section [options]]
//
// Sections: engine, images, render, network (which needs a server, see NetworkBenchmarks),
// hostile (many items and a slow server against the real executable, minutes long, see
// HostileBenchmarks). With no argument (or `all`) every section but network and hostile runs.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let sections: [(name: String, run: ([String]) -> Void)] = [
  ("engine", { _ in runEngineBenchmarks() }),
  ("images", { runImageBenchmarks(arguments: $0) }),
  ("render", { runRenderBenchmarks(arguments: $0) }),
  ("network", { runNetworkBenchmarks(arguments: $0) }),
  ("hostile", { runHostileBenchmarks(arguments: $0) }),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = arguments.first ?? "all"
if requested != "all", !sections.contains(where: { $0.name == requested }) {
  print("unknown section: \(requested)")
  print("usage: carousel-bench [all | \(sections.map(\.name).joined(separator: " | "))] [options]")
  exit(2)
}
print("# carousel-bench")
// The network section needs a server, and the hostile one takes minutes: they run only when
// named.
for section in sections
where requested == section.name
  || (requested == "all" && section.name != "network" && section.name != "hostile")
{
  section.run(requested == "all" ? [] : Array(arguments.dropFirst()))
}
