import OrientationCore

/// `UIWindowScene`: the scene of a ``UIKitHarness`` (`harness.windowScene`). A
/// ``UIWindowSceneDelegate`` set as its ``UIScene/delegate`` before the window is shown gets the
/// geometry callback of each rotation and resize (SPEC §5.8).
public final class UIWindowScene: UIScene {
  /// Set by the default `supportedInterfaceOrientations(for:)` of a window scene delegate: the
  /// delegate does not implement it.
  var answeredByDefault = false
  /// `sizeRestrictions` (stored only).
  let storedSizeRestrictions = UISceneSizeRestrictions()
  /// The observers of geometry changes, with their tokens.
  var geometryObservers: [(token: Int, observer: @MainActor (UIWindowScene) -> Void)] = []
  var nextGeometryObserver = 0

  convenience init(harness: UIKitHarness) {
    self.init()
    self.harness = harness
  }

  /// The scene's windows.
  public var windows: [UIWindow] { harness?.window.map { [$0] } ?? [] }
  /// The key window.
  public var keyWindow: UIWindow? { harness?.window }
  /// The interface orientation (`unknown` before launch).
  public var interfaceOrientation: UIInterfaceOrientation {
    harness?.simulator?.interfaceOrientation ?? .unknown
  }
  /// The scene's current geometry (iOS 16): interface orientation, the window's bounds as its
  /// coordinate space, and whether the interface orientation is locked.
  public var effectiveGeometry: Geometry {
    Geometry(
      interfaceOrientation: interfaceOrientation, size: harness?.window?.bounds.size ?? .zero,
      isInterfaceOrientationLocked: harness?.simulator?.isInterfaceOrientationLocked ?? false)
  }
  /// The scene's traits: the window's size classes with the device's idiom and scale.
  public var traitCollection: UITraitCollection {
    UITraitCollection(
      harness?.window?.rootViewController?.node?.traitCollection ?? .unspecified,
      device: harness?.device)
  }

  /// Asks for a new set of orientations (iOS 16; SPEC §3.3). A refusal is passed to
  /// `errorHandler` as a ``UISceneError`` (`UISceneErrorDomain`, code 101,
  /// `geometryRequestDenied`) and recorded as a diagnostic. Preferences without
  /// `interfaceOrientations` ask for nothing.
  @available(iOS 16.0, *)
  public func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let harness, let preferences = geometryPreferences as? GeometryPreferences.iOS,
      let orientations = preferences.interfaceOrientations
    else { return }
    harness.perform { simulator in
      try simulator.requestGeometryUpdate(
        orientations, at: simulator.time,
        errorHandler: errorHandler.map { handler in
          { error in
            handler(UISceneError(.geometryRequestDenied, message: error.reason))
          }
        })
    }
  }

  /// `UIWindowScene.GeometryPreferences`.
  @available(iOS 16.0, *)
  @preconcurrency @MainActor
  open class GeometryPreferences {
    public init() {}

    /// The iOS geometry preferences: the orientations the scene may take.
    public final class iOS: GeometryPreferences {
      /// The orientations to choose from, optional as in UIKit's Swift interface: `nil` (the
      /// value of `init()`) expresses no preference, and the request changes nothing.
      public var interfaceOrientations: UIInterfaceOrientationMask?
      public override init() {
        interfaceOrientations = nil
        super.init()
      }
      public init(interfaceOrientations: UIInterfaceOrientationMask) {
        self.interfaceOrientations = interfaceOrientations
        super.init()
      }
    }
  }
}

/// `UIDevice`: `UIDevice.current` is the device of the harness whose app code is running (an
/// override the engine calls, or a ``UIKitHarness/perform(at:_:)`` block).
@preconcurrency @MainActor
public final class UIDevice {
  /// The device of the running harness.
  public static let current = UIDevice()

  /// The orientation the device reports (`unknown` outside a harness).
  public var orientation: UIDeviceOrientation {
    guard let harness = UIKitHarness.current else { return .unknown }
    return harness.simulator?.deviceOrientation ?? harness.launchOrientation
  }
  /// The idiom of the harness's device profile.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIKitHarness.current.map { UIUserInterfaceIdiom($0.device.idiom) } ?? .unspecified
  }
  /// Posted by the device (`object`) on `NotificationCenter.default` each time the orientation
  /// it reports changes: just after the engine's `device` `orientationDidChange` record, before
  /// the interface's decision (SPEC §3.2; the order between an app's observers and UIKit's own
  /// handling is ours), so an observer reads the new ``orientation`` and the interface
  /// orientation not yet changed. Not posted while the portrait lock keeps the reported
  /// orientation, nor at launch.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Always true: the simulated device reports its orientation.
  public var isGeneratingDeviceOrientationNotifications: Bool { true }
  /// Nothing to start: the simulated device always reports its orientation.
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Nothing to stop.
  public func endGeneratingDeviceOrientationNotifications() {}
}

#if !canImport(ObjectiveC)
  /// `NSKeyValueObservingOptions`, for the key-value observations AVFoundation's objects and the
  /// window scene's Combine publisher offer (swift-corelibs-foundation has no key-value observing).
  public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = Self(rawValue: 1)
    public static let old = Self(rawValue: 2)
    public static let initial = Self(rawValue: 4)
    public static let prior = Self(rawValue: 8)
  }

  /// `NSKeyValueChange`.
  public enum NSKeyValueChange: UInt, Sendable, Hashable {
    case setting = 1, insertion, removal, replacement
  }

  /// `NSKeyValueObservedChange`: what a change handler receives.
  public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `setting`.
    public let kind: Kind
    /// The value, when the options contain `new`.
    public let newValue: Value?
    /// The value before the change, when the options contain `old` (nil for `initial`).
    public let oldValue: Value?
    /// Always nil.
    public let indexes: IndexSet?
    /// Always false.
    public let isPrior: Bool

    package init(
      kind: Kind, newValue: Value?, oldValue: Value?, indexes: IndexSet?, isPrior: Bool
    ) {
      self.kind = kind
      self.newValue = newValue
      self.oldValue = oldValue
      self.indexes = indexes
      self.isPrior = isPrior
    }

    /// The start of a block-based observation of `root`'s value at `keyPath`: calls
    /// `changeHandler` at once with the value when `options` contain `initial`, and returns the
    /// reporter its owner calls after each change it makes, which calls `changeHandler` when the
    /// value `differs` from the last one reported (with the new and old values when `options`
    /// ask for them).
    @MainActor
    package static func reporter<Root>(
      for root: Root, _ keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
      differs: @escaping (Value, Value) -> Bool,
      changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) -> @MainActor (Root) -> Void {
      var last = root[keyPath: keyPath]
      if options.contains(.initial) {
        changeHandler(
          root,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
            indexes: nil, isPrior: false))
      }
      return { root in
        let value = root[keyPath: keyPath]
        guard differs(value, last) else { return }
        let old = last
        last = value
        changeHandler(
          root,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? value : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      }
    }
  }

  /// `NSKeyValueObservation`: the token an observation returns. Invalidating or releasing it
  /// ends the observation. Only the face's own observations report changes: a scroll view's,
  /// and AVFoundation's player and rotation coordinator's.
  public final class NSKeyValueObservation: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var invalidated = false
    package init() {}
    /// Whether ``invalidate()`` has not been called.
    package var isValid: Bool {
      lock.lock()
      defer { lock.unlock() }
      return !invalidated
    }
    /// Ends the observation.
    public func invalidate() {
      lock.lock()
      invalidated = true
      lock.unlock()
    }
    public static func == (lhs: NSKeyValueObservation, rhs: NSKeyValueObservation) -> Bool {
      lhs === rhs
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif

extension UIWindowScene {
  /// Calls `observer` with the scene each time its geometry changes (after the scene delegate
  /// heard of it), until ``removeGeometryObserver(_:)``. For the key-value observing publisher.
  package func addGeometryObserver(_ observer: @escaping @MainActor (UIWindowScene) -> Void)
    -> Int
  {
    nextGeometryObserver += 1
    geometryObservers.append((nextGeometryObserver, observer))
    return nextGeometryObserver
  }
  /// Stops calling the observer `token` names.
  package func removeGeometryObserver(_ token: Int) {
    geometryObservers.removeAll { $0.token == token }
  }
  /// Tells the geometry observers.
  func geometryDidChange() {
    for (_, observer) in geometryObservers { observer(self) }
  }
}
