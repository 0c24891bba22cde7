import Foundation
import OrientationCore
import OrientationDetection
import OrientationSynthesis
import Testing

@testable import OrientationPlot

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Timeline plot")
struct TimelinePlotTests {
  /// A short turn: portrait, a turn to landscapeLeft, a hold, back to portrait.
  static let turn = MotionGenerator.generate(
    PoseScript(
      rate: 100, seed: 3, noise: 0.01, tilt: 20,
      steps: [
        .hold(.portrait, for: 1), .turn(.landscapeLeft, over: 0.4),
        .hold(.landscapeLeft, for: 1.5), .turn(.portrait, over: 0.4), .hold(.portrait, for: 1),
      ]))

  static func timeline(
    _ samples: [AccelSample], detector: DetectorKind = .android, from: Double? = nil,
    to: Double? = nil
  ) throws -> Timeline {
    try run(samples, scene: .default, detector: detector, from: from, to: to)
  }

  /// The session a replay runs, with a timeline recorder as its observer.
  static func run(
    _ samples: [AccelSample], scene: SceneDescription, detector: DetectorKind = .android,
    from: Double? = nil, to: Double? = nil, locksPortrait: Bool = false
  ) throws -> Timeline {
    let recorder = TimelineRecorder(detector: detector, title: "test", from: from, to: to)
    var session = Session(
      simulator: try Simulator(scene: scene), pipeline: DetectionPipeline(detector: detector),
      locksPortrait: locksPortrait, observers: [recorder])
    try session.launch(at: 0)
    for sample in samples {
      if recorder.isPastWindow(sample.time) { break }
      try session.feed(sample)
    }
    try session.finish()
    return recorder.finish()
  }

  static func document(_ svg: String) throws -> XMLDocument {
    try XMLDocument(xmlString: svg, options: [])
  }

  static func nodes(_ document: XMLDocument, _ xpath: String) throws -> [XMLNode] {
    try document.nodes(forXPath: xpath)
  }

  @Test("the timeline records decisions, bands, rotations and callbacks of a turn")
  func recorderContents() throws {
    let timeline = try Self.timeline(Self.turn.samples)
    #expect(timeline.times.count == Self.turn.samples.count)
    #expect(timeline.decisions.map(\.orientation) == [.portrait, .landscapeLeft, .portrait])
    #expect(timeline.device.map(\.value) == [.unknown, .portrait, .landscapeLeft, .portrait])
    #expect(timeline.interface.map(\.value) == [.portrait, .landscapeRight, .portrait])
    #expect(timeline.rotating.count == 2)
    #expect(timeline.held.contains { $0.value == .settling })
    #expect(
      timeline.records.contains { $0.call == "viewWillTransition(to:with:)" && $0.vc == "root" })
    #expect(timeline.exception == nil)
  }

  @Test("a half turn shows in the interface lane although its last record comes first")
  func halfTurn() throws {
    // The device lies face up; the scene turns it landscapeLeft, then landscapeRight (180°).
    var scene = SceneDescription.default
    scene.events = [
      SceneEvent(at: 0.5, action: .device(.landscapeLeft)),
      SceneEvent(at: 2.0, action: .device(.landscapeRight)),
    ]
    let flat = (0..<300).map { AccelSample(time: Double($0) / 100, x: 0, y: 0, z: -1) }
    let timeline = try Self.run(flat, scene: scene)
    #expect(timeline.interface.map(\.value) == [.portrait, .landscapeRight, .landscapeLeft])
    #expect(timeline.interface.last?.start == 2.0)
    #expect(timeline.rotating.map(\.start) == [0.5, 2.0])
  }

  @Test("animated appearance transitions are bands in the interface lane, named in their titles")
  func appearanceTransitionBands() throws {
    var scene = SceneDescription.default
    scene.root = ViewControllerDescription(
      id: "nav", kind: .navigation, children: [ViewControllerDescription(id: "list")])
    scene.events = [
      SceneEvent(at: 0.5, action: .push(nav: "nav", vc: ViewControllerDescription(id: "detail"))),
      SceneEvent(
        at: 1.5,
        action: .present(
          ViewControllerDescription(id: "sheet"), style: .pageSheet, animated: true, from: nil)),
    ]
    let flat = (0..<300).map { AccelSample(time: Double($0) / 100, x: 0, y: 0, z: -1) }
    let timeline = try Self.run(flat, scene: scene)
    #expect(
      timeline.transitions == [
        TimelineSpan(start: 0.5, end: 1.0, value: "push"),
        TimelineSpan(start: 1.5, end: 2.0, value: "present"),
      ])
    let document = try Self.document(TimelinePlot.svg(timeline))
    let bands = try Self.nodes(document, "//*[@id='lane-interface']/*[@class='transition']")
    #expect(
      bands.map { $0.stringValue ?? "" }.map { $0.prefix(while: { $0 != "," }) } == [
        "push", "present",
      ])
  }

  @Test("the portrait lock hatches the device lane while it is on; the detector's turns still show")
  func portraitLock() throws {
    // --lock portrait from launch; the scene unlocks at 2 s, with the device in landscapeLeft.
    var scene = SceneDescription.default
    scene.events = [SceneEvent(at: 2, action: .lock(false))]
    let timeline = try Self.run(Self.turn.samples, scene: scene, locksPortrait: true)
    #expect(timeline.portraitLocked == [TimelineSpan(start: 0, end: 2, value: true)])
    #expect(timeline.decisions.map(\.orientation) == [.portrait, .landscapeLeft, .portrait])
    // Locked, the turn to landscapeLeft does not rotate; the unlock at 2 s does.
    #expect(timeline.interface.map(\.value) == [.portrait, .landscapeRight, .portrait])
    #expect(timeline.interface.dropFirst().first?.start == 2)
    let document = try Self.document(TimelinePlot.svg(timeline))
    let held = try Self.nodes(document, "//*[@id='lane-device']/*[@class='held']")
    #expect(held.count == 1)
    #expect(held.first?.stringValue == "held by the portrait lock, 0 s – 2 s")
    #expect(
      try Self.nodes(document, "//*[@id='lane-device']/*[@class='held']/@fill").first?.stringValue
        == "url(#lockout)")
    // Unlocked, no lock is drawn.
    let unlocked = try Self.document(TimelinePlot.svg(try Self.timeline(Self.turn.samples)))
    #expect(try Self.nodes(unlocked, "//*[@id='lane-device']/*[@class='held']").isEmpty)
  }

  @Test("the SVG has every lane, the time axis, the thresholds, the bands and the markers")
  func structure() throws {
    let timeline = try Self.timeline(Self.turn.samples)
    let document = try Self.document(TimelinePlot.svg(timeline))
    let lanes = try Self.nodes(document, "//*[@class='lane']/@id").compactMap(\.stringValue)
    #expect(
      lanes == [
        "lane-accel", "lane-tilt", "lane-angle", "lane-proposed", "lane-device",
        "lane-interface", "lane-callbacks",
      ])
    // Three sample lines in g, the tilt, the angle.
    #expect(
      try Self.nodes(
        document, "//*[@id='lane-accel']/*[local-name()='path' and contains(@class,'s ')]"
      ).count == 3)
    #expect(try Self.nodes(document, "//*[@id='lane-tilt']/*[contains(@class,'st')]").count == 1)
    #expect(try Self.nodes(document, "//*[@id='lane-angle']/*[contains(@class,'sa')]").count == 1)
    // Each of the detector's tilt and angle thresholds is a line.
    #expect(
      try Self.nodes(document, "//*[@id='lane-tilt']/*[contains(@class,'threshold')]").count
        == TimelinePlot.tiltThresholds(.android).count)
    #expect(
      try Self.nodes(document, "//*[@id='lane-angle']/*[contains(@class,'threshold')]").count
        == TimelinePlot.angleThresholds(.android).count)
    // Proposal bands in two colours, settle shading with a title naming the rule.
    let proposed = try Self.nodes(
      document, "//*[@id='lane-proposed']/*[contains(@class,'band')]/@class"
    ).compactMap(\.stringValue)
    #expect(Set(proposed) == ["band o1", "band o3"])
    let held = try Self.nodes(document, "//*[@id='lane-proposed']/*[@class='held']/*")
      .compactMap(\.stringValue)
    #expect(held.contains { $0.hasPrefix("held by settling") })
    // One tick per decision, titled with its angles.
    let decisions = try Self.nodes(document, "//*[@class='decision']/*[local-name()='title']")
      .compactMap(\.stringValue)
    #expect(decisions.count == 3)
    #expect(decisions[1].contains("→ landscapeLeft (tilt"))
    // Interface bands and rotations.
    #expect(
      try Self.nodes(document, "//*[@id='lane-interface']/*[contains(@class,'band')]").count == 3)
    #expect(try Self.nodes(document, "//*[@id='lane-interface']/*[@class='rotating']").count == 2)
    // Callback markers for the root view controller, titled with the calls.
    let rows = try Self.nodes(document, "//*[@id='lane-callbacks']/*[@class='tick']")
      .compactMap(\.stringValue)
    #expect(rows.contains("root"))
    let markers = try Self.nodes(document, "//*[@class='marker']/*[local-name()='title']")
      .compactMap(\.stringValue)
    #expect(markers.contains { $0.contains("root         viewWillTransition(to:with:)") })
    let callbackCount = timeline.records.filter { $0.kind != .device }.count
    #expect(markers.map { $0.split(separator: "\n").count }.reduce(0, +) == callbackCount)
    // A time axis with labelled ticks, and a legend.
    let ticks = try Self.nodes(document, "//*[@id='time-axis']/*[@class='tick']")
      .compactMap(\.stringValue)
    #expect(ticks.first == "0" && ticks.count >= 4)
    #expect(try Self.nodes(document, "//*[@id='legend']/*").count > 10)
  }

  @Test("iio draws its two angles and its own thresholds", arguments: [DetectorKind.iio])
  func iioLanes(_ kind: DetectorKind) throws {
    let document = try Self.document(
      TimelinePlot.svg(try Self.timeline(Self.turn.samples, detector: kind)))
    #expect(try Self.nodes(document, "//*[@id='lane-angle']/*[contains(@class,'sb')]").count == 1)
    let labels = try Self.nodes(document, "//*[@id='lane-tilt']/*[@class='th']")
      .compactMap(\.stringValue)
    #expect(labels.contains("face-up \(IIODetector.thresholdFace)°"))
  }

  @Test("a window keeps only what falls inside it, after running what came before")
  func window() throws {
    let timeline = try Self.timeline(Self.turn.samples, from: 1.2, to: 3.0)
    #expect(timeline.start == 1.2 && timeline.end == 3.0)
    #expect(timeline.times.allSatisfy { $0 >= 1.2 && $0 <= 3.0 })
    #expect(timeline.decisions.map(\.orientation) == [.landscapeLeft])
    #expect(timeline.device.first?.value == .portrait)
    #expect(timeline.device.first?.start == 1.2)
    #expect(timeline.records.allSatisfy { $0.time >= 1.2 && $0.time <= 3.0 })
    #expect(!timeline.records.contains { $0.kind == .lifecycle })
  }

  @Test("a one-hour 100 Hz trace gives a bounded SVG with every decision kept")
  func hourLong() throws {
    var steps: [PoseStep] = []
    let poses: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp]
    for index in 0..<240 {
      steps.append(.turn(poses[index % poses.count], over: 0.5))
      steps.append(.hold(poses[index % poses.count], for: 14.5))
    }
    let trace = MotionGenerator.generate(
      PoseScript(rate: 100, seed: 7, noise: 0.02, tilt: 25, steps: steps))
    #expect(trace.samples.count == 360_000)
    let timeline = try Self.timeline(trace.samples)
    let svg = TimelinePlot.svg(timeline)
    print("one-hour plot: \(svg.utf8.count) bytes, \(timeline.decisions.count) decisions")
    #expect(svg.utf8.count < 1_000_000)
    #expect(timeline.decisions.count >= 240)
    let document = try Self.document(svg)
    let decisions = try Self.nodes(document, "//*[@class='decision']/*[local-name()='title']")
      .compactMap(\.stringValue)
    #expect(
      decisions.map { $0.split(separator: "\n").count }.reduce(0, +) == timeline.decisions.count)
  }

  @Test(
    "numbers print compactly",
    arguments: [
      (0.0, "0"), (1.25, "1.3"), (-0.04, "0"), (-0.06, "-0.1"), (12.0, "12"), (-3.5, "-3.5"),
    ])
  func numbers(_ value: Double, _ text: String) {
    #expect(TimelinePlot.number(value) == text)
  }
}
