// Modelled on apple/sample-food-truck, App/App.swift: the `@main struct … : App` entry point keeping
// the app's models in `@StateObject`s of types another file declares, its `var body: some Scene` a
// `WindowGroup` holding the root view of another file (a placeholder box named for it) beside a
// header, an `@UIApplicationDelegateAdaptor`, a macOS-only `.defaultSize` and `MenuBarExtra` under `#if os(macOS)`, and doc comments.
// The file declares no view of its own: the window's content is what an iPhone shows.
// expect-min-frames: 2
import SwiftUI
import TruckKit

/// The app's entry point, which keeps the app's state.
@main
struct DonutTruckApp: App {
    /// The app's state.
    @StateObject private var model = TruckModel()
    /// The in-app purchase store's state.
    @StateObject private var accountStore = AccountStore()
    /// UIKit's app delegate, for push notifications.
    @UIApplicationDelegateAdaptor(TruckAppDelegate.self) var appDelegate

    /// The app's scenes: one window on iOS.
    var body: some Scene {
        WindowGroup {
            VStack(spacing: 0) {
                Text("Donut Truck")
                    .font(.headline)
                    .padding(.vertical, 8)
                RootView(model: model, accountStore: accountStore)
            }
        }
        #if os(macOS)
        .defaultSize(width: 1000, height: 650)
        #endif

        #if os(macOS)
        MenuBarExtra {
            Text("Donut stuff!")
        } label: {
            Label("Donut Truck", systemImage: "box.truck")
        }
        #endif
    }
}
