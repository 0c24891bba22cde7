import Foundation

/// Reads an app's supported orientations from a real Info.plist (XML or binary), through
/// Foundation's property-list parser (SPEC §3.1).
public enum InfoPlist {
  /// The base key; `~ipad` and `~iphone` variants override it on their idiom.
  public static let key = "UISupportedInterfaceOrientations"

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
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError.missingFile(name)
    }
    return try supportedOrientations(in: data, named: name, idiom: idiom)
  }

  /// As ``supportedOrientations(at:named:idiom:)``, from the file's bytes.
  public static func supportedOrientations(
    in data: Data, named name: String, idiom: DeviceIdiom
  ) throws -> [InterfaceOrientation]? {
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw InputError(
        file: name, line: 0, column: 0,
        message: "not a property list (XML or binary): \(error.localizedDescription)")
    }
    guard let dictionary = plist as? [String: Any] else {
      throw InputError(
        file: name, line: 0, column: 0, message: "expected a dictionary at the top of the plist")
    }
    let variant = idiom == .pad ? "\(key)~ipad" : "\(key)~iphone"
    let chosen = dictionary[variant] != nil ? variant : key
    guard let value = dictionary[chosen] else { return nil }
    guard let strings = value as? [Any] else {
      throw InputError(
        file: name, line: 0, column: 0, message: "expected \(chosen) to be an array of strings")
    }
    var orientations: [InterfaceOrientation] = []
    for item in strings {
      guard let string = item as? String, let orientation = InterfaceOrientation(name: string),
        orientation != .unknown
      else {
        throw InputError(
          file: name, line: 0, column: 0,
          message: "unknown interface orientation '\(item)' in \(chosen); expected "
            + "UIInterfaceOrientationPortrait, …PortraitUpsideDown, …LandscapeLeft or "
            + "…LandscapeRight")
      }
      if !orientations.contains(orientation) { orientations.append(orientation) }
    }
    return orientations
  }
}
