import OrientationCore

/// The behaviour of the engine view controller behind a `UIViewController` (its node): every
/// overridable member forwards to the face, and the face's base implementations come back to the
/// node's class's own through its `base…` members. One behaviour serves the three engine classes
/// a face can stand on (`ViewController`, `NavigationController`, `TabBarController`).
///
/// UIKit's classes are main-actor isolated and the engine is not: the conformance is
/// `@preconcurrency`, so each call from the engine checks at run time that it comes on the main
/// actor, where the harness runs it.
@MainActor
final class FaceBehavior: @preconcurrency ViewControllerBehavior {
  let face: UIViewController
  weak var harness: UIKitHarness?

  init(face: UIViewController, harness: UIKitHarness) {
    self.face = face
    self.harness = harness
  }

  var className: String { String(describing: type(of: face)) }

  func supportedInterfaceOrientations(of vc: ViewController) -> InterfaceOrientationMask {
    deliver { face.supportedInterfaceOrientations }
  }
  func shouldAutorotate(of vc: ViewController) -> Bool { deliver { face.shouldAutorotate } }
  func preferredInterfaceOrientationForPresentation(of vc: ViewController) -> InterfaceOrientation?
  {
    deliver {
      face.usedDefaultPreferredOrientation = false
      let preferred = face.preferredInterfaceOrientationForPresentation
      if face.usedDefaultPreferredOrientation {
        return vc.basePreferredInterfaceOrientationForPresentation
      }
      return preferred == .unknown ? nil : preferred
    }
  }

  /// The preference of the last view controller of the `childForInterfaceOrientationLock` chain
  /// (iOS 26; a chain that loops stops where it would repeat).
  func prefersInterfaceOrientationLocked(of vc: ViewController) -> Bool {
    deliver {
      var answering = face
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(face)]
      while let child = answering.childForInterfaceOrientationLock,
        seen.insert(ObjectIdentifier(child)).inserted
      {
        answering = child
      }
      return answering.prefersInterfaceOrientationLocked
    }
  }

  func size(
    of vc: ViewController, forChildContentContainer child: ViewController,
    withParentContainerSize parentSize: Size
  ) -> Size {
    guard let childFace = child.face else {
      return vc.baseSize(forChildContentContainer: child, withParentContainerSize: parentSize)
    }
    return deliver {
      face.size(forChildContentContainer: childFace, withParentContainerSize: CGSize(parentSize))
        .engine
    }
  }
  func viewWillTransition(
    of vc: ViewController, to size: Size, with coordinator: TransitionCoordinator
  ) {
    deliver {
      let faceCoordinator = EngineTransitionCoordinator(coordinator)
      face.sizeTransitionCoordinator = faceCoordinator
      face.viewWillTransition(to: CGSize(size), with: faceCoordinator)
    }
  }
  func willTransition(
    of vc: ViewController, to newCollection: TraitCollection,
    with coordinator: TransitionCoordinator
  ) {
    deliver {
      let faceCoordinator = EngineTransitionCoordinator(coordinator)
      face.sizeTransitionCoordinator = faceCoordinator
      face.willTransition(
        to: UITraitCollection(newCollection, device: harness?.device), with: faceCoordinator)
    }
  }
  func traitCollectionDidChange(of vc: ViewController, _ previousTraitCollection: TraitCollection?)
  {
    deliver {
      let previous = previousTraitCollection.map { UITraitCollection($0, device: harness?.device) }
      face.traitCollectionDidChange(previous)
      if let previous { face.notifyTraitChanges(previous: previous) }
    }
  }
  func viewSafeAreaInsetsDidChange(of vc: ViewController) {
    deliver { face.viewSafeAreaInsetsDidChange() }
  }
  func willRotate(
    of vc: ViewController, to toInterfaceOrientation: InterfaceOrientation, duration: Double
  ) {
    deliver { face.willRotate(to: toInterfaceOrientation, duration: duration) }
  }
  func willAnimateRotation(
    of vc: ViewController, to toInterfaceOrientation: InterfaceOrientation, duration: Double
  ) {
    deliver { face.willAnimateRotation(to: toInterfaceOrientation, duration: duration) }
  }
  func didRotate(of vc: ViewController, from fromInterfaceOrientation: InterfaceOrientation) {
    deliver { face.didRotate(from: fromInterfaceOrientation) }
  }
  func updateViewConstraints(of vc: ViewController) { deliver { face.updateViewConstraints() } }
  func viewUpdateConstraints(of vc: ViewController) { deliver { face.view.updateConstraints() } }
  func viewWillLayoutSubviews(of vc: ViewController) { deliver { face.viewWillLayoutSubviews() } }
  func viewLayoutSubviews(of vc: ViewController) { deliver { face.view.layoutSubviews() } }
  func viewDidLayoutSubviews(of vc: ViewController) {
    deliver {
      face.viewDidLayoutSubviews()
      // Then the root view's subviews, as UIKit lays out sublayers after the view controller's.
      face.viewIfLoaded?.layOutSubviewsIfNeeded()
    }
  }
  func viewDidLoad(of vc: ViewController) {
    deliver {
      face.loadViewIfNeeded()
      face.viewDidLoad()
    }
  }
  func viewWillAppear(of vc: ViewController, _ animated: Bool) {
    deliver { face.viewWillAppear(animated) }
  }
  func viewIsAppearing(of vc: ViewController, _ animated: Bool) {
    deliver { face.viewIsAppearing(animated) }
  }
  func viewDidAppear(of vc: ViewController, _ animated: Bool) {
    deliver { face.viewDidAppear(animated) }
  }
  func viewWillDisappear(of vc: ViewController, _ animated: Bool) {
    deliver { face.viewWillDisappear(animated) }
  }
  func viewDidDisappear(of vc: ViewController, _ animated: Bool) {
    deliver { face.viewDidDisappear(animated) }
  }
  func willMove(of vc: ViewController, toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "willMove" else { return }
    deliver { face.willMove(toParent: parent.flatMap(\.face)) }
  }
  func didMove(of vc: ViewController, toParent parent: ViewController?) {
    guard face.suppressedContainmentCall != "didMove" else { return }
    deliver { face.didMove(toParent: parent.flatMap(\.face)) }
  }

  /// Runs an override with this node's harness as `UIKitHarness.current`.
  func deliver<T>(_ body: () -> T) -> T {
    guard let harness else { return body() }
    return harness.asCurrent(body)
  }
}

extension ViewController {
  /// What this engine view controller does for its face, when it stands for one.
  var faceBehavior: FaceBehavior? { behavior as? FaceBehavior }
  /// The `UIViewController` this engine view controller stands for, if any.
  var face: UIViewController? { faceBehavior?.face }
  /// The harness whose window holds this engine view controller's face.
  @MainActor var harness: UIKitHarness? { faceBehavior?.harness }
}
