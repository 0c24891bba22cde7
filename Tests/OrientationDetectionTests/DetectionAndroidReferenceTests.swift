import OrientationCore
import OrientationSynthesis
import Testing

@testable import OrientationDetection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line-by-line port of Android's `AccelSensorJudge.onSensorChanged` (research §4.2) with
/// its 200-entry tilt-history ring walked as Android walks it and libm angles — no shortcuts.
/// `AndroidDetector` keeps O(1) summaries of the ring and fast angles instead; the two must
/// propose the same rotation after every sample.
struct ReferenceAndroidJudge {
  let tolerance = [(-25, 70), (-25, 65), (-25, 60), (-25, 65)]
  var current = -1
  var proposed = -1
  var predicted = -1
  var predictedTime = Int64.min
  var lastTime = Int64.min
  var last = (0.0, 0.0, 0.0)
  var flatTime = Int64.min
  var swingTime = Int64.min
  var accelerationTime = Int64.min
  var overhead = false
  var tilts = [Int](repeating: 0, count: 200)
  var times = [Int64](repeating: Int64.min, count: 200)
  var index = 1

  static func javaRound(_ v: Double) -> Int { Int((v + 0.5).rounded(.down)) }

  mutating func reset() {
    lastTime = Int64.min
    proposed = -1
    flatTime = Int64.min
    swingTime = Int64.min
    accelerationTime = Int64.min
    overhead = false
    predicted = -1
    predictedTime = Int64.min
    times[0] = Int64.min
    index = 1
  }

  func previous(_ i: Int) -> Int {
    let j = (i == 0 ? 200 : i) - 1
    return times[j] != Int64.min ? j : -1
  }

  mutating func update(_ sample: AccelSample) {
    guard sample.isUsable else { return }
    let g = 9.80665
    let now = Int64((sample.time * 1e9).rounded(.toNearestOrAwayFromZero))
    var (x, y, z) = (-sample.x * g, -sample.y * g, -sample.z * g)
    let skip: Bool
    if now < lastTime || now > lastTime + 1_000_000_000 || (x == 0 && y == 0 && z == 0) {
      reset()
      skip = true
    } else {
      let dt = Double(now - lastTime) * 1e-6
      let alpha = dt / (200 + dt)
      x = alpha * (x - last.0) + last.0
      y = alpha * (y - last.1) + last.1
      z = alpha * (z - last.2) + last.2
      skip = false
    }
    lastTime = now
    last = (x, y, z)
    if !skip {
      let m = (x * x + y * y + z * z).squareRoot()
      if m < 1 {
        predicted = -1
        predictedTime = Int64.min
      } else {
        if m < g - 4 || m > g + 4 { accelerationTime = now }
        let tilt = Self.javaRound(asin(z / m) * (180 / Double.pi))
        tilts[index] = tilt
        times[index] = now
        index = (index + 1) % 200
        times[index] = Int64.min
        var i = index
        while true {
          i = previous(i)
          if i < 0 || tilts[i] < 80 { break }
          if times[i] + 1_000_000_000 <= now {
            flatTime = now
            break
          }
        }
        i = index
        while true {
          i = previous(i)
          if i < 0 || times[i] + 300_000_000 < now { break }
          if tilts[i] + 20 <= tilt {
            swingTime = now
            break
          }
        }
        if tilt <= -40 { overhead = true } else if tilt >= -15 { overhead = false }
        if overhead || abs(tilt) > 80 {
          predicted = -1
          predictedTime = Int64.min
        } else {
          var angle = Self.javaRound(-atan2(-x, y) * (180 / Double.pi))
          if angle < 0 { angle += 360 }
          var nearest = (angle + 45) / 90
          if nearest == 4 { nearest = 0 }
          if tilt >= tolerance[nearest].0 && tilt <= tolerance[nearest].1
            && angleAcceptable(nearest, angle)
          {
            if predicted != nearest {
              predicted = nearest
              predictedTime = now
            }
          } else {
            predicted = -1
            predictedTime = Int64.min
          }
        }
      }
    }
    let old = proposed
    if predicted < 0
      || (now >= predictedTime + 40_000_000 && now >= flatTime + 500_000_000
        && now >= swingTime + 300_000_000 && now >= accelerationTime + 500_000_000)
    {
      proposed = predicted
    }
    if proposed != old && proposed >= 0 { current = proposed }
  }

  func angleAcceptable(_ r: Int, _ angle: Int) -> Bool {
    guard current >= 0 else { return true }
    if r == current || r == (current + 1) % 4 {
      let lower = r * 90 - 45 + 22
      if r == 0 {
        if angle >= 315 && angle < lower + 360 { return false }
      } else if angle < lower {
        return false
      }
    }
    if r == current || r == (current + 3) % 4 {
      let upper = r * 90 + 45 - 22
      if r == 0 {
        if angle <= 45 && angle > upper { return false }
      } else if angle > upper {
        return false
      }
    }
    return true
  }
}

@Suite("Android detector against a literal port")
struct DetectionAndroidReferenceTests {
  @Test("same proposal after every sample of the corpus", arguments: AccuracyCorpus.scenarios)
  func corpus(scenario: String) {
    for seed in UInt64(1)...3 {
      var detector = AndroidDetector()
      var reference = ReferenceAndroidJudge()
      for sample in MotionGenerator.generate(AccuracyCorpus.script(scenario, seed: seed)).samples {
        _ = detector.update(sample)
        reference.update(sample)
        #expect(detector.proposedRotation == reference.proposed, "t=\(sample.time)")
        if detector.proposedRotation != reference.proposed { return }
      }
    }
  }

  @Test("same proposal after every hostile sample, and at 1 kHz where the ring wraps in 200 ms")
  func hostileAndFast() {
    var detector = AndroidDetector()
    var reference = ReferenceAndroidJudge()
    var random = SplitMix64(seed: 5)
    var time = 0.0
    for _ in 0..<10_000 {
      let sample = DetectionRobustnessTests.hostileSample(&random, time: &time)
      _ = detector.update(sample)
      reference.update(sample)
      #expect(detector.proposedRotation == reference.proposed)
      if detector.proposedRotation != reference.proposed { return }
    }
    var fast = AccuracyCorpus.script("pick up", seed: 2)
    fast.rate = 1000
    detector = AndroidDetector()
    reference = ReferenceAndroidJudge()
    for sample in MotionGenerator.generate(fast).samples {
      _ = detector.update(sample)
      reference.update(sample)
      #expect(detector.proposedRotation == reference.proposed, "t=\(sample.time)")
      if detector.proposedRotation != reference.proposed { return }
    }
  }
}
