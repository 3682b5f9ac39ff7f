// Modelled on halli77/brewBrowser, brewBrowser/View/AboutView.swift: an about screen keeping its
// text in a `"""` string, a ScrollView of a VStack with a title, a Link and the text.
// expect-min-frames: 3
import SwiftUI

struct AboutScreen: View {
    static let credits = """
        Made with SwiftUI.
        Icons by SF Symbols.
        Thanks to everyone who sent feedback.
        """

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("About")
                    .font(.largeTitle)
                    .bold()
                Text(Self.credits)
                Link("Project page", destination: URL(string: "https://example.com")!)
            }
            .padding()
        }
    }
}
