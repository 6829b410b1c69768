import CarouselTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(await CarouselCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
