import OrientationCore

/// Benchmark sections by name: `orientsim-bench [SECTION…]` runs the named ones, all by default.
/// `evemu` takes an optional file argument: `orientsim-bench evemu FILE`.
let sections: [(name: String, run: ([String]) throws -> Void)] = [
  ("accuracy", { _ in runAccuracy() }),
  ("detectors", { _ in runDetectorThroughput() }),
  ("csv", { _ in runCSVParsing() }),
  ("evemu", { rest in try evemuBenchmark(path: rest.first) }),
]

let requested = Array(CommandLine.arguments.dropFirst())
let sectionNames = requested.filter { name in sections.contains(where: { $0.name == name }) }
let extra = requested.filter { !sectionNames.contains($0) }
for name in extra where !name.contains("/") && !name.contains(".") {
  let names = sections.map(\.name).joined(separator: ", ")
  print("orientsim-bench: unknown section '\(name)'; sections: \(names)")
}
for section in sections where sectionNames.isEmpty || sectionNames.contains(section.name) {
  try section.run(extra)
}
