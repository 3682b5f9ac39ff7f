// Modelled on jaywcjlove/swiftui-example, example/working-with-static-text/demo11/Demo/Demo/ContentView.swift:
// Markdown (bold, italic, code) in Text literals in a VStack; here beside `Text(verbatim:)`, a date with
// a style and `Text(value, format: .number)`, with `.lineLimit` on the containing VStack.
// expect-min-frames: 4
import SwiftUI

struct TextGallery: View {
    let published = Date.now
    let score = 0.75

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: "**not bold** [not a link](x)")
            Text("**Bold**, *italic* and `code`")
            Text(published, style: .date)
            Text(score, format: .number)
        }
        .lineLimit(1)
        .padding()
    }
}
