// Modelled on jaywcjlove/swiftui-example, example/containers/demo4/Demo/Shared/ContentView.swift:
// a TabView of padded texts with tab items written both as an Image and a Text and as a Label,
// each tagged.
// expect-min-frames: 2
import SwiftUI

struct FourTabs: View {
    var body: some View {
        TabView {
            Text("Inbox")
                .padding()
                .tabItem {
                    Image(systemName: "1.circle")
                    Text("One")
                }
                .tag(1)
            Text("Drafts")
                .padding()
                .tabItem {
                    Image(systemName: "2.circle")
                    Text("Two")
                }
                .tag(2)
            Text("Archive")
                .padding()
                .tabItem {
                    Label("Three", systemImage: "3.circle")
                }
                .tag(3)
        }
    }
}
