import OrientationCore

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "evemu" {
  try evemuBenchmark(path: arguments.dropFirst().first)
} else {
  print("orientsim-bench: evemu [FILE]")
}
