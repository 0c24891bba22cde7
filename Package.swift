// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Our own targets build with warnings as errors; dependencies build as their authors ship them.
/// No unsafe build flags anywhere: SwiftPM refuses a dependency by version whose targets use them.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

// The frameworks the UIKit pattern files import beside UIKit, for both pattern test targets:
// orientsim's compile surfaces on Linux (and, for some, on macOS, to compile the same files
// there against orientsim rather than Apple's).
let patternFrameworks: [Target.Dependency] = [
  .target(name: "AVKit", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "AVFoundation", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "AVFAudio", condition: .when(platforms: [.linux])),
  .target(name: "Combine", condition: .when(platforms: [.linux])),
  .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
  .target(name: "QuartzCore", condition: .when(platforms: [.linux])),
  .target(name: "CoreMedia", condition: .when(platforms: [.linux])),
  .target(name: "CoreMotion", condition: .when(platforms: [.linux])),
  .target(name: "UserNotifications", condition: .when(platforms: [.linux])),
  .target(name: "WebKit", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "Photos", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "PhotosUI", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "SafariServices", condition: .when(platforms: [.linux, .macOS])),
  .target(name: "SpriteKit", condition: .when(platforms: [.linux])),
  .target(name: "GameplayKit", condition: .when(platforms: [.linux])),
  .target(name: "Vision", condition: .when(platforms: [.linux])),
  .target(name: "CoreML", condition: .when(platforms: [.linux])),
  .target(name: "CoreImage", condition: .when(platforms: [.linux])),
  .target(name: "VideoToolbox", condition: .when(platforms: [.linux])),
  .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
  .target(name: "OSLog", condition: .when(platforms: [.linux])),
  .target(name: "os", condition: .when(platforms: [.linux])),
  .target(name: "ImageIO", condition: .when(platforms: [.linux])),
  .target(name: "CoreVideo", condition: .when(platforms: [.linux])),
  .target(name: "MediaPlayer", condition: .when(platforms: [.linux])),
  .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
]

let package = Package(
  name: "orientsim",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "OrientationCore", targets: ["OrientationCore"]),
    .library(name: "OrientationDetection", targets: ["OrientationDetection"]),
    .library(name: "OrientationSynthesis", targets: ["OrientationSynthesis"]),
    .library(name: "OrientationFormats", targets: ["OrientationFormats"]),
    .library(name: "OrientationTraces", targets: ["OrientationTraces"]),
    .library(name: "OrientationLinux", targets: ["OrientationLinux"]),
    .library(name: "OrientationPlot", targets: ["OrientationPlot"]),
    .library(name: "OrientationTesting", targets: ["OrientationTesting"]),
    .library(name: "OrientationUIKit", targets: ["OrientationUIKit"]),
    // `import UIKit` on Linux: depend on it with `condition: .when(platforms: [.linux])`, so that
    // an Apple platform keeps its own UIKit (README "Use it from your package").
    // `import UIKit.UIImage` and the other submodule imports resolve through UIKitSubmodules' module
    // map, whose empty submodules have this Swift module as their overlay.
    .library(name: "UIKit", targets: ["UIKit", "UIKitSubmodules"]),
    // `import AVKit` / `import AVFoundation` on Linux, compile surfaces for player and camera
    // screens; depend on them with `condition: .when(platforms: [.linux])` too.
    .library(name: "AVKit", targets: ["AVKit"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    // `import Combine` on Linux: OpenCombine under Combine's name, its main-queue hops on the
    // face's main queue; depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "Combine", targets: ["Combine"]),
    // `import SwiftUI` on Linux, for the UIKit files of an app that also uses SwiftUI: hosting
    // controllers, representables, an `App` with its delegate adaptor; depend on it with
    // `condition: .when(platforms: [.linux])` too.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // `import CoreGraphics`, `import QuartzCore` (both re-export the face) and `import CoreMedia`
    // (re-exports AVFoundation) on Linux; depend on them with `condition: .when(platforms:
    // [.linux])` too.
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreMedia", targets: ["CoreMedia"]),
    // `import AVFAudio` on Linux (the audio session's framework): AVFoundation re-exported under
    // that name; depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "AVFAudio", targets: ["AVFAudio"]),
    // `import CoreMotion` on Linux: a motion manager whose accelerometer reads the harness's
    // device; depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "CoreMotion", targets: ["CoreMotion"]),
    // `import UserNotifications` on Linux: a notification center that schedules and shows
    // nothing; depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    // `import WebKit`, `import Photos`, `import PhotosUI` (re-exports Photos) and `import
    // SafariServices` on Linux, compile surfaces for the web, photo and browser screens of an
    // app; nothing is loaded, saved, picked or shown. Depend on them with `condition: .when(
    // platforms: [.linux])` too.
    .library(name: "WebKit", targets: ["WebKit"]),
    .library(name: "Photos", targets: ["Photos"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    // `import SpriteKit` / `import GameplayKit` on Linux, compile surfaces for a game's view
    // controller and scenes: nothing is rendered, simulated or animated; depend on them with
    // `condition: .when(platforms: [.linux])` too.
    .library(name: "SpriteKit", targets: ["SpriteKit"]),
    .library(name: "GameplayKit", targets: ["GameplayKit"]),
    // `import Vision`, `import CoreML` and `import CoreImage` on Linux, compile surfaces for the
    // camera screens that hand frames to Vision with an EXIF orientation: no request ever
    // produces a result, no model is read, no pixel is filtered or drawn. Depend on them with
    // `condition: .when(platforms: [.linux])` too.
    .library(name: "Vision", targets: ["Vision"]),
    .library(name: "CoreML", targets: ["CoreML"]),
    .library(name: "CoreImage", targets: ["CoreImage"]),
    // `import VideoToolbox` on Linux: a pixel buffer becomes a `CGImage` of its size; nothing is
    // encoded or decoded. Depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "VideoToolbox", targets: ["VideoToolbox"]),
    // `import UniformTypeIdentifiers` on Linux: `UTType` from a table of the common system types.
    // Depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    // `import OSLog` on Linux: `Logger` and `os_log` compile and keep nothing (no unified log).
    // Depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "OSLog", targets: ["OSLog"]),
    // `import os` on Linux: the same logging, signposts that mark nothing, and real unfair
    // locks. Depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "os", targets: ["os"]),
    // `import ImageIO` on Linux: `CGImagePropertyOrientation` and the image property keys; no
    // image is decoded or encoded. Depend on it with `condition: .when(platforms: [.linux])` too.
    .library(name: "ImageIO", targets: ["ImageIO"]),
    // `import CoreVideo` on Linux: the pixel buffers (CoreImage's). Linux only, too.
    .library(name: "CoreVideo", targets: ["CoreVideo"]),
    // `import MediaPlayer` on Linux: a volume view that draws nothing, the Now Playing info and
    // the remote commands, stored. Depend on it with `condition: .when(platforms: [.linux])`.
    .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
    // `import CoreLocation` on Linux: a location manager that stores its settings (its heading
    // orientation among them) and never locates. Linux only, too.
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .executable(name: "orientsim", targets: ["orientsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
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
      name: "OrientationDetection",
      dependencies: ["OrientationCore"],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationSynthesis",
      dependencies: ["OrientationCore", "OrientationDetection"],
      swiftSettings: strict
    ),
    // The input and output modules, split by what they need to build (ARCHITECTURE.md; the
    // allowed imports are checked by scripts/check-imports).
    .target(
      name: "OrientationFormats",
      dependencies: [
        "OrientationCore",
        "OrientationDetection",
        "OrientationSynthesis",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationTraces",
      dependencies: [
        "OrientationCore",
        "OrientationDetection",
        "OrientationFormats",
        "CEvdev",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationLinux",
      dependencies: [
        "OrientationDetection",
        "OrientationTraces",
        "CEvdev",
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "OrientationPlot",
      dependencies: [
        "OrientationCore",
        "OrientationDetection",
        "OrientationSynthesis",
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
      dependencies: ["OrientationCore", "PreviewMacros"],
      swiftSettings: strict
    ),
    // OpenCombine under Combine's module name, with the face's main queue for main-queue hops.
    .target(
      name: "Combine",
      dependencies: [
        "OrientationUIKit",
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
      ],
      swiftSettings: strict
    ),
    // UIKit's Objective-C submodule names (`UIKit.UIImage`, `UIKit.UIGestureRecognizerSubclass`…),
    // empty, in a module map; the `UIKit` Swift module above is their overlay.
    .target(name: "UIKitSubmodules"),
    // Re-exports OrientationUIKit and Foundation under UIKit's module name, nothing more.
    .target(
      name: "UIKit",
      dependencies: [
        "OrientationUIKit", "_Testing_UIKit", "CoreImage", "ImageIO",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // Xcode's `#Preview`: type-checked, expanded to nothing.
    .macro(
      name: "PreviewMacros",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    // AVFoundation's player and capture types as stored values, over the face's CALayer;
    // re-exports CoreImage for the pixel buffers and `CIImage` of a frame handler.
    .target(
      name: "AVFoundation",
      dependencies: [
        "OrientationUIKit", "CoreImage",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // CoreImage's images as extents with real geometry, and Core Video's pixel buffers as sizes;
    // nothing is drawn or filtered.
    .target(
      name: "CoreImage", dependencies: ["OrientationUIKit", "_Testing_CoreImage"],
      swiftSettings: strict),
    // Logger and os_log, formatted and kept nowhere; signposts marked nowhere; unfair locks over
    // a POSIX mutex. Packages that test `#if canImport(os)` for Apple's lock (swift-argument-parser)
    // take this one when it is built beside them, so its locks are real.
    .target(name: "os", swiftSettings: strict),
    // Core Video's pixel buffers under their own module's name.
    .target(name: "CoreVideo", dependencies: ["CoreImage"], swiftSettings: strict),
    // A volume view, the Now Playing info and the remote commands over the face.
    .target(name: "MediaPlayer", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // A location manager's settings and real coordinate arithmetic; nothing is located.
    .target(name: "CoreLocation", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // Core Graphics with the EXIF orientation and the image property keys.
    .target(name: "ImageIO", dependencies: ["CoreGraphics"], swiftSettings: strict),
    // The os module with Foundation, as Apple's OSLog re-exports both.
    .target(name: "OSLog", dependencies: ["os"], swiftSettings: strict),
    // UTType, the face's, under its own module's name.
    .target(
      name: "UniformTypeIdentifiers", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // VideoToolbox's pixel-buffer-to-image call over Core Video's buffers; re-exports CoreImage.
    .target(
      name: "VideoToolbox", dependencies: ["OrientationUIKit", "CoreImage"],
      swiftSettings: strict),
    // Swift Testing's cross-import overlay for CoreImage (empty), as `_Testing_UIKit` below.
    .target(name: "_Testing_CoreImage", swiftSettings: strict),
    // CoreML's models (never loaded: their initializers throw), feature values and multi-arrays.
    .target(name: "CoreML", swiftSettings: strict),
    // Vision's requests, handlers and observations: a handler keeps the orientation it was given
    // and completes each request at once with empty results.
    .target(
      name: "Vision", dependencies: ["OrientationUIKit", "CoreImage", "CoreML"],
      swiftSettings: strict),
    // The face under CoreGraphics' and QuartzCore's names, AVFoundation under CoreMedia's.
    .target(
      name: "CoreGraphics", dependencies: ["OrientationUIKit", "_Testing_CoreGraphics"],
      swiftSettings: strict),
    // Swift Testing's cross-import overlay for CoreGraphics (empty), as `_Testing_UIKit` below.
    .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
    .target(name: "QuartzCore", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    .target(name: "CoreMedia", dependencies: ["AVFoundation"], swiftSettings: strict),
    .target(name: "AVFAudio", dependencies: ["AVFoundation"], swiftSettings: strict),
    // CoreMotion's motion manager: gravity of the harness device's orientation.
    .target(name: "CoreMotion", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // UserNotifications' center: permission asked, never granted; nothing scheduled or shown.
    .target(name: "UserNotifications", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // SpriteKit's view, scene and node tree over the face (re-exported, as SpriteKit re-exports
    // UIKit); a presented scene gets `didMove(to:)`, nothing is rendered.
    .target(name: "SpriteKit", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // GameplayKit's entities, state machines, graphs and random sources; imports SpriteKit for
    // `SKNode.entity`, re-exports only Foundation.
    .target(name: "GameplayKit", dependencies: ["SpriteKit"], swiftSettings: strict),
    // AVPlayerViewController as a face view controller; re-exports AVFoundation.
    .target(
      name: "AVKit",
      dependencies: ["AVFoundation"],
      swiftSettings: strict
    ),
    // WKWebView as a face view, its configuration and delegates stored; nothing is loaded.
    .target(name: "WebKit", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // The photo library, empty, and its change and image requests; nothing is read or saved.
    // AVFoundation for the video requests' `AVAsset` and `AVPlayerItem`.
    .target(
      name: "Photos", dependencies: ["OrientationUIKit", "AVFoundation"], swiftSettings: strict),
    // PHPickerViewController as a face view controller; re-exports Photos. Nothing is picked.
    .target(name: "PhotosUI", dependencies: ["Photos"], swiftSettings: strict),
    // SFSafariViewController as a face view controller; nothing is loaded.
    .target(name: "SafariServices", dependencies: ["OrientationUIKit"], swiftSettings: strict),
    // SwiftUI's hosting surface over the face; re-exports UIKit, Combine and Observation.
    .target(
      name: "SwiftUI",
      dependencies: [
        "OrientationCore", "UIKit", "AVFoundation", "SpriteKit", "PreviewMacros",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // Swift Testing's cross-import overlay for UIKit, which the Linux toolchain does not ship: a
    // test file importing both `Testing` and `UIKit` needs a module of this name (empty here).
    .target(
      name: "_Testing_UIKit",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "orientsim",
      dependencies: [
        "OrientationCore",
        "OrientationDetection",
        "OrientationSynthesis",
        "OrientationFormats",
        "OrientationTraces",
        "OrientationLinux",
        "OrientationPlot",
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // Test support, not a product: the umockdev testbed that presents a fake evdev node.
    .target(
      name: "OrientationTestbed",
      dependencies: ["OrientationTraces", "CEvdev"],
      path: "Tests/Support/OrientationTestbed",
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationCoreTests",
      dependencies: ["OrientationCore", "OrientationDetection", "OrientationTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationDetectionTests",
      dependencies: [
        "OrientationDetection", "OrientationSynthesis", "OrientationCore", "OrientationTesting",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OrientationUIKitTests",
      dependencies: [
        "OrientationUIKit", "OrientationTesting", "OrientationDetection", "OrientationTraces",
      ],
      swiftSettings: strict
    ),
    // The same pattern files, compiled twice: once as an app writes them (`import UIKit`), once
    // against `OrientationUIKit` (Tests/UIKitPatternsOrientationUIKitTests is a link to
    // Tests/UIKitPatternsTests; the define picks the import).
    .testTarget(
      name: "UIKitPatternsTests",
      dependencies: [
        .target(name: "UIKit", condition: .when(platforms: [.linux, .macOS])), "OrientationUIKit",
        .target(name: "UIKitSubmodules", condition: .when(platforms: [.linux, .macOS])),
      ] + patternFrameworks,
      swiftSettings: strict
    ),
    .testTarget(
      name: "UIKitPatternsOrientationUIKitTests",
      dependencies: [
        "OrientationUIKit"
      ] + patternFrameworks,
      swiftSettings: strict + [.define("ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT")]
    ),
    // App code that also uses SwiftUI: hosting controllers, representables, `App`.
    .testTarget(
      name: "SwiftUIPatternsTests",
      dependencies: [.target(name: "SwiftUI", condition: .when(platforms: [.linux, .macOS]))],
      swiftSettings: strict
    ),
    // App code still in the Swift 5 language mode: plain helpers call the face's main-actor
    // types as they call UIKit's (`@preconcurrency`), without errors or warnings.
    .testTarget(
      name: "UIKitSwift5Tests",
      dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux, .macOS]))],
      swiftSettings: strict + [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "OrientationIOTests",
      dependencies: [
        "OrientationFormats", "OrientationTraces", "OrientationLinux", "OrientationPlot",
        "OrientationCore", "OrientationDetection", "OrientationSynthesis", "OrientationTestbed",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "orientsimTests",
      dependencies: [
        "orientsim", "OrientationFormats", "OrientationTraces", "OrientationLinux",
        "OrientationPlot", "OrientationCore", "OrientationDetection", "OrientationSynthesis",
        "OrientationTesting", "OrientationTestbed",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden", "Scenes", "Malformed"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
