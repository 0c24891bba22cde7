import OrientationCore
import Testing

@Suite("Record text format")
struct RecordTextTests {
  @Test(
    "times have three decimals",
    arguments: [
      (0.0, "0.000"), (1.3, "1.300"), (0.1 + 0.2, "0.300"), (12.3456, "12.346"), (-0.5, "-0.500"),
    ])
  func time(seconds: Double, text: String) {
    #expect(RecordText.time(seconds) == text)
  }

  @Test(
    "numbers are rounded to microseconds without a trailing .0",
    arguments: [
      (852.0, "852"), (0.1 + 0.2, "0.3"), (-90.0, "-90"), (540.5, "540.5"), (2 * 0.3, "0.6"),
    ])
  func number(value: Double, text: String) {
    #expect(RecordText.number(value) == text)
  }

  @Test("a record without a view controller names its source")
  func who() {
    let device = CallbackRecord(
      time: 0, seq: 0, kind: .device, vc: nil, call: "orientationDidChange")
    let launch = CallbackRecord(
      time: 0, seq: 0, kind: .lifecycle, vc: nil, call: "didFinishLaunching")
    #expect(RecordText.who(device) == "(device)")
    #expect(RecordText.who(launch) == "(app)")
  }
}
