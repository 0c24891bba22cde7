import Foundation
import OrientationCore
import Testing

@testable import OrientationFormats

/// The example scenes in `Configs/scenes` together exercise every key and action of SPEC §8.3.
@Suite("Example scenes")
struct ExampleScenesTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Configs/scenes"
    ).path

  static func loadAll() throws -> [LoadedScene] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }
      .sorted().map { try SceneFile.load("\(directory)/\($0)") }
  }

  static func allViewControllers(_ scene: SceneDescription) -> [ViewControllerDescription] {
    func walk(_ vc: ViewControllerDescription) -> [ViewControllerDescription] {
      [vc] + vc.children.flatMap(walk)
    }
    var found = walk(scene.root)
    for event in scene.events {
      switch event.action {
      case .present(let vc, _, _, _, _), .push(_, let vc, _), .addChild(_, let vc):
        found += walk(vc)
      default: break
      }
    }
    return found
  }

  @Test("every action of the events table appears in some example")
  func everyAction() throws {
    let actions = try Self.loadAll().flatMap(\.scene.events).map(\.action)
    func has(_ test: (SceneAction) -> Bool) -> Bool { actions.contains(where: test) }
    #expect(has { if case .device = $0 { true } else { false } })
    #expect(has { if case .present(_, _, false, _, _) = $0 { true } else { false } })
    #expect(has { if case .present(_, _, _, .some, _) = $0 { true } else { false } })
    #expect(has { if case .present(_, _, _, _, true) = $0 { true } else { false } })
    for style in PresentationStyle.allCases where style != .custom {
      #expect(has { if case .present(_, style, _, _, _) = $0 { true } else { false } }, "\(style)")
    }
    #expect(has { if case .dismiss = $0 { true } else { false } })
    #expect(has { if case .dismiss(_, false, _) = $0 { true } else { false } })
    #expect(has { if case .dismiss(_, _, true) = $0 { true } else { false } })
    #expect(has { if case .push = $0 { true } else { false } })
    #expect(has { if case .push(_, _, false) = $0 { true } else { false } })
    #expect(has { if case .pop = $0 { true } else { false } })
    #expect(has { if case .pop(_, false) = $0 { true } else { false } })
    #expect(has { if case .cancelInteractivePop = $0 { true } else { false } })
    #expect(has { if case .select = $0 { true } else { false } })
    #expect(has { if case .select(_, _, true) = $0 { true } else { false } })
    #expect(has { if case .addChild = $0 { true } else { false } })
    #expect(has { if case .removeChild = $0 { true } else { false } })
    #expect(has { if case .setSupported = $0 { true } else { false } })
    #expect(
      has { if case .setNeedsUpdateOfSupportedInterfaceOrientations = $0 { true } else { false } })
    #expect(has { $0 == .attemptRotationToDeviceOrientation() })
    #expect(has { if case .requestGeometryUpdate = $0 { true } else { false } })
    #expect(has { if case .resize = $0 { true } else { false } })
    #expect(has { $0 == .inCallStatusBar(true) } && has { $0 == .inCallStatusBar(false) })
    #expect(has { $0 == .lock(true) } && has { $0 == .lock(false) })
    #expect(
      has { $0 == .setOrientationLocked(vc: "canvas", locked: false) }
        && has { $0 == .setOrientationLocked(vc: "canvas", locked: true) })
    #expect(has { $0 == .posture(.open) } && has { $0 == .posture(.folded) })
  }

  @Test("every view-controller key and app key is set in some example")
  func everyKey() throws {
    let scenes = try Self.loadAll()
    let vcs = scenes.flatMap { Self.allViewControllers($0.scene) }
    #expect(vcs.contains { $0.kind == .navigation })
    #expect(vcs.contains { $0.kind == .tabBar && $0.selected == 0 })
    #expect(vcs.contains { $0.kind == .plain && !$0.children.isEmpty })
    #expect(vcs.contains { $0.supported != nil })
    #expect(vcs.contains { !$0.shouldAutorotate })
    #expect(vcs.contains { $0.preferred != nil })
    #expect(vcs.contains { $0.legacyCallbacks })
    #expect(vcs.contains { !$0.skipsSuper.isEmpty })
    #expect(vcs.contains { $0.frame != .fill })
    #expect(vcs.contains { $0.setsNeedsUpdateConstraints })
    #expect(vcs.contains { $0.delegateSupported != nil })
    #expect(vcs.contains { $0.traitRegistrations.contains { $0.count > 1 } })
    #expect(vcs.contains { $0.prefersOrientationLocked })
    #expect(vcs.contains { $0.coordinatorBlocks.contains(.alongside) })
    #expect(vcs.contains { $0.coordinatorBlocks.contains(.completion) })
    let apps = scenes.map(\.scene.app)
    #expect(apps.contains { $0.delegateMask != nil })
    #expect(apps.contains { $0.requiresFullScreen })
    #expect(apps.contains { $0.sceneDelegateGeometry })
    #expect(apps.contains { $0.sceneDelegateMask != nil })
    #expect(apps.contains { $0.environment == .iPhoneMirroring })
    #expect(apps.contains { !$0.adoptsSceneLifecycle })
    #expect(scenes.contains { $0.scene.launchDeviceOrientation != .portrait })
    for profile in BehaviorProfile.builtIn {
      #expect(scenes.contains { $0.scene.profile == profile }, "\(profile.name)")
    }
    #expect(
      Set(scenes.map(\.deviceProfile.id))
        == Set((DeviceProfile.builtIn + DeviceProfile.foldables).map(\.id)))
  }

  @Test("the Info.plist example reads its ~ipad key, and its plist is real XML")
  func infoPlistExample() throws {
    let loaded = try SceneFile.load("\(Self.directory)/info-plist-ipad.yaml")
    #expect(loaded.scene.app.supportedOrientationsOrder == [.landscapeRight, .landscapeLeft])
    #expect(loaded.scene.app.requiresFullScreen)
    let onPhone = try SceneFile.load(
      "\(Self.directory)/info-plist-ipad.yaml",
      overrides: SceneOverrides(deviceProfile: .iphone15))
    #expect(onPhone.scene.app.supportedOrientationsOrder == [.portrait])
  }
}
