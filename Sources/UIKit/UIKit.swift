// The `UIKit` module on Linux: its whole job is to re-export OrientationUIKit (UIKit's names over
// orientsim's engine) and, through it, Foundation, so that a file saying `import UIKit` compiles
// unchanged. Foundation is not re-exported here directly: reached only through OrientationUIKit,
// its `OperationQueue.addOperation(_:)` and `RunLoop.perform(_:)` give way to the face's
// main-queue overloads of the same signature, which a second, direct path would make ambiguous.
// Depend on it only where the system has no UIKit: `.product(name: "UIKit", package: "orientsim",
// condition: .when(platforms: [.linux]))`.

// UIKit's `UIImage.h` imports Core Image, and Core Image's headers import Image I/O, so on iOS a
// file saying `import UIKit` alone uses `CIImage`, `CIContext` and `kCGImagePropertyOrientation`
// (camera code that orients frames does). The two modules are re-exported for the same files.
@_exported import CoreImage
@_exported import ImageIO
@_exported import OrientationUIKit

// On Linux, `URLSession`, `URLRequest` and `URLResponse` live in FoundationNetworking, which
// Darwin's Foundation (and so UIKit) includes: re-exported so that an app's networking code
// beside its view controllers compiles too.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// On Apple platforms Foundation brings Combine, so a view model beside a view controller that
// says `import UIKit` (or `import Foundation`) alone uses `ObservableObject` and `@Published`:
// orientsim's Combine is re-exported here for the same files.
#if os(Linux)
  @_exported import Combine
#endif
