// Modelled on ClementCardonnel/NavigationSplitView-Issue, NavigationSplitViewIssue/ContentView.swift:
// a NavigationSplitView whose sidebar and detail are single Texts in a title font; here the font is set
// on the split view and the sidebar carries a navigation title (an iPhone shows the sidebar in a stack).
// expect-min-frames: 3
import SwiftUI

struct NotesSplit: View {
    var body: some View {
        NavigationSplitView {
            Text("Folders")
                .navigationTitle("Notes")
        } detail: {
            Text("Pick a note")
        }
        .font(.title)
    }
}

struct NotesSplit_Previews: PreviewProvider {
    static var previews: some View {
        NotesSplit()
    }
}
