// Modelled on home-assistant/iOS, Sources/App/Settings/DatabaseExplorer/DatabaseTableDetailView.swift,
// Ranchero-Software/NetNewsWire, Shared/Images/IconImageView.swift and
// home-assistant/iOS WidgetEnergySmallView.swift: `private extension [String: String]`, a
// `typealias` per platform under `#if`, a property wrapper of another module made by its
// arguments (`@Dependency(\.x)`), an optional's subscript `a?[i]`, a cast to an optional
// type, `UInt16.max`, and a widget's `#Preview(as:) { } timeline: { }`.
// expect-min-frames: 2
import SwiftUI

#if os(macOS)
typealias PlatformColor = NSColor
#else
typealias PlatformColor = UIColor
#endif

private extension [String: String] {
    func sortedKeys() -> [String] {
        ["id", "name"]
    }
}

enum Screen: String {
    case rows, detail
}

struct RecordRow: View {
    @Dependency(\.database) var database
    let columns: [String]? = ["id", "name", "area"]
    let screen = Screen.rows

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(columns?[1] ?? "none")
            Text("\(UInt16.max)")
                .tag(screen as Screen?)
        }
    }
}

#Preview(as: .systemSmall) {
    RecordRow()
} timeline: {
    RecordRow()
}
