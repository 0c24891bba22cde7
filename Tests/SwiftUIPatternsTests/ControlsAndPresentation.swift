import SwiftUI
import Testing

// A clip editor built from SwiftUI's controls, containers and presentations: a tab view whose
// library tab is a grid in a scroll view reader and whose settings tab is a form of pickers and
// sliders; a clip's detail with its alert, sheet, popover, menu and toolbar; and an editor app
// whose split view's detail locks the app to landscape through the app delegate. Each view
// notes when it appears, so the tests see what a hosting controller's build reached.

@MainActor
final class StudioLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

struct StudioClip: Identifiable, Hashable {
  let id: Int
  let title: String

  static let samples = [
    StudioClip(id: 1, title: "Harbour"), StudioClip(id: 2, title: "Bridge"),
    StudioClip(id: 3, title: "Market"),
  ]
}

enum StudioQuality: String, CaseIterable, Identifiable {
  case draft, high
  var id: String { rawValue }
}

enum StudioTab: Hashable {
  case library, settings, search
}

struct StudioClipGrid: View {
  let log: StudioLog
  @State private var query = ""

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120), spacing: 8)], spacing: 8) {
          ForEach(StudioClip.samples) { clip in
            VStack {
              AsyncImage(url: URL(string: "https://example.com/\(clip.id).jpg")) { image in
                image.resizable().scaledToFill()
              } placeholder: {
                ProgressView().onAppear { log.record("placeholder \(clip.id)") }
              }
              Text(clip.title).font(.caption).foregroundStyle(.secondary)
            }
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .contextMenu {
              Button("Rename") {}.onAppear { log.record("context menu") }
            }
            .id(clip.id)
            .onAppear { log.record("cell \(clip.id)") }
          }
        }
      }
      .onAppear {
        proxy.scrollTo(StudioClip.samples.last?.id, anchor: .bottom)
        log.record("grid")
      }
    }
    .navigationTitle("Library")
    .navigationBarTitleDisplayMode(.inline)
    .searchable(
      text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Clips"
    )
    .refreshable {}
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        EditButton().onAppear { log.record("toolbar item") }
      }
      ToolbarItemGroup(placement: .bottomBar) {
        Spacer()
        Text("\(StudioClip.samples.count) clips")
      }
    }
    .toolbarBackground(.visible, for: .navigationBar)
    .toolbarBackground(Color.black, for: .navigationBar, .tabBar)
  }
}

struct StudioSettings: View {
  let log: StudioLog
  @State private var quality = StudioQuality.high
  @State private var volume = 0.8
  @State private var speed = 1
  @State private var title = ""
  @State private var showsAdvanced = false
  @State private var clips = StudioClip.samples

  var body: some View {
    Form {
      Section {
        Picker("Quality", selection: $quality) {
          ForEach(StudioQuality.allCases) { quality in
            Text(quality.rawValue.capitalized).tag(quality)
              .onAppear { log.record("option \(quality.rawValue)") }
          }
        }
        .pickerStyle(.segmented)
        Slider(value: $volume, in: 0...1, step: 0.1) {
          Text("Volume").onAppear { log.record("slider label") }
        } minimumValueLabel: {
          Image(systemName: "speaker")
        } maximumValueLabel: {
          Image(systemName: "speaker.wave.3")
        }
        Stepper("Speed \(speed)×", value: $speed, in: 1...4)
        TextField("Title", text: $title, prompt: Text("Untitled"), axis: .vertical)
          .textFieldStyle(.roundedBorder)
        LabeledContent("Clips", value: "\(StudioClip.samples.count)")
        ForEach(clips) { clip in
          Text(clip.title)
        }
        .onDelete { clips.remove(atOffsets: $0) }
        .onMove { clips.move(fromOffsets: $0, toOffset: $1) }
      } header: {
        Text("Playback").onAppear { log.record("section header") }
      } footer: {
        Text("Applies to new clips")
      }
      Section(header: Text("Export")) {
        DatePicker(
          "Recorded", selection: .constant(Date(timeIntervalSince1970: 0)),
          displayedComponents: .date
        )
        .datePickerStyle(.compact)
        ColorPicker("Tint", selection: .constant(.orange))
        Toggle("Loop", isOn: .constant(true)).toggleStyle(.switch)
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Text("Bitrate").onAppear { log.record("collapsed group") }
        }
        ViewThatFits {
          Text("Export to the photo library").onAppear { log.record("fits first") }
          Text("Export").onAppear { log.record("fits second") }
        }
      }
      .headerProminence(.increased)
    }
    .formStyle(.grouped)
    .onAppear { log.record("settings") }
  }
}

struct StudioScreen: View {
  let log: StudioLog
  @State private var tab = StudioTab.library

  var body: some View {
    TabView(selection: $tab) {
      Tab("Library", systemImage: "film", value: StudioTab.library) {
        NavigationStack { StudioClipGrid(log: log) }
      }
      .badge(StudioClip.samples.count)
      Tab("Settings", systemImage: "gear", value: StudioTab.settings) {
        StudioSettings(log: log)
      }
      Tab(value: StudioTab.search, role: .search) {
        ContentUnavailableView.search.onAppear { log.record("search tab") }
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

@MainActor
@Test func tabsGridAndFormBuildTheirContentWhenTheHostAppears() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = StudioLog()
  try app.launch(UIHostingController(rootView: StudioScreen(log: log)))
  #expect(
    log.entries == [
      "placeholder 1", "cell 1", "placeholder 2", "cell 2", "placeholder 3", "cell 3", "grid",
      "section header", "option draft", "option high", "slider label", "fits first", "settings",
      "search tab",
    ])
}

struct StudioPillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 12)
      .background(configuration.isPressed ? Color.gray : Color.accentColor)
      .clipShape(Capsule())
  }
}

struct StudioClipDetail: View {
  let clip: StudioClip
  let log: StudioLog
  @State private var confirmsDelete = false
  @State private var exporting = false
  @State private var showsInfo = false
  @State private var sharing: StudioClip?
  @State private var playing: StudioClip?
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text(clip.title).font(.title)
        Button("Play") { playing = clip }.buttonStyle(StudioPillStyle())
        Button("Export", systemImage: "square.and.arrow.down") { exporting = true }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
        ShareLink(item: URL(string: "https://example.com/\(clip.id)")!) {
          Label("Share", systemImage: "square.and.arrow.up")
        }
        Menu("More") {
          Button("Duplicate") {}.onAppear { log.record("menu item") }
        }
        NavigationLink("Versions", value: clip)
        Link("Help", destination: URL(string: "https://example.com/help")!)
      }
      .alert("Delete \(clip.title)?", isPresented: $confirmsDelete) {
        Button("Delete", role: .destructive) {}.onAppear { log.record("alert action") }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
      .confirmationDialog("Export", isPresented: $exporting, titleVisibility: .visible) {
        Button("Export movie") {}.onAppear { log.record("dialog action") }
      }
      .sheet(item: $sharing) { clip in
        Text(clip.title)
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
          .presentationBackground(.regularMaterial)
          .onAppear { log.record("sheet") }
      }
      .fullScreenCover(item: $playing) { clip in
        Text("Playing \(clip.title)").onAppear { log.record("cover") }
      }
      .popover(isPresented: $showsInfo, arrowEdge: .bottom) {
        Text("Recorded in 4K").onAppear { log.record("popover") }
      }
      .navigationDestination(for: StudioClip.self) { clip in
        Text("Versions of \(clip.title)").onAppear { log.record("destination") }
      }
      .toolbar {
        Button("Info") { showsInfo = true }.onAppear { log.record("toolbar button") }
      }
      .onAppear {
        path.append(clip)
        log.record("detail")
      }
    }
  }
}

@MainActor
@Test func presentationsMenusAndToolbarsAreNotBuiltWhenTheHostAppears() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = StudioLog()
  try app.launch(
    UIHostingController(rootView: StudioClipDetail(clip: StudioClip.samples[0], log: log)))
  // Only the detail itself appears: no alert, dialog, sheet, cover, popover, destination, menu
  // or toolbar content is built.
  #expect(log.entries == ["detail"])
}

struct StudioTimeline: View {
  let schedule: PeriodicTimelineSchedule
  let log: StudioLog

  var body: some View {
    TimelineView(schedule) { context in
      Text("Now playing")
        .onAppear { log.record("\(context.date.timeIntervalSince1970)") }
    }
  }
}

@MainActor
@Test func timelineIsBuiltOnceForItsSchedulesFirstDate() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let log = StudioLog()
  // A schedule that starts after the build: its first date is its start.
  let start = Date(timeIntervalSince1970: 4_000_000_000)
  try app.launch(
    UIHostingController(
      rootView: StudioTimeline(schedule: .periodic(from: start, by: 60), log: log)))
  #expect(log.entries == ["4000000000.0"])
}

// MARK: An editor locked to landscape from its split view's detail

final class EditorLockDelegate: NSObject, UIApplicationDelegate {
  static var orientationLock = UIInterfaceOrientationMask.all

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

struct EditorTimelineView: View {
  var body: some View {
    Grid(horizontalSpacing: 2) {
      GridRow {
        ForEach(StudioClip.samples) { clip in
          Rectangle().fill(.tint).gridCellColumns(1)
        }
      }
    }
    .onAppear { EditorLockDelegate.orientationLock = .landscape }
    .onDisappear { EditorLockDelegate.orientationLock = .all }
  }
}

struct EditorSplitScreen: View {
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var selection: StudioClip.ID?
  @State private var playing: StudioClip?

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(StudioClip.samples, selection: $selection) { clip in
        Text(clip.title)
          .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
          .listRowSeparator(.hidden)
      }
      .listStyle(.sidebar)
      .navigationTitle("Clips")
    } detail: {
      EditorTimelineView()
        .fullScreenCover(item: $playing) { _ in
          // Never built: this lock must not reach the delegate.
          Text("Player").onAppear { EditorLockDelegate.orientationLock = .portrait }
        }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

struct EditorApp: App {
  @UIApplicationDelegateAdaptor(EditorLockDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      EditorSplitScreen()
    }
  }
}

@MainActor
@Test func splitViewDetailLocksLandscapeThroughTheAppDelegate() throws {
  EditorLockDelegate.orientationLock = .all
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  app.application.delegate = EditorLockDelegate()
  try app.launch(app: EditorApp())
  #expect(EditorLockDelegate.orientationLock == .landscape)
  // The launch orientation comes from the plist mask (SPEC §5.5); the delegate's lock holds
  // from the first turn on.
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.rotate(to: .portrait, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

@Test(arguments: [
  (IndexSet([0, 2]), 4, ["Bridge", "Pier", "Harbour", "Market"]),
  (IndexSet([3]), 0, ["Pier", "Harbour", "Bridge", "Market"]),
  (IndexSet([1]), 1, ["Harbour", "Bridge", "Market", "Pier"]),
])
func listMoveReordersTheRowsAsOnMoveGivesThem(
  source: IndexSet, destination: Int, expected: [String]
) {
  var titles = ["Harbour", "Bridge", "Market", "Pier"]
  titles.move(fromOffsets: source, toOffset: destination)
  #expect(titles == expected)
  titles.remove(atOffsets: [0, 3])
  #expect(titles == [expected[1], expected[2]])
}
