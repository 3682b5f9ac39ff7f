// Modelled on Apple's "Enhancing your app's content with tab navigation" sample (iOS 18's
// `Tab(_:systemImage:value:)`), as in the TabView of Tom-Knighton/EchoFlow's AppTab router: an
// enum of tabs, a TabView(selection:) of Tab values, each tab's content a view of the file.
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
