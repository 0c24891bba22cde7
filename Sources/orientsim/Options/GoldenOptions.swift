import ArgumentParser

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
}
