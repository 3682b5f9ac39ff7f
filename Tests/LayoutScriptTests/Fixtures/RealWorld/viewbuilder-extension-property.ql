// Modelled on levochkaa/BetterTG, BetterTG/Views/Chat/Chat+messagesScroll.swift: a view split over
// its file and an extension whose `@ViewBuilder var messagesScroll: some View` the body uses, a
// ScrollView of a ZStack over a LazyVStack, keyboard dismissal.
// expect-min-frames: 3
import SwiftUI

struct ConversationView: View {
    let messages = ["Are we still on for Friday?", "Yes, 7pm", "Great"]

    var body: some View {
        messagesScroll
    }

    @ViewBuilder var messagesList: some View {
        ForEach(messages, id: \.self) { message in
            Text(message)
                .padding(6)
        }
    }
}

extension ConversationView {
    @ViewBuilder var messagesScroll: some View {
        ScrollView {
            ZStack {
                LazyVStack(spacing: 5) {
                    messagesList
                }
            }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}
