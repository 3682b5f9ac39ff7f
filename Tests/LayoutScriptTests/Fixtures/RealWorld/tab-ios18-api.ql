// Modelled on Tom-Knighton/EchoFlow, EchoFlow/RootView.swift: iOS 18's `TabView(selection:)` of
// `Tab(_:systemImage:value:)` values for a String, CaseIterable, Identifiable, Hashable AppTab enum
// whose icon is a switch expression (declared in that repo's Env package, written here), each tab's
// content a view, with #Preview; here the two tabs are written out rather than made by a ForEach.
// expect-min-frames: 3
import SwiftUI

enum AppTab: String, CaseIterable, Identifiable, Hashable {
    case home, search

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        }
    }
}

struct HomeScreen: View {
    var body: some View {
        VStack {
            Text("Good morning")
                .font(.largeTitle)
            Text("3 new episodes")
        }
    }
}

struct RootTabs: View {
    @State private var selection: AppTab = .home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: AppTab.home.icon, value: AppTab.home) {
                HomeScreen()
            }
            Tab("Search", systemImage: AppTab.search.icon, value: AppTab.search) {
                Text("Search")
            }
        }
    }
}

#Preview {
    RootTabs()
}
