import OrientationCore
import OrientationDetection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small, seeded, deterministic random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Synthetic traces must be the same on every machine and every run, so they never use the
/// system generator. SplitMix64 passes BigCrush, needs eight bytes of state and is what
/// xoshiro's authors recommend for seeding; that is plenty for sensor noise.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in [0, 1) with 53 random bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A normally distributed number with mean 0 and standard deviation 1 (Box–Muller, one
  /// value per call so the sequence does not depend on caching).
  public mutating func nextGaussian() -> Double {
    let u1 = 1 - nextUnit()  // (0, 1]: log stays finite
    let u2 = nextUnit()
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}
