// The `CoreGraphics` module on Linux, for app files that say `import CoreGraphics` beside (or
// instead of) `import UIKit`: Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and the
// face's `CGAffineTransform`, `CGColor` and bitmap types. It re-exports the whole UIKit face,
// as the simplest way to give those names; a file importing only CoreGraphics sees UIKit's
// names too, which changes nothing for code written against Apple's. Depend on it only where
// the system has no CoreGraphics:
// `.product(name: "CoreGraphics", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import OrientationUIKit
