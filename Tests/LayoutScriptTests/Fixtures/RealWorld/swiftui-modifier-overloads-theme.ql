// Modelled on exyte/Chat, Sources/ExyteChat/Theme/ChatTheme+Auto.swift: `extension View` blocks
// declaring two overloads of a theming modifier (`theme(accentColor:images:)`, `theme(themeColor:
// background:improveContrast:)`, the second `@available(iOS 18.0, *)` with a local `let` set in
// both branches of an `if`), a `ViewModifier` calling a third overload `theme(_:)` of another file,
// an `extension Color` computed property, and the file's own view using them.
// expect-min-frames: 2
import SwiftUI

extension View {
    /// Applies a theme made of `accentColor`.
    public func theme(accentColor: Color, images: ThemeImages = .init()) -> some View {
        self.theme(Theme(accentColor: accentColor, images: images))
    }
}

extension View {
    /// Applies a theme made of `themeColor`, its contrast improved when asked.
    @available(iOS 18.0, *)
    public func theme(themeColor ac: Color, background: BackgroundStyle = .mixed, improveContrast: Bool = true) -> some View {
        let accentColor: Color
        if improveContrast {
            accentColor = ac.opacity(0.9)
        } else {
            accentColor = ac
        }
        return modifier(ThemedView(accentColor: accentColor, improveContrast: improveContrast))
    }
}

extension Color {
    var isBright: Bool {
        true
    }
}

internal struct ThemedView: ViewModifier {
    var accentColor: Color
    var improveContrast: Bool

    func body(content: Content) -> some View {
        content
            .theme(Theme(accentColor: accentColor, improveContrast: improveContrast))
            .padding(improveContrast ? 8 : 0)
    }
}

struct ThemedChatDemo: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Chat")
            Text("Themed")
        }
        .theme(themeColor: .blue)
    }
}
