import OrientationCore

/// A 3×3 matrix that turns raw sensor axes into the device frame (SPEC §6).
///
/// The text form is udev's `ACCEL_MOUNT_MATRIX` and the kernel's `mount_matrix`:
/// three rows separated by `;`, three numbers per row separated by `,`
/// (`0, -1, 0; -1, 0, 0; 0, 0, 1`). It is applied as **corrected = M · raw** with `raw` a
/// column vector — what iio-sensor-proxy's code does (`apply_mount_matrix`), not what its
/// README draws (the transpose; they only agree for symmetric matrices).
public struct MountMatrix: Hashable, Sendable, CustomStringConvertible {
  /// The nine entries, row by row (always three rows of three).
  public private(set) var rows: [[Double]]

  /// The matrix that leaves samples unchanged.
  public static let identity = MountMatrix(uncheckedRows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

  private init(uncheckedRows: [[Double]]) { rows = uncheckedRows }

  /// Makes a matrix from three rows of three finite numbers; `nil` otherwise, or when a row is
  /// all zeros (iio-sensor-proxy rejects those: such a matrix loses an axis).
  public init?(rows: [[Double]]) {
    guard rows.count == 3, rows.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isFinite) }),
      !rows.contains(where: { $0.allSatisfy { $0 == 0 } })
    else { return nil }
    self.rows = rows
  }

  /// Why a matrix text could not be read.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence naming the offending part.
    public var message: String
    /// Makes an error with a sentence.
    public init(message: String) { self.message = message }
    /// The sentence.
    public var description: String { message }
  }

  /// Parses `a,b,c; d,e,f; g,h,i`; blank text is the identity, as in iio-sensor-proxy.
  public init(parsing text: String) throws(ParseError) {
    if text.allSatisfy({ $0 == " " || $0 == "\t" }) {
      self = .identity
      return
    }
    let rowTexts = text.split(separator: ";", omittingEmptySubsequences: false)
    guard rowTexts.count == 3 else {
      throw ParseError(
        message:
          "expected 3 rows separated by ';' in mount matrix '\(text)', found \(rowTexts.count)")
    }
    var rows: [[Double]] = []
    for (index, rowText) in rowTexts.enumerated() {
      let cells = rowText.split(separator: ",", omittingEmptySubsequences: false)
      guard cells.count == 3 else {
        throw ParseError(
          message:
            "expected 3 numbers in row \(index + 1) of mount matrix '\(text)', found \(cells.count)"
        )
      }
      var row: [Double] = []
      for cell in cells {
        let trimmed = cell.drop(while: { $0 == " " || $0 == "\t" })
        let clean = String(trimmed.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        guard let value = Double(clean), value.isFinite else {
          throw ParseError(message: "expected a number in mount matrix '\(text)', found '\(clean)'")
        }
        row.append(value)
      }
      rows.append(row)
    }
    guard let matrix = MountMatrix(rows: rows) else {
      throw ParseError(message: "mount matrix '\(text)' has a row of zeros")
    }
    self = matrix
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `M · (x, y, z)`.
  @inlinable
  public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double) {
    let r0 = rows[0]
    let r1 = rows[1]
    let r2 = rows[2]
    return (
      r0[0] * x + r0[1] * y + r0[2] * z,
      r1[0] * x + r1[1] * y + r1[2] * z,
      r2[0] * x + r2[1] * y + r2[2] * z
    )
  }

  /// The sample with its vector multiplied by the matrix; time unchanged.
  @inlinable
  public func apply(_ sample: AccelSample) -> AccelSample {
    let v = apply(x: sample.x, y: sample.y, z: sample.z)
    return AccelSample(time: sample.time, x: v.x, y: v.y, z: v.z)
  }

  /// The matrix product `self · other` (apply `other` first).
  public func concatenating(_ other: MountMatrix) -> MountMatrix {
    var out = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 {
        out[i][j] = (0..<3).reduce(0) { $0 + rows[i][$1] * other.rows[$1][j] }
      }
    }
    return MountMatrix(uncheckedRows: out)
  }

  /// The udev text form, `1, 0, 0; 0, 1, 0; 0, 0, 1`, with whole numbers written without a
  /// fraction.
  public var description: String {
    rows.map { row in
      row.map { value in
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
      }.joined(separator: ", ")
    }.joined(separator: "; ")
  }
}
