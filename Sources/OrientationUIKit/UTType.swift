import Foundation

/// `UTType` (UniformTypeIdentifiers): a type identifier, its preferred file extension and MIME
/// type, and the types it conforms to, from a table of the common system types (ours: Apple's
/// full type tree and the app's declared types are not read; an unknown identifier conforms to
/// `public.data` through ``init(exportedAs:conformingTo:)`` or to nothing).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, such as `public.jpeg`.
  public let identifier: String
  /// The preferred file name extension.
  public let preferredFilenameExtension: String?
  /// The preferred MIME type.
  public let preferredMIMEType: String?
  let parents: [String]

  init(_ identifier: String, _ ext: String? = nil, _ mime: String? = nil, _ parents: [String]) {
    self.identifier = identifier
    preferredFilenameExtension = ext
    preferredMIMEType = mime
    self.parents = parents
  }

  /// The type of `identifier` when the table knows it.
  public init?(_ identifier: String) {
    guard let known = UTType.table[identifier] else { return nil }
    self = known
  }
  /// The known type whose preferred extension is `filenameExtension` (and that conforms to
  /// `supertype`).
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let ext = filenameExtension.lowercased()
    guard
      let known = UTType.table.values.sorted(by: { $0.identifier < $1.identifier }).first(where: {
        ($0.preferredFilenameExtension == ext || UTType.otherExtensions[$0.identifier] == ext)
          && $0.conforms(to: supertype)
      })
    else { return nil }
    self = known
  }
  /// The known type whose preferred MIME type is `mimeType`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    guard
      let known = UTType.table.values.sorted(by: { $0.identifier < $1.identifier }).first(where: {
        $0.preferredMIMEType == mimeType.lowercased() && $0.conforms(to: supertype)
      })
    else { return nil }
    self = known
  }
  /// An app's exported type (its Info.plist is not read): conforming to `parentType`.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self =
      UTType.table[identifier] ?? UTType(identifier, nil, nil, [(parentType ?? .data).identifier])
  }
  /// An app's imported type: as ``init(exportedAs:conformingTo:)``.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// Whether the type is `type` or one of its descendants.
  public func conforms(to type: UTType) -> Bool {
    identifier == type.identifier
      || parents.contains { UTType.table[$0]?.conforms(to: type) ?? ($0 == type.identifier) }
  }
  /// Whether `type` conforms to this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  /// Whether this type conforms to `type`, other than being it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
  /// The types this one conforms to, other than itself.
  public var supertypes: Set<UTType> {
    var found = Set<UTType>()
    var pending = parents
    while let next = pending.popLast() {
      guard let type = UTType.table[next], found.insert(type).inserted else { continue }
      pending += type.parents
    }
    return found
  }
  /// Whether the type is the system's (all here are, except exported ones not in the table).
  public var isDeclared: Bool { UTType.table[identifier] != nil }
  public var isPublic: Bool { identifier.hasPrefix("public.") }
  public var description: String { identifier }
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  public static let item = UTType("public.item", nil, nil, [])
  public static let content = UTType("public.content", nil, nil, [])
  public static let data = UTType("public.data", nil, nil, ["public.item"])
  public static let folder = UTType("public.folder", nil, nil, ["public.directory"])
  public static let directory = UTType("public.directory", nil, nil, ["public.item"])
  public static let package = UTType("com.apple.package", nil, nil, ["public.directory"])
  public static let archive = UTType("public.archive", nil, nil, ["public.data"])
  public static let zip = UTType(
    "public.zip-archive", "zip", "application/zip", ["public.archive", "public.data"])
  public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
  public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", nil, nil, ["public.plain-text"])
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
  public static let rtf = UTType("public.rtf", "rtf", "text/rtf", ["public.text"])
  public static let html = UTType("public.html", "html", "text/html", ["public.text"])
  public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
  public static let json = UTType("public.json", "json", "application/json", ["public.text"])
  public static let sourceCode = UTType("public.source-code", nil, nil, ["public.plain-text"])
  public static let swiftSource = UTType(
    "public.swift-source", "swift", nil, ["public.source-code"])
  public static let url = UTType("public.url", nil, nil, ["public.data"])
  public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
  public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
  public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
  public static let png = UTType("public.png", "png", "image/png", ["public.image"])
  public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
  public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
  public static let tiff = UTType("public.tiff", "tiff", "image/tiff", ["public.image"])
  public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", ["public.image"])
  public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", ["public.image"])
  public static let rawImage = UTType("public.camera-raw-image", nil, nil, ["public.image"])
  public static let livePhoto = UTType("com.apple.live-photo", nil, nil, ["public.content"])
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", nil, nil, ["public.data", "public.content"])
  public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
  public static let video = UTType("public.video", nil, nil, ["public.movie"])
  public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
  public static let quickTimeMovie = UTType(
    "com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
  public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
  public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", ["public.audio"])
  public static let mpeg4Audio = UTType(
    "public.mpeg-4-audio", "m4a", "audio/mp4", ["public.audio"])
  public static let wav = UTType(
    "com.microsoft.waveform-audio", "wav", "audio/wav", ["public.audio"])
  public static let pdf = UTType(
    "com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
  public static let spreadsheet = UTType("public.spreadsheet", nil, nil, ["public.content"])
  public static let presentation = UTType("public.presentation", nil, nil, ["public.content"])
  public static let vCard = UTType("public.vcard", "vcf", "text/vcard", ["public.text"])
  public static let usdz = UTType(
    "com.pixar.universal-scene-description-mobile", "usdz", "model/vnd.usdz+zip",
    ["public.data", "public.content"])

  static let table: [String: UTType] = Dictionary(
    uniqueKeysWithValues: [
      item, content, data, folder, directory, package, archive, zip, text, plainText,
      utf8PlainText, commaSeparatedText, rtf, html, xml, json, sourceCode, swiftSource, url,
      fileURL, image, jpeg, png, heic, gif, tiff, webP, svg, rawImage, livePhoto,
      audiovisualContent, movie, video, audio, quickTimeMovie, mpeg4Movie, mp3, mpeg4Audio, wav,
      pdf, spreadsheet, presentation, vCard, usdz,
    ].map { ($0.identifier, $0) })
  static let otherExtensions = ["public.jpeg": "jpg", "public.tiff": "tif", "public.html": "htm"]
}

/// `UIDocumentPickerDelegate`: never called here (no picker is shown); every method has a
/// default.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// `UIDocumentPickerViewController`: a view controller, presented, rotated and dismissed as
/// orientsim models any; the content types or files it was made with are stored. No file
/// browser exists, so nothing is picked and its delegate is never called.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// `UIDocumentPickerMode` (the iOS 8 initializers').
  public enum Mode: UInt, Sendable, Hashable { case `import`, open, exportToService, moveToService }
  /// The delegate, stored (weakly); never called.
  open weak var delegate: (any UIDocumentPickerDelegate)?
  /// The types it offers (iOS 14).
  public let contentTypes: [UTType]
  /// The files it exports or moves (iOS 14).
  public let exportedURLs: [URL]
  /// Whether picked files would be copied.
  public let asCopy: Bool
  open var allowsMultipleSelection = false
  open var shouldShowFileExtensions = false
  open var directoryURL: URL?

  /// A picker opening documents of `contentTypes`.
  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
    self.contentTypes = contentTypes
    exportedURLs = []
    self.asCopy = asCopy
    super.init(nibName: nil, bundle: nil)
  }
  /// A picker exporting `urls`.
  public init(forExporting urls: [URL], asCopy: Bool = false) {
    contentTypes = []
    exportedURLs = urls
    self.asCopy = asCopy
    super.init(nibName: nil, bundle: nil)
  }
  /// The iOS 8 picker of type identifiers (deprecated in iOS 14).
  public convenience init(documentTypes allowedUTIs: [String], in mode: Mode) {
    self.init(
      forOpeningContentTypes: allowedUTIs.map { UTType($0) ?? UTType(exportedAs: $0) },
      asCopy: mode == .import)
  }
  public required init?(coder: NSCoder) { return nil }
}
