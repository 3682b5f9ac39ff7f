// Modelled on the matchedGeometryEffect demos of kavsoft-style animation repos (recherst/kavsoft-swiftui-animations):
// a @Namespace, a @State flag choosing between a small and a large card that share a geometry id,
// both built from the same shapes.
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
