// The window scene's key-value observing publisher, which Combine gives every `NSObject` on
// Apple platforms: Linux has no key-value observing, so the face offers it for the scene, whose
// `effectiveGeometry` iOS 16 tells apps to observe.

#if os(Linux)
  extension UIWindowScene {
    /// A publisher of the value at `keyPath` (Combine's key-value observing publisher, as an
    /// `AnyPublisher`): the current value when subscribed, if `options` contains `initial`, and
    /// the value after each rotation or resize of the scene, if it contains `new` — the changes
    /// `effectiveGeometry` reports. A property that changes otherwise is not reported.
    public func publisher<Value>(
      for keyPath: KeyPath<UIWindowScene, Value>,
      options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> AnyPublisher<Value, Never> {
      Deferred { [weak self] () -> AnyPublisher<Value, Never> in
        guard let self else { return Empty().eraseToAnyPublisher() }
        let subject = PassthroughSubject<Value, Never>()
        var token: Int?
        if options.contains(.new) {
          token = addGeometryObserver { scene in subject.send(scene[keyPath: keyPath]) }
        }
        let changes = subject.handleEvents(receiveCancel: { [weak self] in
          if let token { MainActor.assumeIsolated { self?.removeGeometryObserver(token) } }
        })
        return options.contains(.initial)
          ? changes.prepend(self[keyPath: keyPath]).eraseToAnyPublisher()
          : changes.eraseToAnyPublisher()
      }
      .eraseToAnyPublisher()
    }
  }
#endif
