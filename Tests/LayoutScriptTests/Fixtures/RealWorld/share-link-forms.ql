// Modelled on edunne4/SwiftUIExamples, ByExample/ByExample/ActivityView/ShareSheetExample.swift:
// ShareLinks to one stored URL with the default label, with a title, and with a label closure, in a
// stack (an HStack here).
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
