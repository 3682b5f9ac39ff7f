// Modelled on IgorChumikov/ForTests, ForTests/ForTests/Delete/IpadTest/IpadTestSwiftUIView.swift:
// a @State NavigationSplitViewVisibility given to `NavigationSplitView(columnVisibility:)`, a hidden
// bar on the sidebar, a detail text and a split view style.
// expect-min-frames: 3
import SwiftUI

struct TabletLayout: View {

    @State private var columnVisibility =
    NavigationSplitViewVisibility.doubleColumn

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility){
            VStack {
                Text("Item 1")
                Text("Item 2")
                Text("Item 3")
            } .navigationBarHidden(true)

        } detail: {
            Text("Choose an item from the content")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

#Preview {
    TabletLayout()
}
