// Modelled on privacy-inc/legacy_app, iOS/Info.swift: a ScrollView of one text with fixedSize and
// a maximum-width frame, the navigation title and its large display mode, shown in a NavigationStack
// by its preview with the view's two properties given.
// expect-min-frames: 3
import SwiftUI

struct HelpPage: View {
    let title: String
    let text: String

    var body: some View {
        ScrollView {
            Text(text)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .greatestFiniteMagnitude, alignment: .leading)
                .padding()
        }
        .frame(maxWidth: .greatestFiniteMagnitude)
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.large)
    }
}

#Preview {
    NavigationStack {
        HelpPage(title: "Privacy", text: "Nothing you browse leaves this device. Trackers are blocked before they load.")
    }
}
