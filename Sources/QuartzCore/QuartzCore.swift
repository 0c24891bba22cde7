// The `QuartzCore` module on Linux, for app files that say `import QuartzCore` to reach
// `CALayer`, `CATransaction` and the animation types: they are the UIKit face's (layers follow
// their views' geometry; an animation is complete at once). It re-exports the whole UIKit face,
// as UIKit on iOS re-exports QuartzCore. Depend on it only where the system has no QuartzCore:
// `.product(name: "QuartzCore", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import OrientationUIKit
