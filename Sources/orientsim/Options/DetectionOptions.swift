import ArgumentParser
import OrientationCore
import OrientationDetection
import OrientationTraces

extension DetectorKind: ExpressibleByArgument {}

/// The user's orientation lock choices (`--lock portrait`, SPEC §8.1).
enum OrientationLock: String, CaseIterable, ExpressibleByArgument {
  /// The device reports portrait whatever the samples say: the engine's portrait lock, on from
  /// launch (the detector runs unlocked).
  case portrait
}

/// `--detector`, `--mount`, `--scale`, `--lock` and `--explain`: how samples become device
/// orientations (SPEC §6), shared by the commands that read samples (`replay`, `demo`,
/// `watch`).
struct DetectionOptions: ParsableArguments {
  @Option(help: "Orientation detector: android (default), iio or threshold.")
  var detector: DetectorKind = .default

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Mount matrix applied to every sample, udev syntax (corrected = M · raw).",
      valueName: "a,b,c; d,e,f; g,h,i"))
  var mount: String?

  @Option(
    help: ArgumentHelp(
      "Units per g for axes without a resolution (e.g. 1000 for a milli-g driver).",
      valueName: "units"))
  var scale: Double?

  @Option(
    name: .customLong("frames"),
    help: ArgumentHelp(
      "An extra driver table (JSON, the layout of Configs/frames/drivers.json: frame and scale "
        + "entries), consulted before the installed and bundled ones; repeatable.",
      valueName: "file"))
  var frameFiles: [String] = []

  @Option(help: "The user's orientation lock: portrait.")
  var lock: OrientationLock?

  @Flag(
    help: ArgumentHelp(
      "Add decision records: why the detector decided or held, and which rule refused each "
        + "device change that did not rotate the interface."))
  var explain = false

  func validate() throws {
    if let mount {
      do {
        _ = try MountMatrix(parsing: mount)
      } catch {
        throw ValidationError("--mount: \(error.message)")
      }
    }
    try NumericOption.check("--scale", scale, in: NumericOption.scale)
  }

  /// The mount matrix chosen, identity by default.
  var mountMatrix: MountMatrix {
    mount.flatMap { try? MountMatrix(parsing: $0) } ?? .identity
  }

  /// A detection pipeline with these choices. The device frame (table, mount matrix) is the
  /// converter's, applied once, per device.
  func makePipeline() -> DetectionPipeline {
    DetectionPipeline(detector: detector)
  }

  /// Whether the session turns the engine's portrait lock on before the launch (`--lock portrait`).
  var locksPortrait: Bool { lock == .portrait }

  /// The driver table (frames and scales): `--frames` files, the installed ones, the bundled
  /// one.
  func frameTable() throws -> DriverFrameTable {
    try DriverFrameTable.standard(files: frameFiles)
  }

  /// The way from a device's raw axes to the internal frame (SPEC §6).
  func frame(
    bus: DeviceBus, name: String, udevMount: MountMatrix? = nil, kernelMount: MountMatrix? = nil,
    table: DriverFrameTable? = nil
  ) throws -> DeviceFrame {
    DeviceFrame.resolve(
      bus: bus, name: name, table: try table ?? frameTable(),
      override: mount.flatMap { try? MountMatrix(parsing: $0) }, udevMount: udevMount,
      kernelMount: kernelMount)
  }

  /// The converter from an evdev device's (or trace's) raw units to g in the internal frame;
  /// `file` names the trace in its errors. The driver table gives the frame and, for axes
  /// without a resolution, the units.
  func converter(
    for device: DeviceDescription, udevMount: MountMatrix? = nil, file: String? = nil
  ) throws -> SampleConverter {
    let table = try frameTable()
    return try SampleConverter(
      device: device, scale: scale,
      mount: frame(bus: .input, name: device.name, udevMount: udevMount, table: table).matrix,
      file: file, table: table.scales)
  }
}
