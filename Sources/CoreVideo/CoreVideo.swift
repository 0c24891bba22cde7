// The `CoreVideo` module on Linux, for frame handlers that say `import CoreVideo`: orientsim's
// Core Video pixel buffers (sizes and a pixel format, no pixels), which live in its CoreImage
// module; this re-exports that module, as Apple's AVFoundation and VideoToolbox bring Core
// Video. Depend on it only where the system has no CoreVideo:
// `.product(name: "CoreVideo", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import CoreImage
