// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport`), so
// a file that imports both `Testing` and `CoreGraphics` also loads a module named
// `_Testing_CoreGraphics`. Apple's SDKs ship it (image attachments); the Linux toolchain does
// not. This empty module stands in for it, as `_Testing_UIKit` does for UIKit.
