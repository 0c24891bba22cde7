import ArgumentParser
import Foundation

extension Orientsim {
  /// Runs the command line, mapping argument-parser's usage errors to exit code 2 (SPEC §8.1;
  /// argument-parser's own choice is 64, `EX_USAGE`, which the SPEC reserves for nothing and
  /// scripts would confuse with 65, bad input data).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(ExitStatus.usage.rawValue)
      }
      exit(withError: error)
    }
  }
}
