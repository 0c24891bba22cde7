// Apple's `os` logging on Linux, for app files that say `import os` or `import OSLog` to log
// with `Logger` or `os_log`: a compile surface. There is no unified log here, so messages are
// formatted (their interpolations are evaluated, as the arguments of a call are) and kept
// nowhere; nothing is written to standard error. Privacy and format options are accepted and
// ignored.

/// `OSLogType`: a message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(0)
  public static let info = OSLogType(1)
  public static let debug = OSLogType(2)
  public static let error = OSLogType(16)
  public static let fault = OSLogType(17)
}

/// `OSLog`: a log's subsystem and category, stored.
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// `OSLog.Category`: a category's name.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
  public convenience init(subsystem: String, category: Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }
  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "disabled")
  /// Always false: nothing is logged here.
  public func isEnabled(type: OSLogType) -> Bool { false }
}

/// `OSLogPrivacy`: accepted and ignored (nothing is logged).
public struct OSLogPrivacy: Hashable, Sendable {
  let name: String
  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  public static let auto = OSLogPrivacy(name: "auto")
  /// `OSLogPrivacy.Mask`.
  public struct Mask: Hashable, Sendable {
    public static let hash = Mask()
    public static let none = Mask()
  }
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// `OSLogIntegerFormatting`: accepted and ignored.
public struct OSLogIntegerFormatting: Sendable {
  public static let decimal = OSLogIntegerFormatting()
  public static let hex = OSLogIntegerFormatting()
  public static let octal = OSLogIntegerFormatting()
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> Self {
    Self()
  }
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int = 0
  ) -> Self { Self() }
}

/// `OSLogFloatFormatting`: accepted and ignored.
public struct OSLogFloatFormatting: Sendable {
  public static let fixed = OSLogFloatFormatting()
  public static let exponential = OSLogFloatFormatting()
  public static let hybrid = OSLogFloatFormatting()
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> Self { Self() }
}

/// `OSLogStringAlignment`: accepted and ignored.
public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
  public static func right(columns: Int) -> Self { Self() }
  public static func left(columns: Int) -> Self { Self() }
}

/// `OSLogMessage`: a log message, its interpolations evaluated into text.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message's text.
  public let text: String
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Its interpolation: every value is described; privacy, formats and alignment are ignored.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto
    ) { text += String(describing: value()) }
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
    ) { text += String(describing: value()) }
    public mutating func appendInterpolation<T: BinaryInteger>(
      _ value: @autoclosure () -> T, format: OSLogIntegerFormatting,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { text += String(describing: value()) }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
      _ value: @autoclosure () -> T, format: OSLogFloatFormatting,
      align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { text += String(describing: value()) }
  }
}

/// `Logger` (iOS 14): a log's subsystem and category; messages are formatted and kept nowhere.
public struct Logger: Sendable {
  public let log: OSLog
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  public init(_ logObj: OSLog) { log = logObj }
  public init() { log = .default }
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func log(_ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}

/// `os_log(_:log:type:_:)`: formats nothing and keeps nothing.
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {}

/// `os_log(_:dso:log:_:_:)` (the level-first form): keeps nothing.
public func os_log(
  _ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {}

/// `os_log(_:)` with a message (iOS 14): keeps nothing.
public func os_log(_ message: OSLogMessage) {}

/// `os_log(_:log:_:)` with a level and a message (iOS 14): keeps nothing.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
