// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with warnings as errors; dependencies build as their authors ship them.
/// No `unsafeFlags` anywhere: SwiftPM refuses a dependency by version whose targets use them.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "orientsim",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "OrientationCore", targets: ["OrientationCore"]),
    .library(name: "OrientationIO", targets: ["OrientationIO"]),
    .library(name: "OrientationTesting", targets: ["OrientationTesting"]),
    .library(name: "OrientationUIKit", targets: ["OrientationUIKit"]),
    .executable(name: "orientsim", targets: ["orientsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CEvdev",
      pkgConfig: "libevdev",
      providers: [.apt(["libevdev-dev"])]
    ),
    .target(
      name: "OrientationCore",
      // The engine is single-threaded: its hot stored properties are `@exclusivity(unchecked)`
      // in the source (BENCHMARKS.md "The engine"), not through a compiler flag.
      swiftSettings: strict
    ),
    .target(
      name: "OrientationIO",
      dependencies: [
        "OrientationCore",
        "CEvdev",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationTesting",
      dependencies: ["OrientationCore"],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationUIKit",
      dependencies: ["OrientationCore"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "orientsim",
      dependencies: [
        "OrientationCore",
        "OrientationIO",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "orientsim-bench",
      dependencies: ["OrientationCore", "OrientationIO"],
      path: "Benchmarks/orientsim-bench",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "orientsim-fuzz",
      dependencies: ["OrientationCore", "OrientationIO"],
      path: "Fuzz/orientsim-fuzz",
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationCoreTests",
      dependencies: ["OrientationCore", "OrientationTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationUIKitTests",
      dependencies: ["OrientationUIKit", "OrientationTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationIOTests",
      dependencies: ["OrientationIO", "OrientationCore"],
      resources: [.copy("Fixtures")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "orientsimTests",
      dependencies: ["orientsim", "OrientationIO", "OrientationCore", "OrientationTesting"],
      exclude: ["Golden", "Scenes", "Malformed"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
