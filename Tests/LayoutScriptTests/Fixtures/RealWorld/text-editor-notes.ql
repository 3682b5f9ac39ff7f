// Modelled on the note editors of tutorial apps (the TextEditor screen of rhenz/swiftui-working-with-data's
// binding chapters): a title TextField, a TextEditor taking the rest with a border, a character count.
// expect-min-frames: 3
import SwiftUI

struct NoteEditor: View {
    @State private var title = ""
    @State private var text = "Buy milk"

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $title)
                .font(.title2)
            TextEditor(text: $text)
                .border(Color.gray.opacity(0.3))
            Text("\(text.count) characters")
                .font(.footnote)
        }
        .padding()
    }
}
