// Modelled on SvenTiigi/WhatsNewKit, Sources/View/View+WhatsNewSheet.swift: a library's `public
// extension View` declaring its own `sheet(whatsNew:versionStore:onDismiss:)`, implemented by a
// private `ViewModifier` that calls SwiftUI's `sheet(item:onDismiss:content:)` (the same name,
// other labels: Swift picks SwiftUI's), doc comments with `- Parameters:`, a `Binding` of an
// optional passed along, and `if let` on its wrapped value; the file's own view shows the modifier used.
// expect-min-frames: 2
import SwiftUI

public extension View {

    /// Presents a release-notes sheet for the given optional notes.
    /// - Parameters:
    ///   - releaseNotes: A Binding to optional notes
    ///   - onDismiss: The closure to execute when dismissing the sheet. Default value `nil`
    func sheet(
        releaseNotes: Binding<String?>,
        onDismiss: (() -> Void)? = nil
    ) -> some View {
        self.modifier(
            ReleaseNotesSheetModifier(
                releaseNotes: releaseNotes,
                onDismiss: onDismiss
            )
        )
    }

}

/// The sheet's modifier.
private struct ReleaseNotesSheetModifier: ViewModifier {

    /// A Binding to the optional notes
    let releaseNotes: Binding<String?>

    /// The closure to execute when dismissing the sheet
    let onDismiss: (() -> Void)?

    func body(content: Content) -> some View {
        if let notes = self.releaseNotes.wrappedValue {
            content.sheet(
                item: self.releaseNotes,
                onDismiss: self.onDismiss
            ) { notes in
                Text(notes)
                    .padding()
            }
        } else {
            content
        }
    }

}

struct ReleaseNotesDemo: View {
    @State private var notes: String? = "New in 2.0"

    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome")
                .font(.title)
            Text("Tap for what's new")
        }
        .sheet(releaseNotes: $notes)
    }
}
