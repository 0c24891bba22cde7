import OrientationCore
import OrientationDetection
import OrientationSynthesis
import OrientationTraces

/// `orientsim-bench csv`: CSV trace reading speed (bytes and samples per second of CPU time).
func runCSVParsing() {
  var samples: [AccelSample] = []
  var offset = 0.0
  for seed in UInt64(1)...8 {
    for sample in MotionGenerator.generate(AccuracyCorpus.script("walking", seed: seed)).samples {
      var shifted = sample
      shifted.time += offset
      samples.append(shifted)
    }
    offset = (samples.last?.time ?? 0) + 0.01
  }
  let bytes = Array(CSVTrace.text(of: samples).utf8)
  let rounds = 40
  var count = 0
  let start = threadCPUSeconds()
  for _ in 0..<rounds {
    count &+= (try? CSVTrace.parse(bytes, file: "bench.csv"))?.count ?? -1
  }
  let seconds = threadCPUSeconds() - start
  let megabytes = Double(bytes.count * rounds) / seconds / 1e6
  let millions = Double(samples.count * rounds) / seconds / 1e6
  print("## csv (\(samples.count) samples, \(bytes.count / 1000) kB × \(rounds) rounds)")
  print()
  print("| reader | MB/s | M samples/s |")
  print("|---|---|---|")
  print(
    "| CSVTrace.parse | \((megabytes * 10).rounded() / 10) | \((millions * 100).rounded() / 100) |")
  print()
  print("checksum \(count)")
  print()
}
