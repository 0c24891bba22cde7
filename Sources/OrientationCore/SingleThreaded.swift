// The engine is single-threaded by design (ARCHITECTURE.md): its reference types are not
// `Sendable`, and these unavailable conformances keep anyone from declaring them so (a
// retroactive `Sendable` conformance in a client would compile and then race).

@available(*, unavailable, message: "the engine is single-threaded; use it from one task")
extension Simulator: Sendable {}

@available(*, unavailable, message: "the engine is single-threaded; use it from one task")
extension ViewController: Sendable {}

@available(*, unavailable, message: "the engine is single-threaded; use it from one task")
extension TransitionCoordinator: Sendable {}
