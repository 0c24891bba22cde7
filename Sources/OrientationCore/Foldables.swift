/// The display of a foldable device the scene is on (SPEC §4.4).
public enum Display: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The cover display, seen when the device is folded.
  case outer
  /// The large display inside, seen when it is open.
  case inner

  /// The raw value, used in output.
  public var description: String { rawValue }
}

/// A foldable device's posture (SPEC §6.1): which display the scene is on and how far it is open.
public enum Posture: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Folded: the outer display, whatever the angle.
  case folded
  /// Open, but not flat: the inner display.
  case halfOpen
  /// Fully open: the inner display.
  case open

  /// The raw value, used in output.
  public var description: String { rawValue }

  /// The display the posture shows.
  public var display: Display { self == .folded ? .outer : .inner }

  /// The hinge angle a posture event stands for, in degrees (SPEC §6.1: a sample at 0°, 120° or
  /// 180°).
  public var angle: Double {
    switch self {
    case .folded: 0
    case .halfOpen: 120
    case .open: 180
    }
  }
}

/// The second display of a foldable device profile and how the two relate (SPEC §4.4). The
/// profile that holds it describes the outer display.
public struct FoldableDisplays: Sendable, Hashable {
  /// The inner display's geometry (its own portrait size, scale, insets, size classes and
  /// rotation duration; the idiom is the device's).
  public var inner: DeviceProfile
  /// Whether the outer display honours the app's and view controllers' masks (SPEC §3.1 item 7).
  public var outerHonoursMasks: Bool
  /// Whether the inner display honours them.
  public var innerHonoursMasks: Bool
  /// Quarter turns from the outer display's frame to the inner's: the device held portrait and
  /// closed sees the inner display, once opened, in this many quarter turns (1: `landscapeLeft`).
  /// (How long a fold lasts is the scene's `durations.fold`.)
  public var innerFromOuter: Int

  public init(
    inner: DeviceProfile, outerHonoursMasks: Bool = true, innerHonoursMasks: Bool = false,
    innerFromOuter: Int = 1
  ) {
    self.inner = inner
    self.outerHonoursMasks = outerHonoursMasks
    self.innerHonoursMasks = innerHonoursMasks
    self.innerFromOuter = innerFromOuter
  }

  /// Whether `display` honours masks.
  public func honoursMasks(_ display: Display) -> Bool {
    display == .inner ? innerHonoursMasks : outerHonoursMasks
  }
}

/// `value` moved `turns` places on along `cycle`; a value not in it stays.
private func carry<T: Equatable>(_ value: T, _ turns: Int, along cycle: [T]) -> T {
  guard let index = cycle.firstIndex(of: value) else { return value }
  return cycle[((index + turns) % cycle.count + cycle.count) % cycle.count]
}

extension DeviceOrientation {
  /// This orientation `turns` quarter turns on in the order portrait → landscapeLeft →
  /// portraitUpsideDown → landscapeRight (faceUp, faceDown and unknown stay): the frame a
  /// display change carries it to (SPEC §4.4).
  public func carried(by turns: Int) -> DeviceOrientation {
    carry(self, turns, along: [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight])
  }
}

extension InterfaceOrientation {
  /// This orientation `turns` quarter turns on in the order portrait → landscapeRight →
  /// portraitUpsideDown → landscapeLeft (SPEC §4.4).
  public func carried(by turns: Int) -> InterfaceOrientation {
    carry(self, turns, along: [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft])
  }
}
