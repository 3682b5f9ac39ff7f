// Modelled on alexeyprimechaev/Ripoff, Ripoff/Buttons/EllipsisButton.swift: a Menu of Buttons
// with Label labels, Dividers and a nested Menu, its own label an ellipsis image with a large
// scale and paddings.
// expect-min-frames: 1
import SwiftUI

struct BrowserMenuButton: View {
    var body: some View {
        Menu {
            Button {
            } label: {
                Label("Reload", systemImage: "arrow.clockwise")
            }
            Button {
            } label: {
                Label("Reader", systemImage: "doc.plaintext")
            }
            Divider()
            Menu {
                Text("None installed")
            } label: {
                Label("Extensions", systemImage: "puzzlepiece.extension")
            }
        } label: {
            Image(systemName: "ellipsis.circle").imageScale(.large).padding(.vertical, 15).padding(.horizontal, 7.5)
        }
    }
}
