// Modelled on exyte/Chat, Sources/ExyteChat/Extensions/FrameGetter.swift: view modifiers that
// measure their content into a `@Binding` (a `GeometryReader` background returning `AnyView` or
// `Color` from a closure with an explicit return type, writing through `DispatchQueue.main.async`),
// an `extension View` of methods calling `modifier(…)`, an `actor` preference key with a
// `typealias` and `static func reduce(value:nextValue:)`, a view setting a preference, and a
// generic measuring view closing the file whose content is `.hidden()` (it only measures).
// expect-min-frames: 1
import SwiftUI

struct RectReader: ViewModifier {

    @Binding var rect: CGRect

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy -> AnyView in
                    DispatchQueue.main.async {
                        let measured = proxy.frame(in: .global)
                        if measured.integral != self.rect.integral {
                            self.rect = measured
                        }
                    }
                    return AnyView(EmptyView())
                }
            )
    }
}

struct SizeReader: ViewModifier {
    @Binding var size: CGSize

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy -> Color in
                    if proxy.size != self.size {
                        DispatchQueue.main.async {
                            self.size = proxy.size
                        }
                    }
                    return Color.clear
                }
            )
    }
}

extension View {
    func rectReader(_ rect: Binding<CGRect>) -> some View {
        modifier(RectReader(rect: rect))
    }

    func sizeReader(_ size: Binding<CGSize>) -> some View {
        modifier(SizeReader(size: size))
    }
}

actor BubbleFramesKey: PreferenceKey {
    typealias Value = [String: CGRect]

    static var defaultValue: Value = [:]

    static func reduce(value: inout Value, nextValue: () -> Value) {
        value.merge(nextValue()) { (_, new) in new }
    }
}

struct BubbleFrameSetter: View {
    let id: String

    var body: some View {
        GeometryReader { geometry in
            Rectangle()
                .fill(Color.clear)
                .preference(key: BubbleFramesKey.self,
                            value: [id: geometry.frame(in: .global)])
        }
    }
}

struct MeasuringView<Content: View>: View {
    @Binding var size: CGSize
    @State private var measured: CGSize = .zero

    let content: () -> Content

    var body: some View {
        content()
            .background(
                GeometryReader { geo in
                    Color.clear
                        .onAppear {
                            if geo.size.height != 0 {
                                measured = geo.size
                            }
                        }
                }
            )
            .onChange(of: measured) { _, newValue in
                size = newValue
            }
            .hidden()
    }
}
