// Modelled on wxxsw/SwiftUI-WeChat, SwiftUI-WeChat/Module/Me/MeView.swift (its private Cell rows): a
// reusable row of an icon, a title, a spacer and a disclosure indicator, repeated in a VStack with
// separators between rows (the coloured square behind the icon is ours).
// expect-min-frames: 14
import SwiftUI

struct SettingsRow: View {
    let icon: String
    let title: String
    var tint: Color = .blue

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .frame(width: 28, height: 28)
                .background(tint)
                .cornerRadius(6)
            Text(title)
            Spacer()
            Image(systemName: "chevron.right")
        }
        .padding(.vertical, 6)
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(icon: "bell", title: "Notifications", tint: .red)
            Divider()
            SettingsRow(icon: "lock", title: "Privacy")
            Divider()
            SettingsRow(icon: "paintbrush", title: "Appearance", tint: .purple)
            Spacer()
        }
        .padding()
    }
}
