import OrientationTesting
import OrientationUIKit
import Testing

/// A UIKit-style view controller whose answers a test sets, named by `restorationIdentifier`.
final class Configurable: UIViewController {
  var supported: UIInterfaceOrientationMask?
  var preferred: UIInterfaceOrientation?
  var callsSuperInViewWillTransition = true
  var callsSuperInWillTransition = true

  convenience init(_ id: String, supported: UIInterfaceOrientationMask? = nil) {
    self.init()
    restorationIdentifier = id
    self.supported = supported
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    supported ?? super.supportedInterfaceOrientations
  }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    preferred ?? super.preferredInterfaceOrientationForPresentation
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if callsSuperInViewWillTransition { super.viewWillTransition(to: size, with: coordinator) }
  }
  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    if callsSuperInWillTransition { super.willTransition(to: newCollection, with: coordinator) }
  }
}

/// An engine view controller with the same answers.
func engineVC(_ id: String, supported: InterfaceOrientationMask? = nil) -> ViewController {
  let vc = ViewController(id: id)
  vc.supportedMask = supported
  return vc
}

extension UIViewController {
  /// Names the view controller in records.
  func named(_ id: String) -> Self {
    restorationIdentifier = id
    return self
  }
}

/// Records as text lines, for readable failures.
func lines(_ records: [CallbackRecord]) -> [String] { records.map(RecordText.line) }

/// Expects the same records, comparing their text first so a failure reads as a line diff.
func expectSame(
  _ facade: [CallbackRecord], _ engine: [CallbackRecord],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let facadeLines = lines(facade)
  let engineLines = lines(engine)
  if facadeLines != engineLines {
    let diff = LineDiff.unified(
      from: engineLines, to: facadeLines, oldName: "engine", newName: "uikit")
    Issue.record(Comment(rawValue: diff ?? "records differ"), sourceLocation: sourceLocation)
  } else {
    #expect(facade == engine, sourceLocation: sourceLocation)
  }
}
