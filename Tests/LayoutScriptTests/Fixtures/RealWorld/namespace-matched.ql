// Modelled on SwiftIsland/app, SwiftIslandApp/WorkshopiPadOs/Zoom/MatchedGeometryExample.swift: a
// @Namespace and a @State flag choosing in an if/else between a small and a large RoundedRectangle
// that share one matchedGeometryEffect id, toggled inside withAnimation from a tap.
// expect-min-frames: 2
import SwiftUI

struct ExpandingCard: View {
    @Namespace private var animation
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(height: 300)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(width: 120, height: 80)
            }
            Text(expanded ? "Tap to close" : "Tap to open")
        }
        .onTapGesture {
            withAnimation(.spring()) { expanded.toggle() }
        }
    }
}
