/// Checks the structure of a binary property list (`bplist00`) before Foundation reads it.
///
/// swift-corelibs-foundation's binary reader trusts the file: a set object, an object that
/// contains itself, or a reference past the object table crashes the process instead of throwing.
/// An Info.plist holds only dictionaries, arrays, strings, numbers, booleans, dates and data, so
/// anything else — and any structural damage — is reported here as a clean error.
enum BinaryPlistCheck {
  /// The most objects a walk may visit: shared references could otherwise make a small file
  /// expand exponentially, as YAML aliases can.
  static let maximumVisits = 100_000
  /// The deepest nesting accepted.
  static let maximumDepth = 512

  /// Nil when `bytes` is a well-formed binary plist of Info.plist types (or not a binary plist at
  /// all); otherwise what is wrong.
  static func problem(_ bytes: [UInt8]) -> String? {
    // Foundation takes any `bplist` header for a binary plist, whatever version digits follow.
    guard bytes.count >= 6, bytes[0..<6].elementsEqual("bplist".utf8) else { return nil }
    guard bytes.count >= 8 + 32 else { return "binary plist too short for its trailer" }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let objectCount = integer(bytes, at: trailer + 8, size: 8),
      let top = integer(bytes, at: trailer + 16, size: 8),
      let tableStart = integer(bytes, at: trailer + 24, size: 8)
    else { return "binary plist trailer is damaged" }
    guard objectCount > 0, objectCount <= trailer, top < objectCount, tableStart >= 8,
      tableStart <= trailer, objectCount <= (trailer - tableStart) / offsetSize
    else { return "binary plist offset table lies outside the file" }
    var offsets: [Int] = []
    offsets.reserveCapacity(objectCount)
    for index in 0..<objectCount {
      guard let offset = integer(bytes, at: tableStart + index * offsetSize, size: offsetSize),
        offset >= 8, offset < tableStart
      else { return "binary plist object \(index) lies outside the object area" }
      offsets.append(offset)
    }
    var walker = Walker(
      bytes: bytes, offsets: offsets, referenceSize: referenceSize, end: tableStart)
    return walker.check(top, depth: 0)
  }

  /// A big-endian unsigned integer of `size` bytes at `offset`, if it fits in an `Int`.
  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
    guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }

  struct Walker {
    let bytes: [UInt8]
    let offsets: [Int]
    let referenceSize: Int
    /// Where the object area ends (the offset table's start).
    let end: Int
    var visits = 0
    var open: Set<Int> = []

    mutating func check(_ index: Int, depth: Int) -> String? {
      visits += 1
      guard visits <= BinaryPlistCheck.maximumVisits else {
        return "binary plist expands to more than \(BinaryPlistCheck.maximumVisits) objects"
      }
      guard depth <= BinaryPlistCheck.maximumDepth else {
        return "binary plist nested more than \(BinaryPlistCheck.maximumDepth) levels deep"
      }
      guard index < offsets.count else {
        return "binary plist refers to object \(index) of \(offsets.count)"
      }
      let start = offsets[index]
      let marker = bytes[start]
      let kind = marker >> 4
      let info = Int(marker & 0x0f)
      switch kind {
      case 0x0:
        return [0x00, 0x08, 0x09].contains(marker) ? nil : "binary plist has an unknown object"
      case 0x1, 0x2:
        return info <= 4 && start + 1 + (1 << info) <= end ? nil : "binary plist number is damaged"
      case 0x3:
        return marker == 0x33 && start + 9 <= end ? nil : "binary plist date is damaged"
      case 0x4, 0x5, 0x6:
        guard let (count, body) = length(info, at: start) else {
          return "binary plist length is damaged"
        }
        let size =
          kind == 0x6
          ? count.multipliedReportingOverflow(by: 2) : (partialValue: count, overflow: false)
        return !size.overflow && size.partialValue <= end - body
          ? nil : "binary plist string or data runs past the object area"
      case 0xA, 0xD:
        guard let (count, body) = length(info, at: start) else {
          return "binary plist length is damaged"
        }
        let references =
          kind == 0xD
          ? count.multipliedReportingOverflow(by: 2) : (partialValue: count, overflow: false)
        guard !references.overflow,
          references.partialValue <= (end - body) / referenceSize
        else { return "binary plist container runs past the object area" }
        guard open.insert(index).inserted else { return "binary plist object contains itself" }
        defer { open.remove(index) }
        for slot in 0..<references.partialValue {
          guard
            let child = BinaryPlistCheck.integer(
              bytes, at: body + slot * referenceSize, size: referenceSize)
          else { return "binary plist reference is damaged" }
          if kind == 0xD && slot < count {
            // Keys are strings.
            guard child < offsets.count, [0x5, 0x6].contains(bytes[offsets[child]] >> 4) else {
              return "binary plist dictionary key is not a string"
            }
          }
          if let problem = check(child, depth: depth + 1) { return problem }
        }
        return nil
      default:
        return "binary plist holds an object of type 0x\(String(kind, radix: 16)), which an"
          + " Info.plist never has"
      }
    }

    /// A length from the marker's low nibble, or from the integer object after it when the
    /// nibble is 0xF; returns the length and where the body starts.
    func length(_ info: Int, at start: Int) -> (Int, Int)? {
      if info < 0x0f { return (info, start + 1) }
      guard start + 1 < end, bytes[start + 1] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[start + 1] & 0x0f)
      guard size <= 8, start + 2 + size <= end,
        let count = BinaryPlistCheck.integer(bytes, at: start + 2, size: size)
      else { return nil }
      return (count, start + 2 + size)
    }
  }
}
