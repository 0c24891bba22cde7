// The `OSLog` module on Linux, for app files that say `import OSLog` (iOS 15): it re-exports the
// `os` module's logging and locks with Foundation, as Apple's does. Depend on it only where the
// system has no OSLog:
// `.product(name: "OSLog", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Foundation
@_exported import os
