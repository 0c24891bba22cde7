import Testing

// A timeline whose flow layout re-lays out only when the width changes, and keeps the sizes its
// delegate gave (a flow invalidation context that asks for the attributes only).
#if ORIENTSIM_PATTERNS_IMPORT_ORIENTATIONUIKIT
  import OrientationUIKit
#else
  import UIKit
#endif

final class WidthChangeFlowLayout: UICollectionViewFlowLayout {
  private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
      flowContext.invalidateFlowLayoutDelegateMetrics = false
    }
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    contexts.append(context)
  }
}

final class TimelineViewController: UICollectionViewController {
  let widthLayout = WidthChangeFlowLayout()

  init() { super.init(collectionViewLayout: widthLayout) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    widthLayout.itemSize = CGSize(width: collectionView.bounds.width - 16, height: 88)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 30 }
}

@MainActor
@Test func widthChangeInvalidatesWithTheLayoutsOwnContext() throws {
  let app = UIKitHarness(device: .iphone15, profile: .ios16)
  let timeline = TimelineViewController()
  try app.launch(timeline)
  #expect(timeline.widthLayout.contexts.isEmpty)
  try app.rotate(to: .landscapeLeft, at: 1)
  try app.advance(to: 2)
  let context = try #require(
    timeline.widthLayout.contexts.first as? UICollectionViewFlowLayoutInvalidationContext)
  #expect(timeline.widthLayout.contexts.count == 1)
  #expect(!context.invalidateEverything)
  #expect(context.invalidateFlowLayoutAttributes)
  #expect(!context.invalidateFlowLayoutDelegateMetrics)
  #expect(timeline.widthLayout.itemSize.width == timeline.collectionView.bounds.width - 16)

  timeline.widthLayout.invalidateLayout()
  #expect(timeline.widthLayout.contexts.last?.invalidateEverything == true)
  #expect(timeline.widthLayout.invalidationCount == 2)
}
