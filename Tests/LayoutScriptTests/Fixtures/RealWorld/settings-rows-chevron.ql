// Modelled on the settings screens of open-source apps without a Form (Etnhy/NewsSUI's Settings.swift
// and the row views of supergeorg/Grocy-SwiftUI): a reusable row of an icon in a coloured square,
// a title, a spacer and a chevron, repeated in a VStack with dividers.
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
