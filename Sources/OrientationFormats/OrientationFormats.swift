// OrientationFormats: the files orientsim reads and writes that need nothing but Foundation,
// Yams and swift-system, so it builds wherever Swift does: scene, device-profile and
// pose-script files, Info.plist, the one YAML reader, `InputError` and the input limits, line
// reading, `OutputFile`, and the renderers (text, jsonl, summary).
//
// Allowed dependencies: OrientationCore, OrientationDetection, OrientationSynthesis, Foundation,
// Yams, SystemPackage, and the C library only under `#if canImport` (Glibc, Musl or Darwin).
// Never CEvdev or another I/O module (ARCHITECTURE.md; checked by scripts/check-imports). It
// decides no orientation and emits no callback.
