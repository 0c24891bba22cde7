import Testing

@testable import orientsim

@Test("orientsim reports its version")
func version() {
  #expect(Orientsim.configuration.version == "0.1.0")
}
