// Modelled on takoikatakotako/SwiftUI-Knocks, Articles/2023-10-08/ContentView.swift: a TabView
// of three texts, each with a tabItem of an SF Symbol and a title, the font set on the TabView.
// expect-min-frames: 2
import SwiftUI

struct LibraryTabs: View {
    var body: some View {
        TabView {
            Text("Reading now")
                .tabItem {
                    Image(systemName: "book.fill")
                    Text("Reading")
                }
            Text("Your library")
                .tabItem {
                    Image(systemName: "books.vertical.fill")
                    Text("Library")
                }
            Text("Search the store")
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
        }
        .font(.headline)
    }
}

#Preview {
    LibraryTabs()
}
