// Modelled on TechWithTyler/SheftAppsStylishUI, SheftAppsStylishUI/SwiftUI/Controls/OptionsMenuLabel.swift:
// a public generic menu view with a defaulted title and a @ViewBuilder content in its init, a Label
// as its label, and a #Preview giving it two texts.
// expect-min-frames: 2
import SwiftUI

public struct MoreMenu<MenuContent: View>: View {

    public var title: String = "Options"

    public var menuContent: MenuContent

    public init(title: String = "Options", @ViewBuilder menuContent: (() -> MenuContent)) {
        self.title = title
        self.menuContent = menuContent()
    }

    public var body: some View {
        Menu {
            menuContent
        } label: {
            Label(title, systemImage: "ellipsis.circle")
        }
        .accessibilityLabel(title)
    }

}

#Preview {
    MoreMenu {
        Text("Rename")
        Text("Duplicate")
    }
}
