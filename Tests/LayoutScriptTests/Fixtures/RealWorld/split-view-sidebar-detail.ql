// Modelled on Big Mountain Studio's Navigation_SplitView.swift (beside pd95/SwiftUI-Sidebar's
// split-view example): a NavigationSplitView whose sidebar sets the title and whose detail is a
// text, a font on the split view; an iPhone shows the sidebar in a navigation stack.
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
