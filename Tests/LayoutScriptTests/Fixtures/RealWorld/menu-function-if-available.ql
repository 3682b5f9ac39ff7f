// Modelled on Ilya Belenkiy's Rocket Insights Menu.swift: a public free function returning
// `some View` that builds `Button(role:action:label:)` under `if #available(iOS 15, *)`, with an
// optional icon name unwrapped by `if let`, used by a view.
// expect-min-frames: 3
import SwiftUI

public func menuRow(destructive: Bool = false, text: String, iconName: String? = nil, action: @escaping () -> Void) -> some View {
    if #available(iOS 15, *) {
        return Button(
            role: destructive ? .destructive : nil,
            action: action,
            label: {
                HStack {
                    Text(text)
                    if let iconName = iconName {
                        Image(systemName: iconName)
                    }
                }
            }
        )
    }
    else {
        return Button(action: action) {
            Text(text)
        }
    }
}

struct AccountMenu: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            menuRow(text: "Profile", iconName: "person") {}
            menuRow(destructive: true, text: "Sign out") {}
        }
    }
}
