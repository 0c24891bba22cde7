import Combine
import Testing

// A layout model that combines the size classes it is fed with the device orientation from
// `UIDevice.orientationDidChangeNotification` (prepended with the current one) through
// `combineLatest`, and counts the app's activity changes through `merge(with:)` of two
// notification publishers.
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

enum LayoutKind: Equatable {
  case phonePortrait, phoneLandscape, wide
}

final class CombinedLayoutModel: ObservableObject {
  @Published var horizontal = UIUserInterfaceSizeClass.compact
  @Published var vertical = UIUserInterfaceSizeClass.regular
  @Published private(set) var kinds: [LayoutKind] = []
  @Published private(set) var activityChanges: [Notification.Name] = []
  private var cancellables = Set<AnyCancellable>()

  @MainActor
  func start() {
    let orientation = NotificationCenter.default
      .publisher(for: UIDevice.orientationDidChangeNotification)
      .map { _ in UIDevice.current.orientation }
      .prepend(UIDevice.current.orientation)
    $horizontal
      .combineLatest($vertical)
      .combineLatest(orientation)
      .map { sizes, orientation -> LayoutKind in
        switch (sizes.0, sizes.1, orientation.isLandscape) {
        case (.regular, .regular, _): .wide
        case (_, _, true): .phoneLandscape
        default: .phonePortrait
        }
      }
      .removeDuplicates()
      .sink { [unowned self] in kinds.append($0) }
      .store(in: &cancellables)
    NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
      .merge(
        with: NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
      )
      .sink { [unowned self] in activityChanges.append($0.name) }
      .store(in: &cancellables)
  }
}

@MainActor
@Test func sizeClassesAndOrientationAreCombinedLatest() throws {
  let app = UIKitHarness(device: .iphone15)
  try app.launch(UIViewController())
  let model = CombinedLayoutModel()
  model.start()
  #expect(model.kinds == [.phonePortrait])

  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  #expect(model.kinds == [.phonePortrait, .phoneLandscape])

  model.horizontal = .regular  // still landscape, vertical regular: wide
  #expect(model.kinds == [.phonePortrait, .phoneLandscape, .wide])
  model.horizontal = .compact
  #expect(model.kinds == [.phonePortrait, .phoneLandscape, .wide, .phoneLandscape])

  NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
  NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
  #expect(
    model.activityChanges == [
      UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification,
    ])
}

@Test func combiningPublishersFinishWhenAllFinishAndFailAtTheFirstFailure() {
  struct Stop: Error, Equatable {}
  let a = PassthroughSubject<Int, Stop>()
  let b = PassthroughSubject<String, Stop>()
  var pairs: [String] = []
  var completions: [Subscribers.Completion<Stop>] = []
  let latest = a.combineLatest(b) { "\($0)\($1)" }
    .sink {
      completions.append($0)
    } receiveValue: {
      pairs.append($0)
    }
  a.send(1)
  #expect(pairs.isEmpty)  // b has not published yet
  b.send("x")
  a.send(2)
  b.send("y")
  a.send(completion: .finished)
  b.send("z")
  #expect(pairs == ["1x", "2x", "2y", "2z"])
  #expect(completions.isEmpty)
  b.send(completion: .finished)
  #expect(completions == [.finished])
  latest.cancel()

  let c = PassthroughSubject<Int, Stop>()
  let d = PassthroughSubject<Int, Stop>()
  var merged: [Int] = []
  var mergeCompletions: [Subscribers.Completion<Stop>] = []
  let merge = Publishers.MergeMany([c, d])
    .sink {
      mergeCompletions.append($0)
    } receiveValue: {
      merged.append($0)
    }
  c.send(1)
  d.send(2)
  c.send(3)
  d.send(completion: .failure(Stop()))
  c.send(4)
  #expect(merged == [1, 2, 3])
  #expect(mergeCompletions == [.failure(Stop())])
  merge.cancel()

  // Values the subscriber has not asked for wait, in order.
  let e = PassthroughSubject<Int, Never>()
  let f = PassthroughSubject<Int, Never>()
  let subscriber = DemandRecorder()
  e.merge(with: f).subscribe(subscriber)
  e.send(1)
  f.send(2)
  e.send(3)
  #expect(subscriber.values.isEmpty)
  subscriber.subscription?.request(.max(2))
  #expect(subscriber.values == [1, 2])
  e.send(completion: .finished)
  f.send(completion: .finished)
  #expect(!subscriber.finished)
  subscriber.subscription?.request(.max(1))
  #expect(subscriber.values == [1, 2, 3])
  #expect(subscriber.finished)
}

final class DemandRecorder: Subscriber {
  var subscription: (any Subscription)?
  var values: [Int] = []
  var finished = false
  func receive(subscription: any Subscription) { self.subscription = subscription }
  func receive(_ input: Int) -> Subscribers.Demand {
    values.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) { finished = true }
}
