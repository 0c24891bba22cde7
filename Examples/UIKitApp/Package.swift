// swift-tools-version: 6.2
// An app's view controllers and delegates, written for UIKit, tested on Linux against orientsim.
// The dependency is declared as any user declares it: by URL and version. On Linux, orientsim's
// `UIKit` product is the module `import UIKit` finds; on iOS the system's UIKit is.
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
      dependencies: [
        .product(name: "UIKit", package: "orientsim", condition: .when(platforms: [.linux]))
      ]
    ),
    .testTarget(
      name: "ReaderUITests",
      dependencies: [
        "ReaderUI",
        .product(name: "UIKit", package: "orientsim", condition: .when(platforms: [.linux])),
        .product(
          name: "OrientationTesting", package: "orientsim",
          condition: .when(platforms: [.linux])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
