// Modelled on Mijick/Popups, Sources/Internal/Extensions/View+Background.swift: an `extension View`
// method taking two `Color`s and a dictionary of corner radii, layering `background(_:)`,
// `overlay(_:)` and `mask(_:)` of a file-private `Shape` with an `animatableData` accessor pair
// and a `path(in:)` built of `UIBezierPath`; the file declares no view, so the method is shown on a
// placeholder content with placeholder colours (SwiftUI colours are views).
// expect-min-frames: 2
import SwiftUI

extension View {
    func cardBackground(fill: Color, border: Color, corners: [CardEdge: CGFloat]) -> some View {
        background(fill)
            .overlay(border.opacity(0.2))
            .mask(CardCorners(corners: corners))
    }
}

fileprivate struct CardCorners: Shape {
    var corners: [CardEdge: CGFloat]

    var animatableData: CGFloat {
        get { corners.values.max() ?? 0 }
        set { corners.forEach { corners[$0.key] = newValue } }
    }

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: corners.values.max() ?? 0)
        return Path(path.cgPath)
    }
}
