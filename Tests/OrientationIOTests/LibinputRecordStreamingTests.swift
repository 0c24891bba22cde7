import Foundation
import OrientationCore
import OrientationSynthesis
import Testing

@testable import OrientationTraces

/// The repository, found from this file's path.
private let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a reader made of a recording: the device and every event, or the first error.
struct LibinputOutcome: Equatable, CustomStringConvertible {
  var device: DeviceDescription?
  var node: String?
  var deviceNames: [String] = []
  var events: [InputEvent] = []
  var error: String?
  /// Whether the events streamed from the file.
  var streamed = false

  init(_ open: () throws -> LibinputRecordReader) {
    do {
      var reader = try open()
      device = reader.device
      node = reader.node
      deviceNames = reader.deviceNames
      streamed = reader.isStreaming
      events = try readAll(&reader)
    } catch {
      self.error = String(describing: error)
    }
  }

  /// The same outcome, however the events were read.
  static func == (lhs: LibinputOutcome, rhs: LibinputOutcome) -> Bool {
    (lhs.device, lhs.node, lhs.deviceNames, lhs.events, lhs.error)
      == (rhs.device, rhs.node, rhs.deviceNames, rhs.events, rhs.error)
  }

  var description: String {
    error ?? "\(device?.name ?? "?") (\(node ?? "no node")): \(events.count) events"
  }
}

/// `text` read as the reader chooses (streaming when it can), and parsed whole with Yams as
/// before streaming existed.
func libinputBothWays(_ text: String, deviceName: String? = nil) -> (
  chosen: LibinputOutcome, whole: LibinputOutcome
) {
  let bytes = Array(text.utf8)
  return (
    LibinputOutcome {
      try LibinputRecordReader(bytes: bytes, file: "r.yml", deviceName: deviceName)
    },
    LibinputOutcome {
      try LibinputRecordReader(wholeFile: bytes, file: "r.yml", deviceName: deviceName)
    }
  )
}

/// A recording as `LibinputRecordWriter` writes it, of `frames` seeded random accelerometer
/// frames (values of every sign and width, some frames with one axis only).
func writtenRecording(frames: Int, seed: UInt64) -> String {
  var random = SplitMix64(seed: seed)
  var device = DeviceDescription(name: "Written Accelerometer")
  device.properties = [.accelerometer]
  device.codes[.synchronization] = [0]
  device.codes[.absolute] = [0, 1, 2]
  for axis in [AxisCode.x, .y, .z] {
    device.axes[axis] = AxisInfo(
      code: axis, value: -40, minimum: -2_000_000, maximum: 2_000_000, fuzz: 0, flat: 0,
      resolution: 8192)
  }
  var events: [InputEvent] = []
  var time: Int64 = 0
  for _ in 0..<frames {
    time += Int64(random.next() % 20_000)
    for code: UInt16 in 0...2 where random.next() % 4 != 0 {
      let value = Int32(truncatingIfNeeded: Int64(random.next() % 4_000_001) - 2_000_000)
      events.append(
        InputEvent(time: EventTime(microseconds: time), type: .absolute, code: code, value: value))
    }
    events.append(
      InputEvent(time: EventTime(microseconds: time), type: .synchronization, code: 0, value: 0))
  }
  return LibinputRecordWriter.text(device: device, events: events)
}

@Suite("libinput record streaming")
struct LibinputRecordStreamingTests {
  static let twoDevices: String = {
    guard let path = try? fixture("libinput-record-two-devices.yml") else { return "" }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }()

  @Test(
    "recordings in libinput record's layout stream, with the events of a whole-file parse",
    arguments: [
      ("two devices, the accelerometer", twoDevices, nil),
      ("two devices, the controller", twoDevices, "Wireless Controller"),
      ("written, 1 frame", writtenRecording(frames: 1, seed: 1), nil),
      ("written, 3000 frames", writtenRecording(frames: 3000, seed: 2), nil),
    ] as [(String, String, String?)])
  func streamsLikeAWholeParse(name: String, text: String, deviceName: String?) {
    let (chosen, whole) = libinputBothWays(text, deviceName: deviceName)
    #expect(chosen.streamed)
    #expect(chosen.error == nil)
    #expect(!chosen.events.isEmpty)
    #expect(chosen == whole)
  }

  @Test("the demo trace converted to libinput record streams the same events")
  func convertedDemo() throws {
    var evemu = try EvemuReader(
      path: repository.appendingPathComponent("Configs/traces/demo.evemu").path)
    let events = try readAll(&evemu)
    let text = LibinputRecordWriter.text(device: evemu.device, events: events)
    let (chosen, whole) = libinputBothWays(text)
    #expect(chosen.streamed)
    #expect(chosen.events == events)
    #expect(chosen == whole)
  }

  @Test("reading from a file streams, reports progress through the events and ends at 1")
  func fromFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("orientsim-libinput-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("two.yml").path
    // The written recording's device appended as a third.
    let written = writtenRecording(frames: 200, seed: 3).components(separatedBy: "devices:\n")
    let text = Self.twoDevices + written[1]
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var reader = try LibinputRecordReader(path: path, deviceName: "Written Accelerometer")
    // Read into locals: the readers are noncopyable, and `#expect(reader.property)` copies.
    let streaming = reader.isStreaming
    #expect(streaming)
    #expect(
      reader.deviceNames == [
        "Wireless Controller", "Wireless Controller Motion Sensors", "Written Accelerometer",
      ])
    #expect(reader.progress == 0)
    var seen: [Double] = []
    var events: [InputEvent] = []
    while let event = try reader.next() {
      events.append(event)
      let progress = reader.progress
      seen.append(try #require(progress))
    }
    #expect(seen == seen.sorted())
    #expect(seen.last == 1)
    #expect(events == libinputBothWays(text, deviceName: "Written Accelerometer").whole.events)
  }

  /// Files whose events only a YAML parser reads correctly, or whose header errors only Yams can
  /// place: each must fall back to the whole-file parse.
  static let yamlOnlyLayouts: [(String, String)] = [
    ("block-style row", "  - evdev:\n    - - 0\n      - 0\n      - 3\n      - 0\n      - 1\n"),
    ("a row over two lines", "  - evdev:\n    - [0, 0,\n       3, 0, 1]\n"),
    ("anchors and aliases", "  - evdev:\n    - &r [0, 0, 3, 0, 1]\n    - *r\n"),
    ("frame on one line", "  - evdev: [[0, 0, 3, 0, 1], [0, 0, 0, 0, 0]]\n"),
    ("quoted item", "  - evdev:\n    - [\"0\", 0, 3, 0, 1]\n"),
    ("trailing comma", "  - evdev:\n    - [0, 0, 3, 0, 1, ]\n"),
    ("tab before a row", "  - evdev:\n\t- [0, 0, 3, 0, 1]\n"),
    ("tab after the dash", "  - evdev:\n    -\t[0, 0, 3, 0, 1]\n"),
    ("tab after a frame", "  - evdev:\t# c\n    - [0, 0, 3, 0, 1]\n"),
    ("tab between items", "  - evdev:\n    - [0,\t0, 3, 0, 1]\n"),
    ("tab before a comment", "  - evdev:\n    - [0, 0, 3, 0, 1]\t# c\n"),
    ("frame without rows", "  - evdev:\n  - evdev:\n    - [0, 0, 3, 0, 1]\n"),
    ("hid frame", "  - hid:\n    - [1, 2]\n  - evdev:\n    - [0, 0, 3, 0, 1]\n"),
    ("rows indented further", "  - evdev:\n      - [0, 0, 3, 0, 1]\n"),
    ("comment without a space", "  - evdev:\n    - [0, 0, 3, 0, 1]# c\n"),
    ("next line in the block", "  - evdev:\n    - [0, 0, 3, 0, 1]\n   x: 1\n"),
    ("CR inside a comment", "  - evdev:\n    - [0, 0, 3, 0, 1] # a\rb\n    - [0, 1, 3, 0, 2]\n"),
    ("NEL in a comment", "  - evdev:\n    - [0, 0, 3, 0, 1] # a\u{85}b\n"),
    ("LS in a comment", "  - evdev:\n    - [0, 0, 3, 0, 1] # a\u{2028}b\n"),
    ("C1 control in a comment", "  - evdev:\n    - [0, 0, 3, 0, 1] # a\u{9B}b\n"),
    ("invalid YAML after the events", "  - evdev:\n    - [0, 0, 3, 0, 1]\n  quirks: [\n"),
  ]

  @Test("other layouts are parsed whole, exactly as before", arguments: yamlOnlyLayouts)
  func wholeFileLayouts(name: String, events: String) {
    let text = minimalDevice + events
    let (chosen, whole) = libinputBothWays(text)
    #expect(!chosen.streamed)
    #expect(chosen == whole)
  }

  @Test("CRLF line endings stream too (in the memory of one line), start values and all")
  func crlf() {
    let text = Self.twoDevices.replacing("\n", with: "\r\n")
    let (chosen, whole) = libinputBothWays(text)
    #expect(chosen.streamed)
    #expect(chosen == whole)
    #expect(chosen.events.count == 10)
    let (plain, _) = libinputBothWays(Self.twoDevices)
    #expect(chosen.device == plain.device)
    #expect(chosen.events == plain.events)
  }

  /// Text that looks like an events block in places where cutting it out would change the YAML.
  static let impostorTexts: [(String, String)] = [
    (
      "in a block scalar",
      """
      version: 1
      notes: |
        events:
        - evdev:
          - [0, 0, 3, 0, 1]
      devices:
      - node: /dev/input/event0
        evdev: {name: a, properties: [6]}
      """
    ),
    (
      "a top-level key",
      """
      version: 1
      events:
      - evdev:
        - [0, 0, 3, 0, 1]
      devices:
      - node: /dev/input/event0
        evdev: {name: a, properties: [6]}
      """
    ),
    (
      "in a flow mapping",
      """
      version: 1
      devices:
      - {node: /dev/input/event0, evdev: {name: a, properties: [6]},
        events:
        - evdev:
          - [0, 0, 3, 0, 1]
        }
      """
    ),
    (
      "in a quoted scalar",
      """
      version: 1
      devices:
      - node: "/dev/input/event0
        events:
        - evdev:
          - [0, 0, 3, 0, 1]
        "
        evdev: {name: a, properties: [6]}
      """
    ),
    (
      "under an anchored device",
      """
      version: 1
      devices:
      - &d
        evdev: {name: a, properties: [6]}
        events:
        - evdev:
          - [0, 0, 3, 0, 1]
      - *d
      """
    ),
  ]

  @Test("an events block that is not a device's events is parsed whole", arguments: impostorTexts)
  func impostors(name: String, text: String) {
    let (chosen, whole) = libinputBothWays(text)
    #expect(!chosen.streamed)
    #expect(chosen == whole)
  }

  @Test("aliases in the header are charged for the events they reach, as in the whole file")
  func aliasBudgetCountsTheEvents() {
    // About 12 400 nodes of aliases, and 600 rows of 22 bytes and 6 nodes: within the budget
    // (the file's bytes plus 1000) without the rows' nodes, beyond it with them.
    let bomb = """
      a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
      d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]

      """
    let rows = String(repeating: "    - [0, 0, 3, 0, 1]\n", count: 600)
    let (chosen, whole) = libinputBothWays(bomb + minimalDevice + "  - evdev:\n" + rows)
    #expect(whole.error?.contains("aliases expand the recording beyond") == true)
    #expect(chosen == whole)
    let aliases = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\nb: [*a, *a, *a, *a, *a, *a, *a, *a]\n"
    let (small, smallWhole) = libinputBothWays(aliases + minimalDevice + "  - evdev:\n" + rows)
    #expect(small.streamed)
    #expect(small.events.count == 600)
    #expect(small == smallWhole)
  }

  @Test("the bad inputs of the CLI table and the fuzz corpus read the same both ways")
  func committedBadInputs() throws {
    let directories = ["Tests/orientsimTests/Malformed", "Tests/Fuzz/libinput"]
    var files: [String] = []
    for directory in directories {
      let url = repository.appendingPathComponent(directory)
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      while let name = enumerator?.nextObject() as? String {
        if name.hasSuffix(".yml") || directory.hasSuffix("libinput") {
          files.append(url.appendingPathComponent(name).path)
        }
      }
    }
    #expect(files.count >= 14)
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      let chosen = LibinputOutcome { try LibinputRecordReader(bytes: bytes, file: "f.yml") }
      let whole = LibinputOutcome {
        try LibinputRecordReader(wholeFile: bytes, file: "f.yml", deviceName: nil)
      }
      #expect(chosen == whole, "\(path)")
    }
  }

  @Test("seeded random edits of a recording read the same both ways")
  func randomEdits() {
    let base =
      Self.twoDevices
        + """
        - node: /dev/input/event5
          evdev:
            name: "Third"
            codes: {3: [0, 1, 2]}
            properties: [6]
          events:
          # Current time is 12:00:00
          - evdev:
            - [  1,      0,   3,   0,       5] # EV_ABS / ABS_X
            - [  1,      0,   0,   0,       0] # SYN_REPORT

        """
    let pieces = [
      "\n", " ", "  ", "-", "- ", "[", "]", ",", ", ", "#", " #", "&a ", "*a", ":", ": ", "\t",
      "\r", "\r\n", "events:", "- evdev:\n", "    - [0, 0, 3, 0, 1]\n", "x", "9", "-1", "'", "\"",
      "{", "}", "|", "---\n", "\u{85}", "\u{2028}", "é", "\u{9B}", "- node: x\n", "# Value 7\n",
      // Tabs are where YAML and a hand-written scanner most easily disagree.
      "\t", "\t", " \t",
    ]
    var random = SplitMix64(seed: 20_241_123)
    var streamed = 0
    var errors = 0
    for round in 0..<1500 {
      var bytes = Array(base.utf8)
      for _ in 0...(random.next() % 3) {
        // Half the edits land near the start of a line, where the structure is.
        var position = Int(random.next() % UInt64(bytes.count + 1))
        if random.next() % 2 == 0 {
          let starts = [0] + bytes.indices.filter { bytes[$0] == 10 }.map { $0 + 1 }
          let start = starts[Int(random.next() % UInt64(starts.count))]
          position = min(bytes.count, start + Int(random.next() % 10))
        }
        switch random.next() % 3 {
        case 0:
          let piece = pieces[Int(random.next() % UInt64(pieces.count))]
          bytes.insert(contentsOf: Array(piece.utf8), at: position)
        case 1:
          let end = min(bytes.count, position + Int(random.next() % 12))
          bytes.removeSubrange(position..<end)
        default:
          bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next() % 128)
        }
      }
      let name: String? =
        switch round % 3 {
        case 0: nil
        case 1: "Third"
        default: "Wireless Controller"
        }
      let chosen = LibinputOutcome {
        try LibinputRecordReader(bytes: bytes, file: "r.yml", deviceName: name)
      }
      let whole = LibinputOutcome {
        try LibinputRecordReader(wholeFile: bytes, file: "r.yml", deviceName: name)
      }
      #expect(chosen == whole, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
      if chosen.streamed { streamed += 1 }
      if chosen.error != nil { errors += 1 }
    }
    // Both ways and both outcomes are exercised.
    #expect(streamed > 200)
    #expect(errors > 200)
  }
}
