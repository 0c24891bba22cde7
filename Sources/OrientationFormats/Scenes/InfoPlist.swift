import Foundation
import OrientationCore

/// Reads an app's supported orientations from a real Info.plist (XML or binary), through
/// Foundation's property-list parser (SPEC §3.1).
public enum InfoPlist {
  /// The base key; `~ipad` and `~iphone` variants override it on their idiom.
  public static let key = "UISupportedInterfaceOrientations"

  /// What an Info.plist over ``InputLimits/maximumConfigurationSize`` is told.
  static let tooLargeMessage =
    InputLimits.ReadError.tooLarge(limit: InputLimits.maximumConfigurationSize).message

  /// The orientations of `UISupportedInterfaceOrientations` for `idiom`, in file order, or `nil`
  /// when the plist has no such key (the engine then applies the idiom default: `all` on iPad,
  /// `allButUpsideDown` on iPhone).
  ///
  /// The device-specific key wins, as on iOS: `UISupportedInterfaceOrientations~ipad` on a pad,
  /// `~iphone` on a phone, else the plain key. `name` is how messages call the file.
  public static func supportedOrientations(
    at path: String, named name: String? = nil, idiom: DeviceIdiom
  ) throws -> [InterfaceOrientation]? {
    let name = name ?? path
    let bytes: [UInt8]
    do {
      bytes = try InputLimits.read(path, maximumSize: InputLimits.maximumConfigurationSize)
    } catch {
      switch error {
      case .file(let failure):
        throw InputError(file: name, errno: failure.errno, reading: true)
      case .lineTooLong, .tooLarge:
        // Too big is bad data (65), never "missing"; a plist's lines are no measure of it.
        throw InputError(file: name, line: 0, column: 0, message: tooLargeMessage)
      }
    }
    return try supportedOrientations(in: Data(bytes), named: name, idiom: idiom)
  }

  /// As ``supportedOrientations(at:named:idiom:)``, from the file's bytes.
  public static func supportedOrientations(
    in data: Data, named name: String, idiom: DeviceIdiom
  ) throws -> [InterfaceOrientation]? {
    if let problem = BinaryPlistCheck.problem([UInt8](data)) {
      throw InputError(
        file: name, line: 0, column: 0, message: "not a property list (XML or binary): \(problem)")
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw parseError(error, data: data, name: name)
    }
    guard let dictionary = plist as? [String: Any] else {
      throw InputError(
        file: name, line: line(of: rootElement(data), in: data), column: 0,
        message: "expected a dictionary at the top of the plist")
    }
    let variant = idiom == .pad ? "\(key)~ipad" : "\(key)~iphone"
    let chosen = dictionary[variant] != nil ? variant : key
    guard let value = dictionary[chosen] else { return nil }
    guard let strings = value as? [Any] else {
      throw InputError(
        file: name, line: line(of: "<key>\(chosen)</key>", in: data), column: 0,
        message: "expected \(chosen) to be an array of strings")
    }
    var orientations: [InterfaceOrientation] = []
    for item in strings {
      guard let string = item as? String, let orientation = InterfaceOrientation(name: string),
        orientation != .unknown
      else {
        throw InputError(
          file: name, line: line(of: ">\(item)<", in: data), column: 0,
          message: "unknown interface orientation '\(item)' in \(chosen); expected "
            + "UIInterfaceOrientationPortrait, …PortraitUpsideDown, …LandscapeLeft or "
            + "…LandscapeRight")
      }
      if !orientations.contains(orientation) { orientations.append(orientation) }
    }
    return orientations
  }

  /// The key that opts an iPad app out of multitasking (SPEC §3.1 item 1).
  public static let requiresFullScreenKey = "UIRequiresFullScreen"

  /// Whether the plist sets `UIRequiresFullScreen` (or its `~ipad` variant) to true. Call after
  /// ``supportedOrientations(at:named:idiom:)`` has accepted the file.
  public static func requiresFullScreen(at path: String, named name: String? = nil) throws -> Bool {
    let name = name ?? path
    let bytes: [UInt8]
    do {
      bytes = try InputLimits.read(path, maximumSize: InputLimits.maximumConfigurationSize)
    } catch {
      guard case .tooLarge = error else { throw InputError.missingFile(name) }
      throw InputError(file: name, line: 0, column: 0, message: error.message)
    }
    return try requiresFullScreen(in: Data(bytes), named: name)
  }

  /// As ``requiresFullScreen(at:named:)``, from the file's bytes.
  public static func requiresFullScreen(in data: Data, named name: String) throws -> Bool {
    guard
      let dictionary = try? PropertyListSerialization.propertyList(
        from: data, options: [], format: nil) as? [String: Any]
    else { return false }
    let value = dictionary["\(requiresFullScreenKey)~ipad"] ?? dictionary[requiresFullScreenKey]
    guard let value else { return false }
    guard let flag = value as? Bool else {
      throw InputError(
        file: name, line: line(of: "<key>\(requiresFullScreenKey)", in: data), column: 0,
        message: "expected \(requiresFullScreenKey) to be a boolean")
    }
    return flag
  }

  /// The key that ignores `UIRequiresFullScreen` from an iOS version on (SPEC §3.1 item 1).
  public static let requiresFullScreenIgnoredFromKey =
    "UIRequiresFullScreenIgnoredStartingWithVersion"

  /// The plist's `UIRequiresFullScreenIgnoredStartingWithVersion` as version numbers
  /// (`"26.2"` → `[26, 2]`), or `nil` without the key. Call after
  /// ``supportedOrientations(at:named:idiom:)`` has accepted the file.
  public static func requiresFullScreenIgnoredFrom(at path: String, named name: String? = nil)
    throws -> [Int]?
  {
    let name = name ?? path
    let bytes: [UInt8]
    do {
      bytes = try InputLimits.read(path, maximumSize: InputLimits.maximumConfigurationSize)
    } catch {
      guard case .tooLarge = error else { throw InputError.missingFile(name) }
      throw InputError(file: name, line: 0, column: 0, message: error.message)
    }
    let data = Data(bytes)
    guard
      let dictionary = try? PropertyListSerialization.propertyList(
        from: data, options: [], format: nil) as? [String: Any],
      let value = dictionary[requiresFullScreenIgnoredFromKey]
    else { return nil }
    guard let text = value as? String, let numbers = version(text) else {
      throw InputError(
        file: name, line: line(of: "<key>\(requiresFullScreenIgnoredFromKey)", in: data),
        column: 0,
        message: "expected \(requiresFullScreenIgnoredFromKey) to be a version string such as 26.2")
    }
    return numbers
  }

  /// A version string (`26`, `26.2`, `26.2.1`) as its numbers, or `nil`.
  public static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII),
        let number = Int(part), number >= 0
      else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// Foundation's parse error with the line it names (XML plists), in our words.
  static func parseError(_ error: any Error, data: Data, name: String) -> InputError {
    var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    var line = 0
    for marker in [" on line ", " at line "] {
      if let range = detail.range(of: marker, options: .backwards),
        let number = Int(detail[range.upperBound...])
      {
        line = number
        detail = String(detail[..<range.lowerBound])
      }
    }
    if detail == "Encountered unexpected EOF" {
      detail = "the file ends inside an element"
      line = data.reduce(1) { $1 == 10 ? $0 + 1 : $0 } - (data.last == 10 ? 1 : 0)
    }
    if detail.isEmpty { detail = "unreadable data" }
    return InputError(
      file: name, line: line, column: 0,
      message:
        "not a property list (XML or binary): \(detail.prefix(1).lowercased() + detail.dropFirst())"
    )
  }

  /// The 1-based line of an XML plist holding `needle`, or 0 (a binary plist, or not found).
  static func line(of needle: String, in data: Data) -> Int {
    guard !needle.isEmpty, let found = data.range(of: Data(needle.utf8)) else { return 0 }
    return data[..<found.lowerBound].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
  }

  /// The opening of the root element of an XML plist (after `<plist …>`), or "".
  static func rootElement(_ data: Data) -> String {
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    guard let plist = text.range(of: "<plist") else { return "" }
    guard let open = text[plist.upperBound...].firstIndex(of: "<") else { return "" }
    let tag = text[open...].prefix { $0 != ">" && $0 != " " && $0 != "/" && $0 != "\n" }
    return String(tag)
  }
}
