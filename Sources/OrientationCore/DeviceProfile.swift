/// The device idiom, as `UIUserInterfaceIdiom`.
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable {
  case phone, pad
}

/// A device's geometry (SPEC §4.1): size in points, scale, Home button, status bar, safe-area
/// insets and size classes per orientation, and the rotation duration.
///
/// Values come from `research/uikit-rotation.md` §4–5. Insets and size classes are given for
/// portrait and landscape; upside-down uses the portrait values and both landscapes share theirs.
public struct DeviceProfile: Sendable, Hashable {
  public var id: String
  public var idiom: DeviceIdiom
  /// Screen size in points in portrait.
  public var portraitSize: Size
  public var scale: Double
  public var hasHomeButton: Bool
  /// Height of the status bar when shown.
  public var statusBarHeight: Double
  public var portraitSafeArea: EdgeInsets
  public var landscapeSafeArea: EdgeInsets
  public var portraitTraits: TraitCollection
  public var landscapeTraits: TraitCollection
  /// Duration of a 90° rotation in seconds; a half turn takes twice as long.
  public var rotationDuration: Double
  /// The narrowest window width that still has a regular horizontal size class (iPad split view
  /// and Slide Over, SPEC §4.2); `nil` on phones.
  public var regularWidthThreshold: Double?
  /// The insets in `landscapeLeft` when they are not ``landscapeSafeArea`` (which is then the
  /// `landscapeRight` one): a display whose camera is on one side (SPEC §4.4).
  public var landscapeLeftSafeArea: EdgeInsets?
  /// The second display of a foldable device (SPEC §4.4), or `nil`: this profile then describes
  /// the outer display.
  public var foldable: FoldableDisplays? {
    get { foldableBox?.value }
    set { foldableBox = newValue.map(FoldableBox.init) }
  }
  private var foldableBox: FoldableBox?

  public init(
    id: String, idiom: DeviceIdiom, portraitSize: Size, scale: Double, hasHomeButton: Bool,
    statusBarHeight: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
    portraitTraits: TraitCollection, landscapeTraits: TraitCollection, rotationDuration: Double,
    regularWidthThreshold: Double? = nil
  ) {
    self.id = id
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.hasHomeButton = hasHomeButton
    self.statusBarHeight = statusBarHeight
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitTraits = portraitTraits
    self.landscapeTraits = landscapeTraits
    self.rotationDuration = rotationDuration
    self.regularWidthThreshold = regularWidthThreshold
  }

  /// The screen size in points for an interface orientation.
  public func screenSize(for orientation: InterfaceOrientation) -> Size {
    orientation.isLandscape ? portraitSize.transposed : portraitSize
  }

  /// The safe-area insets for an interface orientation.
  public func safeArea(for orientation: InterfaceOrientation) -> EdgeInsets {
    if orientation == .landscapeLeft, let landscapeLeftSafeArea { return landscapeLeftSafeArea }
    return orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
  }

  /// The geometry of `display`: this profile for the outer one (and on a device of one
  /// display), the foldable's inner one for the inner.
  public func geometry(of display: Display) -> DeviceProfile {
    display == .inner ? foldable?.inner ?? self : self
  }

  /// The full-screen trait collection for an interface orientation.
  public func traits(for orientation: InterfaceOrientation) -> TraitCollection {
    orientation.isLandscape ? landscapeTraits : portraitTraits
  }

  /// The interface orientations the hardware supports: iPhones without a Home button never use
  /// `portraitUpsideDown` (SPEC §3.1 item 5).
  public var capabilities: InterfaceOrientationMask {
    idiom == .phone && !hasHomeButton ? .allButUpsideDown : .all
  }
}

/// Holds a foldable's second display, so that a profile can hold another profile.
private final class FoldableBox: Sendable, Hashable {
  let value: FoldableDisplays
  init(_ value: FoldableDisplays) { self.value = value }
  static func == (a: FoldableBox, b: FoldableBox) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension DeviceProfile {
  private static let compactRegular = TraitCollection(horizontal: .compact, vertical: .regular)
  private static let compactCompact = TraitCollection(horizontal: .compact, vertical: .compact)
  private static let regularCompact = TraitCollection(horizontal: .regular, vertical: .compact)
  private static let regularRegular = TraitCollection(horizontal: .regular, vertical: .regular)

  public static let iphoneSE2 = DeviceProfile(
    id: "iphone-se-2", idiom: .phone, portraitSize: Size(width: 375, height: 667), scale: 2,
    hasHomeButton: true, statusBarHeight: 20, portraitSafeArea: EdgeInsets(top: 20),
    landscapeSafeArea: .zero, portraitTraits: compactRegular, landscapeTraits: compactCompact,
    rotationDuration: 0.3)
  public static let iphone8Plus = DeviceProfile(
    id: "iphone-8-plus", idiom: .phone, portraitSize: Size(width: 414, height: 736), scale: 3,
    hasHomeButton: true, statusBarHeight: 20, portraitSafeArea: EdgeInsets(top: 20),
    landscapeSafeArea: .zero, portraitTraits: compactRegular, landscapeTraits: regularCompact,
    rotationDuration: 0.3)
  public static let iphone15 = DeviceProfile(
    id: "iphone-15", idiom: .phone, portraitSize: Size(width: 393, height: 852), scale: 3,
    hasHomeButton: false, statusBarHeight: 54,
    portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
    landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
    portraitTraits: compactRegular, landscapeTraits: compactCompact, rotationDuration: 0.3)
  public static let iphone15ProMax = DeviceProfile(
    id: "iphone-15-pro-max", idiom: .phone, portraitSize: Size(width: 430, height: 932),
    scale: 3, hasHomeButton: false, statusBarHeight: 54,
    portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
    landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
    portraitTraits: compactRegular, landscapeTraits: regularCompact, rotationDuration: 0.3)
  public static let ipad9th = DeviceProfile(
    id: "ipad-9th", idiom: .pad, portraitSize: Size(width: 810, height: 1080), scale: 2,
    hasHomeButton: true, statusBarHeight: 20, portraitSafeArea: EdgeInsets(top: 20),
    landscapeSafeArea: EdgeInsets(top: 20), portraitTraits: regularRegular,
    landscapeTraits: regularRegular, rotationDuration: 0.4, regularWidthThreshold: 678)
  public static let ipadPro129 = DeviceProfile(
    id: "ipad-pro-12.9", idiom: .pad, portraitSize: Size(width: 1024, height: 1366), scale: 2,
    hasHomeButton: false, statusBarHeight: 24,
    portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
    landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), portraitTraits: regularRegular,
    landscapeTraits: regularRegular, rotationDuration: 0.4, regularWidthThreshold: 660)

  /// iPhone Duo (SPEC §4.4; F-1–F-5): a phone that unfolds from its outer display (466×678 pt,
  /// this profile's geometry) to an inner one (669×951 pt, regular×regular in both orientations,
  /// masks ignored). No top status bar; no `portraitUpsideDown` on either display. Needs the
  /// `ios27` profile. One of ``foldables``.
  public static let iphoneDuo: DeviceProfile = {
    var outer = DeviceProfile(
      id: "iphone-duo", idiom: .phone, portraitSize: Size(width: 466, height: 678), scale: 3,
      hasHomeButton: false, statusBarHeight: 0,
      portraitSafeArea: EdgeInsets(bottom: 34, right: 84),
      landscapeSafeArea: EdgeInsets(left: 84, bottom: 34), portraitTraits: compactRegular,
      landscapeTraits: compactCompact, rotationDuration: 0.3)
    outer.landscapeLeftSafeArea = EdgeInsets(bottom: 34, right: 84)
    let inner = DeviceProfile(
      id: "iphone-duo", idiom: .phone, portraitSize: Size(width: 669, height: 951), scale: 3,
      hasHomeButton: false, statusBarHeight: 0,
      portraitSafeArea: EdgeInsets(top: 82, bottom: 34),
      landscapeSafeArea: EdgeInsets(bottom: 34, right: 84), portraitTraits: regularRegular,
      landscapeTraits: regularRegular, rotationDuration: 0.3)
    outer.foldable = FoldableDisplays(inner: inner)
    return outer
  }()

  /// The profiles that ship with orientsim.
  public static let builtIn: [DeviceProfile] = [
    .iphoneSE2, .iphone8Plus, .iphone15, .iphone15ProMax, .ipad9th, .ipadPro129,
  ]

  /// The built-in profile with this id, if any.
  public static func named(_ id: String) -> DeviceProfile? {
    builtIn.first { $0.id == id } ?? foldables.first { $0.id == id }
  }

  /// The foldable profiles that ship with orientsim (SPEC §4.4): named in scene files and
  /// `--device-profile`, kept apart from ``builtIn`` because a device-profile file describes
  /// one display.
  public static let foldables: [DeviceProfile] = [iphoneDuo]
}
