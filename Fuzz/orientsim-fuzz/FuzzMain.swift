import Foundation

#if FUZZING
  /// libFuzzer's entry point: one input for the target named by `ORIENTSIM_FUZZ_TARGET`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = chosenTarget else {
      warn("set ORIENTSIM_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue))")
      exit(2)
    }
    target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  /// Read once: the environment does not change during a run.
  let chosenTarget = FuzzTarget.fromEnvironment

  /// libFuzzer's driver, for programs that have their own `main` (SwiftPM names the entry point
  /// of an executable target itself, so libFuzzer's `main` cannot be used).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// Hands the command line to libFuzzer.
  @main
  struct FuzzDriver {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
  }
#else
  /// Regression mode: replays every file of the corpus directories through their targets, so
  /// the normal test run checks every input the fuzzer ever found interesting without libFuzzer.
  ///
  /// `orientsim-fuzz [DIRECTORY]` — DIRECTORY (default `Tests/Fuzz`) holds one subdirectory per
  /// target (`evemu`, `libinput`, `csv`, `scene`, `poses`, `plist`, `deviceprofile`); with
  /// `ORIENTSIM_FUZZ_TARGET` set, DIRECTORY is that target's corpus itself.
  @main
  struct FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      let root = arguments.first ?? "Tests/Fuzz"
      var plan: [(FuzzTarget, String)] = []
      if let target = FuzzTarget.fromEnvironment {
        plan = [(target, root)]
      } else {
        plan = FuzzTarget.allCases.map { ($0, root + "/" + $0.rawValue) }
      }
      var total = 0
      for (target, directory) in plan {
        let files = corpusFiles(directory)
        var accepted = 0
        for file in files {
          guard let data = FileManager.default.contents(atPath: file) else {
            warn("orientsim-fuzz: cannot read \(file)")
            exit(66)
          }
          if target.run([UInt8](data)) { accepted += 1 }
        }
        total += files.count
        print("\(target.rawValue): \(files.count) inputs replayed, \(accepted) accepted")
      }
      if total == 0 {
        warn("orientsim-fuzz: no corpus files under \(root)")
        exit(66)
      }
    }

    /// Every regular file below `directory`, sorted.
    static func corpusFiles(_ directory: String) -> [String] {
      guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
      var files: [String] = []
      while let relative = enumerator.nextObject() as? String {
        let path = directory + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          !isDirectory.boolValue, !relative.hasSuffix(".md")
        {
          files.append(path)
        }
      }
      return files.sorted()
    }
  }
#endif

/// Writes a line to standard error.
func warn(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
