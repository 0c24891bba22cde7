import OrientationCore
import OrientationDetection
import OrientationSynthesis

#if canImport(Glibc)
  import Glibc
#endif

/// When the benchmark started (the wall-clock fallback's zero).
let benchmarkStart = ContinuousClock.now

/// CPU seconds this thread has used: the figure does not depend on other processes sharing
/// the machine (wall time would).
func threadCPUSeconds() -> Double {
  #if canImport(Glibc)
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  #else
    let now = ContinuousClock.now - benchmarkStart
    return Double(now.components.seconds) + Double(now.components.attoseconds) * 1e-18
  #endif
}

/// Runs `detector` over `samples` `rounds` times; returns samples per second and a checksum
/// of the decisions (printed, so the work cannot be optimised away).
private func measure<D: OrientationDetector>(
  _ make: () -> D, _ samples: [AccelSample], rounds: Int
) -> (rate: Double, checksum: Int) {
  var checksum = 0
  let start = threadCPUSeconds()
  for _ in 0..<rounds {
    var detector = make()
    for sample in samples {
      checksum &+= detector.update(sample).orientation.rawValue
    }
  }
  let seconds = threadCPUSeconds() - start
  return (Double(samples.count * rounds) / seconds, checksum)
}

/// `orientsim-bench detectors`: samples per second per detector on one core, over the
/// accuracy corpus (turns, shakes, walking, flat).
func runDetectorThroughput() {
  var samples: [AccelSample] = []
  // One long trace: the corpus scenarios back to back, times shifted to stay increasing.
  var offset = 0.0
  for scenario in AccuracyCorpus.scenarios {
    for seed in UInt64(1)...3 {
      let trace = MotionGenerator.generate(AccuracyCorpus.script(scenario, seed: seed))
      for sample in trace.samples {
        var shifted = sample
        shifted.time += offset
        samples.append(shifted)
      }
      offset = (samples.last?.time ?? 0) + 0.01
    }
  }
  let rounds = max(1, 5_000_000 / samples.count)
  print("## detectors (\(samples.count) samples × \(rounds) rounds, one core, thread CPU time)")
  print()
  print("| detector | samples/s | ns/sample |")
  print("|---|---|---|")
  let results: [(String, (rate: Double, checksum: Int))] = [
    ("android", measure({ AndroidDetector() }, samples, rounds: rounds)),
    ("iio", measure({ IIODetector() }, samples, rounds: rounds)),
    ("threshold", measure({ ThresholdDetector() }, samples, rounds: rounds)),
  ]
  for (name, result) in results {
    let millions = (result.rate / 1e4).rounded() / 100
    let nanoseconds = (1e11 / result.rate).rounded() / 100
    print("| \(name) | \(millions) M | \(nanoseconds) | ")
  }
  print()
  print("checksum \(results.map { $0.1.checksum }.reduce(0, &+))")
  print()
}
