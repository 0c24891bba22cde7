import OrientationCore

/// Benchmark sections by name: `orientsim-bench [SECTION…]` runs the named ones, all by default.
let sections: [(name: String, run: () -> Void)] = [
  ("accuracy", runAccuracy),
  ("detectors", runDetectorThroughput),
]

let requested = Array(CommandLine.arguments.dropFirst())
for name in requested where !sections.contains(where: { $0.name == name }) {
  print(
    "orientsim-bench: unknown section '\(name)'; sections: \(sections.map(\.name).joined(separator: ", "))"
  )
}
for section in sections where requested.isEmpty || requested.contains(section.name) {
  section.run()
}
