import OrientationCore
import OrientationDetection
import Testing

/// Feeds `angles` one per `interval` seconds from 0 and returns the detector and every decision.
private func run(
  _ angles: [Double], interval: Double = 0.1, thresholds: PostureThresholds = .default
) -> (PostureDetector, [HingeDecision]) {
  var detector = PostureDetector(thresholds: thresholds)
  var decisions: [HingeDecision] = []
  for (index, angle) in angles.enumerated() {
    let sample = HingeSample(time: Double(index) * interval, angle: angle)
    decisions += detector.update(sample).decisions
  }
  return (detector, decisions)
}

/// The displays after each sample of `angles`.
private func displays(_ angles: [Double]) -> [Display] {
  var detector = PostureDetector()
  return angles.enumerated().map { index, angle in
    _ = detector.update(HingeSample(time: Double(index), angle: angle))
    return detector.display
  }
}

@Suite("Posture detector (book)")
struct DetectionPostureTests {
  // MARK: Thresholds and stickiness (SPEC §6.1 table)

  @Test(
    "display after each sample of a hinge path",
    arguments: [
      // Opening a shut device switches to the inner display at once (stickyInner).
      ([0.0, 6, 30, 44], [Display.outer, .inner, .inner, .inner]),
      // At closedAt itself the device is shut.
      ([0, 5, 5.5], [.outer, .outer, .inner]),
      // Opened past foldAt, then folded: outer below 45, not at 45.
      ([0, 60, 45, 44.9], [.outer, .inner, .inner, .outer]),
      // After a fold the outer display stays up to (not at) 90.
      ([0, 60, 30, 45, 89.9, 90], [.outer, .inner, .outer, .outer, .outer, .inner]),
      // After a fold, shutting the device clears stickyOuter: reopening goes inner at once.
      ([0, 60, 30, 0, 10], [.outer, .inner, .outer, .outer, .inner]),
      // Past reopenAt both flags clear: folding below 45 again goes outer.
      ([0, 120, 30, 100, 40], [.outer, .inner, .outer, .inner, .outer]),
      // A first sample between the thresholds: the initial state is a shut device's.
      ([30], [.inner]),
      ([70], [.inner]),
      ([3], [.outer]),
    ])
  func table(angles: [Double], expected: [Display]) {
    #expect(displays(angles) == expected)
  }

  @Test(
    "status bands",
    arguments: [
      (0.0, HingeStatus.closed), (5, .closed), (5.01, .partiallyOpen), (164.9, .partiallyOpen),
      (165, .fullyOpen), (180, .fullyOpen), (270, .fullyOpen),
    ])
  func status(angle: Double, expected: HingeStatus) {
    var detector = PostureDetector()
    #expect(detector.status == .unknown)
    _ = detector.update(HingeSample(time: 0, angle: angle))
    #expect(detector.status == expected)
  }

  @Test(
    "posture from display and status",
    arguments: [
      ([0.0], Posture.folded),
      ([0, 120], .halfOpen),
      ([0, 170], .open),
      // A tent on the outer display is folded whatever the angle.
      ([0, 120, 30, 80], .folded),
      // Shut but still on the inner display (only while settling) counts as halfOpen: see
      // `settlingPosture`.
    ])
  func posture(angles: [Double], expected: Posture) {
    #expect(run(angles).0.posture == expected)
  }

  @Test("custom thresholds move every boundary")
  func customThresholds() throws {
    let thresholds = try PostureThresholds(
      closedAt: 10, foldAt: 60, reopenAt: 120, fullyOpenAt: 150)
    let (detector, decisions) = run([8, 70, 59, 119, 120, 150], thresholds: thresholds)
    #expect(decisions.map(\.explanation.display) == [.outer, .inner, .outer, .inner, .inner])
    #expect(decisions.map(\.explanation.rule) == [.closed, .fold, .fold, .reopen, .reopen])
    #expect(detector.status == .fullyOpen)
  }

  // MARK: Validation

  @Test(
    "thresholds out of order are refused with the rule in the message",
    arguments: [
      (5.0, 45.0, 90.0, 165.0, -1.0),
      (-1, 45, 90, 165, 0),
      (45, 45, 90, 165, 0),
      (5, 91, 90, 165, 0),
      (5, 45, 181, 165, 0),
      (5, 45, 90, 181, 0),
      (50, 60, 90, 50, 0),
      (.nan, 45, 90, 165, 0),
      (5, 45, 90, 165, .infinity),
    ])
  func invalidThresholds(
    closedAt: Double, foldAt: Double, reopenAt: Double, fullyOpenAt: Double, settle: Double
  ) {
    let error = #expect(throws: PostureThresholdsError.self) {
      try PostureThresholds(
        closedAt: closedAt, foldAt: foldAt, reopenAt: reopenAt, fullyOpenAt: fullyOpenAt,
        settle: settle)
    }
    let expected = settle == 0 ? "0 ≤ closedAt < foldAt ≤ reopenAt ≤ 180" : "settle time"
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
  }

  @Test(
    "the limits themselves are accepted",
    arguments: [
      (0.0, 1.0, 1.0, 1.0), (0, 180, 180, 180), (5, 45, 45, 6), (179, 180, 180, 180),
    ])
  func validThresholds(closedAt: Double, foldAt: Double, reopenAt: Double, fullyOpenAt: Double)
    throws
  {
    let thresholds = try PostureThresholds(
      closedAt: closedAt, foldAt: foldAt, reopenAt: reopenAt, fullyOpenAt: fullyOpenAt)
    #expect(thresholds.foldAt == foldAt)
  }

  @Test("defaults: 5, 45, 90, 165, no settling")
  func defaults() throws {
    #expect(try PostureThresholds() == .default)
    let d = PostureThresholds.default
    #expect([d.closedAt, d.foldAt, d.reopenAt, d.fullyOpenAt, d.settle] == [5, 45, 90, 165, 0])
  }

  // MARK: Settle

  @Test("a display change takes effect at the first choosing sample's time plus settle")
  func settleSwitch() throws {
    var detector = PostureDetector(thresholds: try PostureThresholds(settle: 0.5))
    _ = detector.update(HingeSample(time: 0, angle: 0))
    let start = detector.update(HingeSample(time: 1, angle: 30))
    #expect(detector.display == .outer)
    #expect(start.decisions.map(\.explanation.rule) == [.settling])
    #expect(detector.nextDeadline == 1.5)
    // Still choosing inner, nothing else changing: no decision, the deadline does not move.
    #expect(detector.update(HingeSample(time: 1.2, angle: 35)).decisions.isEmpty)
    #expect(detector.nextDeadline == 1.5)
    #expect(detector.display == .outer)
    // A sample after the deadline: the change is stamped with the deadline, before the
    // sample's own (stickyInner cleared at 70°).
    let late = detector.update(HingeSample(time: 1.7, angle: 70))
    #expect(late.decisions.map(\.time) == [1.5, 1.7])
    #expect(late.decisions.map(\.displayChanged) == [true, false])
    #expect(late.decisions.first?.displayChanged == true)
    #expect(late.decisions.first?.explanation.rule == .stickyInner)
    #expect(detector.display == .inner)
    #expect(detector.nextDeadline == nil)
  }

  @Test("the change takes effect at the deadline with no sample then")
  func settleWithoutSample() throws {
    var detector = PostureDetector(thresholds: try PostureThresholds(settle: 0.25))
    _ = detector.step(.sample(HingeSample(time: 0, angle: 0)))
    _ = detector.step(.sample(HingeSample(time: 2, angle: 150)))
    #expect(detector.step(.advance(to: 2.249)).decisions.isEmpty)
    #expect(detector.display == .outer)
    let due = detector.step(.advance(to: 2.25))
    #expect(due.decisions.map(\.time) == [2.25])
    #expect(due.displayChanged)
    #expect(due.decisions.first?.posture == .halfOpen)
    #expect(detector.display == .inner)
  }

  @Test("a sample choosing the current display cancels the pending change")
  func settleCancelled() throws {
    var detector = PostureDetector(thresholds: try PostureThresholds(settle: 0.5))
    _ = detector.update(HingeSample(time: 0, angle: 0))
    _ = detector.update(HingeSample(time: 1, angle: 20))
    #expect(detector.nextDeadline == 1.5)
    let cancel = detector.update(HingeSample(time: 1.3, angle: 2))
    #expect(cancel.decisions.map(\.explanation.rule) == [.closed])
    #expect(cancel.decisions.first?.displayChanged == false)
    #expect(detector.nextDeadline == nil)
    #expect(detector.advance(to: 10).decisions.isEmpty)
    #expect(detector.display == .outer)
    // Choosing inner again starts a new settle from that sample.
    _ = detector.update(HingeSample(time: 2, angle: 20))
    #expect(detector.nextDeadline == 2.5)
  }

  @Test("while settling, a shut inner display reads halfOpen")
  func settlingPosture() throws {
    var detector = PostureDetector(thresholds: try PostureThresholds(settle: 1))
    _ = detector.update(HingeSample(time: 0, angle: 120))
    // settle applies from the start: the first sample's inner choice waits too.
    #expect(detector.display == .outer)
    _ = detector.advance(to: 1)
    #expect(detector.display == .inner)
    _ = detector.update(HingeSample(time: 2, angle: 30))
    _ = detector.update(HingeSample(time: 2.5, angle: 0))
    // Shut: the outer display is chosen but not yet settled.
    #expect(detector.status == .closed)
    #expect(detector.display == .inner)
    #expect(detector.posture == .halfOpen)
  }

  // MARK: Inputs

  @Test(
    "angles outside 0…360 or not finite are dropped with a note",
    arguments: [-0.1, 360.1, Double.nan, Double.infinity, -Double.infinity])
  func outOfRange(angle: Double) {
    var detector = PostureDetector()
    _ = detector.update(HingeSample(time: 0, angle: 120))
    let before = detector
    let output = detector.update(HingeSample(time: 1, angle: angle))
    #expect(output.diagnostics == [.hingeOutOfRange])
    #expect(output.decisions.isEmpty)
    #expect(detector == before)
  }

  @Test("a non-finite time is dropped with a note")
  func nonFiniteTime() {
    var detector = PostureDetector()
    let output = detector.update(HingeSample(time: .nan, angle: 90))
    #expect(output.diagnostics == [.hingeOutOfRange])
    #expect(detector.status == .unknown)
  }

  @Test("above 180 counts as 180, with one clamped note per run")
  func clamping() {
    var detector = PostureDetector()
    _ = detector.update(HingeSample(time: 0, angle: 0))
    let first = detector.update(HingeSample(time: 1, angle: 300))
    #expect(first.diagnostics == [.hingeClamped])
    #expect(first.decisions.map(\.explanation.rule) == [.clamped])
    #expect(first.decisions.first?.explanation.angle == 180)
    #expect(detector.angle == 180)
    #expect(detector.posture == .open)
    _ = detector.update(HingeSample(time: 2, angle: 100))
    let second = detector.update(HingeSample(time: 3, angle: 200))
    #expect(second.diagnostics.isEmpty)
    #expect(second.decisions.map(\.explanation.rule) == [.reopen])
    #expect(detector.angle == 180)
    // 360 is still a valid angle, clamped.
    #expect(detector.update(HingeSample(time: 4, angle: 360)).diagnostics.isEmpty)
    // A posture event does not start a new run.
    _ = detector.step(.posture(.folded, time: 5))
    #expect(detector.update(HingeSample(time: 6, angle: 190)).diagnostics.isEmpty)
  }

  @Test("an unreliable reading gives no sample, only its explanation")
  func unreliable() {
    var detector = PostureDetector()
    _ = detector.update(HingeSample(time: 0, angle: 120))
    let before = detector
    let output = detector.step(HingeReading.crosECLidAngle(raw: 500).event(at: 1))
    #expect(detector == before)
    #expect(output.decisions.map(\.explanation.rule) == [.unreliable])
    #expect(output.decisions.first?.displayChanged == false)
    #expect(output.decisions.first?.explanation.angle == 120)
  }

  @Test(
    "a posture event sets the state of a sample at 0, 120 or 180 without settling",
    arguments: [
      (Posture.folded, Display.outer, HingeStatus.closed, HingeRule.closed, true, false),
      (.halfOpen, .inner, .partiallyOpen, .reopen, false, false),
      (.open, .inner, .fullyOpen, .reopen, false, false),
    ])
  func postureEvent(
    posture: Posture, display: Display, status: HingeStatus, rule: HingeRule,
    stickyInner: Bool, stickyOuter: Bool
  ) throws {
    // From a fold on the outer display with a re-opening still settling (settle 5 s).
    var detector = PostureDetector(thresholds: try PostureThresholds(settle: 5))
    _ = detector.update(HingeSample(time: 0, angle: 120))
    _ = detector.advance(to: 5)
    _ = detector.update(HingeSample(time: 6, angle: 30))
    _ = detector.advance(to: 11)
    #expect(detector.display == .outer)
    _ = detector.update(HingeSample(time: 12, angle: 100))
    #expect(detector.nextDeadline == 17)
    let output = detector.step(.posture(posture, time: 13))
    #expect(detector.display == display)
    #expect(detector.posture == posture)
    #expect(detector.nextDeadline == nil)
    #expect(
      output.decisions.map(\.explanation)
        == [
          HingeExplanation(
            angle: posture.angle, status: status, display: display, stickyInner: stickyInner,
            stickyOuter: stickyOuter, rule: rule)
        ])
  }

  // MARK: Explanations

  @Test("every state-changing sample is explained, field by field; others are not")
  func explanations() {
    let (_, decisions) = run([0, 0, 10, 50, 60, 30, 20, 95, 170, 175])
    let got = decisions.map {
      "\($0.time) \($0.explanation.angle ?? -1) \($0.explanation.status) \($0.explanation.display) "
        + "\($0.explanation.stickyInner) \($0.explanation.stickyOuter) \($0.explanation.rule) "
        + "\($0.posture) \($0.displayChanged)"
    }
    #expect(
      got == [
        "0.0 0.0 closed outer true false closed folded false",
        "0.2 10.0 partiallyOpen inner true false stickyInner halfOpen true",
        "0.30000000000000004 50.0 partiallyOpen inner false false fold halfOpen false",
        "0.5 30.0 partiallyOpen outer false true fold folded true",
        "0.7000000000000001 95.0 partiallyOpen inner false false reopen halfOpen true",
        "0.8 170.0 fullyOpen inner false false reopen open false",
      ])
  }

  // MARK: Linux sources

  @Test(
    "IIO hinge: (raw + offset) × scale × 180/π",
    arguments: [
      (90.0, 0.0, 0.017453293, 90.0), (180, 0, 0.017453293, 180), (-10, 10, 0.017453293, 0),
      (1000, 0, 0.0017453293, 100),
    ])
  func iioHinge(raw: Double, offset: Double, scale: Double, degrees: Double) throws {
    guard case .degrees(let got) = HingeReading.iioHinge(raw: raw, offset: offset, scale: scale)
    else {
      Issue.record("no angle")
      return
    }
    #expect(abs(got - degrees) < 1e-5)
  }

  @Test(
    "cros-ec-lid-angle: degrees, 500 unreliable",
    arguments: [
      (0, HingeReading.degrees(0)), (135, .degrees(135)), (360, .degrees(360)),
      (500, .unreliable),
    ])
  func crosEC(raw: Int, expected: HingeReading) {
    #expect(HingeReading.crosECLidAngle(raw: raw) == expected)
  }

  @Test(
    "SW_LID: shut is 0°, open is 180°",
    arguments: [(Int32(1), HingeReading.degrees(0)), (0, .degrees(180))])
  func lidSwitch(value: Int32, expected: HingeReading) {
    #expect(HingeReading.lidSwitch(value: value) == expected)
  }

  @Test("a lid switch opening and shutting moves between the displays and postures")
  func lidSwitchDrivesDetector() {
    var detector = PostureDetector()
    var postures: [Posture] = []
    for (t, value) in [(0.0, Int32(1)), (1, 0), (2, 1)] {
      _ = detector.step(HingeReading.lidSwitch(value: value).event(at: t))
      postures.append(detector.posture)
    }
    #expect(postures == [.folded, .open, .folded])
  }

  @Test("UIKit's raw values for the status")
  func statusRawValues() {
    #expect(HingeStatus.allCases.map(\.uikitRawValue) == [0, 1, 2, 3])
  }
}
