/// `SKTextureFilteringMode`.
public enum SKTextureFilteringMode: Int, Sendable, Hashable {
  case nearest, linear
}

/// `SKTexture`: an image's name or the image itself, stored; images are not read, so a named
/// texture has a zero size.
open class SKTexture: NSObject {
  /// The image it was made from, if any.
  let image: UIImage?
  let name: String?
  let rect: CGRect
  /// Stored (default `linear`).
  open var filteringMode: SKTextureFilteringMode = .linear
  /// Stored.
  open var usesMipmaps = false

  init(name: String?, image: UIImage?, rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
    self.name = name
    self.image = image
    self.rect = rect
  }
  /// An empty texture.
  public override convenience init() { self.init(name: nil, image: nil) }
  /// The image named `name` (not read: the size is zero).
  public convenience init(imageNamed name: String) { self.init(name: name, image: nil) }
  /// A texture of `image`, of its size.
  public convenience init(image: UIImage) { self.init(name: image.name, image: image) }
  /// The part `rect` (in unit coordinates) of `texture`.
  public convenience init(rect: CGRect, in texture: SKTexture) {
    self.init(name: texture.name, image: texture.image, rect: rect)
  }

  /// The size in points: the image's (zero for a named image), times the part's.
  open func size() -> CGSize {
    let full = image?.size ?? .zero
    return CGSize(width: full.width * rect.width, height: full.height * rect.height)
  }
  /// The part of the source the texture covers, in unit coordinates.
  open func textureRect() -> CGRect { rect }
  /// Calls `completionHandler` at once: there is nothing to load.
  open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
  /// Calls `completionHandler` at once: there is nothing to load.
  open class func preload(
    _ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}

/// `SKTextureAtlas`: its name stored; the atlas is not read, so its textures are named ones of
/// zero size.
open class SKTextureAtlas: NSObject {
  /// The atlas's name.
  let name: String
  /// The atlas named `name`.
  public init(named name: String) { self.name = name }
  /// Empty: the atlas is not read.
  open var textureNames: [String] { [] }
  /// A texture named `name` (of zero size: the atlas is not read).
  open func textureNamed(_ name: String) -> SKTexture { SKTexture(imageNamed: name) }
  /// Calls `completionHandler` at once: there is nothing to load.
  open func preload(completionHandler: @escaping () -> Void) { completionHandler() }
  /// Calls `completionHandler` at once: there is nothing to load.
  open class func preloadTextureAtlases(
    _ textureAtlases: [SKTextureAtlas],
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}
