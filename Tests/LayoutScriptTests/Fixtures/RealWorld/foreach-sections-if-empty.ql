// Modelled on home-assistant/iOS, Sources/App/Settings/SettingsView.swift: a @ViewBuilder method
// going through sections with ForEach, each shown only `if !rows.isEmpty`, so an item may build
// nothing; and a content view's `.modifier(SwipeToDismiss())` of a ViewModifier another file
// declares (Dimillian/ACHNBrowserUI, views/items/ItemsView.swift).
// expect-min-frames: 3
import SwiftUI

struct PreferencesList: View {
    let groups = [["Account", "Privacy"], [], ["About"]]

    var body: some View {
        contentView
            .modifier(SwipeToDismiss())
    }

    @ViewBuilder
    private var contentView: some View {
        List {
            sections()
        }
    }

    @ViewBuilder
    private func sections() -> some View {
        ForEach(0..<groups.count, id: \.self) { index in
            let rows = groups[index]
            if !rows.isEmpty {
                Section {
                    ForEach(rows, id: \.self) { row in
                        Text(row)
                    }
                }
            }
        }
    }
}
