// Modelled on danielsaidi/SystemNotification, Demo/Demo/ContentView.swift: a demo list whose rows
// are made by helpers taking an `Image`, given implicit members an `extension Image` of another
// file declares (`.flag`, `.warning`), each a placeholder image, one of them declared here.
// expect-min-frames: 6
import SwiftUI

struct DemoMenu: View {
    @State private var isMuted = false

    var body: some View {
        List {
            Section("Messages") {
                row(.flag, "Localized message") {}
                row(.warning, "Warning") {}
                row(.muted, "Muted")  { isMuted.toggle() }
            }
        }
    }
}

private extension DemoMenu {
    func row(_ icon: Image, _ text: LocalizedStringKey, _ action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label {
                Text(text)
            } icon: {
                icon
            }
        }
    }
}

extension Image {
    static let muted = Image(systemName: "bell.slash")
}
