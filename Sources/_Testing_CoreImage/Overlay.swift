// Swift Testing declares a cross-import overlay for CoreImage (`Testing.swiftcrossimport`), so a
// file that imports both `Testing` and `CoreImage` (or AVFoundation, which re-exports it here)
// also loads a module named `_Testing_CoreImage`. Apple's SDKs ship it (image attachments); the
// Linux toolchain does not. This empty module stands in for it, as `_Testing_CoreGraphics` does.
