import Foundation
import Glibc
import Testing

/// The built binary against what a shell can hand it: outputs that are inputs, special files,
/// links, full disks, pipes, FIFOs, `-`, `<(…)`, and the inputs that used to give silent wrong
/// answers. Each case runs in a fresh directory under a timeout and checks the exit code, the
/// first line of standard error, and that no file changed or appeared except those it may
/// write — no temporary file is ever left behind.
@Suite("reliability: outputs, pipes and refusals")
struct ReliabilityTests {
  struct Case: CustomTestStringConvertible, Sendable {
    /// What the case shows.
    var name: String
    /// Shell commands that add to the fixtures (run as root, before the snapshot).
    var setup = ""
    /// The command, in bash, with `$O` the orientsim binary.
    var command: String
    var status: Int32
    /// Standard error's first line; empty when nothing may be printed.
    var firstLine: String
    /// Files the command may create or change.
    var changes: [String] = []
    /// Whether standard output must be empty (nothing printed before an input was refused).
    var quiet = false
    /// Text standard output must contain.
    var output: String? = nil
    /// Run as nobody (65534) without groups.
    var unprivileged = false
    /// A check run after the command; it must exit 0 (bash, in the case's directory).
    var after: String? = nil
    var testDescription: String { name }
  }

  /// The fixtures every case starts from.
  static let fixtures = """
    cp "$CONFIGS/traces/demo.evemu" x.evemu
    cp "$CONFIGS/poses/turns.yaml" p.yaml
    cp "$CONFIGS/scenes/rotate-plain.yaml" s.yaml
    printf 't,x,y,z\\n0,0,-1,0\\n0.5,0,-1,0\\n1,-1,0,0\\n1.5,-1,0,0\\n2,-1,0,0\\n' > t.csv
    printf 'keep\\n' > keep.txt
    { cat x.evemu; echo 'E: zz'; } > bad.evemu
    """

  static let sameFile =
    "is the same file as the input"

  static let cases: [Case] =
    outputCases + synthCases + goldenCases + inputCases + dataCases
    + windowCases + nestingCases + configurationCases + boundCases + injectionCases

  static let outputCases: [Case] = [
    Case(
      name: "watch --latency-log keeps the file when the device cannot be opened",
      command: "$O watch /dev/input/orientsim-missing --latency-log keep.txt", status: 66,
      firstLine: "orientsim: /dev/input/orientsim-missing: open failed: No such file or directory",
      after: "[ \"$(cat keep.txt)\" = keep ]"),
    Case(
      name: "convert x.evemu -o x.evemu refuses and keeps the recording",
      command: "$O convert x.evemu -o x.evemu", status: 2,
      firstLine: "orientsim: x.evemu: \(sameFile) 'x.evemu'; write the output to another file"),
    Case(
      name: "a recording larger than the read buffer is not its own output",
      setup: "$O synth p.yaml -o big.evemu --rate 2000 --truth big.json",
      command: "$O convert big.evemu -o big.evemu", status: 2,
      firstLine: "orientsim: big.evemu: \(sameFile) 'big.evemu'; write the output to another file"
    ),
    Case(
      name: "the input through a symbolic link is the same file",
      setup: "ln -s x.evemu link.evemu", command: "$O convert link.evemu -o x.evemu", status: 2,
      firstLine: "orientsim: x.evemu: \(sameFile) 'link.evemu'; write the output to another file"),
    Case(
      name: "an output link to the input is the same file",
      setup: "ln -s x.evemu link.evemu", command: "$O convert x.evemu -o link.evemu", status: 2,
      firstLine: "orientsim: link.evemu: \(sameFile) 'x.evemu'; write the output to another file"),
    Case(
      name: "a hard link to the input is the same file",
      setup: "ln x.evemu hard.evemu", command: "$O convert x.evemu -o hard.evemu", status: 2,
      firstLine: "orientsim: hard.evemu: \(sameFile) 'x.evemu'; write the output to another file"),
    Case(
      name: "standard input redirected from the output is the same file",
      command: "$O convert - -o x.evemu < x.evemu", status: 2,
      firstLine: "orientsim: x.evemu: \(sameFile) '-'; write the output to another file"),
    Case(
      name: "the same file under another path (./, ../) is the same file",
      setup: "mkdir d", command: "cd d && $O convert ../x.evemu -o ./../x.evemu", status: 2,
      firstLine:
        "orientsim: ./../x.evemu: \(sameFile) '../x.evemu'; write the output to another file"),
    Case(
      name: "a missing input leaves an existing output untouched",
      command: "$O convert missing.evemu -o keep.txt", status: 66,
      firstLine: "orientsim: missing.evemu: no such file or directory"),
    Case(
      name: "a bad line after the buffer's worth leaves an existing output untouched",
      command: "$O convert bad.evemu -o keep.txt", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)"),
    Case(
      name: "a failed convert creates no output and no temporary file",
      command: "$O convert bad.evemu -o new.evemu", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)"),
    Case(
      name: "a failed convert through an output link leaves link and target as they were",
      setup: "ln -s keep.txt out.evemu", command: "$O convert bad.evemu -o out.evemu", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)", after: "test -L out.evemu"),
    Case(
      name: "a good convert through an output link replaces the target, keeps the link",
      setup: "ln -s keep.txt out.evemu", command: "$O convert t.csv -o out.evemu", status: 0,
      firstLine: "", changes: ["keep.txt"],
      after: "test -L out.evemu && grep -q '^# EVEMU 1.3' keep.txt"),
    Case(
      name: "a good convert over an existing file keeps its permissions",
      setup: "cp keep.txt out.csv && chmod 600 out.csv", command: "$O convert x.evemu -o out.csv",
      status: 0, firstLine: "", changes: ["out.csv"],
      after: "test \"$(stat -c %a out.csv)\" = 600 && head -1 out.csv | grep -qx t,x,y,z"),
    Case(
      name: "a directory as output is refused",
      setup: "mkdir d", command: "$O convert x.evemu -o d", status: 2,
      firstLine: "orientsim: d: is a directory; expected an output file"),
    Case(
      name: "an output in a missing directory cannot be created (73)",
      command: "$O convert x.evemu -o nodir/out.evemu", status: 73,
      firstLine:
        "orientsim: nodir/out.evemu: cannot create a file in nodir: no such file or directory"),
    Case(
      name: "a character device is written straight through and never removed",
      setup: "mknod cdev c 1 3", command: "$O convert x.evemu -o cdev", status: 0, firstLine: "",
      after: "test -c cdev"),
    Case(
      name: "a failed convert to a character device leaves the node",
      setup: "mknod cdev c 1 3", command: "$O convert bad.evemu -o cdev", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)", after: "test -c cdev"),
    Case(
      name: "a block device is refused",
      setup: "mknod bdev b 7 200", command: "$O convert x.evemu -o bdev", status: 2,
      firstLine:
        "orientsim: bdev: is a block device; orientsim writes only regular files, character "
        + "devices and FIFOs", after: "test -b bdev"),
    Case(
      name: "a socket is refused",
      setup:
        "python3 -c \"import socket; socket.socket(socket.AF_UNIX).bind('sock')\"",
      command: "$O convert x.evemu -o sock", status: 2,
      firstLine:
        "orientsim: sock: is a socket; orientsim writes only regular files, character devices "
        + "and FIFOs", after: "test -S sock"),
    Case(
      name: "a FIFO is written straight through to its reader and stays a FIFO",
      setup: "mkfifo fifo",
      command: "(cat fifo > got.csv &) ; $O convert x.evemu -o fifo; sleep 0.2",
      status: 0, firstLine: "", changes: ["got.csv"],
      after: "test -p fifo && head -1 got.csv | grep -q '^# EVEMU 1.3'"),
    Case(
      name: "a convert killed by SIGTERM leaves the target and no temporary file",
      setup: "mkfifo in.fifo",
      command:
        "( cat x.evemu; sleep 2 ) > in.fifo & $O convert in.fifo -o keep.txt & pid=$!; "
        + "sleep 1; kill -TERM $pid; wait $pid", status: 143, firstLine: ""),
    Case(
      name: "a synth killed by SIGHUP leaves no trace, truth or temporary file",
      setup: "printf 'steps:\\n  - {hold: portrait, for: 36000}\\n' > long.yaml",
      command:
        "$O synth long.yaml -o long.csv --rate 1000 & pid=$!; sleep 1; kill -HUP $pid; wait $pid 2> /dev/null",
      status: 129, firstLine: ""),
    Case(
      name: "plot's output may not be its trace",
      command: "$O plot t.csv -o t.csv", status: 2,
      firstLine: "orientsim: t.csv: \(sameFile) 't.csv'; write the output to another file"),
    Case(
      name: "a failed plot leaves an existing SVG untouched",
      setup: "cp keep.txt old.svg", command: "$O plot bad.evemu -o old.svg", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)"),
    Case(
      name: "plot of a missing trace writes nothing",
      command: "$O plot missing.csv -o new.svg", status: 66,
      firstLine: "orientsim: missing.csv: no such file or directory"),
    Case(
      name: "record never truncates an existing file without --force",
      command: "$O record /dev/input/event999 -o keep.txt", status: 2,
      firstLine: "orientsim: keep.txt: already exists; use --force to overwrite it"),
    Case(
      name: "record --force with a missing device leaves the file",
      command: "$O record /dev/input/event999 -o keep.txt --force", status: 66,
      firstLine: "orientsim: /dev/input/event999: open failed: No such file or directory"),
    Case(
      name: "record may not write over its device",
      setup: "mknod cdev c 1 3", command: "$O record cdev -o cdev --force", status: 2,
      firstLine: "orientsim: cdev: \(sameFile) 'cdev'; write the output to another file"),
  ]

  static let badLine = "2462:4: expected the event time '<sec>.<usec>', found 'zz'"

  static let synthCases: [Case] = [
    Case(
      name: "synth's trace may not be its script",
      command: "$O synth p.yaml -o p.yaml --format csv", status: 2,
      firstLine: "orientsim: p.yaml: \(sameFile) 'p.yaml'; write the output to another file"),
    Case(
      name: "synth's truth may not be its trace",
      command: "$O synth p.yaml -o out.csv --truth out.csv", status: 2,
      firstLine:
        "orientsim: out.csv: the ground truth would overwrite the trace; give --truth another path"
    ),
    Case(
      name: "synth's truth may not be its script",
      command: "$O synth p.yaml -o out.csv --truth p.yaml", status: 2,
      firstLine: "orientsim: p.yaml: \(sameFile) 'p.yaml'; write the output to another file"),
    Case(
      name: "synth -o - writes standard output and leaves no -.truth.json",
      command: "$O synth p.yaml -o - | head -1", status: 0, firstLine: "", output: "t,x,y,z"),
    Case(
      name: "synth -o - --truth F writes the truth to F",
      command: "$O synth p.yaml -o - --truth truth.json > /dev/null", status: 0, firstLine: "",
      changes: ["truth.json"], after: "grep -q '\"spans\"' truth.json"),
    Case(
      name: "synth of a missing script exits 66",
      command: "$O synth missing.yaml -o out.csv", status: 66,
      firstLine: "orientsim: missing.yaml: no such file or directory"),
    Case(
      name: "synth of a bad script leaves the output and truth untouched",
      setup:
        "printf 'steps:\\n  - {hold: sideways, for: 1}\\n' > bad.yaml; cp keep.txt out.csv.truth.json",
      command: "$O synth bad.yaml -o keep.txt --truth out.csv.truth.json", status: 65,
      firstLine:
        "orientsim: bad.yaml:2:12: expected an orientation (portrait, portraitUpsideDown, "
        + "landscapeLeft, landscapeRight, faceUp, faceDown) for 'hold', found 'sideways'"),
    Case(
      name: "synth beyond ±16 g writes neither file",
      setup:
        "printf 'seed: 1\\nsteps:\\n  - {hold: portrait, for: 0.5}\\n  - {shake: 1, amplitude: 40}\\n' > loud.yaml",
      command: "$O synth loud.yaml -o loud.csv", status: 65,
      firstLine:
        "orientsim: loud.yaml:4: expected x within ±16 g, found '-17.817263266159763' at t = 0.55 s"
    ),
    Case(
      name: "synth with the truth in a missing directory writes no trace",
      command: "$O synth p.yaml -o out.csv --truth nodir/t.json", status: 73,
      firstLine: "orientsim: nodir/t.json: cannot create a file in nodir: no such file or directory"
    ),
    Case(
      name: "synth --rate 1e-300 is a usage error",
      command: "$O synth p.yaml -o out.csv --rate 1e-300", status: 2,
      firstLine: "Error: --rate must be a number from 0.1 to 10000, got 1e-300"),
  ]

  static let goldenCases: [Case] = [
    Case(
      name: "--record after a missing trace keeps the reviewed golden file",
      setup: "cp keep.txt golden.txt",
      command: "$O replay missing.csv --expect golden.txt --record", status: 66,
      firstLine: "orientsim: missing.csv: no such file or directory", quiet: true),
    Case(
      name: "--record after a bad trace keeps the reviewed golden file",
      setup: "cp keep.txt golden.txt",
      command: "$O replay bad.evemu --expect golden.txt --record", status: 65,
      firstLine: "orientsim: bad.evemu:\(badLine)"),
    Case(
      name: "--record may not write over the trace",
      command: "$O replay t.csv --expect t.csv --record", status: 2,
      firstLine: "orientsim: t.csv: \(sameFile) 't.csv'; write the output to another file",
      quiet: true),
    Case(
      name: "--record may not write over the scene",
      command: "$O simulate s.yaml --expect s.yaml --record", status: 2,
      firstLine: "orientsim: s.yaml: \(sameFile) 's.yaml'; write the output to another file",
      quiet: true),
    Case(
      name: "--record of a good run writes the golden file whole",
      command: "$O simulate s.yaml --expect golden.txt --record", status: 0,
      firstLine: "orientsim: recorded golden.txt", changes: ["golden.txt"],
      after: "grep -q didFinishLaunching golden.txt"),
  ]

  static let inputCases: [Case] = [
    Case(
      name: "synth -o - piped into replay - (CSV)",
      command: "$O synth p.yaml -o - | $O replay - --format summary", status: 0, firstLine: "",
      output: "rotations: 3"),
    Case(
      name: "synth -o - piped into replay - (evemu)",
      command: "$O synth p.yaml -o - --format evemu | $O replay - --format summary", status: 0,
      firstLine: "", output: "rotations: 3"),
    Case(
      name: "synth -o - through convert - to libinput record, into replay -",
      command:
        "$O synth p.yaml -o - | $O convert - -o - --to-format libinput | $O replay - --format summary",
      status: 0, firstLine: "", output: "rotations: 3"),
    Case(
      name: "a libinput record on standard input is read once, whole",
      setup: "$O convert x.evemu -o t.yml", command: "cat t.yml | $O replay - --format summary",
      status: 0, firstLine: "", output: "samples: 600\n"),
    Case(
      name: "/dev/stdin reads the same as the file",
      command: "$O replay /dev/stdin --format summary < x.evemu", status: 0, firstLine: "",
      output: "samples: 600\n"),
    Case(
      name: "process substitution <(…) reads the same as the file",
      command: "$O replay <(cat x.evemu) --format summary", status: 0, firstLine: "",
      output: "samples: 600\n"),
    Case(
      name: "a FIFO as input",
      setup: "mkfifo in.fifo",
      command: "(cat t.csv > in.fifo &); $O replay in.fifo --format summary",
      status: 0, firstLine: "", output: "samples: 5"),
    Case(
      name: "plot reads standard input",
      command: "$O plot - -o out.svg < t.csv", status: 0, firstLine: "", changes: ["out.svg"],
      after: "grep -q '<svg' out.svg"),
    Case(
      name: "convert reads standard input and writes standard output",
      command: "cat x.evemu | $O convert - -o - --to-format csv | head -1", status: 0,
      firstLine: "", output: "t,x,y,z"),
    Case(
      name: "--loop on standard input is refused before any record",
      command: "$O replay - --loop 2 < t.csv", status: 2,
      firstLine:
        "orientsim: -: --loop 2 reads the trace again, which standard input, a pipe or a FIFO "
        + "cannot do; save it to a file first", quiet: true),
    Case(
      name: "a directory as a trace is a missing input, named",
      setup: "mkdir d", command: "$O replay d", status: 66,
      firstLine: "orientsim: d: is a directory", quiet: true),
    Case(
      name: "a directory as a trace for convert",
      setup: "mkdir d", command: "$O convert d -o out.csv", status: 66,
      firstLine: "orientsim: d: is a directory"),
    Case(
      name: "replay of a missing trace prints no launch records",
      command: "$O replay missing.csv", status: 66,
      firstLine: "orientsim: missing.csv: no such file or directory", quiet: true),
    Case(
      name: "replay --format summary of a missing trace prints no summary",
      command: "$O replay missing.csv --format summary", status: 66,
      firstLine: "orientsim: missing.csv: no such file or directory", quiet: true),
    Case(
      name: "replay of a trace with a bad header prints no launch records",
      setup: "printf 't,x,y,z\\nabc\\n' > head.csv", command: "$O replay head.csv", status: 65,
      firstLine: "orientsim: head.csv:2:4: expected 4 fields t,x,y,z, found 1", quiet: true),
    Case(
      name: "replay with a missing scene prints nothing",
      command: "$O replay t.csv --scene missing.yaml", status: 66,
      firstLine: "orientsim: missing.yaml: no such file", quiet: true),
    Case(
      name: "an unreadable trace is permission denied (77) for a user",
      setup: "cp t.csv secret.csv; chmod 600 secret.csv", command: "$O replay secret.csv",
      status: 77, firstLine: "orientsim: secret.csv: permission denied", quiet: true,
      unprivileged: true),
    Case(
      name: "an output in a directory the user cannot write is permission denied (77)",
      setup: "mkdir ro; chmod 755 ro", command: "$O convert x.evemu -o ro/out.csv", status: 77,
      firstLine: "orientsim: ro/out.csv: cannot create a file in ro: permission denied",
      unprivileged: true),
    Case(
      name: "a user's convert over a file they cannot replace leaves it",
      setup: "mkdir ro; cp keep.txt ro/out.csv; chmod 755 ro; chmod 666 ro/out.csv",
      command: "$O convert x.evemu -o ro/out.csv", status: 77,
      firstLine: "orientsim: ro/out.csv: cannot create a file in ro: permission denied",
      unprivileged: true),
    Case(
      name: "a user's convert over a read-only file in a directory they may write is refused",
      setup: "mkdir w; chmod 777 w; cp keep.txt w/out.csv; chmod 444 w/out.csv",
      command: "$O convert x.evemu -o w/out.csv", status: 77,
      firstLine: "orientsim: w/out.csv: permission denied", unprivileged: true),
    Case(
      name: "a user may write to a character device they can open",
      setup: "mknod cdev c 1 3; chmod 666 cdev", command: "$O convert x.evemu -o cdev", status: 0,
      firstLine: "", unprivileged: true, after: "test -c cdev"),
  ]

  static let dataCases: [Case] = [
    Case(
      name: "axes with resolution 0 and no --scale are a usage error",
      setup: "sed 's/^\\(A: 0[0-2] -131072 131071 0 0\\) 8192$/\\1 0/' x.evemu > r0.evemu",
      command: "$O replay r0.evemu", status: 2,
      firstLine:
        "orientsim: r0.evemu: axis ABS_X has no usable resolution (0) and \"orientsim CSV "
        + "accelerometer\" is not in the driver scale table; give --scale UNITS_PER_G",
      quiet: true),
    Case(
      name: "a negative resolution is no resolution",
      setup: "sed 's/^\\(A: 0[0-2] -131072 131071 0 0\\) 8192$/\\1 -5/' x.evemu > rn.evemu",
      command: "$O replay rn.evemu", status: 2,
      firstLine:
        "orientsim: rn.evemu: axis ABS_X has no usable resolution (-5) and \"orientsim CSV "
        + "accelerometer\" is not in the driver scale table; give --scale UNITS_PER_G",
      quiet: true),
    Case(
      name: "no A: lines at all (evemu 1.1) is no resolution",
      setup: "sed '/^A:/d; s/^# EVEMU 1.3/# EVEMU 1.1/' x.evemu > na.evemu",
      command: "$O replay na.evemu", status: 2,
      firstLine:
        "orientsim: na.evemu: axis ABS_X has no usable resolution (0) and \"orientsim CSV "
        + "accelerometer\" is not in the driver scale table; give --scale UNITS_PER_G",
      quiet: true),
    Case(
      name: "--scale makes axes without a resolution usable",
      setup: "sed 's/^\\(A: 0[0-2] -131072 131071 0 0\\) 8192$/\\1 0/' x.evemu > r0.evemu",
      command: "$O replay r0.evemu --scale 8192 --format summary", status: 0, firstLine: "",
      output: "rotations: 6"),
    Case(
      name: "convert to CSV refuses axes without a resolution too",
      setup: "sed 's/^\\(A: 0[0-2] -131072 131071 0 0\\) 8192$/\\1 0/' x.evemu > r0.evemu",
      command: "$O convert r0.evemu -o out.csv", status: 2,
      firstLine:
        "orientsim: r0.evemu: axis ABS_X has no usable resolution (0) and \"orientsim CSV "
        + "accelerometer\" is not in the driver scale table; give --scale UNITS_PER_G"),
    Case(
      name: "plot refuses axes without a resolution",
      setup: "sed 's/^\\(A: 0[0-2] -131072 131071 0 0\\) 8192$/\\1 0/' x.evemu > r0.evemu",
      command: "$O plot r0.evemu -o out.svg", status: 2,
      firstLine:
        "orientsim: r0.evemu: axis ABS_X has no usable resolution (0) and \"orientsim CSV "
        + "accelerometer\" is not in the driver scale table; give --scale UNITS_PER_G"),
    Case(
      name: "a keyboard-only recording is bad data naming what it has",
      setup:
        "{ sed -n '1,/^A: 02/p' x.evemu | grep -v '^A:' | sed 's/^B: 00 0f/B: 00 13/; "
        + "s/^B: 03 07/B: 03 00/'; echo 'E: 0.000001 0000 0000 0000'; } > kb.evemu",
      command: "$O replay kb.evemu", status: 65,
      firstLine:
        "orientsim: kb.evemu: the device \"orientsim CSV accelerometer\" has no accelerometer "
        + "axes (ABS_X/Y/Z or ABS_RX/RY/RZ); found EV_SYN", quiet: true),
    Case(
      name: "Unix-epoch evemu times are rebased to the first frame",
      setup:
        "awk '/^E:/{split($2,a,\".\"); $2=(a[1]+1700000000)\".\"a[2]} {print}' x.evemu > epoch.evemu",
      command: "$O replay epoch.evemu --format summary", status: 0, firstLine: "",
      output: "rotations: 6"),
    Case(
      name: "Unix-epoch CSV times are rebased to the first sample",
      setup:
        "awk -F, 'NR==1{print;next}{printf \"%.6f,%s,%s,%s\\n\", $1+1700000000,$2,$3,$4}' t.csv > epoch.csv",
      command: "$O replay epoch.csv --format summary", status: 0, firstLine: "",
      output: "finalDeviceOrientation: landscapeLeft"),
    Case(
      name: "a header-only CSV written by convert is refused when read back, with its line",
      setup: "printf 't,x,y,z\\n' > empty.csv", command: "$O replay empty.csv", status: 65,
      firstLine: "orientsim: empty.csv:1:1: no samples: expected rows 't,x,y,z'", quiet: true),
  ]

  /// A window that keeps no frame is refused in every output format, nothing written.
  static let windowCases: [Case] = ["csv", "evemu", "yml"].map { format in
    Case(
      name: "convert to \(format) with an empty window writes nothing",
      command: "$O convert x.evemu -o w.\(format) --from 1000 --to 1001", status: 2,
      firstLine: "orientsim: x.evemu: --from/--to keep no frame of the trace; nothing was written")
  }

  /// Scene events that nest 10,000 deep, or add 10,000 siblings: refused at the event that
  /// passes the bound (``Simulator.maximumNesting``, ``Simulator.maximumViewControllers``).
  static let nestingCases: [Case] =
    [
      ("containment", "addChild: {parent: v\\(i-1), vc: {id: v\\(i)}}"),
      ("presentation", "present: {id: v\\(i), animated: false}"),
      ("siblings", "addChild: {parent: v0, vc: {id: v\\(i)}}"),
    ].map { kind, action in
      Case(
        name: "\(kind) 10,000 view controllers are refused at their bound's line, quickly",
        setup:
          "python3 -c \"import sys; sys.stdout.write('root: {id: v0}\\\\nevents:\\\\n' + "
          + "''.join('  - {at: 0.5, \(action.replacingOccurrences(of: "\\(i-1)", with: "%d").replacingOccurrences(of: "\\(i)", with: "%d"))}\\\\n' % "
          + (kind == "containment" ? "(i - 1, i)" : "i")
          + " for i in range(1, 10001)))\" > deep.yaml",
        command: "$O simulate deep.yaml", status: 65,
        firstLine: kind == "siblings"
          ? "orientsim: deep.yaml:1002: 'v1000' would make 1001 view controllers; the limit is 1000"
          : "orientsim: deep.yaml:102: 'v100' would nest 101 view controllers deep (containment "
            + "and presentation together); the limit is 100")
    } + [
      Case(
        name: "select of a tab removed earlier is a scene mistake at its line",
        setup:
          "printf 'root:\\n  id: tabs\\n  kind: tabBar\\n  children: [{id: a}, {id: b}]\\n"
          + "events:\\n  - {at: 1, removeChild: b}\\n  - {at: 2, select: {tabs: 1}}\\n' > sel.yaml",
        command: "$O simulate sel.yaml > /dev/null", status: 65,
        firstLine: "orientsim: sel.yaml:7: tab bar controller 'tabs' has no tab 1 (it has 1)"),
      Case(
        name: "replay reports a scene mistake at its line too",
        setup:
          "printf 'root:\\n  id: tabs\\n  kind: tabBar\\n  children: [{id: a}, {id: b}]\\n"
          + "events:\\n  - {at: 1, removeChild: b}\\n  - {at: 1.5, select: {tabs: 1}}\\n' > sel.yaml",
        command: "$O replay t.csv --scene sel.yaml > /dev/null", status: 65,
        firstLine: "orientsim: sel.yaml:7: tab bar controller 'tabs' has no tab 1 (it has 1)"),
    ]

  /// Configuration files that are directories or too big are named as such, never "missing".
  static let configurationCases: [Case] = [
    Case(
      name: "an Info.plist that is a directory",
      setup: "mkdir pl.plist; printf 'root: {id: main}\\napp: {infoPlist: pl.plist}\\n' > pl.yaml",
      command: "$O simulate pl.yaml", status: 66,
      firstLine: "orientsim: pl.yaml:2:18: Info.plist './pl.plist': is a directory", quiet: true),
    Case(
      name: "an Info.plist over 1 MiB is too large, not missing",
      setup:
        "{ printf '<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\\n'; "
        + "head -c 1100000 /dev/zero | tr '\\0' ' '; printf '</dict></plist>\\n'; } > big.plist; "
        + "printf 'root: {id: main}\\napp: {infoPlist: big.plist}\\n' > pl.yaml",
      command: "$O simulate pl.yaml", status: 65,
      firstLine:
        "orientsim: pl.yaml:2:18: Info.plist './big.plist': the file is larger than 1048576 "
        + "bytes; expected a small text file", quiet: true),
    Case(
      name: "a scene that is a directory",
      setup: "mkdir scene.yaml", command: "$O simulate scene.yaml", status: 66,
      firstLine: "orientsim: scene.yaml: is a directory", quiet: true),
    Case(
      name: "a missing golden file for --expect",
      command: "$O simulate s.yaml --expect none.txt", status: 66,
      firstLine: "orientsim: none.txt: no such golden file; create it with --record and review it"),
  ]

  static let boundCases: [Case] = [
    Case(
      name: "--speed 1e-300 is a usage error, not a trap",
      command: "$O replay t.csv --speed 1e-300", status: 2,
      firstLine: "Error: --speed must be a number from 0.001 to 1000, got 1e-300", quiet: true),
    Case(
      name: "--speed nan", command: "$O replay t.csv --speed nan", status: 2,
      firstLine: "Error: --speed must be a number from 0.001 to 1000, got nan", quiet: true),
    Case(
      name: "--speed inf", command: "$O demo --speed inf", status: 2,
      firstLine: "Error: --speed must be a number from 0.001 to 1000, got inf", quiet: true),
    Case(
      name: "--from nan", command: "$O replay t.csv --from nan", status: 2,
      firstLine: "Error: --from must be a number from -1000000000000 to 1000000000000, got nan",
      quiet: true),
    Case(
      name: "--to 1e300 for plot", command: "$O plot t.csv -o out.svg --to 1e300", status: 2,
      firstLine: "Error: --to must be a number from -1000000000000 to 1000000000000, got 1e+300"),
    Case(
      name: "--scale inf", command: "$O replay t.csv --scale inf", status: 2,
      firstLine: "Error: --scale must be a number from 1e-06 to 1000000000, got inf", quiet: true),
    Case(
      name: "record --duration 1e300 is a usage error, not a trap",
      command: "$O record /dev/input/event999 -o out.evemu --duration 1e300", status: 2,
      firstLine: "Error: --duration must be a number from 0.001 to 1000000000, got 1e+300"),
    Case(
      name: "--loop 0", command: "$O replay t.csv --loop 0", status: 2,
      firstLine: "Error: --loop must be from 1 to 1000000, got 0", quiet: true),
    Case(
      name: "plot of samples 10^12 s apart draws a few ticks, quickly",
      setup: "printf 't,x,y,z\\n0,0,-1,0\\n400000000000,0,-1,0\\n800000000000,-1,0,0\\n' > far.csv",
      command: "$O plot far.csv -o far.svg", status: 0, firstLine: "", changes: ["far.svg"],
      after: "test $(grep -c 'class=\"grid\"' far.svg) -lt 100"),
  ]

  static let injectionCases: [Case] = [
    Case(
      name: "a golden file's escape sequences are escaped in the diff",
      setup: "printf '  0.000  (app)        didFinishLaunching\\033[2J\\n' > evil.txt",
      command: "$O simulate s.yaml --expect evil.txt | sed -n 4p", status: 0,
      firstLine:
        "orientsim: the transcript differs from evil.txt; if the change is intended, refresh it "
        + "with --record", output: "-  0.000  (app)        didFinishLaunching\\e[2J\n"),
    Case(
      name: "a device name with a line break stays one YAML line through libinput record",
      setup:
        "$O convert x.evemu -o t.yml && sed 's/name: \"orientsim CSV accelerometer\"/"
        + "name: \"evil\\\\nI: 0003 0000 0000 0000\"/' t.yml > evil.yml",
      command: "$O convert evil.yml -o out.yml && $O convert out.yml -o out2.yml", status: 0,
      firstLine: "", changes: ["out.yml", "out2.yml"],
      after: "cmp out.yml out2.yml && grep -q 'name: \"evil\\\\u000aI: 0003' out.yml"),
    Case(
      name: "an id with control characters stays on one line in the text format",
      setup:
        "printf 'profile: ios13\\ndevice: iphone-15\\nroot: {id: \"r\\\\e[31m\\\\nX\"}\\n"
        + "events:\\n  - {at: 1.0, device: landscapeLeft}\\n' > inj.yaml",
      command: "$O simulate inj.yaml | head -1", status: 0, firstLine: "",
      output: "  0.000  r\\e[31m\\nX     ? supportedInterfaceOrientations"),
    Case(
      name: "an unknown id with an escape sequence is quoted escaped",
      setup:
        "printf 'root: {id: main}\\nevents:\\n  - {at: 1, dismiss: \"pl\\\\e[2J\"}\\n' > inj.yaml",
      command: "$O simulate inj.yaml", status: 65,
      firstLine: "orientsim: inj.yaml:3:22: unknown view controller 'pl\\e[2J'; known here: main",
      quiet: true),
    Case(
      name: "a file name with a line break stays on one line",
      command: "$O replay $'a\\nb.csv'", status: 66,
      firstLine: "orientsim: a\\nb.csv: no such file or directory", quiet: true),
    Case(
      name: "a file name with an escape sequence cannot drive the terminal",
      command: "$O replay $'\\e[2Jx.csv'", status: 66,
      firstLine: "orientsim: \\e[2Jx.csv: no such file or directory", quiet: true),
    Case(
      name: "a libinput device name with a line break is refused for evemu output",
      setup:
        "$O convert x.evemu -o t.yml && sed 's/name: \"orientsim CSV accelerometer\"/"
        + "name: \"evil\\\\nI: 0003 0000 0000 0000\"/' t.yml > evil.yml",
      command: "$O convert evil.yml -o out.evemu", status: 65,
      firstLine:
        "orientsim: evil.yml: the device name \"evil\\nI: 0003 0000 0000 0000\" has a control "
        + "character or line break, which an evemu header cannot carry"),
  ]

  @Test("a case ends with its code and message, and nothing else on disk changes", arguments: cases)
  func run(_ example: Case) throws {
    guard let executable = builtExecutable() else {
      Issue.record("the orientsim executable is not built")
      return
    }
    if geteuid() != 0 && (example.unprivileged || example.setup.contains("mknod")) {
      // Private device nodes and switching to another user need root.
      print("\(example.name): skipped, needs root for mknod or setpriv")
      return
    }
    if example.unprivileged && UnprivilegedExecutable.located.url == nil {
      print("\(example.name): skipped, \(UnprivilegedExecutable.located.problem)")
      return
    }
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    chmod(directory.path, 0o755)
    var environment = ProcessInfo.processInfo.environment
    // nobody runs a copy it can reach, wherever the checkout is.
    environment["O"] =
      example.unprivileged ? UnprivilegedExecutable.located.url?.path : executable.path
    environment["CONFIGS"] = Paths.package.appendingPathComponent("Configs").path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["ASAN_OPTIONS"] = MalformedInputTests.asanOptions(environment["ASAN_OPTIONS"])
    let setup = try Self.shell(
      Self.fixtures + "\n" + example.setup, in: directory, environment: environment)
    #expect(setup.status == 0, "setup: \(setup.errors)")
    let before = Self.snapshot(directory)
    // A hang fails the case; two minutes leave room for a sanitizer build on a loaded machine.
    var command = ["/usr/bin/timeout", "120", "/bin/bash", "-c", example.command]
    if example.unprivileged {
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
    }
    // A small Python parent reads the peak resident memory of everything the case ran.
    let peakFile = NSTemporaryDirectory() + "orientsim-peak-\(UInt64.random(in: 0...UInt64.max))"
    defer { unlink(peakFile) }
    command = ["/usr/bin/python3", "-c", Self.peakScript, peakFile] + command
    let result = try Self.spawn(command, in: directory, environment: environment)
    let peak = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Int($0) } ?? 0
    #expect(
      peak > 0 && peak * 1024 - Self.baselinePeak < Self.memoryBound,
      "peak RSS \(peak) KiB, \(Self.baselinePeak / 1024) KiB for --version")
    let firstLine =
      result.errors.split(separator: "\n", omittingEmptySubsequences: false).first
      .map(String.init) ?? ""
    #expect(result.status == example.status, "\(result.errors)")
    if example.firstLine.isEmpty {
      #expect(result.errors == "")
    } else {
      #expect(firstLine == example.firstLine)
    }
    if example.quiet { #expect(result.output == "") }
    if let output = example.output { #expect(result.output.contains(output), "\(result.output)") }
    var after = Self.snapshot(directory)
    for name in example.changes {
      after[name] = before[name]
      if before[name] == nil { after.removeValue(forKey: name) }
    }
    #expect(after == before)
    if let check = example.after {
      let checked = try Self.shell(check, in: directory, environment: environment)
      #expect(checked.status == 0, "\(check)")
    }
  }

  @Test("a full disk: the target stays as it was and no temporary file is left")
  func fullDisk() throws {
    guard let executable = builtExecutable() else {
      Issue.record("the orientsim executable is not built")
      return
    }
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let small = directory.appendingPathComponent("small")
    try FileManager.default.createDirectory(at: small, withIntermediateDirectories: true)
    let mounted = try Self.spawn(
      ["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", small.path], in: directory,
      environment: [:])
    guard mounted.status == 0 else {
      // Containers without CAP_SYS_ADMIN cannot mount; nothing else gives a full disk safely.
      print("full-disk case skipped: cannot mount a 64 KiB tmpfs (\(mounted.errors))")
      return
    }
    defer { _ = try? Self.spawn(["/bin/umount", small.path], in: directory, environment: [:]) }
    try "keep\n".write(
      to: small.appendingPathComponent("out.csv"), atomically: false, encoding: .utf8)
    let trace = Paths.package.appendingPathComponent("Configs/traces/demo.evemu").path
    let result = try Self.spawn(
      [executable.path, "convert", trace, "-o", "small/out.evemu"], in: directory,
      environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(result.status == 74, "\(result.errors)")
    #expect(
      result.errors
        == "orientsim: small/out.evemu: write failed: no space left on device\n")
    let over = try Self.spawn(
      [executable.path, "convert", trace, "-o", "small/out.csv", "--to-format", "evemu"],
      in: directory, environment: ["SWIFT_BACKTRACE": "enable=no"])
    #expect(over.status == 74)
    #expect(
      try String(contentsOf: small.appendingPathComponent("out.csv"), encoding: .utf8) == "keep\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: small.path) == ["out.csv"])
  }

  @Test("a CRLF libinput recording streams in the memory of an LF one")
  func crlfMemory() throws {
    guard let executable = builtExecutable() else {
      Issue.record("the orientsim executable is not built")
      return
    }
    let directory = try Paths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var environment = ProcessInfo.processInfo.environment
    environment["O"] = executable.path
    environment["CONFIGS"] = Paths.package.appendingPathComponent("Configs").path
    let made = try Self.shell(
      "$O synth \"$CONFIGS/poses/demo.yaml\" -o d.csv --rate 1000 && $O convert d.csv -o lf.yml"
        + " && sed 's/$/\\r/' lf.yml > crlf.yml", in: directory, environment: environment)
    try #require(made.status == 0, "\(made.errors)")
    let size =
      (try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent("crlf.yml").path)[.size] as? Int) ?? 0
    let lf = try MalformedInputTests.run(
      executable.path, ["replay", "lf.yml", "--format", "summary"], in: directory.path,
      scratch: directory)
    let crlf = try MalformedInputTests.run(
      executable.path, ["replay", "crlf.yml", "--format", "summary"], in: directory.path,
      scratch: directory)
    #expect(lf.status == 0 && crlf.status == 0)
    // Parsed whole, the file took about 33 times its size; streamed, the two runs match.
    #expect(
      crlf.maximumResidentBytes < lf.maximumResidentBytes + size,
      "CRLF \(crlf.maximumResidentBytes) B, LF \(lf.maximumResidentBytes) B, file \(size) B")
  }

  /// Runs argv[2:] and writes the peak resident memory of its process tree (KiB) to argv[1].
  static let peakScript = """
    import resource, subprocess, sys
    run = subprocess.run(sys.argv[2:])
    with open(sys.argv[1], "w") as peak:
        peak.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
    sys.exit(run.returncode if run.returncode >= 0 else 128 - run.returncode)
    """

  /// How much more than `orientsim --version` any case may take, each process counted alone:
  /// relative, so that the bound also holds under the address sanitizer.
  static let memoryBound = 100 * 1024 * 1024

  /// The peak resident memory of `orientsim --version`, in bytes.
  static let baselinePeak: Int = {
    guard let executable = builtExecutable() else { return 0 }
    let peakFile = NSTemporaryDirectory() + "orientsim-peak-\(UInt64.random(in: 0...UInt64.max))"
    defer { unlink(peakFile) }
    _ = try? spawn(
      ["/usr/bin/python3", "-c", peakScript, peakFile, executable.path, "--version"],
      in: URL(fileURLWithPath: NSTemporaryDirectory()), environment: [:])
    return ((try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Int($0) } ?? 0)
      * 1024
  }()

  /// Names and contents of every file under `directory` (links as their target's name,
  /// special files by type).
  static func snapshot(_ directory: URL) -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory.path) else { return result }
    while let name = enumerator.nextObject() as? String {
      let path = directory.appendingPathComponent(name).path
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        let data = manager.contents(atPath: path) ?? Data()
        result[name] = "file \(status.st_mode & 0o7777) \(data.count) \(data.hashValue)"
      case S_IFLNK:
        result[name] = "link " + ((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "")
      case S_IFDIR: result[name] = "directory"
      default: result[name] = "special \(status.st_mode & S_IFMT) \(status.st_rdev)"
      }
    }
    return result
  }

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  static func shell(_ script: String, in directory: URL, environment: [String: String]) throws
    -> Result
  {
    try spawn(["/bin/bash", "-ec", script], in: directory, environment: environment)
  }

  static func spawn(_ arguments: [String], in directory: URL, environment: [String: String])
    throws -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.currentDirectoryURL = directory
    if !environment.isEmpty { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes to the end before waiting, so a chatty child cannot block on a full pipe.
    let errorData = LockedData()
    let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.value, as: UTF8.self))
  }

  final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
  }
}
