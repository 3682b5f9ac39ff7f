// Modelled on element-hq/element-x-ios, ElementX/Sources/Screens/Timeline/View/Style/FormattedBodyText.swift:
// a text view whose closure-initialized AttributeContainer takes a UIFont and a colour of the app's
// design tokens (`UIColor.compound.textPrimary`, declared in another file), whose body tints with
// `.compound.…` colours and whose texts are styled with `Color.compound.…`; our own names and content.
// expect-min-frames: 2
import SwiftUI

struct NoteBody: View {
    let note: String

    private let baseAttributes: AttributeContainer = {
        var container = AttributeContainer()
        container.font = UIFont.preferredFont(forTextStyle: .body)
        container.foregroundColor = UIColor.palette.textPrimary
        return container
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note)
                .foregroundStyle(Color.palette.textSecondary)
            Text("Edited")
                .font(.caption)
                .foregroundColor(Color(uiColor: UIColor.palette.textTertiary))
        }
        .padding(8)
        .tint(.palette.linkExternal)
    }
}

#Preview {
    NoteBody(note: "Lunch at noon")
}
