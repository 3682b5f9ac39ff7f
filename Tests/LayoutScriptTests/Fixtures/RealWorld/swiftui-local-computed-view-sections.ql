// Modelled on microsoft/fluentui-apple, Sources/FluentUI_iOS/Components/List/FluentListSection.swift
// and NotificationBarView.swift: a `body` that declares a local `@ViewBuilder var` and returns it,
// a Section whose optional header closure is given and whose footer builds nothing on an iPhone
// (`#if os(macOS)`), as yattee/yattee's settings views write it. The rows are ours.
// expect-min-frames: 3
import SwiftUI

struct NoticeSection<Content: View>: View {
    var message: String? = "Two devices are signed in"
    var content: () -> Content
    var header: (() -> Text)? = { Text("Sessions") }

    var body: some View {
        @ViewBuilder
        var messageLabel: some View {
            if let message {
                Text(message)
                    .font(.system(size: 15))
            }
        }
        var gap: CGFloat { 12 }

        return VStack(alignment: .leading, spacing: gap) {
            Section {
                content()
            } header: {
                if let header {
                    header()
                }
            } footer: {
                #if os(macOS)
                Text("Manage devices in System Settings")
                #endif
            }
            messageLabel
        }
        .padding(16)
    }
}

#Preview {
    NoticeSection {
        Text("iPhone 15")
    }
}
