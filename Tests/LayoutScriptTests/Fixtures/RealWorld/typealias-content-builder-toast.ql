// Modelled on danielsaidi/SystemNotification, Sources/SystemNotification/SystemNotification.swift:
// a toast view whose content is stored as a typealias of a closure type taking the presentation
// state (`(_ isActive: Bool) -> Content`), called in the body with it, the toast inset from the
// top edge it slides from.
// expect-min-frames: 2
import SwiftUI

public struct Toast<Content: View>: View {
    public typealias ContentBuilder = (_ isActive: Bool) -> Content

    public init(isActive: Binding<Bool>, @ViewBuilder content: @escaping ContentBuilder) {
        _isActive = isActive
        self.content = content
    }

    private let content: ContentBuilder

    @Binding private var isActive: Bool

    public var body: some View {
        ZStack(alignment: .top) {
            Color.clear
            content(isActive)
                .padding(.horizontal, 20)
                .frame(height: 44)
                .padding(.top, isActive ? 8 : -60)
        }
    }
}

#Preview {
    Toast(isActive: .constant(true)) { isActive in
        Text(isActive ? "Silent mode on" : "Silent mode off")
    }
}
