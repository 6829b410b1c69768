// carousel-bench [section] [options]: runs the named benchmark section, or all of them.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "all":
  runImageBenchmarks(arguments: [])
  runRenderBenchmarks()
case "images":
  runImageBenchmarks(arguments: Array(arguments.dropFirst()))
case "render":
  runRenderBenchmarks(arguments: Array(arguments.dropFirst()))
default:
  print("usage: carousel-bench [all | images | render] [options]")
  exit(2)
}
