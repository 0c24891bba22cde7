import OrientationDetection
import OrientationFormats
import Yams

// Reading a driver table file. The files are JSON, which YAML's flow syntax contains: composing
// them with Yams through ``YAMLReader`` keeps each value's position, so every error names its
// line and column (`local.json:4:14: entry 1 (my-tablet): 'bus' must be one of input, iio`),
// where a JSON parser would only say the file is wrong.

extension YAMLReader.Wording {
  /// Driver table files (`Configs/frames/*.json`).
  static let driverTable = YAMLReader.Wording(
    document: "table", syntax: "not JSON: ", other: "not JSON: ")
}

extension DriverFrameTable {
  /// The frame and scale entries of a table file, and where they came from.
  public static func load(_ path: String) throws(InputError) -> DriverFrameTable {
    try parse(YAMLReader.read(path, wording: .driverTable), file: path)
  }

  /// Parses a table file's text; `file` names it in errors and in the entries.
  public static func parse(_ text: String, file: String) throws(InputError) -> DriverFrameTable {
    let reader = YAMLReader(file: file, wording: .driverTable)
    return try parse(try reader.compose(Self.outerTabsAsSpaces(text)), reader: reader)
  }

  /// `text` with the tabs before and after the top-level value made spaces: JSON allows them
  /// there, YAML not at the start of a line outside a flow collection. One character for one,
  /// so every position stays.
  static func outerTabsAsSpaces(_ text: String) -> String {
    let utf8 = Array(text.utf8)
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let first = utf8.firstIndex(where: { !isBlank($0) }),
      let last = utf8.lastIndex(where: { !isBlank($0) }),
      utf8[..<first].contains(0x09) || utf8[(last + 1)...].contains(0x09)
    else { return text }
    var bytes = utf8
    for index in bytes.indices where (index < first || index > last) && bytes[index] == 0x09 {
      bytes[index] = 0x20
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func parse(_ root: Node, reader: YAMLReader) throws(InputError) -> DriverFrameTable {
    guard let object = root.mapping else {
      throw reader.error(root, "expected an object with an 'entries' or 'scales' array")
    }
    let top = try JSONObject(object, reader: reader, what: "the table")
    if let version = top["version"], version.node.int != 1 || !version.isPlain {
      throw reader.error(version.node, "unsupported version \(version.text); expected 1")
    }
    let frames = try top["entries"].map { value throws(InputError) in
      try value.array(reader, "'entries' must be an array")
    }
    let scales = try top["scales"].map { value throws(InputError) in
      try value.array(reader, "'scales' must be an array")
    }
    if frames == nil && scales == nil {
      throw reader.error(root, "expected an object with an 'entries' or 'scales' array")
    }
    var table = DriverFrameTable(entries: [])
    for (index, item) in (frames ?? []).enumerated() {
      table.entries.append(try frameEntry(item, number: index + 1, reader: reader))
    }
    for (index, item) in (scales ?? []).enumerated() {
      table.scales.entries.append(
        try ScaleTableEntry.parse(item, number: index + 1, reader: reader))
    }
    return table
  }

  private static func frameEntry(_ item: Node, number: Int, reader: YAMLReader)
    throws(InputError) -> DriverFrameEntry
  {
    let at = "entry \(number)"
    guard let mapping = item.mapping else { throw reader.error(item, "\(at) is not an object") }
    let fields = try JSONObject(mapping, reader: reader, what: at)
    try fields.refuseUnknown(
      ["id", "bus", "name", "convention", "axes", "why", "source"], reader: reader, at: at)
    guard let id = fields["id"]?.string, !id.isEmpty else {
      throw reader.error(fields["id"]?.node ?? item, "\(at): 'id' must be a non-empty string")
    }
    let named = "\(at) (\(id))"
    guard let busText = fields["bus"]?.string, let bus = DeviceBus(rawValue: busText) else {
      throw reader.error(fields["bus"]?.node ?? item, "\(named): 'bus' must be one of input, iio")
    }
    let names: [String]
    if let one = fields["name"]?.string {
      names = [one]
    } else if let many = fields["name"]?.strings, !many.isEmpty {
      names = many
    } else {
      throw reader.error(
        fields["name"]?.node ?? item, "\(named): 'name' must be a pattern or a list of patterns")
    }
    guard let conventionText = fields["convention"]?.string,
      let convention = FrameConvention(rawValue: conventionText)
    else {
      throw reader.error(
        fields["convention"]?.node ?? item,
        "\(named): 'convention' must be one of "
          + FrameConvention.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var axes = MountMatrix.identity
    if let axesValue = fields["axes"] {
      guard let axesText = axesValue.string else {
        throw reader.error(
          axesValue.node, "\(named): 'axes' must be a matrix 'a,b,c; d,e,f; g,h,i'")
      }
      do {
        axes = try MountMatrix(parsing: axesText)
      } catch {
        throw reader.error(axesValue.node, "\(named): axes: \(error.message)")
      }
    }
    return DriverFrameEntry(
      id: id, bus: bus, names: names, convention: convention, axes: axes,
      why: fields["why"]?.string ?? "", source: fields["source"]?.string ?? "", file: reader.file)
  }
}

extension ScaleTableEntry {
  /// The `number`th item of a table file's `scales` array.
  static func parse(_ item: Node, number: Int, reader: YAMLReader) throws(InputError)
    -> ScaleTableEntry
  {
    let at = "scale \(number)"
    guard let mapping = item.mapping else { throw reader.error(item, "\(at) is not an object") }
    let fields = try JSONObject(mapping, reader: reader, what: at)
    try fields.refuseUnknown(
      ["driver", "nameContains", "unitsPerG", "setsResolution", "documented"], reader: reader,
      at: at)
    guard let driver = fields["driver"]?.string, !driver.isEmpty else {
      throw reader.error(
        fields["driver"]?.node ?? item, "\(at): 'driver' must be a non-empty string")
    }
    let named = "\(at) (\(driver))"
    guard let nameContains = fields["nameContains"]?.string, !nameContains.isEmpty else {
      throw reader.error(
        fields["nameContains"]?.node ?? item,
        "\(named): 'nameContains' must be a non-empty string (text of the evdev node's name)")
    }
    guard let unitsValue = fields["unitsPerG"] else {
      throw reader.error(
        item, "\(named): 'unitsPerG' is missing; give a number, or null when it is unknown")
    }
    var unitsPerG: Double?
    if !unitsValue.isNull {
      guard let units = unitsValue.number, units > 0 else {
        throw reader.error(
          unitsValue.node, "\(named): 'unitsPerG' must be a positive number or null")
      }
      unitsPerG = units
    }
    func flag(_ key: String) throws(InputError) -> Bool {
      guard let value = fields[key] else { return false }
      guard let flag = value.bool else {
        throw reader.error(value.node, "\(named): '\(key)' must be true or false")
      }
      return flag
    }
    return ScaleTableEntry(
      driver: driver, nameContains: nameContains, unitsPerG: unitsPerG,
      setsResolution: try flag("setsResolution"), documented: try flag("documented"),
      file: reader.file)
  }
}

/// A JSON value as Yams composes it: strings are quoted scalars, numbers, `true`, `false` and
/// `null` plain ones.
struct JSONValue {
  var node: Node

  /// Whether the value is a plain (unquoted) scalar: a number, `true`, `false` or `null`.
  var isPlain: Bool { node.scalar.map { $0.style == .plain } ?? false }
  /// The scalar's text, for messages.
  var text: String { node.scalar?.string ?? "" }
  /// A JSON string.
  var string: String? {
    guard let scalar = node.scalar, scalar.style != .plain else { return nil }
    return scalar.string
  }
  /// An array of JSON strings.
  var strings: [String]? {
    guard let sequence = node.sequence else { return nil }
    var strings: [String] = []
    for item in sequence {
      guard let string = JSONValue(node: item).string else { return nil }
      strings.append(string)
    }
    return strings
  }
  /// A finite JSON number.
  var number: Double? {
    guard isPlain, let value = Double(text), value.isFinite else { return nil }
    return value
  }
  /// `true` or `false`.
  var bool: Bool? {
    guard isPlain else { return nil }
    return text == "true" ? true : text == "false" ? false : nil
  }
  /// `null`.
  var isNull: Bool { isPlain && text == "null" }

  /// The items of a JSON array; otherwise an error saying `message`.
  func array(_ reader: YAMLReader, _ message: String) throws(InputError) -> [Node] {
    guard let sequence = node.sequence else { throw reader.error(node, message) }
    return Array(sequence)
  }
}

/// A JSON object's members by name, each a ``JSONValue`` with its key's node.
struct JSONObject {
  var members: [String: (key: Node, value: JSONValue)] = [:]
  var order: [String] = []

  init(_ mapping: Node.Mapping, reader: YAMLReader, what: String) throws(InputError) {
    for (key, value) in mapping {
      guard let name = JSONValue(node: key).string else {
        throw reader.error(
          key, "\(what): expected a quoted member name, found \(reader.describe(key))")
      }
      members[name] = (key, JSONValue(node: value))
      order.append(name)
    }
  }

  subscript(name: String) -> JSONValue? { members[name]?.value }

  /// Refuses the first member, in the file's order, whose name is not in `known`.
  func refuseUnknown(_ known: [String], reader: YAMLReader, at: String) throws(InputError) {
    if let unknown = order.first(where: { !known.contains($0) }) {
      throw reader.error(members[unknown]?.key, "\(at): unknown key '\(unknown)'")
    }
  }
}
