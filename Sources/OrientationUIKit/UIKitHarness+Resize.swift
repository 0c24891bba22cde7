import OrientationCore

extension UIKitHarness {
  /// The window takes `size` at `time` — an iPad app in split view or Slide Over (the scene's
  /// `resize` event, SPEC §5.7). `UIScreen.main` keeps the device's screen (SPEC §9.1).
  public func resize(to size: CGSize, at time: TimeInterval) throws {
    try advance(to: time)
    guard let simulator else {
      throw OrientationError(
        name: "NotLaunched", reason: "the window is resized before launch: launch first")
    }
    try asCurrent { try simulator.resize(to: size.engine, at: time) }
    if let problem = takeProblems().first { throw problem }
  }
}
