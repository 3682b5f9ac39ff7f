// Modelled on AIWASS23/poc-swift, SwiftUI/LimitCharacterText/TextEditor.swift: a padded VStack of a
// TextEditor bound to @State text and a Text showing the character count; the title TextField and the
// editor's border are ours.
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
