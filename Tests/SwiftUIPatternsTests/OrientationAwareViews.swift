import SwiftUI
import Testing

// SwiftUI screens that follow the device themselves: one listens to the orientation
// notification through `onReceive` while it is shown; one picks a wide or tall layout from a
// geometry reader and the vertical size class when it appears.

final class TurnLog: ObservableObject {
  @Published var turns: [UIDeviceOrientation] = []
  var layouts: [String] = []
  var appeared = 0
  var disappeared = 0
}

struct CompassFace: View {
  @ObservedObject var log: TurnLog
  @State private var heading = UIDeviceOrientation.unknown

  var body: some View {
    VStack {
      Text("Heading")
      Image(systemName: "location.north")
        .rotationEffect(.degrees(heading.isLandscape ? 90 : 0))
    }
    .onAppear { log.appeared += 1 }
    .onDisappear { log.disappeared += 1 }
    .onReceive(
      NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)
    ) { _ in
      heading = UIDevice.current.orientation
      log.turns.append(heading)
    }
  }
}

@MainActor
@Test func onReceiveFollowsTheDeviceWhileTheScreenIsShown() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let menu = UIViewController()
  try app.launch(menu)
  let log = TurnLog()
  let compass = UIHostingController(rootView: CompassFace(log: log))
  compass.modalPresentationStyle = .fullScreen
  try app.rotate(to: .landscapeLeft, at: 1)
  #expect(log.turns.isEmpty)

  try app.perform(at: 2) { menu.present(compass, animated: false) }
  #expect(log.appeared == 1)
  try app.rotate(to: .portrait, at: 3)
  try app.rotate(to: .faceUp, at: 4)
  #expect(log.turns == [.portrait, .faceUp])

  try app.perform(at: 5) { compass.dismiss(animated: false) }
  #expect(log.disappeared == 1)
  try app.rotate(to: .landscapeRight, at: 6)
  #expect(log.turns == [.portrait, .faceUp])
}

struct ScoreLayout: View {
  let log: TurnLog
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  var body: some View {
    GeometryReader { proxy in
      Group {
        if proxy.size.width > proxy.size.height {
          HStack {
            Text("Board"); Text("Moves")
          }
        } else {
          VStack {
            Text("Board"); Text("Moves")
          }
        }
      }
      .onAppear {
        let shape = proxy.size.width > proxy.size.height ? "wide" : "tall"
        log.layouts.append("\(shape) \(verticalSizeClass == .compact ? "compact" : "regular")")
      }
    }
  }
}

@MainActor
@Test func geometryAndSizeClassPickTheLayoutAtEachAppearance() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16, orientation: .landscapeLeft)
  let log = TurnLog()
  let board = UIHostingController(rootView: ScoreLayout(log: log))
  let navigation = UINavigationController(rootViewController: UIViewController())
  try app.launch(navigation)
  try app.perform(at: 1) { navigation.pushViewController(board, animated: false) }
  try app.perform(at: 2) { _ = navigation.popViewController(animated: false) }
  try app.rotate(to: .portrait, at: 3)
  try app.perform(at: 4) { navigation.pushViewController(board, animated: false) }
  #expect(log.layouts == ["wide compact", "tall regular"])
}

struct CompactHidesChrome: ViewModifier {
  let log: TurnLog
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  func body(content: Content) -> some View {
    content
      .statusBarHidden(verticalSizeClass == .compact)
      .onAppear { log.layouts.append(verticalSizeClass == .compact ? "bare" : "chrome") }
  }
}

extension View {
  func hidesChromeWhenCompact(_ log: TurnLog) -> some View {
    modifier(CompactHidesChrome(log: log))
  }
}

@MainActor
@Test func modifierOfTheAppsOwnReadsTheSizeClassOfEachAppearance() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = TurnLog()
  let menu = UIViewController()
  try app.launch(menu)
  let player = UIHostingController(rootView: Color.black.hidesChromeWhenCompact(log))
  player.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) { menu.present(player, animated: false) }
  try app.perform(at: 2) { player.dismiss(animated: false) }
  try app.rotate(to: .landscapeLeft, at: 3)
  try app.perform(at: 4) { menu.present(player, animated: false) }
  #expect(log.layouts == ["chrome", "bare"])
}

struct RotationHint: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  let log: TurnLog

  var body: some View {
    Text(verticalSizeClass == .compact ? "Landscape" : "Turn your phone")
      .fontDesign(.rounded)
      .multilineTextAlignment(.center)
      .fixedSize(horizontal: false, vertical: true)
      .accessibilityElement(children: .combine)
      .accessibilityLabel("Orientation hint")
      .onAppear {
        log.layouts.append(reduceMotion ? "still" : "animated")
      }
  }
}

@MainActor
@Test func textModifiersAreStoredAndTheHintStillAppears() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = TurnLog()
  try app.launch(UIHostingController(rootView: RotationHint(log: log)))
  #expect(log.layouts == ["animated"])
}

// What Xcode generates for an asset catalog, written out: the catalog itself is not read.
extension ImageResource {
  static let courtLines = ImageResource(name: "CourtLines", bundle: .main)
}

extension ColorResource {
  static let courtGreen = ColorResource(name: "CourtGreen", bundle: .main)
}

struct CourtBackdrop: View {
  var body: some View {
    ZStack {
      Color(.courtGreen)
      Image(.courtLines).resizable().scaledToFit()
    }
  }
}

@MainActor
@Test func assetSymbolsCompileAndAreNotRead() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  try app.launch(UIHostingController(rootView: CourtBackdrop()))
  #expect(UIImage(resource: .courtLines).size == .zero)
  #expect(UIColor(resource: .courtGreen) == UIColor(white: 0, alpha: 0))
}
