import ArgumentParser
import OrientationFormats

/// `--expect FILE` and `--record`: compare the text transcript with a golden file, or write it.
struct GoldenOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Compare the text transcript with this golden file; on a difference print a unified diff "
        + "and exit 1.", valueName: "file"))
  var expect: String?

  @Flag(help: "With --expect: write (or refresh) the golden file instead of comparing.")
  var record = false

  func validate() throws {
    if record && expect == nil {
      throw ValidationError("--record writes the file named by --expect; add --expect FILE.")
    }
  }

  /// Golden files hold the text transcript, so `--expect` needs the text format.
  func validate(format: OutputFormat) throws {
    if expect != nil && format != .text {
      throw ValidationError(
        "--expect compares the text transcript; leave out --format or use --format text.")
    }
  }
}
