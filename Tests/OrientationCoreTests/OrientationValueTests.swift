import OrientationCore
import OrientationDetection
import Testing

/// SPEC §1: values, raw values, the landscape flip and name parsing.
@Suite("Orientation values (SPEC §1)")
struct OrientationValueTests {
  @Test("raw values match UIKit")
  func rawValues() {
    #expect(DeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(InterfaceOrientationMask.portrait.rawValue == 2)
    #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(InterfaceOrientationMask.all.rawValue == 30)
    #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
  }

  @Test(
    "device orientation maps to interface orientation with the landscape flip",
    arguments: [
      (DeviceOrientation.portrait, InterfaceOrientation?.some(.portrait)),
      (.portraitUpsideDown, .portraitUpsideDown),
      (.landscapeLeft, .landscapeRight),
      (.landscapeRight, .landscapeLeft),
      (.faceUp, nil), (.faceDown, nil), (.unknown, nil),
    ])
  func deviceToInterface(device: DeviceOrientation, interface: InterfaceOrientation?) {
    #expect(device.interfaceOrientation == interface)
    if let interface { #expect(interface.deviceOrientation == device) }
  }

  @Test(
    "masks parse from case names, composites, lists and Info.plist strings",
    arguments: [
      ("portrait", InterfaceOrientationMask.portrait),
      ("landscape", .landscape),
      ("all", .all),
      ("allButUpsideDown", .allButUpsideDown),
      ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
      ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
      ("UIInterfaceOrientationMaskLandscape", .landscape),
    ])
  func maskNames(name: String, mask: InterfaceOrientationMask) {
    #expect(InterfaceOrientationMask(name: name) == mask)
  }

  @Test("unknown names are rejected")
  func unknownNames() {
    #expect(InterfaceOrientationMask(name: "sideways") == nil)
    #expect(InterfaceOrientationMask(names: ["portrait", "upright"]) == nil)
    #expect(DeviceOrientation(name: "flat") == nil)
    #expect(InterfaceOrientation(name: "faceUp") == nil)
  }

  @Test("a mask lists its orientations in raw-value order")
  func maskOrder() {
    #expect(
      InterfaceOrientationMask.all.names == [
        "portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft",
      ])
  }
}
