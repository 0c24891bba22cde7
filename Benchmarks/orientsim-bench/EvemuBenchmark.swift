import Foundation
import OrientationTraces

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
    try writer.commit()
  }
  defer { if givenPath == nil { unlink(path) } }
  let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

  /// Process CPU time, best of 3 runs: the machine may be shared, so wall time would measure
  /// the neighbours, and even CPU time varies by a fifth from run to run on a virtual machine.
  func cpuTime(_ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      var start = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
      try body()
      var end = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
      best = min(
        best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
    }
    return best
  }
  var events = 0
  let eventsOnly = try cpuTime {
    events = 0
    var reader = try EvemuReader(path: path)
    while try reader.next() != nil { events += 1 }
  }
  let lines = events
  var samples = 0
  let pipeline = try cpuTime {
    samples = 0
    let reader = try EvemuReader(path: path)
    let converter = try SampleConverter(device: reader.device)
    var samplesReader = TraceSampleReader(source: reader, converter: converter)
    while try samplesReader.next() != nil { samples += 1 }
  }
  func rate(_ seconds: Double) -> String {
    String(
      format: "%.2f M lines/s, %.0f MB/s", Double(lines) / seconds / 1e6,
      Double(size) / seconds / 1e6)
  }
  print(
    "evemu parse: \(lines) event lines, \(size / 1_000_000) MB: \(rate(eventsOnly)) (events, CPU time, best of 3)"
  )
  print(
    "evemu pipeline: \(samples) samples: \(rate(pipeline)) (events → frames → samples, CPU time, best of 3)"
  )
}
