// Modelled on tatsuyamoriguchi/KodecoSwiftUICookbook, KodecoSwiftUICookbook/AppStorage_SceneStorage.swift:
// an @AppStorage String with a default read in an interpolation and set by a "Log in" button, and a
// @SceneStorage optional selection driving a TabView of tagged tabs with Label tab items (the first
// view is shown by the first preview).
// expect-min-frames: 2
import SwiftUI

struct GreetingView: View {
  @AppStorage("nickname") var nickname: String = "Guest"

  var body: some View {
    VStack {
      Text("Welcome, \(nickname)!")
      Button("Sign in") {
        nickname = "Morgan"
      }
    }
  }
}

#Preview {
  GreetingView()
}

struct RestoredTabs: View {
  @SceneStorage("currentTab") var currentTab: String?

  var body: some View {
    TabView(selection: $currentTab) {
      Text("Tab A")
        .tabItem {
          Label("A", systemImage: "a.circle")
        }
        .tag("A")
      Text("Tab B")
        .tabItem {
          Label("B", systemImage: "b.circle")
        }
        .tag("B")
    }
  }
}
