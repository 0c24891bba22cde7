import Foundation

/// `UISceneError`: the error a refused ``UIWindowScene/requestGeometryUpdate(_:errorHandler:)``
/// hands its error handler (SPEC §3.3), in `UISceneErrorDomain`. Read it as UIKit code does —
/// `error as? UISceneError` and its ``code``, or `error as NSError` with its `domain`, `code`
/// and `localizedDescription` (the engine's refusal message).
public struct UISceneError: CustomNSError, Hashable, Sendable {
  /// `UISceneError.Code`, with UIKit's raw values.
  public enum Code: Int, Sendable, Hashable {
    /// The app does not support multiple scenes (never produced: there is one scene).
    case multipleScenesNotSupported = 0
    /// A scene request was denied (never produced).
    case requestDenied = 1
    /// The geometry request is not supported (never produced: every request is an iOS one).
    case geometryRequestUnsupported = 100
    /// The geometry request was refused: none of its orientations is supported.
    case geometryRequestDenied = 101
  }

  /// The error's code.
  public let code: Code
  /// UIKit's message, `NSLocalizedDescriptionKey` of ``errorUserInfo``.
  public let message: String

  /// An error with `code` and `message`.
  public init(_ code: Code, message: String = "") {
    self.code = code
    self.message = message
  }

  /// `UISceneErrorDomain`.
  public static var errorDomain: String { "UISceneErrorDomain" }
  /// The code's raw value.
  public var errorCode: Int { code.rawValue }
  /// The message as `NSLocalizedDescriptionKey`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

  /// `UISceneError.Code.multipleScenesNotSupported`.
  public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
  /// `UISceneError.Code.requestDenied`.
  public static var requestDenied: Code { .requestDenied }
  /// `UISceneError.Code.geometryRequestUnsupported`.
  public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
  /// `UISceneError.Code.geometryRequestDenied`.
  public static var geometryRequestDenied: Code { .geometryRequestDenied }
}
