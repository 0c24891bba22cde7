// swift-tools-version: 6.2
import PackageDescription

/// The fuzz harness, in a package of their own so that a plain `swift build` of orientsim builds
/// only what its users get. `scripts/fuzz` builds it, with libFuzzer or as a corpus replayer.
let package = Package(
  name: "orientsim-fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "orientsim", path: "..")],
  targets: [
    .executableTarget(
      name: "orientsim-fuzz",
      dependencies: [
        .product(name: "OrientationCore", package: "orientsim"),
        .product(name: "OrientationDetection", package: "orientsim"),
        .product(name: "OrientationSynthesis", package: "orientsim"),
        .product(name: "OrientationFormats", package: "orientsim"),
        .product(name: "OrientationTraces", package: "orientsim"),
      ],
      path: "orientsim-fuzz",
      swiftSettings: [.treatAllWarnings(as: .error)]
    )
  ],
  swiftLanguageModes: [.v6]
)
