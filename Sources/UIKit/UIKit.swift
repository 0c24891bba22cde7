// The `UIKit` module on Linux: its whole job is to re-export OrientationUIKit (UIKit's names over
// orientsim's engine) and Foundation, so that a file saying `import UIKit` compiles unchanged.
// Depend on it only where the system has no UIKit: `.product(name: "UIKit", package: "orientsim",
// condition: .when(platforms: [.linux]))`.
@_exported import Foundation
@_exported import OrientationUIKit
