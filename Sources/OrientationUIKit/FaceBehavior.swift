import OrientationCore

/// An engine view controller that stands for a `UIViewController`.
protocol EngineNode: ViewController {
  var face: UIViewController { get }
  var harness: UIKitHarness? { get }
  var engineSupportedInterfaceOrientations: InterfaceOrientationMask { get }
  var engineShouldAutorotate: Bool { get }
  func engineSize(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size
  func engineViewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
  func engineWillTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
  func engineUpdateViewConstraints()
}

// The three node classes are the same forwarding layer over the engine's three classes: `super`
// must name each engine class, so the layer is written once per class.

/// The engine view controller behind a `UIViewController`: every overridable member forwards to the
/// face, and the face's base implementations come back through the `engine…` members.
final class PlainNode: ViewController, EngineNode {
  let face: UIViewController
  weak var harness: UIKitHarness?

  init(id: String, face: UIViewController, harness: UIKitHarness) {
    self.face = face
    self.harness = harness
    super.init(id: id)
  }

  override var className: String { String(describing: type(of: face)) }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    deliver { face.supportedInterfaceOrientations }
  }
  var engineSupportedInterfaceOrientations: InterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { deliver { face.shouldAutorotate } }
  var engineShouldAutorotate: Bool { super.shouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    deliver {
      face.usedDefaultPreferredOrientation = false
      let preferred = face.preferredInterfaceOrientationForPresentation
      if face.usedDefaultPreferredOrientation {
        return super.preferredInterfaceOrientationForPresentation
      }
      return preferred == .unknown ? nil : preferred
    }
  }

  override func size(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard let childFace = faceOf(child) else {
      return super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
    }
    return deliver {
      face.size(forChildContentContainer: childFace, withParentContainerSize: CGSize(parentSize))
        .engine
    }
  }
  func engineSize(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
  }
  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    deliver {
      face.viewWillTransition(to: CGSize(size), with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func willTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    deliver {
      face.willTransition(
        to: UITraitCollection(newCollection, device: harness?.device),
        with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineWillTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    deliver {
      let previous = previousTraitCollection.map { UITraitCollection($0, device: harness?.device) }
      face.traitCollectionDidChange(previous)
      if let previous { face.notifyTraitChanges(previous: previous) }
    }
  }
  override func viewSafeAreaInsetsDidChange() { deliver { face.viewSafeAreaInsetsDidChange() } }
  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    deliver { face.willRotate(to: toInterfaceOrientation, duration: duration) }
  }
  override func willAnimateRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: Double
  ) {
    deliver { face.willAnimateRotation(to: toInterfaceOrientation, duration: duration) }
  }
  override func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {
    deliver { face.didRotate(from: fromInterfaceOrientation) }
  }
  override func updateViewConstraints() { deliver { face.updateViewConstraints() } }
  func engineUpdateViewConstraints() { super.updateViewConstraints() }
  override func viewUpdateConstraints() { deliver { face.view.updateConstraints() } }
  override func viewWillLayoutSubviews() { deliver { face.viewWillLayoutSubviews() } }
  override func viewLayoutSubviews() { deliver { face.view.layoutSubviews() } }
  override func viewDidLayoutSubviews() { deliver { face.viewDidLayoutSubviews() } }
  override func viewDidLoad() {
    deliver {
      face.loadViewIfNeeded()
      face.viewDidLoad()
    }
  }
  override func viewWillAppear(_ animated: Bool) { deliver { face.viewWillAppear(animated) } }
  override func viewIsAppearing(_ animated: Bool) { deliver { face.viewIsAppearing(animated) } }
  override func viewDidAppear(_ animated: Bool) { deliver { face.viewDidAppear(animated) } }
  override func viewWillDisappear(_ animated: Bool) { deliver { face.viewWillDisappear(animated) } }
  override func viewDidDisappear(_ animated: Bool) { deliver { face.viewDidDisappear(animated) } }
  override func willMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "willMove" else { return }
    deliver { face.willMove(toParent: parent.flatMap(faceOf)) }
  }
  override func didMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "didMove" else { return }
    deliver { face.didMove(toParent: parent.flatMap(faceOf)) }
  }

  /// Runs an override with this node's harness as `UIKitHarness.current`.
  func deliver<T>(_ body: () -> T) -> T {
    guard let harness else { return body() }
    return harness.asCurrent(body)
  }
}

/// The engine view controller behind a `UINavigationController`: every overridable member forwards to the
/// face, and the face's base implementations come back through the `engine…` members.
final class NavigationNode: NavigationController, EngineNode {
  let face: UIViewController
  weak var harness: UIKitHarness?

  init(id: String, face: UIViewController, harness: UIKitHarness) {
    self.face = face
    self.harness = harness
    super.init(id: id)
  }

  override var className: String { String(describing: type(of: face)) }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    deliver { face.supportedInterfaceOrientations }
  }
  var engineSupportedInterfaceOrientations: InterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { deliver { face.shouldAutorotate } }
  var engineShouldAutorotate: Bool { super.shouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    deliver {
      face.usedDefaultPreferredOrientation = false
      let preferred = face.preferredInterfaceOrientationForPresentation
      if face.usedDefaultPreferredOrientation {
        return super.preferredInterfaceOrientationForPresentation
      }
      return preferred == .unknown ? nil : preferred
    }
  }

  override func size(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard let childFace = faceOf(child) else {
      return super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
    }
    return deliver {
      face.size(forChildContentContainer: childFace, withParentContainerSize: CGSize(parentSize))
        .engine
    }
  }
  func engineSize(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
  }
  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    deliver {
      face.viewWillTransition(to: CGSize(size), with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func willTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    deliver {
      face.willTransition(
        to: UITraitCollection(newCollection, device: harness?.device),
        with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineWillTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    deliver {
      let previous = previousTraitCollection.map { UITraitCollection($0, device: harness?.device) }
      face.traitCollectionDidChange(previous)
      if let previous { face.notifyTraitChanges(previous: previous) }
    }
  }
  override func viewSafeAreaInsetsDidChange() { deliver { face.viewSafeAreaInsetsDidChange() } }
  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    deliver { face.willRotate(to: toInterfaceOrientation, duration: duration) }
  }
  override func willAnimateRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: Double
  ) {
    deliver { face.willAnimateRotation(to: toInterfaceOrientation, duration: duration) }
  }
  override func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {
    deliver { face.didRotate(from: fromInterfaceOrientation) }
  }
  override func updateViewConstraints() { deliver { face.updateViewConstraints() } }
  func engineUpdateViewConstraints() { super.updateViewConstraints() }
  override func viewUpdateConstraints() { deliver { face.view.updateConstraints() } }
  override func viewWillLayoutSubviews() { deliver { face.viewWillLayoutSubviews() } }
  override func viewLayoutSubviews() { deliver { face.view.layoutSubviews() } }
  override func viewDidLayoutSubviews() { deliver { face.viewDidLayoutSubviews() } }
  override func viewDidLoad() {
    deliver {
      face.loadViewIfNeeded()
      face.viewDidLoad()
    }
  }
  override func viewWillAppear(_ animated: Bool) { deliver { face.viewWillAppear(animated) } }
  override func viewIsAppearing(_ animated: Bool) { deliver { face.viewIsAppearing(animated) } }
  override func viewDidAppear(_ animated: Bool) { deliver { face.viewDidAppear(animated) } }
  override func viewWillDisappear(_ animated: Bool) { deliver { face.viewWillDisappear(animated) } }
  override func viewDidDisappear(_ animated: Bool) { deliver { face.viewDidDisappear(animated) } }
  override func willMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "willMove" else { return }
    deliver { face.willMove(toParent: parent.flatMap(faceOf)) }
  }
  override func didMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "didMove" else { return }
    deliver { face.didMove(toParent: parent.flatMap(faceOf)) }
  }

  /// Runs an override with this node's harness as `UIKitHarness.current`.
  func deliver<T>(_ body: () -> T) -> T {
    guard let harness else { return body() }
    return harness.asCurrent(body)
  }
}

/// The engine view controller behind a `UITabBarController`: every overridable member forwards to the
/// face, and the face's base implementations come back through the `engine…` members.
final class TabBarNode: TabBarController, EngineNode {
  let face: UIViewController
  weak var harness: UIKitHarness?

  init(id: String, face: UIViewController, harness: UIKitHarness) {
    self.face = face
    self.harness = harness
    super.init(id: id)
  }

  override var className: String { String(describing: type(of: face)) }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    deliver { face.supportedInterfaceOrientations }
  }
  var engineSupportedInterfaceOrientations: InterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { deliver { face.shouldAutorotate } }
  var engineShouldAutorotate: Bool { super.shouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    deliver {
      face.usedDefaultPreferredOrientation = false
      let preferred = face.preferredInterfaceOrientationForPresentation
      if face.usedDefaultPreferredOrientation {
        return super.preferredInterfaceOrientationForPresentation
      }
      return preferred == .unknown ? nil : preferred
    }
  }

  override func size(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard let childFace = faceOf(child) else {
      return super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
    }
    return deliver {
      face.size(forChildContentContainer: childFace, withParentContainerSize: CGSize(parentSize))
        .engine
    }
  }
  func engineSize(
    forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
  }
  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    deliver {
      face.viewWillTransition(to: CGSize(size), with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func willTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    deliver {
      face.willTransition(
        to: UITraitCollection(newCollection, device: harness?.device),
        with: EngineTransitionCoordinator(coordinator))
    }
  }
  func engineWillTransition(
    to newCollection: TraitCollection, with coordinator: TransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    deliver {
      let previous = previousTraitCollection.map { UITraitCollection($0, device: harness?.device) }
      face.traitCollectionDidChange(previous)
      if let previous { face.notifyTraitChanges(previous: previous) }
    }
  }
  override func viewSafeAreaInsetsDidChange() { deliver { face.viewSafeAreaInsetsDidChange() } }
  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    deliver { face.willRotate(to: toInterfaceOrientation, duration: duration) }
  }
  override func willAnimateRotation(
    to toInterfaceOrientation: InterfaceOrientation, duration: Double
  ) {
    deliver { face.willAnimateRotation(to: toInterfaceOrientation, duration: duration) }
  }
  override func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {
    deliver { face.didRotate(from: fromInterfaceOrientation) }
  }
  override func updateViewConstraints() { deliver { face.updateViewConstraints() } }
  func engineUpdateViewConstraints() { super.updateViewConstraints() }
  override func viewUpdateConstraints() { deliver { face.view.updateConstraints() } }
  override func viewWillLayoutSubviews() { deliver { face.viewWillLayoutSubviews() } }
  override func viewLayoutSubviews() { deliver { face.view.layoutSubviews() } }
  override func viewDidLayoutSubviews() { deliver { face.viewDidLayoutSubviews() } }
  override func viewDidLoad() {
    deliver {
      face.loadViewIfNeeded()
      face.viewDidLoad()
    }
  }
  override func viewWillAppear(_ animated: Bool) { deliver { face.viewWillAppear(animated) } }
  override func viewIsAppearing(_ animated: Bool) { deliver { face.viewIsAppearing(animated) } }
  override func viewDidAppear(_ animated: Bool) { deliver { face.viewDidAppear(animated) } }
  override func viewWillDisappear(_ animated: Bool) { deliver { face.viewWillDisappear(animated) } }
  override func viewDidDisappear(_ animated: Bool) { deliver { face.viewDidDisappear(animated) } }
  override func willMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "willMove" else { return }
    deliver { face.willMove(toParent: parent.flatMap(faceOf)) }
  }
  override func didMove(toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "didMove" else { return }
    deliver { face.didMove(toParent: parent.flatMap(faceOf)) }
  }

  /// Runs an override with this node's harness as `UIKitHarness.current`.
  func deliver<T>(_ body: () -> T) -> T {
    guard let harness else { return body() }
    return harness.asCurrent(body)
  }
}
