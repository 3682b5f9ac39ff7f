// Modelled on kean/Pulse, Sources/PulseUI/Features/FileViewer/RichTextView/RichTextView-tvos.swift: a file all in `#if os(tvOS)` (read as an Apple TV's build), a UIViewRepresentable wrapping a text view, a view of another file's model whose body picks the representable by an optional.
// expect-min-frames: 2
#if os(tvOS)
import SwiftUI
import UIKit

struct NoteTextView: UIViewRepresentable {
    private let plain: String?

    init(plain: String? = nil) {
        self.plain = plain
    }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isSelectable = true
        view.text = plain
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {}
}

public struct NoteReaderView: View {
    let model: NoteReaderModel

    public init(model: NoteReaderModel) {
        self.model = model
    }

    public var body: some View {
        VStack(spacing: 12) {
#if canImport(TVUIKit)
            Text("Notes")
                .font(.headline)
#endif
            if let body = model.body {
                NoteTextView(plain: body)
            } else {
                NoteTextView()
            }
        }
    }
}
#endif
