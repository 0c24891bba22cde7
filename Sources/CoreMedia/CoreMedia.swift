// The `CoreMedia` module on Linux, for app files that say `import CoreMedia` to reach `CMTime`
// and `CMSampleBuffer`: they are orientsim's AVFoundation compile surface (stored values;
// nothing plays or captures), which this module re-exports. Depend on it only where the system
// has no CoreMedia:
// `.product(name: "CoreMedia", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import AVFoundation
