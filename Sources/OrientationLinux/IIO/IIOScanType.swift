/// One scan element's layout in an IIO buffer: the `type` string of
/// `scan_elements/<channel>_type`, `[be|le]:[s|u]BITS/STORAGE[XREPEAT]>>SHIFT`
/// (e.g. `le:s16/32>>0`; `Documentation/ABI/testing/sysfs-bus-iio`).
public struct IIOScanType: Hashable, Sendable, CustomStringConvertible {
  /// Big-endian storage.
  public var bigEndian: Bool
  /// Two's-complement signed.
  public var signed: Bool
  /// The bits that carry the value.
  public var realBits: Int
  /// The bits the element occupies in the scan (a multiple of 8).
  public var storageBits: Int
  /// How many values the element holds (the `X` part; 1 without it).
  public var repeatCount: Int
  /// The right shift that brings the value to bit 0.
  public var shift: Int

  /// Parses a type string; `nil` when it is not one.
  public init?(parsing text: String) {
    let trimmed = text.filter { !$0.isWhitespace }
    guard trimmed.count > 3 else { return nil }
    let endian = trimmed.prefix(3)
    guard endian == "le:" || endian == "be:" else { return nil }
    bigEndian = endian == "be:"
    var rest = trimmed.dropFirst(3)
    guard let sign = rest.first, sign == "s" || sign == "u" else { return nil }
    signed = sign == "s"
    rest = rest.dropFirst()
    guard let slash = rest.firstIndex(of: "/"), let real = Int(rest[..<slash]) else { return nil }
    rest = rest[rest.index(after: slash)...]
    guard let shiftMark = rest.range(of: ">>"), let shift = Int(rest[shiftMark.upperBound...])
    else { return nil }
    let storagePart = rest[..<shiftMark.lowerBound]
    if let x = storagePart.firstIndex(of: "X") {
      guard let storage = Int(storagePart[..<x]),
        let count = Int(storagePart[storagePart.index(after: x)...])
      else { return nil }
      storageBits = storage
      repeatCount = count
    } else {
      guard let storage = Int(storagePart) else { return nil }
      storageBits = storage
      repeatCount = 1
    }
    realBits = real
    self.shift = shift
    guard [8, 16, 32, 64].contains(storageBits), realBits >= 1, realBits <= storageBits,
      shift >= 0, shift + realBits <= storageBits, repeatCount >= 1
    else { return nil }
  }

  /// Bytes the element occupies (all repeats).
  public var byteCount: Int { storageBits / 8 * repeatCount }
  /// The alignment of the element in a scan: its storage size (one repeat).
  public var alignment: Int { storageBits / 8 }

  /// The first value of the element at `offset` in `bytes`: storage read in its byte order,
  /// shifted, masked to the real bits, sign-extended when signed.
  public func value(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Int64 {
    let size = storageBits / 8
    var raw: UInt64 = 0
    for index in 0..<size {
      let byte = UInt64(bytes[offset + (bigEndian ? index : size - 1 - index)])
      raw = raw << 8 | byte
    }
    raw >>= UInt64(shift)
    if realBits < 64 {
      raw &= (1 << UInt64(realBits)) - 1
      if signed && raw & (1 << UInt64(realBits - 1)) != 0 {
        raw |= ~((1 << UInt64(realBits)) - 1)
      }
    }
    return Int64(bitPattern: raw)
  }

  /// The type string, as the kernel writes it.
  public var description: String {
    "\(bigEndian ? "be" : "le"):\(signed ? "s" : "u")\(realBits)/\(storageBits)"
      + (repeatCount > 1 ? "X\(repeatCount)" : "") + ">>\(shift)"
  }
}

/// Where each enabled element lies in one scan, by the kernel's rule: elements in `index`
/// order, each aligned to its own storage size, the scan padded to the largest alignment.
public struct IIOScanLayout: Hashable, Sendable {
  /// An element: channel name, its index, type and byte offset in the scan.
  public struct Element: Hashable, Sendable {
    /// The channel, e.g. `in_accel_x`, `in_timestamp`.
    public var channel: String
    /// `scan_elements/<channel>_index`.
    public var index: Int
    /// `scan_elements/<channel>_type`.
    public var type: IIOScanType
    /// Byte offset in the scan.
    public var offset: Int
  }

  /// The enabled elements, in scan order.
  public private(set) var elements: [Element]
  /// Bytes per scan.
  public private(set) var scanSize: Int

  /// The layout of enabled `(channel, index, type)` elements.
  public init(_ enabled: [(channel: String, index: Int, type: IIOScanType)]) {
    var offset = 0
    var largest = 1
    elements = []
    for item in enabled.sorted(by: { $0.index < $1.index }) {
      let alignment = item.type.alignment
      largest = max(largest, alignment)
      offset = (offset + alignment - 1) / alignment * alignment
      elements.append(
        Element(channel: item.channel, index: item.index, type: item.type, offset: offset))
      offset += item.type.byteCount
    }
    scanSize = (offset + largest - 1) / largest * largest
  }

  /// The element for `channel`.
  public func element(_ channel: String) -> Element? { elements.first { $0.channel == channel } }
}
