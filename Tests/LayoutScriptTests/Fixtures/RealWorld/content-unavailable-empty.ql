// Modelled on anandgupadhyay/Learning, Learning/OtherLearning/ContentUnAvailable.swift: a
// ContentUnavailableView with a title, a symbol and a Text description, chosen when a @State array is empty.
// expect-min-frames: 3
import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []

    var body: some View {
        if messages.isEmpty {
            ContentUnavailableView(
                "No Messages",
                systemImage: "tray",
                description: Text("New messages you receive appear here.")
            )
        } else {
            VStack {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                }
            }
        }
    }
}
