// Modelled on AlbertLandi/Landmarks, Landmarks/Views/Badges/Badge.swift (Apple's SwiftUI tutorial
// "Drawing paths and shapes"): a ZStack of a background shape and a symbol repeated in a ForEach with
// rotation, a computed property returning `some View`, a GeometryReader around the symbols.
// expect-min-frames: 9
import SwiftUI

struct RotatedSymbol: View {
    var angle: Angle

    var body: some View {
        Image(systemName: "leaf.fill")
            .resizable()
            .frame(width: 20, height: 20)
            .rotationEffect(angle, anchor: .bottom)
    }
}

struct MedalBadge: View {
    var symbols: some View {
        ForEach(0..<8) { index in
            RotatedSymbol(angle: .degrees(Double(index) / Double(8) * 360.0))
        }
        .opacity(0.5)
    }

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.green.opacity(0.3))
            GeometryReader { geometry in
                symbols
            }
        }
        .scaledToFit()
    }
}

#Preview {
    MedalBadge()
}
