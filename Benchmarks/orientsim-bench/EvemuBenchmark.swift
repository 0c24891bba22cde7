import Foundation
import OrientationIO

/// Parses an evemu file end to end (header, every event, frames, samples) and prints lines/s.
///
/// With no file, writes a generated recording of `frames` accelerometer frames (evemu-record's
/// layout, with its per-event comments) to a temporary file first.
func evemuBenchmark(path givenPath: String?, frames: Int = 400_000) throws {
  let path: String
  if let givenPath {
    path = givenPath
  } else {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid()).evemu").path
    var writer = try EvemuWriter(path: path)
    writer.writeHeader(.accelerometer(name: "Bench Accelerometer", mscTimestamp: true))
    for frame in 0..<frames {
      let time = EventTime(microseconds: Int64(frame) * 4000 + 1)
      let angle = Double(frame) / 500
      writer.write(
        InputEvent(time: time, type: .absolute, code: 0, value: Int32(8192 * cos(angle))))
      writer.write(
        InputEvent(time: time, type: .absolute, code: 1, value: Int32(8192 * sin(angle))))
      writer.write(InputEvent(time: time, type: .absolute, code: 2, value: Int32(frame % 64)))
      writer.write(
        InputEvent(
          time: time, type: .miscellaneous, code: 5, value: Int32(truncatingIfNeeded: frame * 4000))
      )
      writer.write(InputEvent(time: time, type: .synchronization, code: 0, value: 0))
      if writer.bufferedCount > 1 << 20 { try writer.flush() }
    }
    try writer.flush()
  }
  defer { if givenPath == nil { unlink(path) } }
  let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

  let clock = ContinuousClock()
  var events = 0
  var lines = 0
  let eventsOnly = try clock.measure {
    var reader = try EvemuReader(path: path)
    while try reader.next() != nil { events += 1 }
  }
  lines = events
  var samples = 0
  let pipeline = try clock.measure {
    let reader = try EvemuReader(path: path)
    var samplesReader = TraceSampleReader(
      source: reader, converter: try SampleConverter(device: reader.device))
    while try samplesReader.next() != nil { samples += 1 }
  }
  func rate(_ duration: Duration) -> String {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(
      format: "%.2f M lines/s, %.0f MB/s", Double(lines) / seconds / 1e6,
      Double(size) / seconds / 1e6)
  }
  print("evemu parse: \(lines) event lines, \(size / 1_000_000) MB: \(rate(eventsOnly)) (events)")
  print("evemu pipeline: \(samples) samples: \(rate(pipeline)) (events → frames → samples)")
}
