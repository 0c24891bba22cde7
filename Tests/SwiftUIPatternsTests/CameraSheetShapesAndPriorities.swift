import SwiftUI
import Testing

// A full-screen camera sheet of the iOS 17–27 era: a focus reticle placed at a point, a
// palette-rendered close symbol, capsule- and rect-clipped controls named by the shapes' static
// members, a toolbar whose settings item keeps its place by visibility priority (iOS 27), and a
// representable preview that reads its context's transaction. Each part notes when it is built.

@MainActor
final class SheetLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

struct ShutterPreview: UIViewRepresentable {
  let log: SheetLog
  func makeUIView(context: Context) -> UIView {
    log.record("preview animated: \(context.transaction.animation != nil)")
    return UIView()
  }
  func updateUIView(_ uiView: UIView, context: Context) {
    uiView.isHidden = context.transaction.disablesAnimations
  }
}

struct CameraSheet: View {
  let log: SheetLog
  @State private var focus = CGPoint(x: 120, y: 300)

  var body: some View {
    NavigationStack {
      ZStack {
        Circle()
          .stroke(Color.yellow, lineWidth: 2)
          .frame(width: 60, height: 60)
          .position(focus)
          .onAppear { log.record("reticle") }
        Image(systemName: "xmark.circle.fill")
          .symbolRenderingMode(.palette)
          .foregroundStyle(.white, .black.opacity(0.55))
          .onAppear { log.record("close") }
        Text("1×")
          .padding(6)
          .background(.black.opacity(0.4), in: .capsule)
          .clipShape(.rect(cornerRadius: 8))
          .onAppear { log.record("zoom") }
        Text(AttributedString("Hold steady"))
          .onAppear { log.record("hint") }
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Settings", systemImage: "gear") {}
        }
        .visibilityPriority(.high)
        ToolbarItem(placement: .topBarTrailing) {
          Button("Flash", systemImage: "bolt") {}
        }
        .visibilityPriority(ToolbarItemVisibilityPriority(lowerThan: .automatic))
      }
    }
  }
}

@MainActor
@Test func aCameraSheetWithIOS17ShapesAndIOS27PrioritiesIsBuilt() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let log = SheetLog()
  try app.launch(UIHostingController(rootView: CameraSheet(log: log)))
  #expect(log.entries == ["reticle", "close", "zoom", "hint"])
  #expect(ToolbarItemVisibilityPriority(higherThan: .high) > .high)
  #expect(ToolbarItemVisibilityPriority(lowerThan: .automatic) > .low)
  #expect(ToolbarItemVisibilityPriority.automatic < .high)
  let capsule: Capsule = .capsule
  #expect(capsule.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect.height == 20)
  let rounded: RoundedRectangle = .rect(cornerRadius: 8)
  #expect(rounded.cornerSize == CGSize(width: 8, height: 8))
}
