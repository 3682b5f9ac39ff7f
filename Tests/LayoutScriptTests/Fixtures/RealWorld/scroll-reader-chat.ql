// Modelled on csuttner/OmniDex, ChatApp/UI/Chat/Messages/ChatScrollView.swift: a ScrollViewReader
// around a ScrollView of a leading LazyVStack over a @Binding array of Identifiable messages,
// `.onChange(of:)` scrolling to the last id with `if let` and optional chaining, a preview with mocks.
// expect-min-frames: 3
import SwiftUI

struct ChatLine: Identifiable, Equatable {
    let id: Int
    let text: String
}

enum Mock {
    static let lines = [ChatLine(id: 1, text: "Hi!"), ChatLine(id: 2, text: "Hello, how are you?"), ChatLine(id: 3, text: "Great, thanks.")]
}

struct ChatScroll: View {
    @Binding var lines: [ChatLine]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack (alignment: .leading) {
                    ForEach(lines) { line in
                        Text(line.text)
                            .padding(8)
                    }
                }
            }
            .onChange(of: lines) { messages in
                withAnimation {
                    if let id = messages.last?.id {
                        proxy.scrollTo(id)
                    }
                }
            }
        }
    }
}

#Preview {
    ChatScroll(lines: .constant(Mock.lines))
}
