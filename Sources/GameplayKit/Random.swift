/// `GKRandom`: a source of random values.
public protocol GKRandom {
  /// A value over the whole range of `Int`.
  func nextInt() -> Int
  /// A value in `0..<upperBound`.
  func nextInt(upperBound: Int) -> Int
  /// A value in `0..<1`.
  func nextUniform() -> Float
  /// `true` or `false`.
  func nextBool() -> Bool
}

/// `GKRandomSource`: random values from Swift's system generator (unseeded). The seeded sources
/// below it repeat their sequence for a seed, though not the numbers Apple's algorithms give.
open class GKRandomSource: NSObject, GKRandom {
  /// A seeded source's state (SplitMix64); `nil` for the system generator.
  private var state: UInt64?

  /// A source over the system generator.
  public override init() {}
  /// A source repeating the same sequence for `seedValue`.
  init(seedValue: UInt64) { state = seedValue }
  /// A source over the system generator (a new one each time: it has no state to share).
  open class func sharedRandom() -> GKRandomSource { GKRandomSource() }

  /// The next 64 random bits.
  func next() -> UInt64 {
    guard var z = state else {
      var generator = SystemRandomNumberGenerator()
      return generator.next()
    }
    z &+= 0x9E37_79B9_7F4A_7C15
    state = z
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  open func nextInt() -> Int { Int(truncatingIfNeeded: next()) }
  /// A value in `0..<upperBound`; 0 when `upperBound` is not positive.
  open func nextInt(upperBound: Int) -> Int {
    guard upperBound > 0 else { return 0 }
    return Int(next() % UInt64(upperBound))
  }
  open func nextUniform() -> Float { Float(next() >> 40) / Float(1 << 24) }
  open func nextBool() -> Bool { next() & 1 == 1 }
  /// `array` in a random order.
  open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
    var shuffled = array
    for index in shuffled.indices.reversed() where index > 0 {
      shuffled.swapAt(index, nextInt(upperBound: index + 1))
    }
    return shuffled
  }
}

/// `GKARC4RandomSource`: seeded, repeatable (see ``GKRandomSource``).
open class GKARC4RandomSource: GKRandomSource {
  /// The seed.
  public let seed: Data
  /// A source with a random seed.
  public override convenience init() {
    var generator = SystemRandomNumberGenerator()
    let value: UInt64 = generator.next()
    self.init(seed: withUnsafeBytes(of: value) { Data($0) })
  }
  /// A source with `seed`.
  public init(seed: Data) {
    self.seed = seed
    super.init(
      seedValue: seed.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
  }
  /// Draws and drops `count` values.
  open func dropValues(_ count: Int) {
    for _ in 0..<max(count, 0) { _ = next() }
  }
}

/// `GKMersenneTwisterRandomSource`: seeded, repeatable (see ``GKRandomSource``).
open class GKMersenneTwisterRandomSource: GKRandomSource {
  /// The seed.
  public let seed: UInt64
  /// A source with a random seed.
  public override convenience init() { self.init(seed: UInt64.random(in: .min ... .max)) }
  /// A source with `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    super.init(seedValue: seed)
  }
}

/// `GKLinearCongruentialRandomSource`: seeded, repeatable (see ``GKRandomSource``).
open class GKLinearCongruentialRandomSource: GKRandomSource {
  /// The seed.
  public let seed: UInt64
  /// A source with a random seed.
  public override convenience init() { self.init(seed: UInt64.random(in: .min ... .max)) }
  /// A source with `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    super.init(seedValue: seed)
  }
}

/// `GKRandomDistribution`: values from `lowestValue` through `highestValue`, all equally likely,
/// drawn from a random source.
open class GKRandomDistribution: NSObject, GKRandom {
  /// The lowest value.
  public let lowestValue: Int
  /// The highest value.
  public let highestValue: Int
  /// How many values there are.
  open var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }
  let source: any GKRandom

  /// Values from `lowestInclusive` through `highestInclusive`, drawn from `source`.
  public required init(
    randomSource source: any GKRandom, lowestValue lowestInclusive: Int,
    highestValue highestInclusive: Int
  ) {
    self.source = source
    lowestValue = lowestInclusive
    highestValue = max(lowestInclusive, highestInclusive)
  }
  /// Values from `lowestInclusive` through `highestInclusive`, from the system generator.
  public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
    self.init(
      randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
  }
  /// A die of `sideCount` sides: 1 through `sideCount`.
  public convenience init(randomSource source: any GKRandom, forDieWithSideCount sideCount: Int) {
    self.init(randomSource: source, lowestValue: 1, highestValue: sideCount)
  }
  /// A die of `sideCount` sides, from the system generator.
  public convenience init(forDieWithSideCount sideCount: Int) {
    self.init(randomSource: GKRandomSource(), lowestValue: 1, highestValue: sideCount)
  }
  /// A six-sided die.
  open class func d6() -> Self {
    Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 6)
  }
  /// A twenty-sided die.
  open class func d20() -> Self {
    Self(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 20)
  }

  /// A value from ``lowestValue`` through ``highestValue``.
  open func nextInt() -> Int {
    lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes)
  }
  /// A value from ``lowestValue`` through the lesser of ``highestValue`` and `upperBound` - 1
  /// (``lowestValue`` when that is empty).
  open func nextInt(upperBound: Int) -> Int {
    let count = min(numberOfPossibleOutcomes, upperBound - lowestValue)
    guard count > 0 else { return lowestValue }
    return lowestValue + source.nextInt(upperBound: count)
  }
  /// ``nextInt()`` scaled to `0...1`.
  open func nextUniform() -> Float {
    guard numberOfPossibleOutcomes > 1 else { return 0 }
    return Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes - 1)
  }
  /// Whether ``nextInt()`` is in the upper half of the range.
  open func nextBool() -> Bool {
    nextInt() - lowestValue >= numberOfPossibleOutcomes / 2
  }
}

/// `GKShuffledDistribution`: each value of the range once, in a random order, before any value
/// repeats.
open class GKShuffledDistribution: GKRandomDistribution {
  private var bag: [Int] = []

  /// The next value of the current shuffle; a new shuffle starts when it is used up.
  open override func nextInt() -> Int {
    if bag.isEmpty {
      bag = Array(lowestValue...highestValue)
      for index in bag.indices.reversed() where index > 0 {
        bag.swapAt(index, source.nextInt(upperBound: index + 1))
      }
    }
    return bag.removeLast()
  }
}
