/// An orientation enum of UIKit's: its cases are named in files, on the command line and in
/// output by their Swift case names (SPEC §1), and parsed from them or from UIKit's constant
/// names (`UIInterfaceOrientationLandscapeLeft`).
public protocol OrientationName: CaseIterable, CustomStringConvertible, RawRepresentable<Int> {
  /// The Swift case names, indexed by raw value.
  static var names: [String] { get }
  /// The prefix of UIKit's constant names, accepted before a case name.
  static var uikitPrefix: String { get }
}

extension OrientationName {
  /// The Swift case name.
  public var name: String { Self.names[rawValue] }

  /// The Swift case name, used in files and output.
  public var description: String { name }

  /// Parses a case name (`landscapeLeft`) or UIKit's constant name (with ``uikitPrefix``).
  public init?(name: String) {
    var key = Substring(name)
    if key.hasPrefix(Self.uikitPrefix) { key = key.dropFirst(Self.uikitPrefix.count) }
    guard let found = Self.allCases.first(where: { $0.name.lowercased() == key.lowercased() })
    else { return nil }
    self = found
  }
}

/// The physical orientation of the device, as `UIDeviceOrientation` reports it (SPEC §1).
public enum DeviceOrientation: Int, OrientationName, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  /// Home button on the right.
  case landscapeLeft = 3
  /// Home button on the left.
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  public static let names = [
    "unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp",
    "faceDown",
  ]
  /// `UIDeviceOrientation…` names; Info.plist strings never name a device orientation.
  public static let uikitPrefix = "UIDeviceOrientation"

  /// The interface orientation this device orientation asks for, or `nil` for faceUp, faceDown
  /// and unknown, which never rotate the interface.
  ///
  /// This is the one place where the landscape flip lives: the device turned to landscapeLeft
  /// (Home button on the right) shows the interface in landscapeRight, and vice versa.
  public var interfaceOrientation: InterfaceOrientation? {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .faceUp, .faceDown, .unknown: nil
    }
  }

  /// Whether this is portrait or upside-down portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether this is one of the two landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat (face up or face down).
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

}

/// The orientation of the app's interface, as `UIInterfaceOrientation` reports it (SPEC §1).
public enum InterfaceOrientation: Int, OrientationName, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4

  public static let names = [
    "unknown", "portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft",
  ]
  /// Info.plist strings (`UIInterfaceOrientationLandscapeLeft`).
  public static let uikitPrefix = "UIInterfaceOrientation"

  /// Whether this is portrait or upside-down portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether this is one of the two landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The single-orientation mask of this orientation (empty for unknown).
  public var mask: InterfaceOrientationMask {
    self == .unknown ? [] : InterfaceOrientationMask(rawValue: 1 << rawValue)
  }

  /// The device orientation that asks for this interface orientation (the landscape flip of
  /// ``DeviceOrientation/interfaceOrientation`` reversed).
  public var deviceOrientation: DeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeRight: .landscapeLeft
    case .landscapeLeft: .landscapeRight
    case .unknown: .unknown
    }
  }
}

/// A set of interface orientations, as `UIInterfaceOrientationMask` (SPEC §1).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  public static let allButUpsideDown: InterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]

  /// The orientations in the mask, in UIKit's raw-value order.
  public var orientations: [InterfaceOrientation] {
    InterfaceOrientation.allCases.filter { $0 != .unknown && contains($0.mask) }
  }

  /// Whether the mask allows `orientation`.
  public func allows(_ orientation: InterfaceOrientation) -> Bool {
    orientation != .unknown && contains(orientation.mask)
  }

  /// The case names of the orientations in the mask, comma separated (`portrait, landscapeLeft`).
  public var description: String {
    orientations.map(\.name).joined(separator: ", ")
  }

  /// The names of the orientations, as a list (used in records and messages).
  public var names: [String] { orientations.map(\.name) }

  /// Parses one name: a case name, a composite name (`landscape`, `all`, `allButUpsideDown`) or an
  /// Info.plist string.
  public init?(name: String) {
    switch name.lowercased() {
    case "landscape", "uiinterfaceorientationmasklandscape": self = .landscape
    case "all", "uiinterfaceorientationmaskall": self = .all
    case "allbutupsidedown", "uiinterfaceorientationmaskallbutupsidedown": self = .allButUpsideDown
    case "none", "": self = []
    default:
      var key = name
      if key.hasPrefix("UIInterfaceOrientationMask") {
        key = "UIInterfaceOrientation" + key.dropFirst("UIInterfaceOrientationMask".count)
      }
      guard let orientation = InterfaceOrientation(name: key), orientation != .unknown else {
        return nil
      }
      self = orientation.mask
    }
  }

  /// Parses a list of names; `nil` when any name is unknown.
  public init?(names: [String]) {
    var mask: InterfaceOrientationMask = []
    for name in names {
      guard let one = InterfaceOrientationMask(name: name) else { return nil }
      mask.formUnion(one)
    }
    self = mask
  }
}
