// The `UniformTypeIdentifiers` module on Linux: `UTType`, the face's table of the common system
// types (identifiers, preferred extensions and MIME types, conformance), which document pickers,
// photo pickers and drag and drop take. Re-exports Foundation and only that type. Depend on it
// only where the system has no UniformTypeIdentifiers:
// `.product(name: "UniformTypeIdentifiers", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import Foundation
@_exported import struct OrientationUIKit.UTType
