/// `UISceneSizeRestrictions` (iOS 13): the smallest and largest sizes a scene's windows may
/// take when the user resizes them. Stored and read back, nothing more: a harness ``UIKitHarness/resize(to:at:)``
/// takes the size it is given.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
  /// The smallest size: stored and read back, nothing more.
  public var minimumSize: CGSize = .zero
  /// The largest size: stored and read back, nothing more.
  public var maximumSize: CGSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  init() {}
}

extension UIWindowScene {
  /// The scene's size restrictions (iOS 13): stored and read back, nothing more.
  public var sizeRestrictions: UISceneSizeRestrictions? { storedSizeRestrictions }
}
