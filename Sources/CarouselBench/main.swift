// carousel-bench: the project's figures, measured side by side in one release-built run.
//
//   swift run -c release carousel-bench [section ...]
//
// Sections: engine. With no argument every section runs.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let sections: [(name: String, run: () -> Void)] = [
  ("engine", runEngineBenchmarks)
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(sections.map(\.name))
if !unknown.isEmpty {
  print("unknown section(s): \(unknown.sorted().joined(separator: ", "))")
  print("sections: \(sections.map(\.name).joined(separator: ", "))")
  exit(2)
}
print("# carousel-bench")
for section in sections where requested.isEmpty || requested.contains(section.name) {
  section.run()
}
