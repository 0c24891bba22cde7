import SwiftUI
import Testing

// A gauge panel that stacks its gauges in a column while the phone is upright and lines them up
// in a row once the vertical size class turns compact, choosing between the two through
// `AnyLayout` so that the gauges keep their identity. The panel's previews sit beside it, as in
// an app's view file.

@MainActor
enum GaugeLog {
  static var arrangements: [String] = []
}

struct GaugePanel: View {
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  var body: some View {
    let inRow = verticalSizeClass == .compact
    let layout =
      inRow
      ? AnyLayout(HStackLayout(alignment: .top, spacing: 8))
      : AnyLayout(VStackLayout(alignment: .leading))
    layout {
      Text("Speed")
      Text("Altitude")
        .onAppear { GaugeLog.arrangements.append(inRow ? "row" : "column") }
    }
    .padding()
  }
}

struct GaugePanelPreviews: PreviewProvider {
  static var previews: some View {
    Group {
      GaugePanel().previewDisplayName("Upright")
      GaugePanel()
        .previewInterfaceOrientation(.landscapeLeft)
        .previewDisplayName("Turned")
    }
  }
}

@MainActor
@Test func anyLayoutChosenBySizeClassBuildsItsGaugesInTheOrientationItAppearsIn() throws {
  GaugeLog.arrangements = []
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let upright = UIHostingController(rootView: GaugePanel())
  try app.launch(upright)
  #expect(GaugeLog.arrangements == ["column"])

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  let turned = UIHostingController(rootView: GaugePanel())
  turned.modalPresentationStyle = .fullScreen
  try app.perform(at: 3) { upright.present(turned, animated: false) }
  try app.advance(to: 4)
  #expect(turned.traitCollection.verticalSizeClass == .compact)
  #expect(GaugeLog.arrangements == ["column", "row"])
}
