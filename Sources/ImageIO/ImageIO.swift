// The `ImageIO` module on Linux, for camera and photo files that say `import ImageIO` for an
// image's EXIF orientation and its property keys: Core Graphics (the face, as CoreGraphics
// re-exports it), `CGImagePropertyOrientation`, and the `kCGImageProperty…` keys of the metadata
// dictionaries a photo capture hands back. Image sources and destinations (`CGImageSource…`,
// `CGImageDestination…`) are not offered: nothing is decoded or encoded here. The keys are
// strings with Apple's values (Apple's are `CFString`s, which app code reads with `as String`).
// Depend on it only where the system has no ImageIO:
// `.product(name: "ImageIO", package: "orientsim", condition: .when(platforms: [.linux]))`.
@_exported import CoreGraphics

/// `kCGImagePropertyOrientation`: the key of an image's EXIF orientation, a
/// `CGImagePropertyOrientation` raw value.
public let kCGImagePropertyOrientation = "Orientation"
/// `kCGImagePropertyPixelWidth`.
public let kCGImagePropertyPixelWidth = "PixelWidth"
/// `kCGImagePropertyPixelHeight`.
public let kCGImagePropertyPixelHeight = "PixelHeight"
/// `kCGImagePropertyDPIWidth`.
public let kCGImagePropertyDPIWidth = "DPIWidth"
/// `kCGImagePropertyDPIHeight`.
public let kCGImagePropertyDPIHeight = "DPIHeight"
/// `kCGImagePropertyColorModel`.
public let kCGImagePropertyColorModel = "ColorModel"
/// `kCGImagePropertyExifDictionary`.
public let kCGImagePropertyExifDictionary = "{Exif}"
/// `kCGImagePropertyTIFFDictionary`.
public let kCGImagePropertyTIFFDictionary = "{TIFF}"
/// `kCGImagePropertyGPSDictionary`.
public let kCGImagePropertyGPSDictionary = "{GPS}"
/// `kCGImagePropertyTIFFOrientation`: the TIFF dictionary's orientation key.
public let kCGImagePropertyTIFFOrientation = "Orientation"
/// `kCGImagePropertyExifPixelXDimension`.
public let kCGImagePropertyExifPixelXDimension = "PixelXDimension"
/// `kCGImagePropertyExifPixelYDimension`.
public let kCGImagePropertyExifPixelYDimension = "PixelYDimension"
/// `kCGImagePropertyExifDateTimeOriginal`.
public let kCGImagePropertyExifDateTimeOriginal = "DateTimeOriginal"
/// `kCGImagePropertyExifLensModel`.
public let kCGImagePropertyExifLensModel = "LensModel"
/// `kCGImageDestinationLossyCompressionQuality`.
public let kCGImageDestinationLossyCompressionQuality = "kCGImageDestinationLossyCompressionQuality"
