import Foundation
import OrientationTestbed
import OrientationTraces

/// Writes a testbed's three files into a fresh temporary directory, which the caller removes.
func writeTestbed(_ testbed: UmockdevTestbed, name: String = "accel") throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("orientsim-umockdev-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try testbed.deviceFile.write(
    to: directory.appendingPathComponent("\(name).umockdev"), atomically: true, encoding: .utf8)
  try testbed.ioctlFile.write(
    to: directory.appendingPathComponent("\(name).ioctl"), atomically: true, encoding: .utf8)
  try testbed.eventsFile.write(
    to: directory.appendingPathComponent("\(name).events"), atomically: true, encoding: .utf8)
  return directory
}

/// Frames of ABS_X/Y/Z (+ MSC_TIMESTAMP) and SYN_REPORT, `interval` microseconds apart.
func accelerometerFrames(
  _ values: [(Int32, Int32, Int32)], interval: Int64 = 10_000, start: Int64 = 1_000_000,
  msc: Bool = false
) -> [InputEvent] {
  var events: [InputEvent] = []
  for (index, value) in values.enumerated() {
    let time = EventTime(microseconds: start + Int64(index) * interval)
    events.append(InputEvent(time: time, type: .absolute, code: 0, value: value.0))
    events.append(InputEvent(time: time, type: .absolute, code: 1, value: value.1))
    events.append(InputEvent(time: time, type: .absolute, code: 2, value: value.2))
    if msc {
      events.append(
        InputEvent(
          time: time, type: .miscellaneous, code: EventCode.mscTimestamp,
          value: Int32(index) * 4000))
    }
    events.append(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
  }
  return events
}
