// Modelled on danielsaidi/SystemNotification, Sources/SystemNotification/SystemNotificationMessage+Predefined.swift:
// presets declared as static functions in an extension of a view another file declares, each
// returning `.init(…)` of `Self`, previewed in a stack: each a box of that type holding its arguments.
// expect-min-frames: 3
import SwiftUI

public extension BannerMessage where Icon == Image {
    static func failure(icon: Image = .init(systemName: "xmark.octagon"), title: LocalizedStringKey? = nil,
                        text: LocalizedStringKey) -> Self {
        .init(icon: icon, title: title, text: text, style: .failure)
    }

    static func saved(text: LocalizedStringKey) -> Self {
        .init(icon: Image(systemName: "checkmark"), title: nil, text: text, style: .success)
    }
}

#Preview {
    VStack(spacing: 12) {
        BannerMessage.failure(title: "Offline", text: "Try again later")
        BannerMessage.saved(text: "Saved")
        BannerMessage.failure(text: "Sync stopped")
    }
}
