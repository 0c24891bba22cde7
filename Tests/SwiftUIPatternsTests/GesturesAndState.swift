import SwiftUI
import Testing

// A sketch board that only works in landscape: its tool strip, shown in a safe-area inset, locks
// the app delegate's mask when it appears. Around it sit the things a drawing screen has — a
// focused title field, a namespace for the selected tool, drag, pinch and rotate gestures,
// symbol effects and haptics — and the settings it edits through `$model.field` bindings of an
// environment object and an `@Observable` canvas.

final class SketchAppDelegate: NSObject, UIApplicationDelegate {
  static var orientationLock = UIInterfaceOrientationMask.all

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

@Observable
final class SketchCanvas {
  var title = "Untitled"
  var zoom = 1.0
}

final class SketchSettings: ObservableObject {
  @Published var showsGrid = false
}

/// What the board saw when it appeared.
final class SketchLog {
  var titleFocused: [Bool] = []
  var focusedField: [SketchBoard.Field?] = []
  var dragOffsets: [CGSize] = []
  var gestureActions = 0
  var tools: [String] = []
  var dynamicTypeSizes: [DynamicTypeSize] = []
  var displayScales: [CGFloat] = []
}

/// A custom shape, as apps draw their own.
struct Wedge: Shape {
  var angle: Angle

  var animatableData: Double {
    get { angle.degrees }
    set { angle = .degrees(newValue) }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      let center = CGPoint(x: rect.midX, y: rect.midY)
      path.move(to: center)
      path.addArc(
        center: center, radius: min(rect.width, rect.height) / 2, startAngle: .zero,
        endAngle: angle, clockwise: false)
      path.closeSubpath()
    }
  }
}

struct GridSwitch: View {
  @Binding var isOn: Bool

  var body: some View {
    Toggle("Grid", isOn: $isOn)
      .onAppear { isOn = true }
  }
}

struct ZoomStepper: View {
  @Binding var zoom: Double

  var body: some View {
    Text("\(Int(zoom * 100))%")
      .contentTransition(.numericText(value: zoom))
      .onAppear { zoom = 2 }
  }
}

struct ToolStrip: View {
  let log: SketchLog
  @Namespace private var selection
  @EnvironmentObject private var settings: SketchSettings
  @Environment(SketchCanvas.self) private var canvas
  @SceneStorage("sketch.tool") private var tool = "pen"

  var body: some View {
    @Bindable var canvas = canvas
    HStack {
      ForEach(["pen", "brush", "eraser"], id: \.self) { name in
        Image(systemName: name)
          .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: tool)
          .symbolEffect(.pulse, isActive: name == tool)
          .matchedGeometryEffect(id: name, in: selection, isSource: name == tool)
          .onTapGesture { tool = name }
          .keyboardShortcut(KeyEquivalent(name.first ?? "p"), modifiers: [.command])
      }
      GridSwitch(isOn: $settings.showsGrid)
      ZoomStepper(zoom: $canvas.zoom)
    }
    .sensoryFeedback(.selection, trigger: tool)
    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.8), trigger: tool) { old, new in
      old != new
    }
    .onAppear {
      SketchAppDelegate.orientationLock = .landscape
      log.tools.append(tool)
      tool = "brush"
    }
    .onDisappear { SketchAppDelegate.orientationLock = .all }
  }
}

struct SketchBoard: View {
  enum Field: Hashable { case title, caption }

  let log: SketchLog
  @FocusState private var titleFocused: Bool
  @FocusState private var focusedField: Field?
  @GestureState private var dragOffset = CGSize.zero
  @State private var rotation = Angle.zero
  @Environment(SketchCanvas.self) private var canvas
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    ZStack {
      Wedge(angle: .degrees(270))
        .fill(Color.orange)
        .offset(dragOffset)
        .rotationEffect(rotation)
        .gesture(
          DragGesture(minimumDistance: 4)
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onEnded { _ in log.gestureActions += 1 }
        )
        .simultaneousGesture(
          MagnifyGesture().onChanged { value in canvas.zoom = value.magnification }
        )
        .highPriorityGesture(
          RotateGesture().onEnded { value in rotation = value.rotation }, including: .gesture
        )
        .onLongPressGesture(minimumDuration: 1) { log.gestureActions += 1 }
        .onTapGesture(count: 2) { location in log.gestureActions += 1 }
      Circle()
        .trim(from: 0, to: 0.25)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
        .allowsHitTesting(false)
    }
    .safeAreaInset(edge: .bottom, spacing: 8) {
      ToolStrip(log: log)
        .blur(radius: 0)
    }
    .onAppear {
      titleFocused = true
      focusedField = .caption
      log.titleFocused.append(titleFocused)
      log.focusedField.append(focusedField)
      log.dragOffsets.append(dragOffset)
      log.dynamicTypeSizes.append(dynamicTypeSize)
      log.displayScales.append(displayScale)
    }
  }
}

struct SketchTitleField: View {
  @FocusState private var focused: Bool
  @State private var title = ""

  var body: some View {
    Text(title)
      .focused($focused)
      .submitLabel(.done)
      .textInputAutocapitalization(.words)
      .autocorrectionDisabled()
      .keyboardType(.asciiCapable)
      .onSubmit { focused = false }
      .keyboardShortcut(.return)
  }
}

@MainActor
func sketchScreen(log: SketchLog, canvas: SketchCanvas, settings: SketchSettings) -> some View {
  SketchBoard(log: log)
    .environment(canvas)
    .environmentObject(settings)
    .environment(\.dynamicTypeSize, .xLarge)
}

@MainActor
@Test func toolStripInASafeAreaInsetLocksTheBoardToLandscape() throws {
  SketchAppDelegate.orientationLock = .all
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  app.application.delegate = SketchAppDelegate()
  let log = SketchLog()
  let board = UIHostingController(
    rootView: sketchScreen(log: log, canvas: SketchCanvas(), settings: SketchSettings()))
  try app.launch(board)
  #expect(SketchAppDelegate.orientationLock == .landscape)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.rotate(to: .portrait, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
  // Nothing touches the screen: no gesture's action runs and the gesture state is its initial.
  #expect(log.gestureActions == 0)
  #expect(log.dragOffsets == [.zero])
}

@MainActor
@Test func bindingsOfTheEnvironmentObjectAndTheObservableCanvasWriteTheModels() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let canvas = SketchCanvas()
  let settings = SketchSettings()
  let log = SketchLog()
  try app.launch(
    UIHostingController(rootView: sketchScreen(log: log, canvas: canvas, settings: settings)))
  #expect(settings.showsGrid)
  #expect(canvas.zoom == 2)

  let bindable = Bindable(canvas)
  bindable.title.wrappedValue = "Harbour"
  #expect(canvas.title == "Harbour")

  // A caption field edits an optional through an unwrapped binding.
  var caption: String? = "Draft"
  let optional = Binding(get: { caption }, set: { caption = $0 })
  let unwrapped = try #require(Binding(optional))
  unwrapped.wrappedValue = "Final"
  #expect(caption == "Final")
  caption = nil
  #expect(unwrapped.wrappedValue == "Final")
  #expect(Binding(Binding<String?>.constant(nil)) == nil)
}

@MainActor
@Test func focusStateReadsBackWhatTheScreenSetAndTheEnvironmentPassesDown() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = SketchLog()
  try app.launch(
    UIHostingController(
      rootView: sketchScreen(log: log, canvas: SketchCanvas(), settings: SketchSettings())))
  #expect(log.titleFocused == [true])
  #expect(log.focusedField == [.caption])
  #expect(log.dynamicTypeSizes == [.xLarge])
  // The iPhone 15's scale, from the hosting controller's traits.
  #expect(log.displayScales == [3])
}

@MainActor
@Test func sceneStorageKeepsTheToolAcrossAppearances() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let menu = UIViewController()
  try app.launch(menu)
  let log = SketchLog()
  let board = UIHostingController(
    rootView: sketchScreen(log: log, canvas: SketchCanvas(), settings: SketchSettings()))
  board.modalPresentationStyle = .fullScreen
  try app.perform(at: 1) { menu.present(board, animated: false) }
  try app.perform(at: 2) { board.dismiss(animated: false) }
  #expect(SketchAppDelegate.orientationLock == .all)
  try app.perform(at: 3) { menu.present(board, animated: false) }
  // The first appearance read the default and chose the brush; the second reads the brush.
  #expect(log.tools.count == 2)
  #expect(log.tools.last == "brush")
  #expect(SceneStorage(wrappedValue: "pen", "sketch.tool").wrappedValue == "brush")
}

@MainActor
@Test func customShapeGivesItsPathAndBuildsInATree() throws {
  let wedge = Wedge(angle: .degrees(90))
  let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
  let bounds = wedge.path(in: rect).boundingRect
  #expect(bounds.minX >= 49.9 && bounds.maxX <= 100.1)
  #expect(bounds.minY >= 49.9 && bounds.maxY <= 100.1)
  #expect(Circle().inset(by: 10).path(in: rect).boundingRect.width.rounded() == 80)
  #expect(AnyShape(Rectangle()).path(in: rect).boundingRect == rect)

  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = SketchLog()
  let gauge = VStack {
    Wedge(angle: .degrees(120)).fill(Color.green)
    RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .continuous)
      .strokeBorder(Color.gray, lineWidth: 2)
    Ellipse().rotation(.degrees(30)).offset(x: 4)
    UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
      .onAppear { log.tools.append("gauge") }
    ScrollViewReader { proxy in
      Text("Needle")
        .id("needle")
        .onAppear {
          proxy.scrollTo("needle", anchor: .center)
          log.tools.append("needle")
        }
    }
  }
  try app.launch(UIHostingController(rootView: gauge))
  #expect(log.tools == ["gauge", "needle"])
}

#Preview("Sketch title") {
  @Previewable @State var on = true
  VStack {
    Toggle("Grid", isOn: $on)
    SketchTitleField()
  }
}
