import Foundation
import OrientationUIKit
import Testing

/// Core Animation's 3D transforms: Core Animation's arithmetic, and a view's layer passing the
/// affine part to its view.
@Suite("3D layer transforms")
struct Transform3DTests {
  func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    zip(
      [
        a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34,
        a.m41, a.m42, a.m43, a.m44,
      ],
      [
        b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34,
        b.m41, b.m42, b.m43, b.m44,
      ]
    ).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test("a rotation about z is the affine rotation of the same angle")
  func zRotationMatchesAffine() {
    for angle in [CGFloat.pi / 2, -.pi / 2, .pi, 0.3] {
      let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
      #expect(CATransform3DIsAffine(rotation))
      let affine = CATransform3DGetAffineTransform(rotation)
      let expected = CGAffineTransform(rotationAngle: angle)
      #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
      #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
    }
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test("rotate, translate and scale apply first, as the affine functions do")
  func orderMatchesAffine() {
    let affine = CGAffineTransform(translationX: 10, y: 20).rotated(by: .pi / 2).scaledBy(
      x: 2, y: 3)
    var t = CATransform3DMakeTranslation(10, 20, 0)
    t = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
    t = CATransform3DScale(t, 2, 3, 1)
    #expect(close(t, CATransform3DMakeAffineTransform(affine)))
  }

  @Test("the inverse undoes a transform with perspective; a singular one is returned as is")
  func inverse() {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    t = CATransform3DTranslate(t, 4, -2, 7)
    #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
  }

  @MainActor
  @Test("a view's layer transform is its view's: the frame follows")
  func viewLayerTransformDrivesTheView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(view.transform.b - 1) < 1e-12)
    #expect(abs(view.frame.width - 40) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
    view.transform = .identity
    #expect(view.layer.transform == CATransform3DIdentity)
    // Perspective is kept whole; the view reads its affine part.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    view.layer.transform = perspective
    #expect(view.layer.transform == perspective)
    #expect(view.transform == .identity)
    // Setting the view's transform replaces it.
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.layer.transform == CATransform3DMakeScale(2, 2, 1))
  }
}
