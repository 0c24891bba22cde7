// The `SwiftUI` module on Linux, for the UIKit files of an app that also uses SwiftUI: a
// `UIHostingController` subclass that locks its orientation, a `UIViewControllerRepresentable`
// that wraps a landscape player, an `App` whose `@UIApplicationDelegateAdaptor` answers
// `application(_:supportedInterfaceOrientationsFor:)`, a view that watches
// `UIDevice.orientationDidChangeNotification` through `onReceive`. Such files compile unchanged.
//
// What is modelled: `UIHostingController` is a face view controller, rotated, presented and
// asked for its masks as any other; at each appearance its root view's tree is built once
// (Hosting.swift says when): `onAppear` and `onDisappear` run, `onReceive` subscribes,
// `onPreferenceChange` gets its subtree's reduced preference, `GeometryReader` the view's size,
// `@Environment` the size classes and display scale and `@Environment`/`@EnvironmentObject`
// what `environment` and `environmentObject` set above. `App.main()` and
// `UIKitHarness.launch(app:)` launch the app's delegate adaptor and its first `WindowGroup` in
// a hosting controller. `@State`, `@Binding`, `@StateObject`, `@ObservedObject`, `@Bindable`,
// `@FocusState`, `@SceneStorage` and `@AppStorage` hold their values. Everything
// else is a compile surface: views are not laid out or drawn, other modifiers are stored and
// never applied, and no view is rebuilt when state changes. `#Preview` is type-checked and
// expands to nothing. Re-exports UIKit, Combine and Observation, as Apple's does. Depend on it
// only where the system has no SwiftUI:
// `.product(name: "SwiftUI", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import Combine
@_exported import Observation
@_exported import UIKit
