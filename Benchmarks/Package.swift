// swift-tools-version: 6.2
import PackageDescription

/// The benchmarks, in a package of their own so that a plain `swift build` of orientsim builds
/// only what its users get. `scripts/bench` builds and runs them.
let package = Package(
  name: "orientsim-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "orientsim", path: "..")],
  targets: [
    .executableTarget(
      name: "orientsim-bench",
      dependencies: [
        .product(name: "OrientationCore", package: "orientsim"),
        .product(name: "OrientationDetection", package: "orientsim"),
        .product(name: "OrientationSynthesis", package: "orientsim"),
        .product(name: "OrientationTraces", package: "orientsim"),
      ],
      path: "orientsim-bench",
      swiftSettings: [.treatAllWarnings(as: .error)]
    )
  ],
  swiftLanguageModes: [.v6]
)
