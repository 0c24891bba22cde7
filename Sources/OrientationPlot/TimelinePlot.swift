import OrientationCore
import OrientationDetection
import OrientationSynthesis

/// Draws a ``Timeline`` as one self-contained SVG document: a pure function from data to text.
///
/// Lanes share one time axis, top to bottom: the gravity components in g; the tilt and the
/// orientation angle(s) with the selected detector's thresholds; the detector's proposal as
/// coloured bands, with settle and lock-out periods hatched; the reported device orientation
/// with a tick per decision, hatched as a lock-out while the user's portrait lock is on; the interface orientation with rotations hatched; one row of
/// callback markers per view controller. Markers and hatched spans carry `<title>` elements,
/// which browsers show on hover.
///
/// Size stays bounded whatever the trace length: sample lines are decimated to the minimum and
/// maximum of each pixel column, and spans narrower than half a pixel are merged into the
/// value that covers most of their half-pixel cell. Decisions and records are never dropped:
/// those that fall into the same pixel column of a row share one marker whose title lists
/// them all.
public enum TimelinePlot {
  /// Layout choices.
  public struct Options: Sendable, Hashable {
    /// Width of the plotting area in pixels (one sample column per pixel).
    public var plotWidth: Int

    /// Options with a plotting area `plotWidth` pixels wide (default 1200).
    public init(plotWidth: Int = 1200) {
      self.plotWidth = max(100, plotWidth)
    }
  }

  /// The SVG document for `timeline`.
  public static func svg(_ timeline: Timeline, options: Options = Options()) -> String {
    var canvas = Canvas(timeline: timeline, options: options)
    canvas.draw()
    return canvas.out
  }

  /// A horizontal line drawn across an angle lane, from the detector's constants.
  struct Threshold {
    var value: Double
    var label: String?
    var strong: Bool
  }

  /// The thresholds of the tilt lane for `kind` (degrees, face up positive).
  static func tiltThresholds(_ kind: DetectorKind) -> [Threshold] {
    switch kind {
    case .android:
      let maxTilt = Double(AndroidDetector.maxTilt)
      let tolerances = AndroidDetector.defaultTiltTolerance
      let maxima = Set(tolerances.map(\.max)).sorted()
      var lines = [
        Threshold(value: maxTilt, label: "flat +\(AndroidDetector.maxTilt)°", strong: true),
        Threshold(value: -maxTilt, label: "flat −\(AndroidDetector.maxTilt)°", strong: true),
        Threshold(
          value: Double(AndroidDetector.tiltOverheadEnter),
          label: "overhead in \(AndroidDetector.tiltOverheadEnter)°", strong: false),
        Threshold(
          value: Double(AndroidDetector.tiltOverheadExit),
          label: "overhead out \(AndroidDetector.tiltOverheadExit)°", strong: false),
        Threshold(
          value: Double(tolerances[0].min), label: "min tilt \(tolerances[0].min)°",
          strong: false),
      ]
      for (index, value) in maxima.enumerated() {
        let label =
          index == maxima.count / 2
          ? "max tilt " + maxima.map(String.init).joined(separator: "/") + "°" : nil
        lines.append(Threshold(value: Double(value), label: label, strong: false))
      }
      return lines
    case .iio:
      let face = Double(IIODetector.thresholdFace)
      let vertical = Double(IIODetector.thresholdTilt)
      return [
        Threshold(value: face, label: "face-up \(IIODetector.thresholdFace)°", strong: true),
        Threshold(value: -face, label: "face-down −\(IIODetector.thresholdFace)°", strong: true),
        Threshold(value: vertical, label: "vertical ±\(IIODetector.thresholdTilt)°", strong: false),
        Threshold(value: -vertical, label: nil, strong: false),
      ]
    case .threshold:
      let detector = ThresholdDetector()
      return [
        Threshold(
          value: detector.faceEnter, label: "face in ±\(number(detector.faceEnter))°", strong: true),
        Threshold(value: -detector.faceEnter, label: nil, strong: true),
        Threshold(
          value: detector.faceExit, label: "face out ±\(number(detector.faceExit))°", strong: false),
        Threshold(value: -detector.faceExit, label: nil, strong: false),
      ]
    }
  }

  /// The thresholds of the angle lane for `kind`.
  static func angleThresholds(_ kind: DetectorKind) -> [Threshold] {
    switch kind {
    case .iio:
      let limit = Double(IIODetector.thresholdPortrait)
      return [
        Threshold(value: limit, label: "±\(IIODetector.thresholdPortrait)°", strong: true),
        Threshold(value: -limit, label: nil, strong: true),
      ]
    case .android, .threshold:
      let widen =
        kind == .android
        ? Double(AndroidDetector.adjacentOrientationAngleGap) / 2 : ThresholdDetector().hysteresis
      let name =
        kind == .android
        ? "gap ±\(number(widen))°" : "hysteresis ±\(number(widen))°"
      var lines: [Threshold] = []
      for edge in [45.0, 135, 225, -45] {
        lines.append(
          Threshold(value: edge, label: edge == 135 ? "band edges 45°" : nil, strong: true))
        lines.append(Threshold(value: edge - widen, label: nil, strong: false))
        lines.append(
          Threshold(value: edge + widen, label: edge == 45 ? name : nil, strong: false))
      }
      return lines.filter { $0.value >= -45 && $0.value <= 315 }
    }
  }

  /// How a held rule's span is shaded: settling, a lock-out, another rule (the adjacent gap,
  /// tilt limits, iio's diagonal…), or not at all — iio's 700 ms cadence would cover
  /// everything, and unusable samples have nothing to propose.
  static func shading(of rule: DetectorRule) -> String? {
    switch rule {
    case .settling: "settle"
    case .flatLockout, .swingLockout, .accelerationLockout, .overhead: "lockout"
    case .cadence, .invalidSample, .reset, .nearZeroMagnitude: nil
    case .tooFlat, .tiltTolerance, .deadZone, .diagonal, .belowThreshold: "rule"
    }
  }

  /// Compact decimal text with at most `digits` decimals (no trailing zeros).
  static func number(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let negative = scaled < 0
    let magnitude = negative ? -scaled : scaled
    var text = String(magnitude / scale)
    var fraction = magnitude % scale
    if fraction != 0 {
      var decimals = String(fraction)
      while decimals.count < digits { decimals = "0" + decimals }
      while decimals.hasSuffix("0") { decimals.removeLast() }
      text += "." + decimals
      fraction = 0
    }
    return negative ? "-" + text : text
  }

  /// Escapes text for XML content and attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A time for titles: milliseconds below a minute, otherwise minutes and seconds too.
  static func time(_ seconds: Double) -> String {
    number(seconds, digits: 3) + " s"
  }
}

// MARK: - Drawing

/// The stateful half of ``TimelinePlot``: appends SVG text for one timeline.
private struct Canvas {
  let timeline: Timeline
  let plotWidth: Double
  let left = 150.0
  let right = 130.0
  var out = ""
  var columnCache: [Int32]?

  init(timeline: Timeline, options: TimelinePlot.Options) {
    self.timeline = timeline
    plotWidth = Double(options.plotWidth)
    out.reserveCapacity(64 * 1024)
  }

  var duration: Double { max(timeline.end - timeline.start, 1e-9) }
  var width: Double { left + plotWidth + right }

  /// The pixel column of every sample, shared by the sample lines.
  func sampleColumns() -> [Int32] {
    let scale = plotWidth / duration
    let last = Int32(plotWidth) - 1
    return timeline.times.map { time in
      let column = ((time - timeline.start) * scale).rounded(.down)
      return column <= 0 ? 0 : column >= Double(last) ? last : Int32(column)
    }
  }

  func x(_ time: Double) -> Double {
    left + (time - timeline.start) / duration * plotWidth
  }

  static func f(_ value: Double) -> String { TimelinePlot.number(value) }

  // MARK: Document

  mutating func draw() {
    let rows = callbackRows()
    let accelRange = accelerationRange()
    // The hinge and display lanes only when there is a hinge (SPEC §8.4).
    let laneHeights: [Double] =
      [130, 140, 150, 24, 24, 24] + (timeline.showsHinge ? [110, 24] : [])
    let gap = 14.0
    let top = 86.0
    let rowHeight = 18.0
    let callbackHeight = Double(max(rows.count, 1)) * rowHeight
    let lanesBottom =
      top + laneHeights.reduce(0, +) + gap * Double(laneHeights.count) + 18 + callbackHeight
    let height = lanesBottom + 56

    out += """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.f(width))" height="\(Self.f(height))" \
      viewBox="0 0 \(Self.f(width)) \(Self.f(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="11">

      """
    out += Self.style
    out += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
    drawHeader()

    var laneTop = top
    let plotTop = top
    drawTimeGrid(top: plotTop, bottom: lanesBottom - 4)

    drawLane(id: "accel", title: "acceleration", unit: "g", top: laneTop, height: laneHeights[0]) {
      canvas, top, height in
      canvas.drawAcceleration(top: top, height: height, range: accelRange)
    }
    laneTop += laneHeights[0] + gap
    drawLane(
      id: "tilt", title: "tilt", unit: timeline.detector == .android ? "° (filtered)" : "°",
      top: laneTop, height: laneHeights[1]
    ) { canvas, top, height in
      canvas.drawTilt(top: top, height: height)
    }
    laneTop += laneHeights[1] + gap
    drawLane(
      id: "angle", title: timeline.detector == .iio ? "iio angles" : "orientation angle",
      unit: timeline.detector == .android ? "° (filtered)" : "°", top: laneTop,
      height: laneHeights[2]
    ) { canvas, top, height in
      canvas.drawAngle(top: top, height: height)
    }
    laneTop += laneHeights[2] + gap
    drawLane(id: "proposed", title: "proposed", unit: nil, top: laneTop, height: laneHeights[3]) {
      canvas, top, height in
      canvas.drawProposed(top: top, height: height)
    }
    laneTop += laneHeights[3] + gap
    drawLane(id: "device", title: "device", unit: nil, top: laneTop, height: laneHeights[4]) {
      canvas, top, height in
      canvas.drawDevice(top: top, height: height)
    }
    laneTop += laneHeights[4] + gap
    drawLane(
      id: "interface", title: "interface", unit: "in its device colour", top: laneTop,
      height: laneHeights[5]
    ) {
      canvas, top, height in
      canvas.drawInterface(top: top, height: height)
    }
    laneTop += laneHeights[5] + gap
    if timeline.showsHinge {
      drawLane(id: "hinge", title: "hinge", unit: "°", top: laneTop, height: laneHeights[6]) {
        canvas, top, height in
        canvas.drawHinge(top: top, height: height)
      }
      laneTop += laneHeights[6] + gap
      drawLane(
        id: "display", title: "display", unit: "and posture", top: laneTop,
        height: laneHeights[7]
      ) { canvas, top, height in
        canvas.drawDisplay(top: top, height: height)
      }
      laneTop += laneHeights[7] + gap
    }
    laneTop += 18
    drawCallbacks(rows: rows, top: laneTop, rowHeight: rowHeight)
    drawTimeAxis(y: lanesBottom)
    out += "</svg>\n"
  }

  static let style = """
    <style>
    text{fill:#222}
    .title{font-size:14px;font-weight:bold}
    .sub{fill:#555}
    .lt{font-weight:bold;font-size:11px}
    .unit{fill:#666;font-size:10px}
    .tick{fill:#555;font-size:10px}
    .th{fill:#555;font-size:9px}
    .frame{fill:none;stroke:#bbb}
    .grid{stroke:#eee}
    .zero{stroke:#ccc}
    .tl{stroke:#888;stroke-dasharray:4 3;fill:none}
    .ts{stroke:#c0392b;stroke-dasharray:6 3;fill:none}
    .s{fill:none;stroke-width:1;stroke-linejoin:round}
    .sx{stroke:#D55E00}.sy{stroke:#0072B2}.sz{stroke:#555}
    .st{stroke:#222}.sa{stroke:#6A3D9A}.sb{stroke:#1B9E9E}.sh{stroke:#8C510A;stroke-width:1.5}
    .o0{fill:#fff;stroke:#bbb}.o1{fill:#0072B2}.o2{fill:#CC79A7}.o3{fill:#E69F00}
    .o4{fill:#009E73}.o5{fill:#dcdcdc}.o6{fill:#7a7a7a}
    .bt{font-size:10px;pointer-events:none}
    .w{fill:#fff}
    .dec{stroke:#000;stroke-width:1.5}
    .cb{fill:#333}.q{fill:#fff;stroke:#333}.dg{fill:#c0392b}.lc{fill:#777}
    .exc{fill:#c0392b;font-weight:bold}
    .tint{fill-opacity:0.09;stroke:none}
    .cnt{fill:#555;font-size:9px}
    </style>
    <defs>
    <pattern id="settle" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)"><rect width="2" height="5" fill="#000" fill-opacity="0.45"/></pattern>
    <pattern id="lockout" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff" fill-opacity="0.35"/><rect width="2" height="6" fill="#000" fill-opacity="0.7"/><rect width="6" height="2" fill="#000" fill-opacity="0.7"/></pattern>
    <pattern id="rule" patternUnits="userSpaceOnUse" width="4" height="4"><circle cx="2" cy="2" r="0.9" fill="#000" fill-opacity="0.55"/></pattern>
    <pattern id="rotating" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(-45)"><rect width="2.5" height="6" fill="#fff" fill-opacity="0.7"/></pattern>
    <pattern id="transition" patternUnits="userSpaceOnUse" width="6" height="6"><rect width="6" height="1.5" fill="#000" fill-opacity="0.45"/></pattern>
    </defs>

    """

  mutating func drawHeader() {
    let detector = timeline.detector.rawValue
    out += "<text class=\"title\" x=\"12\" y=\"22\">\(TimelinePlot.escape(timeline.title))</text>\n"
    out +=
      "<text class=\"sub\" x=\"\(Self.f(width - 12))\" y=\"22\" text-anchor=\"end\">detector \(detector) · "
      + "\(TimelinePlot.time(timeline.start)) – \(TimelinePlot.time(timeline.end))</text>\n"
    out += "<g id=\"legend\">\n"
    var cursor = 12.0
    let row1 = 44.0
    let row2 = 64.0
    func line(_ cls: String, _ label: String, dashed: Bool = false) -> String {
      let item =
        "<path class=\"\(dashed ? cls : "s " + cls)\" d=\"M\(Self.f(cursor)),\(Self.f(row1 - 4))h18\"/>"
        + "<text x=\"\(Self.f(cursor + 22))\" y=\"\(Self.f(row1))\">\(label)</text>\n"
      cursor += 30 + Double(label.count) * 6.2
      return item
    }
    out += line("sx", "x")
    out += line("sy", "y")
    out += line("sz", "z")
    out += line("st", "tilt")
    if timeline.detector == .iio {
      out += line("sa", "portrait angle")
      out += line("sb", "landscape angle")
    } else {
      out += line("sa", "orientation angle")
    }
    out += line("ts", "threshold", dashed: true)
    out += line("tl", "threshold (secondary)", dashed: true)
    cursor += 10
    func marker(_ shape: String, _ label: String) -> String {
      let item =
        shape + "<text x=\"\(Self.f(cursor + 12))\" y=\"\(Self.f(row1))\">\(label)</text>\n"
      cursor += 22 + Double(label.count) * 6.2
      return item
    }
    out += marker(Self.circle(cursor + 4, row1 - 4, "cb"), "callback")
    out += marker(Self.circle(cursor + 4, row1 - 4, "q"), "query")
    out += marker(Self.triangle(cursor + 4, row1 - 4, "dg"), "diagnostic")
    out += marker(Self.diamond(cursor + 4, row1 - 4, "lc"), "lifecycle")
    out += marker(
      "<path class=\"dec\" d=\"M\(Self.f(cursor + 4)),\(Self.f(row1 - 11))v13\"/>", "decision")

    cursor = 12
    for orientation in DeviceOrientation.allCases where orientation != .unknown {
      out +=
        "<rect class=\"o\(orientation.rawValue)\" x=\"\(Self.f(cursor))\" y=\"\(Self.f(row2 - 10))\" width=\"14\" height=\"12\"/>"
        + "<text x=\"\(Self.f(cursor + 18))\" y=\"\(Self.f(row2))\">\(orientation.name)</text>\n"
      cursor += 26 + Double(orientation.name.count) * 6.2
    }
    for (pattern, label) in [
      ("settle", "settling"), ("lockout", "lock-out"), ("rule", "held by another rule"),
      ("rotating", "rotating"), ("transition", "appearance transition"),
    ] {
      out +=
        "<rect class=\"o5\" x=\"\(Self.f(cursor))\" y=\"\(Self.f(row2 - 10))\" width=\"14\" height=\"12\"/>"
        + "<rect fill=\"url(#\(pattern))\" x=\"\(Self.f(cursor))\" y=\"\(Self.f(row2 - 10))\" width=\"14\" height=\"12\"/>"
        + "<text x=\"\(Self.f(cursor + 18))\" y=\"\(Self.f(row2))\">\(label)</text>\n"
      cursor += 26 + Double(label.count) * 6.2
    }
    out += "</g>\n"
  }

  // MARK: Lanes

  mutating func drawLane(
    id: String, title: String, unit: String?, top: Double, height: Double,
    body: (inout Canvas, Double, Double) -> Void
  ) {
    out += "<g class=\"lane\" id=\"lane-\(id)\">\n"
    out += "<text class=\"lt\" x=\"12\" y=\"\(Self.f(top + 12))\">\(title)</text>\n"
    if let unit {
      out += "<text class=\"unit\" x=\"12\" y=\"\(Self.f(top + 25))\">\(unit)</text>\n"
    }
    body(&self, top, height)
    out +=
      "<rect class=\"frame\" x=\"\(Self.f(left))\" y=\"\(Self.f(top))\" width=\"\(Self.f(plotWidth))\" "
      + "height=\"\(Self.f(height))\"/>\n"
    out += "</g>\n"
  }

  func accelerationRange() -> Double {
    var peak: Float = 1
    for series in [timeline.x, timeline.y, timeline.z] {
      for value in series where value.isFinite { peak = max(peak, abs(value)) }
    }
    return min(4, (Double(peak) * 1.1 * 2).rounded(.up) / 2)
  }

  mutating func yTicks(
    _ values: [Double], top: Double, height: Double, low: Double, high: Double,
    suffix: String
  ) {
    for value in values {
      let y = top + (high - value) / (high - low) * height
      out +=
        "<path class=\"\(value == 0 ? "zero" : "grid")\" d=\"M\(Self.f(left)),\(Self.f(y))h\(Self.f(plotWidth))\"/>"
        + "<text class=\"tick\" x=\"\(Self.f(left - 5))\" y=\"\(Self.f(y + 3.5))\" text-anchor=\"end\">"
        + "\(Self.f(value))\(suffix)</text>\n"
    }
  }

  /// Draws threshold lines; labels go to the right margin beside their line, or (with
  /// `notesAt`) to the left margin as a list starting at that height.
  mutating func thresholds(
    _ lines: [TimelinePlot.Threshold], top: Double, height: Double, low: Double, high: Double,
    notesAt: Double? = nil
  ) {
    var lastLabelY = -100.0
    var noteY = notesAt ?? 0
    for line in lines.sorted(by: { $0.value > $1.value }) {
      let y = top + (high - line.value) / (high - low) * height
      out +=
        "<path class=\"threshold \(line.strong ? "ts" : "tl")\" d=\"M\(Self.f(left)),\(Self.f(y))h\(Self.f(plotWidth))\"/>\n"
      if notesAt != nil, let label = line.label {
        out +=
          "<path class=\"\(line.strong ? "ts" : "tl")\" d=\"M12,\(Self.f(noteY - 3))h12\"/>"
          + "<text class=\"th\" x=\"28\" y=\"\(Self.f(noteY))\">\(TimelinePlot.escape(label))</text>\n"
        noteY += 12
      } else if let label = line.label, y - lastLabelY >= 10 {
        out +=
          "<text class=\"th\" x=\"\(Self.f(left + plotWidth + 5))\" y=\"\(Self.f(y + 3))\">"
          + "\(TimelinePlot.escape(label))</text>\n"
        lastLabelY = y
      }
    }
  }

  mutating func drawAcceleration(top: Double, height: Double, range: Double) {
    let step = range >= 2 ? 1.0 : 0.5
    var ticks: [Double] = []
    var value = -range
    while value <= range + 1e-9 {
      ticks.append(value)
      value += step
    }
    yTicks(ticks, top: top, height: height, low: -range, high: range, suffix: "")
    for (values, cls) in [(timeline.x, "sx"), (timeline.y, "sy"), (timeline.z, "sz")] {
      series(values, cls: cls, top: top, height: height, low: -range, high: range, wraps: false)
    }
  }

  mutating func drawTilt(top: Double, height: Double) {
    yTicks([-90, -45, 0, 45, 90], top: top, height: height, low: -90, high: 90, suffix: "°")
    thresholds(
      TimelinePlot.tiltThresholds(timeline.detector), top: top, height: height, low: -90, high: 90)
    series(timeline.tilt, cls: "st", top: top, height: height, low: -90, high: 90, wraps: false)
  }

  mutating func drawAngle(top: Double, height: Double) {
    let thresholds = TimelinePlot.angleThresholds(timeline.detector)
    if timeline.detector == .iio {
      yTicks([-90, -45, 0, 45, 90], top: top, height: height, low: -90, high: 90, suffix: "°")
      self.thresholds(thresholds, top: top, height: height, low: -90, high: 90)
      series(timeline.angle, cls: "sa", top: top, height: height, low: -90, high: 90, wraps: false)
      series(
        timeline.secondAngle, cls: "sb", top: top, height: height, low: -90, high: 90,
        wraps: false)
      return
    }
    // Each orientation's 90° band, tinted with its colour and named at its centre line.
    for orientation in [
      DeviceOrientation.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
    ] {
      let centre = MotionGenerator.angle(of: orientation) ?? 0
      let y = top + (315 - centre - 45) / 360 * height
      out +=
        "<rect class=\"o\(orientation.rawValue) tint\" x=\"\(Self.f(left))\" y=\"\(Self.f(y))\" "
        + "width=\"\(Self.f(plotWidth))\" height=\"\(Self.f(height / 4))\"/>"
        + "<text class=\"th\" x=\"\(Self.f(left + plotWidth + 5))\" y=\"\(Self.f(y + height / 8 + 3))\">"
        + "\(orientation.name)</text>\n"
    }
    yTicks([0, 90, 180, 270], top: top, height: height, low: -45, high: 315, suffix: "°")
    self.thresholds(thresholds, top: top, height: height, low: -45, high: 315, notesAt: top + 42)
    let shifted = timeline.angle.map { $0 >= 315 ? $0 - 360 : $0 }
    series(shifted, cls: "sa", top: top, height: height, low: -45, high: 315, wraps: true)
  }

  /// The hinge angle (0…180°, or 0…360° when a reading went past flat) with the `book`
  /// detector's thresholds (SPEC §6.1); a reading holds until the next, so the line steps.
  mutating func drawHinge(top: Double, height: Double) {
    let high = timeline.hinge.contains { $0 > 180 } ? 360.0 : 180.0
    let ticks = high > 180 ? [0.0, 90, 180, 270, 360] : [0.0, 45, 90, 135, 180]
    yTicks(ticks, top: top, height: height, low: 0, high: high, suffix: "°")
    let t = timeline.postureThresholds
    self.thresholds(
      [
        TimelinePlot.Threshold(
          value: t.closedAt, label: "closed ≤ \(Self.f(t.closedAt))°", strong: false),
        TimelinePlot.Threshold(value: t.foldAt, label: "fold < \(Self.f(t.foldAt))°", strong: true),
        TimelinePlot.Threshold(
          value: t.reopenAt, label: "reopen ≥ \(Self.f(t.reopenAt))°", strong: true),
        TimelinePlot.Threshold(
          value: t.fullyOpenAt, label: "fully open ≥ \(Self.f(t.fullyOpenAt))°", strong: false),
      ], top: top, height: height, low: 0, high: high)
    var times: [Double] = []
    var values: [Float] = []
    for (index, time) in timeline.hingeTimes.enumerated() {
      if let last = values.last, index > 0 {
        times.append(time)
        values.append(last)
      }
      times.append(time)
      values.append(timeline.hinge[index])
    }
    if let last = values.last, let end = times.last, end < timeline.end {
      times.append(timeline.end)
      values.append(last)
    }
    series(values, times: times, cls: "sh", top: top, height: height, low: 0, high: high)
  }

  /// The display the scene was on, labelled with the posture (SPEC §5.9).
  mutating func drawDisplay(top: Double, height: Double) {
    for rect in cells(timeline.display) {
      let value = rect.value
      let label = "\(value.display.rawValue) \(value.posture.rawValue)"
      band(
        q0: rect.q0, q1: rect.q1, cls: "band \(value.display == .inner ? "o4" : "o5")", top: top,
        height: height, label: label, title: "\(label), \(Self.range(rect.start, rect.end))")
    }
  }

  /// A line over times of its own (not the samples'), every point drawn, breaking at NaN.
  mutating func series(
    _ values: [Float], times: [Double], cls: String, top: Double, height: Double, low: Double,
    high: Double
  ) {
    guard !values.isEmpty, values.count == times.count else { return }
    var path = ""
    var penDown = false
    for (value, time) in zip(values, times) {
      guard value.isFinite else {
        penDown = false
        continue
      }
      let y = top + (high - min(max(Double(value), low), high)) * height / (high - low)
      path += (penDown ? " " : "M") + Self.f(x(time)) + "," + Self.f(y)
      penDown = true
    }
    if !path.isEmpty { out += "<path class=\"s \(cls)\" d=\"\(path)\"/>\n" }
  }

  /// One sample line: every sample when they fit, else min and max per pixel column. Breaks
  /// at NaN, at gaps over 1 s and (for angles) where the value wraps around.
  mutating func series(
    _ values: [Float], cls: String, top: Double, height: Double, low: Double, high: Double,
    wraps: Bool
  ) {
    let times = timeline.times
    guard !values.isEmpty, values.count == times.count else { return }
    let scale = height / (high - low)
    func yOf(_ value: Float) -> Double {
      top + (high - min(max(Double(value), low), high)) * scale
    }
    var path = ""
    path.reserveCapacity(min(values.count, Int(plotWidth) * 2) * 12)
    var penDown = false
    var previous: Float = .nan
    var previousTime = -Double.infinity
    func point(_ px: Double, _ value: Float, jump: Bool) {
      path += (jump || !penDown ? "M" : " ") + Self.f(px) + "," + Self.f(yOf(value))
      penDown = true
    }
    let decimate = values.count > Int(plotWidth) * 2
    if !decimate {
      for index in values.indices {
        let value = values[index]
        let time = times[index]
        guard value.isFinite else {
          penDown = false
          continue
        }
        let jump =
          time - previousTime > 1.0 || (wraps && previous.isFinite && abs(value - previous) > 180)
        point(x(time), value, jump: jump)
        previous = value
        previousTime = time
      }
    } else {
      // The hot loop of long traces: plain locals, one flush per pixel column.
      if columnCache == nil { columnCache = sampleColumns() }
      let columns = columnCache ?? []
      var column: Int32 = -1
      var first: Float = .nan
      var last: Float = .nan
      var low: Float = .infinity
      var high: Float = -.infinity
      var columnJump = false
      var open = false
      let count = values.count
      var index = 0
      while index <= count {
        let atEnd = index == count
        let value = atEnd ? Float.nan : values[index]
        let time = atEnd ? 0 : times[index]
        let c = atEnd ? -1 : columns[index]
        let finite = value.isFinite
        let gapJump =
          finite
          && (time - previousTime > 1.0
            || (wraps && previous.isFinite && abs(value - previous) > 180))
        if open && (!finite || c != column || gapJump) {
          let px = left + Double(column) + 0.5
          if wraps && high - low > 180 {
            point(px, first, jump: columnJump)
            point(px, last, jump: true)
          } else if first <= last {
            point(px, low, jump: columnJump)
            if high > low { point(px, high, jump: false) }
          } else {
            point(px, high, jump: columnJump)
            if high > low { point(px, low, jump: false) }
          }
          open = false
        }
        index += 1
        guard finite else {
          penDown = false
          previous = .nan
          continue
        }
        if open {
          if value < low { low = value }
          if value > high { high = value }
        } else {
          open = true
          column = c
          first = value
          low = value
          high = value
          columnJump = gapJump || !penDown
        }
        last = value
        previous = value
        previousTime = time
      }
    }
    if !path.isEmpty { out += "<path class=\"s \(cls)\" d=\"\(path)\"/>\n" }
  }

  // MARK: Bands

  /// Rects of a span list, merged per half-pixel cell: `(x0, x1, value, start, end)` in
  /// half-pixel units (`x0 < x1`).
  func cells<Value: Hashable>(_ spans: [TimelineSpan<Value>]) -> [(
    q0: Int, q1: Int, value: Value, start: Double, end: Double
  )] {
    var rects: [(q0: Int, q1: Int, value: Value, start: Double, end: Double)] = []
    var cell = Int.min
    var weights: [Value: Double] = [:]
    var cellStart = 0.0
    var cellEnd = 0.0
    func append(_ q0: Int, _ q1: Int, _ value: Value, _ start: Double, _ end: Double) {
      if var last = rects.last, last.value == value, last.q1 >= q0 {
        last.q1 = max(last.q1, q1)
        last.end = max(last.end, end)
        rects[rects.count - 1] = last
      } else {
        rects.append((max(q0, rects.last?.q1 ?? q0), q1, value, start, end))
        if rects[rects.count - 1].q0 >= q1 { rects.removeLast() }
      }
    }
    func flushCell() {
      guard cell != Int.min, let best = weights.max(by: { $0.value < $1.value }) else { return }
      append(cell, cell + 1, best.key, cellStart, cellEnd)
      weights.removeAll(keepingCapacity: true)
      cell = Int.min
    }
    for span in spans {
      let a = (x(span.start) - left) * 2
      let b = (x(span.end) - left) * 2
      let q0 = Int(a.rounded())
      let q1 = Int(b.rounded())
      if q1 > q0 {
        flushCell()
        append(q0, q1, span.value, span.start, span.end)
      } else {
        let c = Int(a.rounded(.down))
        if c != cell {
          flushCell()
          cell = c
          cellStart = span.start
        }
        weights[span.value, default: 0] += b - a
        cellEnd = span.end
      }
    }
    flushCell()
    return rects
  }

  mutating func band(
    q0: Int, q1: Int, cls: String, top: Double, height: Double, label: String?, title: String?
  ) {
    let x0 = left + Double(q0) / 2
    let w = Double(q1 - q0) / 2
    out +=
      "<rect class=\"\(cls)\" x=\"\(Self.f(x0))\" y=\"\(Self.f(top))\" width=\"\(Self.f(w))\" height=\"\(Self.f(height))\">"
    if let title { out += "<title>\(TimelinePlot.escape(title))</title>" }
    out += "</rect>\n"
    if let label, w >= Double(label.count) * 6 + 8 {
      let dark = cls.hasSuffix("o1") || cls.hasSuffix("o4") || cls.hasSuffix("o6")
      out +=
        "<text class=\"bt\(dark ? " w" : "")\" x=\"\(Self.f(x0 + 4))\" y=\"\(Self.f(top + height / 2 + 3.5))\">"
        + "\(label)</text>\n"
    }
  }

  static func range(_ start: Double, _ end: Double) -> String {
    TimelinePlot.time(start) + " – " + TimelinePlot.time(end)
  }

  mutating func orientationBands(
    _ spans: [TimelineSpan<DeviceOrientation?>], top: Double, height: Double, what: String
  ) {
    for rect in cells(spans) {
      guard let orientation = rect.value else { continue }
      band(
        q0: rect.q0, q1: rect.q1, cls: "band o\(orientation.rawValue)", top: top, height: height,
        label: orientation.name,
        title: "\(what) \(orientation.name), \(Self.range(rect.start, rect.end))")
    }
  }

  mutating func drawProposed(top: Double, height: Double) {
    orientationBands(timeline.proposed, top: top, height: height, what: "proposed")
    let shaded = timeline.held.map { span in
      TimelineSpan(start: span.start, end: span.end, value: TimelinePlot.shading(of: span.value))
    }
    var names: [Double: String] = [:]
    for span in timeline.held where TimelinePlot.shading(of: span.value) != nil {
      names[span.start] = span.value.rawValue
    }
    for rect in cells(shaded) {
      guard let pattern = rect.value else { continue }
      let rule = names[rect.start] ?? pattern
      out +=
        "<rect class=\"held\" fill=\"url(#\(pattern))\" x=\"\(Self.f(left + Double(rect.q0) / 2))\" "
        + "y=\"\(Self.f(top))\" width=\"\(Self.f(Double(rect.q1 - rect.q0) / 2))\" height=\"\(Self.f(height))\">"
        + "<title>held by \(rule), \(Self.range(rect.start, rect.end))</title></rect>\n"
    }
  }

  mutating func drawDevice(top: Double, height: Double) {
    let spans = timeline.device.map {
      TimelineSpan<DeviceOrientation?>(start: $0.start, end: $0.end, value: $0.value)
    }
    orientationBands(spans, top: top, height: height, what: "device")
    // The user's portrait lock holds the detector's reports back from the engine.
    for rect in cells(timeline.portraitLocked) where rect.value {
      out +=
        "<rect class=\"held\" fill=\"url(#lockout)\" x=\"\(Self.f(left + Double(rect.q0) / 2))\" "
        + "y=\"\(Self.f(top))\" width=\"\(Self.f(Double(rect.q1 - rect.q0) / 2))\" height=\"\(Self.f(height))\">"
        + "<title>held by the portrait lock, \(Self.range(rect.start, rect.end))</title></rect>\n"
    }
    var groups: [(column: Int, time: Double, lines: [String])] = []
    for decision in timeline.decisions {
      let column = Int(x(decision.time).rounded(.down))
      let line = Self.describe(decision)
      if let last = groups.last, last.column == column {
        groups[groups.count - 1].lines.append(line)
      } else {
        groups.append((column, decision.time, [line]))
      }
    }
    for group in groups {
      let px = x(group.time)
      out +=
        "<g class=\"decision\"><title>\(TimelinePlot.escape(group.lines.joined(separator: "\n")))</title>"
        + "<path class=\"dec\" d=\"M\(Self.f(px)),\(Self.f(top - 4))v\(Self.f(height + 4))\"/>"
        + "<path d=\"M\(Self.f(px - 4)),\(Self.f(top - 7))h8l-4,6z\"/></g>\n"
    }
  }

  static func describe(_ decision: DetectionEvent) -> String {
    var text = TimelinePlot.time(decision.time) + " → " + decision.orientation.name
    let explanation = decision.explanation
    var parts: [String] = []
    if let tilt = explanation.tilt { parts.append("tilt \(f(tilt))°") }
    if let angle = explanation.orientationAngle { parts.append("angle \(f(angle))°") }
    if let magnitude = explanation.magnitude {
      parts.append("|a| \(TimelinePlot.number(magnitude, digits: 2)) g")
    }
    if !parts.isEmpty { text += " (" + parts.joined(separator: ", ") + ")" }
    return text
  }

  mutating func drawInterface(top: Double, height: Double) {
    for rect in cells(timeline.interface) {
      let orientation = rect.value
      let colour = Self.deviceColour(orientation)
      band(
        q0: rect.q0, q1: rect.q1, cls: "band o\(colour)", top: top, height: height,
        label: orientation.name,
        title: "interface \(orientation.name), \(Self.range(rect.start, rect.end))")
    }
    let rotating = timeline.rotating.map {
      TimelineSpan<Bool>(start: $0.start, end: $0.end, value: $0.value)
    }
    for rect in cells(rotating) where rect.value {
      out +=
        "<rect class=\"rotating\" fill=\"url(#rotating)\" x=\"\(Self.f(left + Double(rect.q0) / 2))\" "
        + "y=\"\(Self.f(top))\" width=\"\(Self.f(Double(rect.q1 - rect.q0) / 2))\" height=\"\(Self.f(height))\">"
        + "<title>rotating, \(Self.range(rect.start, rect.end))</title></rect>\n"
    }
    // Animated appearance transitions (push, present, …) as bands over the lane's lower half.
    for rect in cells(timeline.transitions) {
      out +=
        "<rect class=\"transition\" fill=\"url(#transition)\" x=\"\(Self.f(left + Double(rect.q0) / 2))\" "
        + "y=\"\(Self.f(top + height / 2))\" width=\"\(Self.f(Double(rect.q1 - rect.q0) / 2))\" "
        + "height=\"\(Self.f(height / 2))\">"
        + "<title>\(TimelinePlot.escape(rect.value)), \(Self.range(rect.start, rect.end))</title></rect>\n"
    }
  }

  /// Interface orientations take the colour of the device orientation that gives them, so
  /// the device and interface lanes line up by colour when the interface follows.
  static func deviceColour(_ orientation: InterfaceOrientation) -> Int {
    switch orientation {
    case .unknown: 0
    case .portrait: DeviceOrientation.portrait.rawValue
    case .portraitUpsideDown: DeviceOrientation.portraitUpsideDown.rawValue
    case .landscapeRight: DeviceOrientation.landscapeLeft.rawValue
    case .landscapeLeft: DeviceOrientation.landscapeRight.rawValue
    }
  }

  // MARK: Callbacks

  /// One row per view controller (or record source) in order of first appearance.
  func callbackRows() -> [String] {
    var rows: [String] = []
    var seen: Set<String> = []
    for record in timeline.records where record.kind != .device {
      let who = RecordText.who(record)
      if seen.insert(who).inserted { rows.append(who) }
    }
    return rows
  }

  mutating func drawCallbacks(rows: [String], top: Double, rowHeight: Double) {
    out += "<g class=\"lane\" id=\"lane-callbacks\">\n"
    out += "<text class=\"lt\" x=\"12\" y=\"\(Self.f(top - 6))\">callbacks</text>\n"
    let index = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1, $0) })
    for (row, name) in rows.enumerated() {
      let y = top + Double(row) * rowHeight + rowHeight / 2
      out +=
        "<path class=\"grid\" d=\"M\(Self.f(left)),\(Self.f(y))h\(Self.f(plotWidth))\"/>"
        + "<text class=\"tick\" x=\"\(Self.f(left - 5))\" y=\"\(Self.f(y + 3.5))\" text-anchor=\"end\">"
        + "\(TimelinePlot.escape(name))</text>\n"
    }
    if rows.isEmpty {
      out +=
        "<text class=\"sub\" x=\"\(Self.f(left + 4))\" y=\"\(Self.f(top + rowHeight / 2 + 3.5))\">"
        + "no records in this window</text>\n"
    }
    struct Group {
      var row: Int
      var column: Int
      var time: Double
      var rank: Int
      var lines: [String]
    }
    var open: [Int: Group] = [:]
    var lastLabel: [Int: Double] = [:]
    func rank(_ kind: RecordKind) -> Int {
      switch kind {
      case .diagnostic: 3
      case .callback: 2
      case .lifecycle: 1
      default: 0
      }
    }
    func emit(_ group: Group) {
      let y = top + Double(group.row) * rowHeight + rowHeight / 2
      let px = x(group.time)
      let shape: String
      switch group.rank {
      case 3: shape = Self.triangle(px, y, "dg")
      case 2: shape = Self.circle(px, y, "cb")
      case 1: shape = Self.diamond(px, y, "lc")
      default: shape = Self.circle(px, y, "q")
      }
      out +=
        "<g class=\"marker\"><title>\(TimelinePlot.escape(group.lines.joined(separator: "\n")))</title>"
        + shape + "</g>"
      // Counts only where they do not run into the previous one (dense rows show none).
      if group.lines.count > 1, px - (lastLabel[group.row] ?? -.infinity) >= 18 {
        lastLabel[group.row] = px
        out +=
          "<text class=\"cnt\" x=\"\(Self.f(px + 5))\" y=\"\(Self.f(y - 2))\">\(group.lines.count)</text>"
      }
      out += "\n"
    }
    for record in timeline.records where record.kind != .device {
      guard let row = index[RecordText.who(record)] else { continue }
      let column = Int(x(record.time).rounded(.down))
      let line = RecordText.line(record)
      if var group = open[row], group.column == column {
        group.lines.append(line)
        group.rank = max(group.rank, rank(record.kind))
        open[row] = group
      } else {
        if let group = open[row] { emit(group) }
        open[row] = Group(
          row: row, column: column, time: record.time, rank: rank(record.kind), lines: [line])
      }
    }
    for row in open.keys.sorted() { emit(open[row]!) }
    out +=
      "<rect class=\"frame\" x=\"\(Self.f(left))\" y=\"\(Self.f(top))\" width=\"\(Self.f(plotWidth))\" "
      + "height=\"\(Self.f(Double(max(rows.count, 1)) * rowHeight))\"/>\n"
    if let exception = timeline.exception {
      out +=
        "<text class=\"exc\" x=\"\(Self.f(left))\" y=\"\(Self.f(top + Double(max(rows.count, 1)) * rowHeight + 14))\">"
        + "UIKit exception: \(TimelinePlot.escape(exception))</text>\n"
    }
    out += "</g>\n"
  }

  static func circle(_ x: Double, _ y: Double, _ cls: String) -> String {
    "<circle class=\"\(cls)\" cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"3.5\"/>"
  }

  static func triangle(_ x: Double, _ y: Double, _ cls: String) -> String {
    "<path class=\"\(cls)\" d=\"M\(f(x)),\(f(y - 5))l4.5,8h-9z\"/>"
  }

  static func diamond(_ x: Double, _ y: Double, _ cls: String) -> String {
    "<path class=\"\(cls)\" d=\"M\(f(x)),\(f(y - 4.5))l4.5,4.5l-4.5,4.5l-4.5,-4.5z\"/>"
  }

  // MARK: Time axis

  func tickStep() -> Double {
    let steps: [Double] = [
      0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300,
      600, 900, 1800, 3600, 7200,
    ]
    let wanted = max(plotWidth / 90, 1)
    if let step = steps.first(where: { duration / $0 <= wanted }) { return step }
    // Longer windows: 1, 2 or 5 × 10^k seconds, chosen from the window so that there are at
    // most `wanted` ticks however long the trace.
    var magnitude = 1.0
    while duration / (magnitude * 10) > wanted { magnitude *= 10 }
    for factor in [1.0, 2, 5] where duration / (factor * magnitude) <= wanted {
      return factor * magnitude
    }
    return 10 * magnitude
  }

  func ticks() -> [Double] {
    let step = tickStep()
    let first = (timeline.start / step).rounded(.up)
    let last = ((timeline.end + step * 1e-6) / step).rounded(.down)
    guard first <= last, last - first < 10_000 else { return [] }
    return (0...Int(last - first)).map { (first + Double($0)) * step }
  }

  static func label(_ seconds: Double, step: Double) -> String {
    if step >= 60 {
      let total = Int(seconds.rounded())
      let minutes = total / 60
      let rest = total % 60
      return "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
    let digits = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
    return TimelinePlot.number(seconds, digits: digits)
  }

  mutating func drawTimeGrid(top: Double, bottom: Double) {
    out += "<g id=\"time-grid\">\n"
    for tick in ticks() {
      out += "<path class=\"grid\" d=\"M\(Self.f(x(tick))),\(Self.f(top))V\(Self.f(bottom))\"/>\n"
    }
    out += "</g>\n"
  }

  mutating func drawTimeAxis(y: Double) {
    let step = tickStep()
    out += "<g id=\"time-axis\">\n"
    out += "<path class=\"frame\" d=\"M\(Self.f(left)),\(Self.f(y))h\(Self.f(plotWidth))\"/>\n"
    for tick in ticks() {
      let px = x(tick)
      out +=
        "<path class=\"frame\" d=\"M\(Self.f(px)),\(Self.f(y))v5\"/>"
        + "<text class=\"tick\" x=\"\(Self.f(px))\" y=\"\(Self.f(y + 17))\" text-anchor=\"middle\">"
        + "\(Self.label(tick, step: step))</text>\n"
    }
    let unit = step >= 60 ? "time (min:s)" : "time (s)"
    out +=
      "<text class=\"unit\" x=\"\(Self.f(left + plotWidth / 2))\" y=\"\(Self.f(y + 34))\" "
      + "text-anchor=\"middle\">\(unit)</text>\n"
    out += "</g>\n"
  }
}
