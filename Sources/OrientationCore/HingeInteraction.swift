/// A view's hinge interaction, in UIKit's shape (`UIHingeInteraction`, SPEC §5.9, §9.2): it hears
/// the hinge's state when its view loads and at each change.
///
/// Each update is a `callback` record `hingeInteraction.update {status, angle}` on its view
/// controller (angle in degrees, 0 while `unknown`; `{hinge: nil}` on a device without a hinge),
/// then the handler runs with the angle in radians. Updates come on every status change and
/// whenever the angle moved 1° or more since the interaction's last update, at the sample,
/// whether or not the view is in the window; never held by a transition.
public final class HingeInteraction {
  /// The hinge's state.
  public struct Hinge: Hashable, Sendable {
    /// `UIHinge.Status`.
    public enum Status: Int, Sendable, Hashable {
      case unknown = 0
      case closed = 1
      case partiallyOpen = 2
      case fullyOpen = 3
    }
    /// The angle in radians (0 shut, π flat).
    public var angle: Double
    /// How far it is open.
    public var status: Status
  }

  /// What an update carries: the hinge, or `nil` on a device without one.
  public struct Update: Hashable, Sendable {
    public var hinge: Hinge?
  }

  /// Whether updates are delivered. Turning it back on delivers the current state at once.
  public var isEnabled = true {
    didSet {
      guard isEnabled, !oldValue, let owner, let simulator = owner.simulator else { return }
      simulator.deliverHingeUpdate(self, force: true)
    }
  }

  let updateHandler: (HingeInteraction, Update) -> Void
  /// The view controller whose view holds the interaction.
  weak var owner: ViewController?
  /// Whether the first update (at the view's load) was delivered.
  var started = false
  /// The state last delivered, to tell a change.
  var lastDelivered: (status: Hinge.Status, degrees: Double)?

  /// An interaction whose `updateHandler` runs at each update.
  public init(updateHandler: @escaping (HingeInteraction, Update) -> Void) {
    self.updateHandler = updateHandler
  }
}

extension HingeStatus {
  /// The same status under UIKit's name.
  var interactionStatus: HingeInteraction.Hinge.Status {
    switch self {
    case .unknown: .unknown
    case .closed: .closed
    case .partiallyOpen: .partiallyOpen
    case .fullyOpen: .fullyOpen
    }
  }
}

extension ViewController {
  /// Adds `interaction` to this view controller's view (`UIView.addInteraction(_:)`): its first
  /// update comes at once when the view is loaded, else right after `viewDidLoad()` (SPEC §5.9).
  public func addInteraction(_ interaction: HingeInteraction) {
    interaction.owner = self
    hingeInteractions.append(interaction)
    if isViewLoaded, let simulator, !simulator.isLoadingViewNow(self) {
      simulator.startHingeInteractions(of: self)
    }
  }
}

extension Simulator {
  /// Whether `vc`'s `viewDidLoad()` is running now.
  func isLoadingViewNow(_ vc: ViewController) -> Bool {
    loadingViews.contains { $0 === vc }
  }

  /// The first update of `vc`'s interactions that have not had one, in the order added; each
  /// joins the simulator's interactions in the order their views loaded.
  func startHingeInteractions(of vc: ViewController) {
    for interaction in vc.hingeInteractions where !interaction.started {
      interaction.started = true
      hingeInteractions.append(interaction)
      deliverHingeUpdate(interaction, force: true)
    }
  }

  /// After a hinge input: an update to each enabled interaction whose status changed or whose
  /// angle moved 1° or more since its last update.
  func updateHingeInteractions() {
    for interaction in hingeInteractions { deliverHingeUpdate(interaction, force: false) }
  }

  /// Records and delivers `interaction`'s update of the detector's current state — always with
  /// `force`, else only when it changed enough.
  func deliverHingeUpdate(_ interaction: HingeInteraction, force: Bool) {
    guard interaction.isEnabled, let owner = interaction.owner else { return }
    guard device.foldable != nil else {
      guard force else { return }
      emit(.callback, owner, "hingeInteraction.update", [RecordField("hinge", .null)])
      interaction.updateHandler(interaction, HingeInteraction.Update(hinge: nil))
      return
    }
    let status = postureDetector.status.interactionStatus
    let degrees = postureDetector.angle ?? 0
    if !force, let last = interaction.lastDelivered, last.status == status,
      abs(last.degrees - degrees) < 1
    {
      return
    }
    interaction.lastDelivered = (status, degrees)
    emit(
      .callback, owner, "hingeInteraction.update",
      [
        RecordField("status", .string(postureDetector.status.rawValue)),
        RecordField("angle", .number(degrees)),
      ])
    interaction.updateHandler(
      interaction,
      HingeInteraction.Update(
        hinge: HingeInteraction.Hinge(angle: degrees * .pi / 180, status: status)))
  }
}
