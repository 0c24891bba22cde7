// The `OSLog` module on Linux: `import OSLog` brings `Logger` and `os_log`, orientsim's `os`
// compile surface, which it re-exports (messages are kept nowhere). Depend on it only where the
// system has no OSLog:
// `.product(name: "OSLog", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import os
