import SwiftUI
import Testing

// A SwiftUI app whose app delegate owns the orientation lock: a view modifier of the app's own
// sets the lock when its screen appears and lifts it when it goes, and the delegate answers
// UIKit from it. One delegate is an NSObject (set before launch, as SwiftUI makes it on iOS);
// one is a UIResponder, which the adaptor makes itself.

final class LockHoldingAppDelegate: NSObject, UIApplicationDelegate {
  static var orientationLock = UIInterfaceOrientationMask.all
  private(set) var launched = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    launched = true
    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    Self.orientationLock
  }
}

extension View {
  func holdsOrientation(_ orientations: UIInterfaceOrientationMask) -> some View {
    onAppear { LockHoldingAppDelegate.orientationLock = orientations }
      .onDisappear { LockHoldingAppDelegate.orientationLock = .all }
  }
}

struct ReadingScreen: View {
  var body: some View {
    ScrollView {
      Text("Chapter 1")
        .font(.title)
        .padding()
    }
    .holdsOrientation(.portrait)
  }
}

struct ReadingApp: App {
  @UIApplicationDelegateAdaptor(LockHoldingAppDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      ReadingScreen()
    }
  }
}

@MainActor
@Test(arguments: [13, 16])
func swiftUIScreenLocksPortraitThroughTheAdaptedAppDelegate(iosVersion: Int) throws {
  LockHoldingAppDelegate.orientationLock = .all
  let app = UIKitHarness(device: .iphone15, profile: iosVersion == 13 ? .ios13 : .ios16)
  let delegate = LockHoldingAppDelegate()
  app.application.delegate = delegate
  try app.launch(app: ReadingApp())
  #expect(delegate.launched)
  #expect(ReadingApp().appDelegate === delegate)
  #expect(LockHoldingAppDelegate.orientationLock == .portrait)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  #expect(app.window?.rootViewController is UIHostingController<AnyView>)

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(app.windowScene.interfaceOrientation == .portrait)
  // The delegate is asked for its mask at the turn, and its lock refuses it.
  let asked = try app.records().filter {
    $0.call == "application(_:supportedInterfaceOrientationsFor:)" && $0.time == 1
  }
  #expect(!asked.isEmpty)
}

final class MadeByAdaptorDelegate: UIResponder, UIApplicationDelegate {
  static var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    Self.launches += 1
    return true
  }

  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    .landscape
  }
}

struct ArcadeApp: App {
  @UIApplicationDelegateAdaptor(MadeByAdaptorDelegate.self) var appDelegate

  var body: some Scene {
    WindowGroup {
      ZStack {
        Color.black
        Text("Insert coin")
      }
    }
  }
}

@MainActor
@Test func adaptorMakesAResponderDelegateWhoseMaskTurnsTheApp() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  try app.launch(app: ArcadeApp())
  #expect(app.application.delegate is MadeByAdaptorDelegate)
  // The launch orientation comes from the plist mask (SPEC §5.5); the delegate's counts after.
  #expect(app.windowScene.interfaceOrientation == .portrait)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.rotate(to: .portrait, at: 2)
  try app.advance(to: 3)
  #expect(app.windowScene.interfaceOrientation == .landscapeRight)
}

struct LibraryScene: Scene {
  var body: some Scene { WindowGroup { Text("Shelves") } }
}

struct LibraryApp: App {
  var body: some Scene { LibraryScene() }
}

struct SettingsOnlyScene: Scene {
  var body: Never { fatalError("no content") }
}

struct SettingsOnlyApp: App {
  var body: some Scene { SettingsOnlyScene() }
}

@MainActor
@Test func appsOwnSceneShowsItsWindowGroupAndOneWithoutIsRefused() throws {
  let library = UIKitHarness(device: .iphone15)
  try library.launch(app: LibraryApp())
  #expect(library.window?.rootViewController is UIHostingController<AnyView>)
  let settings = UIKitHarness(device: .iphone15)
  #expect(throws: (any Error).self) { try settings.launch(app: SettingsOnlyApp()) }
}

@MainActor
@Test func mainLaunchesTheAppOnAHarnessOfItsOwn() throws {
  let before = MadeByAdaptorDelegate.launches
  ArcadeApp.main()
  #expect(MadeByAdaptorDelegate.launches == before + 1)
}
