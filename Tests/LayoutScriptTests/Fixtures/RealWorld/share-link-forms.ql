// Modelled on the Mlem app's MenuButton.swift (Eric Andrews: `ShareLink(item: url)` in a switch
// over menu functions, seen beside alexeyprimechaev/Ripoff's menu): ShareLinks with the default
// label, a title, and a label closure, in a row.
// expect-min-frames: 5
import SwiftUI

struct ShareRow: View {
    let address = URL(string: "https://example.com/post/42")!

    var body: some View {
        HStack(spacing: 20) {
            ShareLink(item: address)
            ShareLink("Send", item: address)
            ShareLink(item: address) {
                Image(systemName: "square.and.arrow.up.circle")
            }
        }
    }
}
