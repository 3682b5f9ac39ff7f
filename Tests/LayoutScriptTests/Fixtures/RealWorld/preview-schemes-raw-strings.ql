// Modelled on jaywcjlove/swiftui-example, example/tooling/demo2/Demo/Shared/ContentView.swift,
// example/working-with-static-text/demo12 and example/images-shapes-media/demo13: a preview of
// each colour scheme made by a modifier named without a call (`content: Card().preferredColorScheme`),
// raw strings (`#"…"#`, `#"""…"""#`) with a `\#(…)` interpolation, and `@unknown default:` closing
// a view's switch.
// expect-min-frames: 2
import SwiftUI

enum Phase {
    case empty, loaded, failed
}

struct Card: View {
    let phase = Phase.loaded
    let path = #"C:\Users"#
    let count = 3

    var body: some View {
        VStack(spacing: 6) {
            switch phase {
            case .empty:
                ProgressView()
            case .loaded:
                Text(#"\#(count) files in \#(path)"#)
            case .failed:
                Text("Failed")
            @unknown default:
                EmptyView()
            }
            Text(#"""
                "quoted"
                """#)
        }
    }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(ColorScheme.allCases, id: \.self, content: Card().preferredColorScheme)
    }
}
