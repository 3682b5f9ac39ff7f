// Modelled on damus-io/damus, damus/Shared/Extensions/VisibilityTracker.swift: a file holding only
// an `extension View` helper and the `ViewModifier` it applies, whose stored `edge: Alignment` and
// nested `enum Mode` come from its own initializer (no caller in the file: an Alignment's
// placeholder is `.center`, as `overlay(_:alignment:)` takes it); its body overlays a 1-pt sensor
// and watches its frame through a GeometryReader (`onAppear`, `onChange(of:)`), with `didSet` on
// an `@State` and an `@EnvironmentObject` of another file.
// expect-min-frames: 3
import SwiftUI

extension View {
    /// Calls `notify` when the view comes on or off screen.
    func onShownChange(perform notify: @escaping (Bool) -> Void, edge: Alignment = .center, mode: ShownTracker.Mode = .plain) -> some View {
        self.modifier(ShownTracker(notify: notify, edge: edge, mode: mode))
    }
}

struct ShownTracker: ViewModifier {
    let window: CGFloat = 0.8
    let notify: (Bool) -> Void
    let edge: Alignment
    let mode: Mode

    init(notify: @escaping (Bool) -> Void, edge: Alignment, mode: Mode) {
        self.notify = notify
        self.edge = edge
        self.mode = mode
    }

    @EnvironmentObject private var screen: ScreenTracker
    @State private var loaded: Bool = false {
        didSet {
            if oldValue == loaded { return }
            self.notify(loaded)
        }
    }
    @State private var midY: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .overlay(
                LazyVStack {
                    Color.clear
                        .frame(width: 1, height: 1)
                        .onAppear { loaded = true }
                        .onDisappear { loaded = false }
                        .background(GeometryReader { geo in
                            Color.clear
                                .onChange(of: geo.frame(in: .global).midY) { newY in
                                    midY = newY
                                }
                        })
                },
                alignment: edge)
    }

    enum Mode {
        case plain
        case noOcclusion
    }
}
