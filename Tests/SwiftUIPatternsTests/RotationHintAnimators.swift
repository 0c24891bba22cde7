import SwiftUI
import Testing

// A "turn your phone" hint of the iOS 17 era: a phase animator that rocks a phone symbol
// between its phases, a phase-animated arrow, and a keyframe animation of a tilt value built
// from two tracks. No time passes here: the phase animator is built in its first phase and
// the modified views are built as they are.

struct TiltValues {
  var angle = 0.0
  var scale = 1.0
}

enum RockPhase: CaseIterable, Equatable {
  case upright, tilted
  var degrees: Double { self == .upright ? 0 : 90 }
}

@MainActor
final class HintLog {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

struct RotateDeviceHint: View {
  let log: HintLog
  var body: some View {
    VStack {
      PhaseAnimator(RockPhase.allCases) { phase in
        Image(systemName: "iphone")
          .rotationEffect(.degrees(phase.degrees))
          .onAppear { log.record("phone \(phase)") }
      } animation: { phase in
        phase == .tilted ? .easeInOut(duration: 0.6) : .spring(duration: 0.4)
      }
      Image(systemName: "arrow.clockwise")
        .phaseAnimator([0.0, 1.0], trigger: true) { content, phase in
          content.opacity(phase)
        }
        .onAppear { log.record("arrow") }
      Text("Turn your phone")
        .keyframeAnimator(initialValue: TiltValues()) { content, value in
          content.rotationEffect(.degrees(value.angle)).scaleEffect(value.scale)
        } keyframes: { _ in
          KeyframeTrack(\.angle) {
            CubicKeyframe(15, duration: 0.3)
            SpringKeyframe(0, spring: .bouncy)
          }
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.1, duration: 0.2, timingCurve: .easeOut)
            MoveKeyframe(1.0)
          }
        }
        .onAppear { log.record("caption") }
    }
  }
}

@MainActor
@Test func theHintIsBuiltInItsFirstPhaseWithNoTimePassing() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios27)
  let log = HintLog()
  try app.launch(UIHostingController(rootView: RotateDeviceHint(log: log)))
  #expect(log.entries == ["phone upright", "arrow", "caption"])
}
