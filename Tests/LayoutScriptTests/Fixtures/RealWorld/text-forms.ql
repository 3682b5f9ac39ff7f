// Modelled on the Text samples of jaywcjlove/swiftui-example (example/…/Text demos) and Apple's
// `Text` documentation examples: `Text(verbatim:)`, Markdown in a literal, a date with a style,
// `Text(value, format: .number)`, and `.lineLimit` on the containing VStack.
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
