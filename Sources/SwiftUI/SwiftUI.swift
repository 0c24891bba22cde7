// The `SwiftUI` module on Linux, for the UIKit files of an app that also uses SwiftUI: a
// `UIHostingController` subclass that locks its orientation, a `UIViewControllerRepresentable`
// that wraps a landscape player, an `App` whose `@UIApplicationDelegateAdaptor` answers
// `application(_:supportedInterfaceOrientationsFor:)`, a view that watches
// `UIDevice.orientationDidChangeNotification` through `onReceive`. Such files compile unchanged.
//
// What is modelled: `UIHostingController` is a face view controller, rotated, presented and
// asked for its masks as any other; at its appearance its root view is built once, and the
// `onAppear` actions of that view tree run (Hosting.swift says when). `App.main()` and
// `UIKitHarness.launch(app:)` launch the app's delegate adaptor and its first `WindowGroup` in a
// hosting controller. `@State`, `@Binding`, `@StateObject`, `@ObservedObject` and `@AppStorage`
// hold their values. Everything else is a compile surface: views are not laid out or drawn, a
// view's modifiers other than `onAppear` are stored and never applied, and no view is rebuilt
// when state changes. Re-exports UIKit, Combine and Observation, as Apple's does. Depend on it
// only where the system has no SwiftUI:
// `.product(name: "SwiftUI", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import Combine
@_exported import Observation
@_exported import UIKit
