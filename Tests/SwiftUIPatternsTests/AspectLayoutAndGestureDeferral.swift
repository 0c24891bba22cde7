import SwiftUI
import Testing

// A game screen that arranges its controls with a layout of its own — in a row when its bounds
// are wider than tall, in a column otherwise — defers the system's edge gestures while playing,
// groups its geometry and tilts its board with a geometry-reading visual effect.

struct AspectStackLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let total = proposal.replacingUnspecifiedDimensions()
    let landscape = total.width > total.height
    let along = sizes.reduce(0) { $0 + (landscape ? $1.width : $1.height) }
    return landscape
      ? CGSize(width: along + spacing * CGFloat(max(sizes.count - 1, 0)), height: total.height)
      : CGSize(width: total.width, height: along + spacing * CGFloat(max(sizes.count - 1, 0)))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let landscape = bounds.width > bounds.height
    var cursor = landscape ? bounds.minX : bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let origin =
        landscape ? CGPoint(x: cursor, y: bounds.midY) : CGPoint(x: bounds.midX, y: cursor)
      subview.place(at: origin, anchor: .center, proposal: ProposedViewSize(size))
      cursor += (landscape ? size.width : size.height) + spacing
    }
  }
}

@MainActor
final class BoardLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

struct BoardScreen: View {
  let log: BoardLog
  var body: some View {
    AspectStackLayout {
      Text("Score").onAppear { log.record("score") }
      Text("Pause").onAppear { log.record("pause") }
    }
    .defersSystemGestures(on: .all)
    .geometryGroup()
    .visualEffect { content, proxy in
      content.rotationEffect(.degrees(proxy.size.width > proxy.size.height ? 0 : 2))
    }
  }
}

struct BoardApp: App {
  var body: some Scene {
    WindowGroup { BoardScreen(log: BoardLog()) }
      .defaultSize(width: 1_024, height: 768)
      .windowResizability(.contentMinSize)
  }
}

@MainActor
@Test func aLayoutOfTheAppsOwnHoldsItsContent() throws {
  let app = UIKitHarness(device: .ipadPro129, profile: .ios27)
  let log = BoardLog()
  try app.launch(UIHostingController(rootView: BoardScreen(log: log)))
  #expect(log.entries == ["score", "pause"])
  // orientsim never calls the layout's own arithmetic: nothing is laid out.
  #expect(
    ProposedViewSize(width: 800, height: nil).replacingUnspecifiedDimensions(by: .zero).height == 0)
  #expect(
    ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
}
