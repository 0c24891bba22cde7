// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport`), so a file
// that imports both `Testing` and `UIKit` also loads a module named `_Testing_UIKit`. Apple's SDKs
// ship it (image attachments); the Linux toolchain does not. This empty module stands in for it,
// so that test files written for iOS compile against orientsim's `UIKit` module.
