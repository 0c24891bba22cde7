import Foundation
import OrientationTraces
import Testing

/// libevemu (the library behind evemu-device and evemu-play) must parse what we write.
@Suite("evemu compatibility")
struct CompatibilityTests {
  static let reason: String? = {
    if !FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") { return "no C compiler" }
    if !FileManager.default.fileExists(atPath: "/usr/include/evemu.h") {
      return "libevemu-dev is not installed"
    }
    return nil
  }()

  /// A C program that reads a file with `evemu_read` + `evemu_read_event` and prints what it got.
  static let program = """
    #include <evemu.h>
    #include <stdio.h>
    #include <linux/input.h>
    int main(int argc, char **argv) {
      FILE *fp = fopen(argv[1], "r");
      if (!fp) return 2;
      struct evemu_device *dev = evemu_new(NULL);
      if (evemu_read(dev, fp) <= 0) { printf("header failed\\n"); return 1; }
      printf("name=%s bus=%x prop6=%d\\n", evemu_get_name(dev), evemu_get_id_bustype(dev),
             evemu_has_prop(dev, 6));
      for (int c = 0; c < 3; c++)
        printf("abs%d=%d..%d res=%d has=%d\\n", c, evemu_get_abs_minimum(dev, c),
               evemu_get_abs_maximum(dev, c), evemu_get_abs_resolution(dev, c),
               evemu_has_event(dev, EV_ABS, c));
      struct input_event ev;
      int n = 0;
      while (evemu_read_event(fp, &ev) > 0) {
        printf("E %ld.%06ld %d %d %d\\n", (long)ev.input_event_sec, (long)ev.input_event_usec,
               ev.type, ev.code, ev.value);
        n++;
      }
      printf("events=%d\\n", n);
      return 0;
    }
    """

  @Test(
    "libevemu reads the header and every event orientsim writes",
    .enabled(if: reason == nil, "libevemu check unavailable: \(reason ?? "")"))
  func libevemuReadsOurFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("evemu-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.program.write(
      to: directory.appendingPathComponent("check.c"), atomically: true, encoding: .utf8)
    let compiled = try run("/usr/bin/cc", ["-o", "check", "check.c", "-levemu"], in: directory)
    try #require(compiled.status == 0, "\(compiled.stderr)")

    let device = DeviceDescription.accelerometer(
      name: "Written Accelerometer", fuzz: 16, mscTimestamp: true, values: (1, -8192, 3))
    let events =
      accelerometerFrames([(0, -8192, 0), (-10, 5, 8192)], msc: true)
      + [InputEvent(time: EventTime(microseconds: 1_030_000), type: .absolute, code: 0, value: -7)]
    let path = directory.appendingPathComponent("out.evemu").path
    var writer = try EvemuWriter(path: path)
    writer.writeHeader(device)
    for event in events { writer.write(event) }
    try writer.commit()

    let result = try run(directory.appendingPathComponent("check").path, [path])
    #expect(result.status == 0)
    var expected = "name=Written Accelerometer bus=6 prop6=1\n"
    for code in 0..<3 { expected += "abs\(code)=-32768..32767 res=8192 has=1\n" }
    for event in events {
      expected += "E \(event.time) \(event.type.rawValue) \(event.code) \(event.value)\n"
    }
    expected += "events=\(events.count)\n"
    #expect(result.stdout == expected)
  }

  @Test("real evemu-record output parses with the events evemu-record saw")
  func evemuRecordOutput() throws {
    var reader = try EvemuReader(path: try fixture("evemu-record-accel.evemu"))
    let values = try readAll(&reader).map(\.value)
    #expect(values == [0, -8192, 0, 0, 0, 8192, 0, 0, 4000, 0, 0, 0, -8192, 8000, 0])
  }
}
