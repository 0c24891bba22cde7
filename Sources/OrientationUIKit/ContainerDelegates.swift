import OrientationCore

/// `UINavigationControllerDelegate`. Only the orientation method is used: when the delegate
/// implements it, its answer is the navigation controller's `supportedInterfaceOrientations`
/// (SPEC §3.1 item 4). Other delegate methods may be written; they are not called.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
  /// Not implemented by the delegate: the navigation controller answers for itself.
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    navigationController.delegateLeftOrientationsUnanswered = true
    return .all
  }
}

/// `UITabBarControllerDelegate`. Only the orientation method is used, as for
/// ``UINavigationControllerDelegate``.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
    -> UIInterfaceOrientationMask
}

extension UITabBarControllerDelegate {
  /// Not implemented by the delegate: the tab bar controller answers for itself.
  public func tabBarControllerSupportedInterfaceOrientations(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientationMask {
    tabBarController.delegateLeftOrientationsUnanswered = true
    return .all
  }
}

extension UINavigationController {
  /// The delegate's answer, or `nil` when it has none.
  var delegateSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
    guard let delegate else { return nil }
    delegateLeftOrientationsUnanswered = false
    let mask = delegate.navigationControllerSupportedInterfaceOrientations(self)
    return delegateLeftOrientationsUnanswered ? nil : mask
  }
}

extension UITabBarController {
  /// The delegate's answer, or `nil` when it has none.
  var delegateSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
    guard let delegate else { return nil }
    delegateLeftOrientationsUnanswered = false
    let mask = delegate.tabBarControllerSupportedInterfaceOrientations(self)
    return delegateLeftOrientationsUnanswered ? nil : mask
  }
}
