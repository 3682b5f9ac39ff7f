// Modelled on ClementCardonnel/NavigationSplitView-Issue, NavigationSplitViewIssue/ContentView.swift:
// shares a NavigationSplitView whose sidebar and detail closures each hold a single Text, and a title
// font; here the font is set on the split view, the sidebar carries a navigation title (an iPhone shows
// the sidebar in a stack) and the texts are our own.
// expect-min-frames: 3
import SwiftUI

struct StationBrowser: View {
    var body: some View {
        NavigationSplitView {
            Text("Nearby stations")
                .navigationTitle("Radio")
        } detail: {
            Text("No station playing")
        }
        .font(.title2)
    }
}

struct StationBrowser_Previews: PreviewProvider {
    static var previews: some View {
        StationBrowser()
    }
}
