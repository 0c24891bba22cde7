import OrientationCore
import OrientationDetection
import OrientationFormats

/// The terminal view of `watch`: records scroll as text lines while one status line at the
/// bottom — the current vector, its angles, what the detector proposes, and the device and
/// interface orientations — is redrawn in place (`\r`, erase line).
///
/// Used only when standard output is a terminal and the format is `text`
/// (``WatchCommand/usesLiveView(format:standardOutputIsTerminal:)``); pipes and files get plain
/// lines, so logs never contain control sequences.
final class LiveStatusView: RecordRenderer {
  private let sink: OutputSink
  private var status = ""
  private var shown = false

  /// The escape that returns to the start of the line and erases it.
  static let eraseLine = "\r\u{1B}[2K"

  init(sink: OutputSink) { self.sink = sink }

  /// Prints the record above the status line, then redraws the status line.
  func render(_ record: CallbackRecord) {
    if shown { sink.write(Self.eraseLine) }
    sink.write(RecordText.line(record))
    sink.write("\n")
    if !status.isEmpty {
      sink.write(status)
      shown = true
    }
    sink.flush()
  }

  /// Replaces the status line.
  func show(_ line: String) {
    status = line
    sink.write(Self.eraseLine + line)
    shown = true
    sink.flush()
  }

  /// Erases the status line and flushes.
  func finish(_ end: RunEnd) {
    if shown { sink.write(Self.eraseLine) }
    shown = false
    sink.flush()
  }

  /// `x -0.02  y -0.98  z +0.12 g │ tilt 7° angle 358° │ proposed portrait │ device portrait │
  /// interface portrait`, and with a hinge (a foldable, or `--hinge`) `│ hinge 120° halfOpen
  /// inner`: the last angle (`–` before one), the posture and the display (SPEC §6.1).
  static func statusLine(
    sample: AccelSample, explanation: DetectorExplanation, device: DeviceOrientation,
    interface: InterfaceOrientation,
    hinge: (angle: Double?, posture: Posture, display: Display)? = nil
  ) -> String {
    func g(_ value: Double) -> String {
      guard value.isFinite else { return "  nan" }
      let hundredths = Int((abs(value) * 100).rounded())
      let fraction = hundredths % 100
      return (value < 0 && hundredths != 0 ? "-" : "+") + "\(hundredths / 100)."
        + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
    func degrees(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "–" }
      return "\(Int(value.rounded()))°"
    }
    var held = ""
    if let rule = explanation.heldBy { held = " (held: \(rule.name))" }
    return "x \(g(sample.x))  y \(g(sample.y))  z \(g(sample.z)) g │ tilt "
      + "\(degrees(explanation.tilt)) angle \(degrees(explanation.orientationAngle)) │ proposed "
      + "\(explanation.proposed?.name ?? "none")\(held) │ device \(device.name) │ interface "
      + interface.name
      + (hinge.map {
        " │ hinge \(degrees($0.angle)) \($0.posture.rawValue) \($0.display.rawValue)"
      } ?? "")
  }
}
