import Foundation
import Yams

/// Reads a YAML document through Yams' node API, keeping each node's mark so every error names
/// the file, line and column of the value at fault.
///
/// The one YAML front end: scene files, device-profile files, pose scripts and the libinput
/// recordings parsed whole all read through it — the bounded read, the UTF-8 check,
/// `Yams.compose`, the alias budget and the translation of Yams' errors to `file:line:col`
/// live here, and one place decides what "unknown key" or "expected a number" sounds like.
package struct YAMLReader {
  /// How a kind of file words the problems the front end finds. The kinds kept their own words
  /// when they came to share the reader, so messages users and tests know stay the same.
  package struct Wording: Sendable {
    /// What an alias bomb expands: "aliases expand the \(document) beyond N nodes".
    package var document = "document"
    /// The message for a file with no YAML document.
    package var emptyFile = "the file is empty"
    /// The message for a missing file; `nil`: the system's words ("no such file or directory").
    package var missingFile: String? = "no such file"
    /// Put before Yams' syntax problems (scanner, parser, composer).
    package var syntax = "YAML syntax: "
    /// Put before a duplicate key.
    package var duplicateKey = ""
    /// Put before any other problem Yams reports.
    package var other = "YAML: "
    /// Said instead of libyaml's "Maximum nesting level reached, …"; `nil` keeps libyaml's words.
    package var tooDeep: String? = "nested more than 1000 levels deep"

    /// A wording; each word left out is the configuration files' one.
    package init(
      document: String = "document", emptyFile: String = "the file is empty",
      missingFile: String? = "no such file", syntax: String = "YAML syntax: ",
      duplicateKey: String = "", other: String = "YAML: ",
      tooDeep: String? = "nested more than 1000 levels deep"
    ) {
      self.document = document
      self.emptyFile = emptyFile
      self.missingFile = missingFile
      self.syntax = syntax
      self.duplicateKey = duplicateKey
      self.other = other
      self.tooDeep = tooDeep
    }

    /// Scene files and device-profile files.
    package static let configuration = Wording()
    /// Pose scripts (`docs/poses.md`): Yams' own words, and the system's for a missing file.
    package static let poseScript = Wording(
      document: "script", emptyFile: "expected a list of steps, found an empty file",
      missingFile: nil, syntax: "", other: "", tooDeep: nil)
    /// libinput recordings read whole (`LibinputRecordReader`).
    package static let libinputRecording = Wording(
      document: "recording", emptyFile: "empty file: expected a libinput recording",
      missingFile: nil, syntax: "invalid YAML: ", duplicateKey: "invalid YAML: ",
      other: "invalid YAML: ", tooDeep: nil)
  }

  /// The file as the user named it, for messages.
  package let file: String
  /// How the front end words its problems.
  package var wording = Wording.configuration

  /// A reader whose messages name `file`, worded as `wording` says.
  package init(file: String, wording: Wording = .configuration) {
    self.file = file
    self.wording = wording
  }

  /// Reads and composes `path`; see ``read(_:named:wording:)`` for the errors.
  package static func open(
    _ path: String, named file: String? = nil, wording: Wording = .configuration
  )
    throws(InputError) -> (YAMLReader, Node)
  {
    let text = try read(path, named: file, wording: wording)
    let reader = YAMLReader(file: file ?? path, wording: wording)
    return (reader, try reader.compose(text))
  }

  /// The text of `path`, read with a bound: a file that cannot be read is
  /// ``InputError/Kind/missingFile`` (or the kind its errno says), a file above
  /// ``InputLimits/maximumConfigurationSize`` or not UTF-8 is malformed.
  package static func read(
    _ path: String, named file: String? = nil, wording: Wording = .configuration
  )
    throws(InputError) -> String
  {
    let name = file ?? path
    let data: [UInt8]
    do {
      data = try InputLimits.read(path, maximumSize: InputLimits.maximumConfigurationSize)
    } catch {
      switch error {
      case .file(let failure):
        if failure.isMissing, let reason = wording.missingFile {
          throw InputError.missingFile(name, reason: reason)
        }
        throw InputError(file: name, errno: failure.errno, reading: true)
      case .lineTooLong(let line):
        throw InputError(file: name, line: line, column: 1, message: error.message)
      case .tooLarge:
        throw InputError(file: name, line: 0, column: 0, message: error.message)
      }
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let (line, column) = InputLimits.invalidUTF8(in: data) ?? (0, 0)
      throw InputError(
        file: name, line: line, column: column, message: "the file is not UTF-8 text")
    }
    return text
  }

  /// Composes `text` into a node tree, turning Yams' errors into ``InputError``s and refusing
  /// aliases that expand it beyond ``InputLimits/nodeBudget(forBytes:)``.
  package func compose(_ text: String) throws(InputError) -> Node {
    let composed: Node?
    do {
      composed = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw translate(error)
    } catch {
      throw InputError(file: file, line: 1, column: 1, message: wording.other + "\(error)")
    }
    guard let node = composed else {
      throw InputError(file: file, line: 1, column: 1, message: wording.emptyFile)
    }
    let budget = InputLimits.nodeBudget(forBytes: text.utf8.count)
    if let at = InputLimits.expansionExceeded(node, budget: budget) {
      throw error(at, "aliases expand the \(wording.document) beyond \(budget) nodes")
    }
    return node
  }

  private func translate(_ error: YamlError) -> InputError {
    let (line, column, problem) = error.location
    let message: String
    switch error {
    case .scanner, .parser, .composer:
      let words =
        problem.hasPrefix("Maximum nesting level reached") ? wording.tooDeep ?? problem : problem
      message = wording.syntax + words
    case .duplicatedKeysInMapping: message = wording.duplicateKey + problem
    default: message = wording.other + problem
    }
    return InputError(file: file, line: line, column: column, message: message)
  }

  /// An error located at `node`.
  package func error(_ node: Node?, _ message: String) -> InputError {
    InputError(
      file: file, line: node?.mark?.line ?? 0, column: node?.mark?.column ?? 0, message: message)
  }

  /// `node` as a mapping whose keys are all in `allowed`; an unknown key is an error at the key.
  package func mapping(_ node: Node, _ what: String, allowed: [String]) throws -> Node.Mapping {
    guard let mapping = node.mapping else {
      throw error(node, "expected \(what) as a mapping, found \(describe(node))")
    }
    for key in mapping.keys {
      // A tagged key (`!foo at`) is not the key its text names: lookups by name would miss it.
      guard let name = key.scalar?.string, key == Node(name) else {
        throw error(key, "expected a plain key in \(what)")
      }
      if !allowed.contains(name) {
        throw error(
          key,
          "unknown key '\(name)' in \(what); expected one of: \(allowed.joined(separator: ", "))")
      }
    }
    return mapping
  }

  /// A required key's value.
  package func required(_ mapping: Node.Mapping, _ key: String, in what: String, at node: Node)
    throws
    -> Node
  {
    guard let value = mapping[key] else { throw error(node, "\(what) needs '\(key)'") }
    return value
  }

  /// `node` as a sequence.
  package func sequence(_ node: Node, _ what: String) throws -> [Node] {
    guard let sequence = node.sequence else {
      throw error(node, "expected \(what) as a list, found \(describe(node))")
    }
    return Array(sequence)
  }

  /// `node` as a plain string scalar.
  package func string(_ node: Node, _ what: String) throws -> String {
    guard let scalar = node.scalar else {
      throw error(node, "expected \(what), found \(describe(node))")
    }
    return scalar.string
  }

  /// `node` as a finite number.
  package func number(_ node: Node, _ what: String) throws -> Double {
    guard let value = node.float, value.isFinite else {
      throw error(node, "expected \(what) as a number, found \(describe(node))")
    }
    return value
  }

  /// `node` as an integer.
  package func integer(_ node: Node, _ what: String) throws -> Int {
    guard let value = node.int else {
      throw error(node, "expected \(what) as an integer, found \(describe(node))")
    }
    return value
  }

  /// `node` as a boolean.
  package func bool(_ node: Node, _ what: String) throws -> Bool {
    guard let value = node.bool else {
      throw error(node, "expected \(what) as true or false, found \(describe(node))")
    }
    return value
  }

  /// How a node looks in a message: `'zz01'`, `a list`, `a mapping`.
  package func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(scalar.string)'"
    case .sequence: "a list"
    case .mapping: "a mapping"
    case .alias: "an alias"
    }
  }
}
