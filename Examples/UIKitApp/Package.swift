// swift-tools-version: 6.2
// An app's view controllers, written for UIKit, tested on Linux against orientsim. The
// dependency is declared as any user declares it: by URL and version.
import PackageDescription

let package = Package(
  name: "UIKitApp",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ReaderUI", targets: ["ReaderUI"])
  ],
  dependencies: [
    .package(url: "https://github.com/orientsim/orientsim", from: "0.1.0")
  ],
  targets: [
    .target(
      name: "ReaderUI",
      dependencies: [.product(name: "OrientationUIKit", package: "orientsim")]
    ),
    .testTarget(
      name: "ReaderUITests",
      dependencies: [
        "ReaderUI",
        .product(name: "OrientationUIKit", package: "orientsim"),
        .product(name: "OrientationTesting", package: "orientsim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
