import OrientationCore
import OrientationDetection
import Testing

@Suite("Mount matrix")
struct DetectionMountMatrixTests {
  @Test("a non-symmetric matrix is applied as M · raw, not raw · M")
  func nonSymmetric() throws {
    let matrix = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1")
    let v = matrix.apply(x: 1, y: 2, z: 3)
    #expect(v.x == 2 && v.y == -1 && v.z == 3)  // raw · M would give (−2, 1, 3)
  }

  @Test("a general matrix multiplies row by row")
  func general() throws {
    let matrix = try MountMatrix(parsing: "1, 2, 3; 4, 5, 6; 7, 8, 10")
    let v = matrix.apply(x: 1, y: -1, z: 0.5)
    #expect(v.x == 0.5 && v.y == 2 && v.z == 4)
    let sample = matrix.apply(AccelSample(time: 7, x: 1, y: -1, z: 0.5))
    #expect(sample == AccelSample(time: 7, x: 0.5, y: 2, z: 4))
  }

  @Test("blank text and the identity leave samples alone")
  func identity() throws {
    #expect(try MountMatrix(parsing: "") == .identity)
    #expect(try MountMatrix(parsing: "1,0,0;0,1,0;0,0,1").isIdentity)
    let v = MountMatrix.identity.apply(x: 0.1, y: -0.2, z: 0.3)
    #expect(v.x == 0.1 && v.y == -0.2 && v.z == 0.3)
  }

  @Test("spaces, decimals and signs parse; the description round-trips")
  func text() throws {
    let matrix = try MountMatrix(parsing: " 0 , -1 ,0; 0.5,0,0 ; 0, 0, -1 ")
    #expect(matrix.rows == [[0, -1, 0], [0.5, 0, 0], [0, 0, -1]])
    #expect(matrix.description == "0, -1, 0; 0.5, 0, 0; 0, 0, -1")
    #expect(try MountMatrix(parsing: matrix.description) == matrix)
  }

  @Test("concatenation applies the right-hand matrix first")
  func concatenation() throws {
    let a = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1")
    let b = try MountMatrix(parsing: "1, 0, 0; 0, 0, 1; 0, 1, 0")
    let both = a.concatenating(b)
    let step = b.apply(x: 1, y: 2, z: 3)
    let expected = a.apply(x: step.x, y: step.y, z: step.z)
    let v = both.apply(x: 1, y: 2, z: 3)
    #expect(v.x == expected.x && v.y == expected.y && v.z == expected.z)
  }

  @Test(
    "bad matrices are refused with a sentence",
    arguments: [
      ("1,0,0;0,1,0", "expected 3 rows separated by ';' in mount matrix '1,0,0;0,1,0', found 2"),
      ("1,0;0,1,0;0,0,1", "expected 3 numbers in row 1 of mount matrix '1,0;0,1,0;0,0,1', found 2"),
      ("1,0,0;0,x,0;0,0,1", "expected a number in mount matrix '1,0,0;0,x,0;0,0,1', found 'x'"),
      ("1,0,0;0,0,0;0,0,1", "mount matrix '1,0,0;0,0,0;0,0,1' has a row of zeros"),
      (
        "1,0,0;0,nan,0;0,0,1",
        "expected a number in mount matrix '1,0,0;0,nan,0;0,0,1', found 'nan'"
      ),
    ])
  func errors(text: String, message: String) {
    #expect(throws: MountMatrix.ParseError(message: message)) { try MountMatrix(parsing: text) }
  }

  @Test("the pipeline applies the mount matrix before detection")
  func pipeline() throws {
    // A sensor mounted turned: its +x reads the device's −y.
    var pipeline = DetectionPipeline(
      detector: .threshold, mount: try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1"))
    let event = pipeline.change(after: AccelSample(time: 0, x: 1, y: 0, z: 0))
    #expect(event?.orientation == .portrait)
  }
}

@Suite("Detection pipeline")
struct DetectionPipelineTests {
  @Test("turns samples into timed changes and counts ignored samples")
  func changes() {
    var samples =
      steady(Vector.portrait, from: 0, to: 1) + steady(Vector.landscapeLeft, from: 1, to: 3)
    samples.insert(AccelSample(time: 0.5, x: .nan, y: 0, z: 0), at: 50)
    var pipeline = DetectionPipeline()
    let events = pipeline.changes(in: samples)
    #expect(events.map(\.time) == [0.05, 1.28])
    #expect(events.map(\.orientation) == [.portrait, .landscapeLeft])
    #expect(events.allSatisfy { $0.explanation.changed })
    #expect(pipeline.invalidSampleCount == 1)
    #expect(pipeline.sampleCount == samples.count)
    #expect(pipeline.orientation == .landscapeLeft)
  }
}

@Suite("Detection records")
struct DetectionRecordTests {
  @Test("an explanation becomes decision-record arguments in a fixed order")
  func fields() {
    let explanation = DetectorExplanation(
      tilt: 12.345, orientationAngle: 61, magnitude: 0.98765, proposed: .landscapeLeft,
      heldBy: .deadZone, changed: false)
    #expect(
      explanation.recordFields(orientation: .portrait) == [
        RecordField("orientation", .string("portrait")),
        RecordField("proposed", .string("landscapeLeft")),
        RecordField("heldBy", .string("deadZone")),
        RecordField("tilt", .number(12.3)),
        RecordField("angle", .number(61)),
        RecordField("magnitude", .number(0.988)),
        RecordField("changed", .bool(false)),
      ])
    #expect(
      DetectorExplanation(heldBy: .invalidSample).recordFields(orientation: .unknown).map(\.value)
        == [.string("unknown"), .null, .string("invalidSample"), .null, .null, .null, .bool(false)])
  }
}
