import ArgumentParser
import OrientationFormats

/// A command whose work writes records to standard output and messages to standard error and
/// ends in an exit status of ``ExitStatus``'s table. `run()` is the same for all of them; the
/// tests call ``execute(output:errors:progress:)`` in-process with sinks of their own.
protocol StreamingCommand: ParsableCommand {
  /// The command's work, writing to the given sinks and returning the exit status; `progress`
  /// reports a long run on a terminal (commands that have no long runs ignore it).
  func execute(output: OutputSink, errors: OutputSink, progress: ProgressReporter?) -> Int32
}

extension StreamingCommand {
  /// Runs ``execute(output:errors:progress:)`` on the standard streams and exits with its status.
  func run() throws {
    let status = execute(
      output: OutputSink(descriptor: .standardOutput),
      errors: OutputSink(descriptor: .standardError, capacity: 1),
      progress: ProgressReporter.forStandardError())
    if status != ExitStatus.ok.rawValue { throw ExitCode(status) }
  }

  /// The work without progress reports.
  func execute(output: OutputSink, errors: OutputSink) -> Int32 {
    execute(output: output, errors: errors, progress: nil)
  }
}
