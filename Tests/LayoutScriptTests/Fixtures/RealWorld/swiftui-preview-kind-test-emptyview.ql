// Modelled on damus-io/damus, damus/Features/Chat/ChatEventView.swift: a chat row whose body is
// `EmptyView()` when the event's kind is one of `[.boost, .zap, .longform]` (a `contains(where:)`
// over a literal of implicit members) and its bubble otherwise; the previews pass test values
// another file declares (`test_note`, `test_damus_state`), so the test of the kind is a
// placeholder's: taken as true the row draws nothing, and it is shown with it false instead.
// The bubble mixes `@ViewBuilder` properties, an `@StateObject` set in `init` through
// `_bar = StateObject(wrappedValue:)`, and a trailing avatar under an `if`.
// expect-min-frames: 3
import SwiftUI

fileprivate let BUBBLE_RADIUS: CGFloat = 10

struct ChatRowView: View {
    let event: NostrEvent
    let prev_ev: NostrEvent?
    let damus_state: DamusState
    @State var popover_open: Bool = false
    @StateObject private var bar: ActionBarModel

    init(event: NostrEvent, prev_ev: NostrEvent?, damus_state: DamusState) {
        self.event = event
        self.prev_ev = prev_ev
        self.damus_state = damus_state
        self._bar = StateObject(wrappedValue: make_actionbar_model(ev: event.id, damus: damus_state))
    }

    var is_ours: Bool { event.pubkey == damus_state.pubkey }

    @ViewBuilder
    var bubble: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(event.content)
                .font(.body)
            Text("2m")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding(10)
        .background(
            RoundedRectangle(cornerRadius: BUBBLE_RADIUS)
                .fill(is_ours ? Color.accentColor : Color.gray.opacity(0.2))
        )
    }

    var content: some View {
        HStack(alignment: .bottom, spacing: 8) {
            if !is_ours {
                Circle()
                    .frame(width: 32, height: 32)
            }
            bubble
            Spacer(minLength: 40)
        }
        .padding(.horizontal, 12)
        .padding([.bottom], bar.is_empty ? 6 : 16)
    }

    var body: some View {
        if [.boost, .zap, .longform].contains(where: { event.known_kind == $0 }) {
            EmptyView()
        } else {
            self.content
        }
    }
}

#Preview {
    ChatRowView(event: test_note, prev_ev: nil, damus_state: test_damus_state)
}
