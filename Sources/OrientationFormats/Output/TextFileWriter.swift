/// Writes a text file (or standard output for `-`) through an ``OutputFile``: whole with
/// `write`, or piece by piece with `append`, which buffers and writes in chunks so that a long
/// trace is converted in constant memory.
///
/// Nothing reaches the target until ``commit()`` (except in ``OutputFile/Mode/inPlace(overwrite:)``
/// mode, and for standard output, devices and FIFOs): a writer dropped without a commit leaves
/// the target as it was.
public struct TextFileWriter: ~Copyable {
  package var output: OutputFile
  /// The path as the user named it.
  public var path: String { output.path }
  package var pending: [UInt8] = []
  /// Appended text is written to the file when this many bytes are pending.
  package static let chunkSize = 1 << 16

  /// Opens `path` for writing (see ``OutputFile``), refusing it when it is one of `inputs`.
  public init(path: String, mode: OutputFile.Mode = .replace, inputs: [String] = [])
    throws(InputError)
  {
    output = try OutputFile(path: path, mode: mode, inputs: inputs)
  }

  /// Writes `text` now, after anything appended before it.
  public mutating func write(_ text: String) throws(InputError) {
    try flush()
    pending.append(contentsOf: text.utf8)
    try flush()
  }

  /// Appends `text`, writing to the file once a chunk has gathered.
  public mutating func append(_ text: String) throws(InputError) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= Self.chunkSize { try flush() }
  }

  /// Writes what was appended.
  public mutating func flush() throws(InputError) {
    guard !pending.isEmpty else { return }
    let failure: InputError? = pending.withUnsafeBytes { bytes in
      do throws(InputError) {
        try output.write(bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    pending.removeAll(keepingCapacity: true)
  }

  /// Writes what was appended and makes the file final (``OutputFile/commit()``).
  public consuming func commit() throws(InputError) {
    try flush()
    try output.commit()
  }
}
