/// Geometry (SPEC §4): window, root, child and presented frames; status bar; traits; safe area.
extension Simulator {
  /// Form sheet size on iPad (SPEC §4.3).
  static let formSheetSize = Size(width: 540, height: 620)
  /// Popover content size on iPad. SPEC is silent; UIKit's default `preferredContentSize` for a
  /// popover is 320 wide, and we take 480 as the height.
  static let popoverSize = Size(width: 320, height: 480)
  /// Extra height of the in-call status bar (40 pt instead of 20 pt, seed 003).
  static let inCallExtraHeight = 20.0
  /// Duration of a window resize (SPEC §5.7).
  static let resizeDuration = 0.3

  // The geometry of the display a window is on (SPEC §4.4): the device's, or a foldable's inner
  // display's. Read in place (`device.…` or `innerDisplay!.…`), never copied: these run for
  // every view controller of a rotation.

  func screenSize(_ w: WindowState) -> Size {
    w.display == .inner
      ? innerDisplay!.screenSize(for: w.orientation) : device.screenSize(for: w.orientation)
  }

  func screenSafeArea(_ w: WindowState) -> EdgeInsets {
    w.display == .inner
      ? innerDisplay!.safeArea(for: w.orientation) : device.safeArea(for: w.orientation)
  }

  func windowSize(_ w: WindowState) -> Size {
    let screen = screenSize(w)
    return Size(width: screen.width * w.fraction.width, height: screen.height * w.fraction.height)
  }

  /// The status bar's height now: the device's (plus 20 pt while the in-call bar shows), or 0
  /// while it is hidden (iPhone landscape from ios8, SPEC §2).
  public var statusBarHeight: Double {
    guard statusBarShown(window.orientation) else { return 0 }
    let height =
      window.display == .inner ? innerDisplay!.statusBarHeight : device.statusBarHeight
    return height + (window.inCall ? Self.inCallExtraHeight : 0)
  }

  /// Whether the status bar shows: always on iPad; on iPhone in portrait, and in landscape only
  /// under ios7 (SPEC §2).
  func statusBarShown(_ orientation: InterfaceOrientation) -> Bool {
    device.idiom == .pad || !orientation.isLandscape || profile.showsStatusBarInLandscapeOnPhone
  }

  /// The root view's frame: the window, less 20 pt at the top while the in-call bar shows (SPEC
  /// §5.7). Views extend under the normal status bar (iOS 7+). The in-call bar only matters while
  /// the status bar is shown (a hidden status bar has no double height).
  func rootFrame(_ w: WindowState) -> Rect {
    let size = windowSize(w)
    if w.inCall && statusBarShown(w.orientation) {
      return Rect(
        x: 0, y: Self.inCallExtraHeight, width: size.width,
        height: size.height - Self.inCallExtraHeight)
    }
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The window's trait collection: the device's for the orientation; on iPad the width class
  /// follows the window width against the device's regular threshold (SPEC §4.2). ios7 has none.
  func windowTraits(_ w: WindowState) -> TraitCollection {
    guard profile.hasTraitCollections else { return .unspecified }
    var traits =
      w.display == .inner
      ? innerDisplay!.traits(for: w.orientation) : device.traits(for: w.orientation)
    if device.idiom == .pad, let threshold = device.regularWidthThreshold {
      traits.horizontal = windowSize(w).width >= threshold ? .regular : .compact
    }
    return traits
  }

  /// The window's safe-area insets (none before iOS 11).
  func windowInsets(_ w: WindowState) -> EdgeInsets {
    profile.hasSafeAreaInsets ? screenSafeArea(w) : .zero
  }

  /// A view's safe area: the window's insets where the view's frame reaches into them.
  func safeArea(for frame: Rect, in w: WindowState) -> EdgeInsets {
    guard profile.hasSafeAreaInsets else { return .zero }
    let insets = windowInsets(w)
    let size = windowSize(w)
    return EdgeInsets(
      top: max(0, insets.top - frame.y),
      left: max(0, insets.left - frame.x),
      bottom: max(0, frame.y + frame.height - (size.height - insets.bottom)),
      right: max(0, frame.x + frame.width - (size.width - insets.right)))
  }

  /// The frame a presentation gives (SPEC §4.3). On iPad in a regular-width window: form sheet
  /// 540×620 centred; page sheet the screen's portrait width, full height less the top inset;
  /// popover 320×480 centred. In compact width every sheet is full width, from the top inset down
  /// (iOS 13 cards); before iOS 13 (`defaultPresentationStyle` fullScreen) sheets were adapted to
  /// full screen when presented, so they never reach this branch.
  func presentedFrame(_ style: PresentationStyle, _ w: WindowState) -> Rect {
    let size = windowSize(w)
    let top = screenSafeArea(w).top
    switch style {
    case .fullScreen, .overFullScreen, .custom:
      return rootFrame(w)
    case .formSheet, .pageSheet, .popover:
      let regularPad = device.idiom == .pad && windowTraits(w).horizontal != .compact
      guard regularPad else {
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
      }
      switch style {
      case .formSheet:
        let s = Self.formSheetSize
        return Rect(
          x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width,
          height: s.height)
      case .popover:
        let s = Self.popoverSize
        return Rect(
          x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width,
          height: s.height)
      default:
        let width = min(
          (w.display == .inner ? innerDisplay!.portraitSize : device.portraitSize).width,
          size.width)
        return Rect(x: (size.width - width) / 2, y: top, width: width, height: size.height - top)
      }
    }
  }

  /// The presentation chain from the root: root, its presented view controller, and so on.
  func chain() -> [ViewController] {
    var result = [root]
    var next = root.presentedViewController
    while let vc = next {
      result.append(vc)
      next = vc.presentedViewController
    }
    return result
  }

  /// Sets `targetFrame` on every view controller of the active tree (chain elements and their
  /// shown descendants, covered ones included) for the window state `w`.
  func computeTargets(_ w: WindowState) {
    root.targetFrame = rootFrame(w)
    layoutChildren(of: root)
    var next = root.presentedViewController
    while let vc = next {
      vc.targetFrame = presentedFrame(vc.modalPresentationStyle ?? .fullScreen, w)
      layoutChildren(of: vc)
      next = vc.presentedViewController
    }
  }

  /// Lays out the shown subtree under `top`, parents before children (iteratively: the depth
  /// is bounded by ``Simulator/maximumNesting``, not by the stack).
  func layoutChildren(of top: ViewController) {
    var stack = [top]
    while let parent = stack.popLast() {
      let p = parent.targetFrame
      let fill = parent.childrenFill
      parent.forEachShownChild { child in
        if fill {
          child.targetFrame = p
        } else {
          let f = child.frameInParent
          child.targetFrame = Rect(
            x: p.x + f.x * p.width, y: p.y + f.y * p.height, width: f.width * p.width,
            height: f.height * p.height)
        }
        stack.append(child)
      }
    }
  }

  /// Index in ``chain()`` of the first chain element whose view is in the window: everything
  /// under the topmost full-screen presentation is covered (overFullScreen and sheets keep
  /// their presenter visible).
  func firstVisibleChainElement() -> ViewController { lastPresented { $0.removesPresenterView } }

  /// Calls `body` for every visible view controller in pre-order (SPEC §5).
  func forEachVisible(_ body: (ViewController) -> Void) {
    var next: ViewController? = firstVisibleChainElement()
    while let vc = next {
      visitPreOrder(vc, body)
      next = vc.presentedViewController
    }
  }

  /// Calls `body` for every visible view controller in post-order (children first).
  func forEachVisiblePostOrder(_ body: (ViewController) -> Void) {
    var next: ViewController? = firstVisibleChainElement()
    while let vc = next {
      visitPostOrder(vc, body)
      next = vc.presentedViewController
    }
  }

  /// Calls `body` for the whole active tree (covered chain elements included), pre-order.
  func forEachActive(_ body: (ViewController) -> Void) {
    var next: ViewController? = root
    while let vc = next {
      visitPreOrder(vc, body)
      next = vc.presentedViewController
    }
  }

  /// `body` for `top` and its shown descendants, parents first, children in order; iterative.
  func visitPreOrder(_ top: ViewController, _ body: (ViewController) -> Void) {
    var stack = [top]
    var children = [ViewController]()
    while let vc = stack.popLast() {
      body(vc)
      children.removeAll(keepingCapacity: true)
      vc.forEachShownChild { children.append($0) }
      stack.append(contentsOf: children.reversed())
    }
  }

  /// `body` for `top` and its shown descendants, children first, in order; iterative.
  func visitPostOrder(_ top: ViewController, _ body: (ViewController) -> Void) {
    var stack: [(vc: ViewController, expanded: Bool)] = [(top, false)]
    var children = [ViewController]()
    while let (vc, expanded) = stack.popLast() {
      if expanded {
        body(vc)
        continue
      }
      stack.append((vc, true))
      children.removeAll(keepingCapacity: true)
      vc.forEachShownChild { children.append($0) }
      for child in children.reversed() { stack.append((child, false)) }
    }
  }

  /// The visible view controllers in pre-order.
  func visibleList() -> [ViewController] {
    var list = [ViewController]()
    list.reserveCapacity(lastVisibleCount)
    forEachVisible { list.append($0) }
    lastVisibleCount = max(16, list.count)
    return list
  }

  /// Duration of a rotation: the device's 90° duration, doubled for a half turn (SPEC §4.1).
  /// A custom profile's NaN, infinite or negative duration counts as 0 (the engine is total).
  func rotationDuration(from old: InterfaceOrientation, to new: InterfaceOrientation) -> Double {
    let base =
      window.display == .inner ? innerDisplay!.rotationDuration : device.rotationDuration
    let quarter = base.isFinite && base > 0 ? base : 0
    return abs(targetTransform(from: old, to: new)) == 180 ? quarter * 2 : quarter
  }

  /// Gives a view controller that was never shown its geometry and traits silently (its view
  /// loads now); its safe-area insets stay zero until its layout block sets them.
  func loadIfFresh(_ vc: ViewController, traits: TraitCollection) {
    guard vc.isFresh else { return }
    vc.isFresh = false
    vc.bounds = vc.targetFrame.size
    vc.frame = vc.targetFrame
    vc.traitCollection = traits
    // Insets start at zero: the first layout block reports the real ones (SPEC §5.4).
    vc.safeAreaInsets = .zero
  }
}
