func runImageBenchmarks(arguments: [String]) {}
