import SwiftUI
import Testing

// Screens say which orientations they allow through a preference; the hosting controller that
// shows them reduces the preference over its tree and answers UIKit from it.

struct AllowedOrientationsKey: PreferenceKey {
  static var defaultValue: UIInterfaceOrientationMask { .allButUpsideDown }

  static func reduce(
    value: inout UIInterfaceOrientationMask, nextValue: () -> UIInterfaceOrientationMask
  ) {
    value.formIntersection(nextValue())
  }
}

extension View {
  func allowsOrientations(_ orientations: UIInterfaceOrientationMask) -> some View {
    preference(key: AllowedOrientationsKey.self, value: orientations)
  }
}

final class HostReference {
  weak var host: PreferenceLockedHost?
}

final class PreferenceLockedHost: UIHostingController<AnyView> {
  private(set) var allowed = AllowedOrientationsKey.defaultValue
  private(set) var updates: [UIInterfaceOrientationMask] = []

  init<Content: View>(wrapping content: Content) {
    let reference = HostReference()
    super.init(
      rootView: AnyView(
        content.onPreferenceChange(AllowedOrientationsKey.self) { mask in
          reference.host?.allow(mask)
        }))
    reference.host = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }

  private func allow(_ mask: UIInterfaceOrientationMask) {
    updates.append(mask)
    guard mask != allowed else { return }
    allowed = mask
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}

struct FilmStrip: View {
  var body: some View {
    VStack {
      Text("Roll 12").allowsOrientations([.portrait, .landscapeLeft])
      HStack {
        Text("Frame 1")
        Text("Frame 2").allowsOrientations(.portrait)
      }
    }
  }
}

@MainActor
@Test func preferenceReducedOverTheTreeLocksTheHost() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16, orientation: .landscapeRight)
  let host = PreferenceLockedHost(wrapping: FilmStrip())
  try app.launch(host)
  // [portrait, landscapeLeft] ∩ portrait: the build hands the host portrait once.
  #expect(host.updates == [.portrait])
  try app.advance(to: 1)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.rotate(to: .landscapeRight, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .portrait)
}

@MainActor
@Test func treeWithoutThePreferenceGivesTheKeysDefault() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let host = PreferenceLockedHost(wrapping: Text("No preference here"))
  try app.launch(host)
  #expect(host.updates == [.allButUpsideDown])
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

#Preview {
  FilmStrip()
}

#Preview("Film strip, landscape", traits: .landscapeRight) {
  PreferenceLockedHost(wrapping: FilmStrip())
}
